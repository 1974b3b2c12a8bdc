/**
 * Whether a chat message carries what scams in used-phone sales start with: a request to pay before meeting (bKash,
 * Nagad, 'advance'), a phone number (to move the talk off PhoneHaat) or a link. The server stores the answer with the
 * message; the client shows SAFETY_NOTE beside it. A false alarm only shows the note, so the rule errs towards it.
 */
export type SafetyReason = 'payment' | 'phone' | 'link';

/** Bengali digits (০-৯) read as ASCII digits. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u09E6-\u09EF]/g, (d) => String(d.charCodeAt(0) - 0x09e6));
}

const ADVANCE_PAYMENT =
  /\b(advance|adv\.?\s*pay|pay(ment)?\s+(first|before|in\s+advance)|send\s+(money|taka|tk)|b\s*-?\s*kash|nagad|rocket|upay)\b|অগ্রিম|এডভান্স|অ্যাডভান্স|বিকাশ|আগে\s*টাকা/iu;

const LINK =
  /\bhttps?:\/\/|\bwww\.|\b[a-z0-9-]+\.(com|net|org|bd|xyz|info|io|me|link|ly|co|top|site|online|shop)\b|\bt\.me\//i;

/**
 * Bangladeshi mobile numbers: 01[3-9] and 8 digits, with +880, 880 or 00880 before it, written with spaces, dashes,
 * dots or brackets between the digits, in ASCII or Bengali digits.
 */
const DIGIT_RUN = /\+?\d[\d\s().-]{8,22}\d/g;
const BD_MOBILE = /^(?:00)?(?:880|88)?01[3-9]\d{8}$/;

export function hasBangladeshiMobile(text: string): boolean {
  for (const run of asciiDigits(text).matchAll(DIGIT_RUN)) {
    if (BD_MOBILE.test(run[0].replace(/\D/g, ''))) return true;
  }
  return false;
}

/** Why a message deserves the safety note, or an empty list. */
export function safetyReasons(text: string): SafetyReason[] {
  const reasons: SafetyReason[] = [];
  if (ADVANCE_PAYMENT.test(text)) reasons.push('payment');
  if (hasBangladeshiMobile(text)) reasons.push('phone');
  if (LINK.test(text)) reasons.push('link');
  return reasons;
}
