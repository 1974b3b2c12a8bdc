import { CARD_MEETING_DAYS, CARD_MEETING_REFUSAL, CHECKOUT_REFUSAL, PAYMENT_REFUNDED } from '@phonehaat/shared';
import { m } from '@/paraglide/messages.js';
import { formatDigits, formatNumber } from './format';

/**
 * The English sentences of packages/shared's zod schemas (and a few of the server's answers that repeat them), each
 * with the message that says it in the person's language. The schemas stay English: the server answers with them too.
 */
const EXACT: Record<string, () => string> = {
  'Enter a valid email address.': m.common_valid_email,
  'Enter your password.': m.common_valid_password,
  'Enter your full name.': m.common_valid_full_name,
  'Enter your name.': m.common_valid_name,
  'Enter your current password.': m.common_valid_current_password,
  'The two passwords are not the same.': m.common_valid_passwords_differ,
  'An IMEI has digits only: dial *#06# on the phone to see it.': m.common_valid_imei_digits_only,
  'This is not a valid IMEI: check the digits again (dial *#06# on the phone to see it).': m.common_valid_imei_invalid,
  'Give the GD number the police station wrote on your General Diary.': m.common_valid_gd_required,
  'Give the date the phone was stolen (day, month and year).': m.common_valid_stolen_date,
  'The date cannot be in the future.': m.common_valid_date_future,
  'Only the person who reported this phone stolen can mark it recovered.': m.trust_error_not_yours,
  'You have checked many phones in a short time. Please wait a few minutes and try again.': m.trust_rate_limited,
  'Something went wrong. Please try again.': m.common_error_generic,
  'This account has been suspended by PhoneHaat’s admins, so it cannot sign in until they lift the suspension.':
    m.auth_account_suspended,
  [PAYMENT_REFUNDED.sold]: m.checkout_refunded_sold,
  [PAYMENT_REFUNDED.removed]: m.checkout_refunded_removed,
  [PAYMENT_REFUNDED.reserved]: m.checkout_refunded_reserved,
  [PAYMENT_REFUNDED.cancelled]: m.checkout_refunded_cancelled,
  [PAYMENT_REFUNDED.hidden]: m.checkout_refunded_hidden,
  [CHECKOUT_REFUSAL.hidden]: m.checkout_hidden_listing,
  [CHECKOUT_REFUSAL.cancelled]: m.checkout_refused_cancelled,
  [CHECKOUT_REFUSAL.reserved]: m.checkout_refused_reserved,
  [CARD_MEETING_REFUSAL.unpaid]: () => m.deal_card_meeting_unpaid({ days: formatDigits(CARD_MEETING_DAYS) }),
  [CARD_MEETING_REFUSAL.paid]: () => m.deal_card_meeting_paid({ days: formatDigits(CARD_MEETING_DAYS) }),
};

const count = (text: string | undefined) => formatNumber(Number(text));

/** Sentences with a number or a code in them: the pattern, and the message with what it matched. */
const PATTERNS: [RegExp, (match: RegExpMatchArray) => string][] = [
  [/^Use at least (\d+) characters\.$/, ([, n]) => m.common_valid_min_chars({ count: count(n) })],
  [/^Use at most (\d+) characters\.$/, ([, n]) => m.common_valid_max_chars({ count: count(n) })],
  [
    /^An IMEI has (\d+) digits \(this has (\d+)\): dial \*#06# on the phone to see it\.$/,
    ([, length, n]) => m.common_valid_imei_length({ length: count(length), count: count(n) }),
  ],
  [
    /^An IMEI has (\d+) digits: dial \*#06# on the phone to see it\.$/,
    ([, length]) => m.common_valid_imei_max({ length: count(length) }),
  ],
  [/^A GD number is at most (\d+) characters\.$/, ([, n]) => m.common_valid_gd_max({ count: count(n) })],
  [/^The area is at most (\d+) characters\.$/, ([, n]) => m.common_valid_area_max({ count: count(n) })],
  [
    /^Give a date from (\d{4}) onwards\.$/,
    ([, year]) => m.common_valid_date_since({ year: formatDigits(Number(year)) }),
  ],
  [
    /^Say where it was stolen \(the area, for example Mirpur (\d+), Dhaka\)\.$/,
    ([, n]) => m.common_valid_area_required({ number: formatDigits(Number(n)) }),
  ],
  [
    /^A phone with this IMEI \(ending (\d{4})\) was reported stolen on PhoneHaat, so it cannot be listed\./,
    ([, last4]) => m.trust_error_stolen_imei({ last4: last4 ?? '' }),
  ],
  [
    /^A phone with this IMEI \(ending (\d{4})\) is already reported stolen on PhoneHaat\./,
    ([, last4]) => m.trust_error_already_reported({ last4: last4 ?? '' }),
  ],
];

/**
 * A validation message (a schema's, or the server's) in the person's language: the known English sentences are
 * translated, anything else is shown as it came. Undefined stays undefined (no message to show).
 */
export function fieldMessage(text: string): string;
export function fieldMessage(text: string | undefined): string | undefined;
export function fieldMessage(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const exact = EXACT[text];
  if (exact) return exact();
  for (const [pattern, say] of PATTERNS) {
    const match = text.match(pattern);
    if (match) return say(match);
  }
  return text;
}
