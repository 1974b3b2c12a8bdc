import { IMEI_LENGTH, IMEI_MISSING, MAX_PRICE_TAKA, MAX_WARRANTY_MONTHS } from '@phonehaat/shared';
import { formatDigits, formatMoney, formatNumber } from '@/i18n/format';
import { m } from '@/paraglide/messages.js';
import { getLocale } from '@/paraglide/runtime.js';

const IMEI_CODE = '*#06#';

/** The price fields as packages/shared names them in its messages. */
const PRICE_LABEL: Record<string, () => string> = {
  'Original price': () => m.product_original_price_label().replace(/\s*\(.*\)$/, ''),
  'Resale price': () => m.product_resale_price_label().replace(/\s*\(.*\)$/, ''),
  'The lowest price': m.search_lowest_price,
  'The highest price': m.search_highest_price,
};

/** packages/shared's messages that stand alone, word for word. */
const EXACT: Record<string, () => string> = {
  'Enter the product name.': m.listing_problem_name,
  'Enter the location.': m.listing_problem_location,
  'Enter your mobile number.': m.listing_problem_mobile,
  'Resale price cannot be more than the original price.': m.listing_problem_resale_above,
  'Choose the brand before the model.': m.listing_problem_brand_first,
  [IMEI_MISSING]: () => m.imei_problem_missing({ code: IMEI_CODE }),
  'An IMEI has digits only: dial *#06# on the phone to see it.': () => m.imei_problem_digits_only({ code: IMEI_CODE }),
  'This is not a valid IMEI: check the digits again (dial *#06# on the phone to see it).': () =>
    m.imei_problem_invalid({ code: IMEI_CODE }),
  'The second IMEI is the same as the first: enter the other one, or leave it empty.': m.imei_problem_same,
  'A tablet without a SIM slot has no IMEI: clear the IMEI or untick the box.': m.imei_problem_tablet,
  'The lowest price cannot be more than the highest price.': m.search_problem_min_above_max,
};

/** packages/shared's messages with a number or a field's name in them. */
const PATTERNS: [RegExp, (match: RegExpMatchArray) => string | undefined][] = [
  [
    /^(?:\w+: )?[Uu]se at most ([\d,]+) characters\.$/,
    ([, max]) => m.listing_problem_too_long({ max: formatNumber(Number(max?.replace(/,/g, ''))) }),
  ],
  [
    /^An IMEI has 15 digits(?: \(this has (\d+)\))?: dial \*#06# on the phone to see it\.$/,
    // Without the count: far longer than an IMEI (over 40 characters).
    ([, count]) =>
      count === undefined
        ? m.imei_problem_invalid({ code: IMEI_CODE })
        : m.imei_problem_length({
            length: formatDigits(IMEI_LENGTH),
            count: formatDigits(Number(count)),
            code: IMEI_CODE,
          }),
  ],
  [
    /^(Original price|Resale price) must be (?:a number|a whole number of Taka)\.$/,
    ([, label]) => m.listing_problem_price_number({ label: PRICE_LABEL[label ?? '']?.() ?? '' }),
  ],
  [
    /^(Original price|Resale price) must be more than 0\.$/,
    ([, label]) =>
      m.listing_problem_price_positive({ label: PRICE_LABEL[label ?? '']?.() ?? '', zero: formatDigits(0) }),
  ],
  [
    /^(Original price|Resale price|The lowest price|The highest price) must be at most [\d,]+ Taka\.$/,
    ([, label]) =>
      m.listing_problem_price_max({ label: PRICE_LABEL[label ?? '']?.() ?? '', amount: formatMoney(MAX_PRICE_TAKA) }),
  ],
  [
    /^(The lowest price|The highest price) (?:must be a number of Taka|must be a whole number of Taka|cannot be negative)\.$/,
    ([, label]) => m.search_problem_price({ label: PRICE_LABEL[label ?? '']?.() ?? '', zero: formatDigits(0) }),
  ],
  [
    /^Battery health (?:must be a (?:whole )?number of percent|is between 1 and 100 percent)\.$/,
    () => m.listing_problem_battery({ min: formatDigits(1), max: formatDigits(100) }),
  ],
  [
    /^Warranty left(?: must be a (?:whole )?number of months| cannot be negative|: at most \d+ months)\.$/,
    () => m.listing_problem_warranty({ min: formatDigits(0), max: formatDigits(MAX_WARRANTY_MONTHS) }),
  ],
];

/**
 * A validation message of packages/shared (the listing form's and the search's rules, which the server shares) in the
 * person's language. English is the shared text itself; a message not known here stays as the shared rules word it.
 */
export function problemText(message: string): string;
export function problemText(message: string | undefined): string | undefined;
export function problemText(message: string | undefined): string | undefined {
  if (message === undefined || getLocale() === 'en') return message;
  const exact = EXACT[message];
  if (exact) return exact();
  for (const [pattern, text] of PATTERNS) {
    const match = message.match(pattern);
    if (match) return text(match) ?? message;
  }
  return message;
}
