import { describe, expect, it } from 'vitest';
import { checkCard, luhnValid } from './sandbox-cards.js';

const now = new Date('2026-11-22T00:00:00Z');
const card = (number: string, extra: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) =>
  checkCard({ number, expMonth: 12, expYear: 2030, cvc: '123', ...extra }, now);

describe('sandbox test cards', () => {
  it.each([
    ['4242 4242 4242 4242', 'succeeded'],
    ['4000 0000 0000 0002', 'card_declined'],
    ['4000 0000 0000 9995', 'insufficient_funds'],
    ['4000 0000 0000 0069', 'expired_card'],
    ['4000 0000 0000 0127', 'incorrect_cvc'],
    ['5555 5555 5555 4444', 'succeeded'],
  ])('%s means %s', (number, outcome) => {
    expect(card(number).outcome).toBe(outcome);
  });

  it('keeps only the brand and last four digits', () => {
    expect(card('4242424242424242')).toEqual({
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
      outcome: 'succeeded',
    });
  });

  it('declines a real-looking card that is not a test card', () => {
    expect(card('4012888888881881').outcome).toBe('live_card');
  });

  it('refuses a number failing the Luhn check', () => {
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(() => card('4242 4242 4242 4241')).toThrow('Your card number is invalid.');
  });

  it('refuses a short number, a past expiry, a bad month and a short security code', () => {
    expect(() => card('4242 4242')).toThrow('Your card number is incomplete.');
    expect(() => card('4242424242424242', { expMonth: 10, expYear: 2026 })).toThrow(
      "Your card's expiration year is in the past.",
    );
    expect(card('4242424242424242', { expMonth: 11, expYear: 26 }).expYear).toBe(2026);
    expect(() => card('4242424242424242', { expMonth: 13 })).toThrow("Your card's expiration month is invalid.");
    expect(() => card('4242424242424242', { cvc: '12' })).toThrow("Your card's security code is incomplete.");
    expect(() => card('378282246310005', { cvc: '123' })).toThrow("Your card's security code is incomplete.");
  });
});
