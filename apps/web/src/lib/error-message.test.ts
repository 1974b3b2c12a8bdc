import { LoginSchema } from '@phonehaat/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { fieldMessage } from '@/i18n/field-message';
import { m } from '@/paraglide/messages.js';
import { setLocale } from '@/paraglide/runtime.js';
import { ApiError } from './api-client';
import { CONNECTION_MESSAGE, errorMessage, failureMessage, UNEXPECTED_MESSAGE } from './error-message';

describe('errorMessage', () => {
  afterEach(() => setLocale('en', { reload: false }));

  it("shows the API's own message", () => {
    expect(errorMessage(new ApiError(409, 'Conflict', 'This phone has already been sold.'))).toBe(
      'This phone has already been sold.',
    );
  });

  it('speaks of the connection when no answer came', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(CONNECTION_MESSAGE());
    expect(CONNECTION_MESSAGE()).toBe('PhoneHaat could not be reached. Please check your connection and try again.');
  });

  it('does not show internal error text', () => {
    expect(errorMessage(new Error('Cannot read properties of undefined'))).toBe(UNEXPECTED_MESSAGE());
  });

  it("keeps the server's precise English for a coded refusal in English", () => {
    expect(errorMessage(new ApiError(404, 'Not Found', 'No such deal.', { code: 'not_found' }))).toBe('No such deal.');
  });

  it("tells a coded refusal in Bengali, and keeps the server's English for one without a known code", () => {
    setLocale('bn', { reload: false });
    expect(
      errorMessage(new ApiError(409, 'Conflict', 'This phone has already been sold.', { code: 'already_sold' })),
    ).toBe('ফোনটি ইতিমধ্যে বিক্রি হয়ে গেছে।');
    expect(
      errorMessage(
        new ApiError(400, 'Bad Request', 'body.contact: Enter your mobile number.', {
          code: 'invalid_field',
          field: 'body.contact',
        }),
      ),
    ).toBe('একটি তথ্য ঠিক নেই (body.contact)। দেখে আবার চেষ্টা করুন।');
    expect(errorMessage(new ApiError(409, 'Conflict', 'Only a completed deal can be rated.'))).toBe(
      'Only a completed deal can be rated.',
    );
    expect(errorMessage(new ApiError(409, 'Conflict', 'Odd.', { code: 'no_such_code' }))).toBe('Odd.');
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(
      'PhoneHaat-এর সাথে যোগাযোগ করা যায়নি। আপনার ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
    );
  });

  it('tells a buyer in Bengali that a listing held for review is being checked', () => {
    setLocale('bn', { reload: false });
    const held = new ApiError(409, 'Conflict', 'PhoneHaat’s admins are checking this listing.', {
      code: 'listing_under_review',
    });
    expect(errorMessage(held)).toBe(
      'PhoneHaat-এর অ্যাডমিনরা বিজ্ঞাপনটি খতিয়ে দেখছেন, তাই এখন এটি নিয়ে বিক্রেতাকে মেসেজ দেওয়া যাবে না। বিজ্ঞাপনটি আবার সাইটে ফিরে এলে লিখতে পারবেন।',
    );
  });
});

describe('failureMessage', () => {
  afterEach(() => setLocale('en', { reload: false }));
  const gone = new ApiError(404, 'Not Found', 'This listing was removed by its seller.', { code: 'not_found' });
  const said = LoginSchema.safeParse({ email: 'not-an-email', password: 'x' }).error?.issues[0]?.message ?? '';
  const invalid = new ApiError(400, 'Bad Request', said, { code: 'invalid_field', field: 'email' });
  const offline = new TypeError('Failed to fetch');

  it('in English: the server’s own words, and a line about the connection instead of the browser’s', () => {
    expect(failureMessage(gone)).toBe('This listing was removed by its seller.');
    expect(failureMessage(offline)).toBe(m.error_connection());
    expect(failureMessage(new Error('Invalid email or password'))).toBe('Invalid email or password');
    expect(failureMessage('nonsense')).toBe(m.error_unexpected());
  });

  it('in Bengali: a known schema message translated, else the code’s message, never the English', () => {
    setLocale('bn', { reload: false });
    expect(said).not.toBe('');
    expect(failureMessage(invalid)).toBe(fieldMessage(said));
    expect(failureMessage(invalid)).not.toBe(said);
    expect(failureMessage(gone)).toBe('এটি খুঁজে পাওয়া যায়নি। হয়তো সরিয়ে ফেলা হয়েছে।');
    expect(failureMessage(offline)).toBe(
      'PhoneHaat-এর সাথে যোগাযোগ করা যায়নি। আপনার ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
    );
  });
});
