/**
 * The sandbox gateway's card rules, after Stripe's published test cards. A payment method is refused for a card
 * number, expiry or security code that is malformed; the confirmation then succeeds or declines by the test number.
 */
export type CardOutcome =
  'succeeded' | 'card_declined' | 'insufficient_funds' | 'expired_card' | 'incorrect_cvc' | 'live_card';

export class CardError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const OUTCOMES: Record<string, CardOutcome> = {
  '4242424242424242': 'succeeded',
  '4000056655665556': 'succeeded',
  '5555555555554444': 'succeeded',
  '2223003122003222': 'succeeded',
  '378282246310005': 'succeeded',
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
  '4000000000000127': 'incorrect_cvc',
};

/** The decline message a buyer sees for each outcome (Stripe's wording). */
export const DECLINE_MESSAGES: Record<Exclude<CardOutcome, 'succeeded'>, string> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  expired_card: 'Your card has expired.',
  incorrect_cvc: "Your card's security code is incorrect.",
  live_card: 'Your card was declined. Your request was in test mode, but used a non test card.',
};

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export function brandOf(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'unknown';
}

export interface CheckedCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  outcome: CardOutcome;
}

/** Validates a card as Stripe.js's createPaymentMethod would; throws CardError with the provider-style message. */
export function checkCard(
  card: { number: string; expMonth: number; expYear: number; cvc: string },
  now = new Date(),
): CheckedCard {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) throw new CardError('invalid_number', 'Your card number is invalid.');
  if (digits.length < 13) throw new CardError('incomplete_number', 'Your card number is incomplete.');
  if (digits.length > 19 || !luhnValid(digits)) throw new CardError('invalid_number', 'Your card number is invalid.');
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) {
    throw new CardError('invalid_expiry_month', "Your card's expiration month is invalid.");
  }
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (card.expMonth - 1) < current) {
    throw new CardError('invalid_expiry_year_past', "Your card's expiration year is in the past.");
  }
  if (year > now.getUTCFullYear() + 50)
    throw new CardError('invalid_expiry_year', "Your card's expiration year is invalid.");
  const brand = brandOf(digits);
  const cvcLength = brand === 'amex' ? 4 : 3;
  if (!/^\d+$/.test(card.cvc) || card.cvc.length < cvcLength) {
    throw new CardError('incomplete_cvc', "Your card's security code is incomplete.");
  }
  if (card.cvc.length > cvcLength) throw new CardError('invalid_cvc', "Your card's security code is invalid.");
  return {
    brand,
    last4: digits.slice(-4),
    expMonth: card.expMonth,
    expYear: year,
    outcome: OUTCOMES[digits] ?? 'live_card',
  };
}
