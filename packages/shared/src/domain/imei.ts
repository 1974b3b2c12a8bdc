/** An IMEI's length: 14 digits of identity and a Luhn check digit. */
export const IMEI_LENGTH = 15;

const BENGALI_ZERO = 0x09e6;

/** The digits of an IMEI as typed: Bengali digits (০-৯) read as 0-9, spaces, dashes and slashes dropped. */
export function normaliseImei(input: string): string {
  return input.replace(/[\u09e6-\u09ef]/g, (d) => String(d.charCodeAt(0) - BENGALI_ZERO)).replace(/[\s\-/.]/g, '');
}

/** The Luhn check of a string of digits: doubling every second digit from the right, the sum ends in 0. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The IMEI whose first 14 digits these are: the Luhn check digit added (test data, demo data). */
export function completeImei(first14: string): string {
  for (let d = 0; d <= 9; d += 1) if (luhnValid(`${first14}${d}`)) return `${first14}${d}`;
  throw new Error('no check digit fits');
}

/** Why an IMEI as typed is not one (a sentence a person can act on), or undefined when it is a valid IMEI. */
export function imeiProblem(input: string): string | undefined {
  const digits = normaliseImei(input);
  if (!/^\d*$/.test(digits)) return 'An IMEI has digits only: dial *#06# on the phone to see it.';
  if (digits.length !== IMEI_LENGTH) {
    return `An IMEI has ${IMEI_LENGTH} digits (this has ${digits.length}): dial *#06# on the phone to see it.`;
  }
  if (/^0+$/.test(digits) || !luhnValid(digits)) {
    return 'This is not a valid IMEI: check the digits again (dial *#06# on the phone to see it).';
  }
  return undefined;
}

export const isValidImei = (input: string) => imeiProblem(input) === undefined;

/** The last four digits, which the public may see. */
export const imeiLast4 = (imei: string) => normaliseImei(imei).slice(-4);
