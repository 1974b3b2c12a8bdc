import {
  CARD_MEETING_REFUSAL,
  ChangePasswordFormSchema,
  CHECKOUT_REFUSAL,
  PAYMENT_REFUNDED,
  CONFIRM,
  imeiProblem,
  LoginSchema,
  NewPasswordFormSchema,
  RegisterSchema,
  ReportStolenSchema,
  STOLEN_TEXT,
  TOAST,
} from '@phonehaat/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { m } from '@/paraglide/messages.js';
import { setLocale } from '@/paraglide/runtime.js';
import { fieldMessage } from './field-message';

/** Every message a schema gives for these inputs. */
const messagesOf = (schema: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } }, v: unknown) =>
  schema.safeParse(v).error?.issues.map((issue) => issue.message) ?? [];

const schemaMessages = [
  ...messagesOf(RegisterSchema, { name: ' ', email: 'not-an-email', password: 'short', role: 'Buyer' }),
  ...messagesOf(RegisterSchema, { name: 'x'.repeat(81), email: 'a@b.co', password: 'x'.repeat(129), role: 'Buyer' }),
  ...messagesOf(LoginSchema, { email: 'a@b.co', password: '' }),
  ...messagesOf(NewPasswordFormSchema, { password: 'longenough', confirm: 'different' }),
  ...messagesOf(ChangePasswordFormSchema, { currentPassword: '', newPassword: 'longenough' }),
  ...messagesOf(ReportStolenSchema, { imei: 'abc', gdNumber: '', stolenOn: 'yesterday', area: 'x' }),
  ...messagesOf(ReportStolenSchema, {
    imei: '1'.repeat(41),
    gdNumber: 'x'.repeat(61),
    stolenOn: '1999-12-31',
    area: 'x'.repeat(121),
  }),
  ...messagesOf(ReportStolenSchema, { imei: '123', gdNumber: 'GD 1', stolenOn: '2999-01-01', area: 'Mirpur' }),
  imeiProblem('490154203237519')!,
];

describe('fieldMessage', () => {
  afterEach(() => {
    setLocale('en', { reload: false });
  });

  it('leaves every schema message exactly as it is in English', () => {
    expect(schemaMessages.length).toBeGreaterThan(15);
    for (const text of schemaMessages) expect(fieldMessage(text)).toBe(text);
  });

  it('translates every message the forms can show from the shared schemas into Bengali', () => {
    setLocale('bn', { reload: false });
    const untranslated = schemaMessages.filter(
      (text) => fieldMessage(text) === text || /[a-z]{4,}/.test(fieldMessage(text).replace(/IMEI|GD/g, '')),
    );
    expect(untranslated).toEqual([]);
  });

  it("translates checkout's and deals' refusals and refunds, the server's own sentences, into Bengali", () => {
    const sentences = [
      ...Object.values(CHECKOUT_REFUSAL),
      ...Object.values(PAYMENT_REFUNDED),
      ...Object.values(CARD_MEETING_REFUSAL),
    ];
    for (const text of sentences) expect(fieldMessage(text)).toBe(text);
    setLocale('bn', { reload: false });
    const untranslated = sentences.filter((text) => /[a-z]{4,}/.test(fieldMessage(text).replace(/PhoneHaat/g, '')));
    expect(untranslated).toEqual([]);
    expect(fieldMessage(PAYMENT_REFUNDED.hidden)).toBe(
      'PhoneHaat-এর অ্যাডমিনরা বিজ্ঞাপনটি খতিয়ে দেখছেন বলে এটি এখন লুকানো, তাই এখন কেনা যাবে না। আপনার পেমেন্ট ফেরত দেওয়া হয়েছে।',
    );
    expect(fieldMessage(CARD_MEETING_REFUSAL.paid)).toBe(
      'ক্রেতার কার্ডের টাকা পরিশোধের পর থেকে ৩ দিন আটকে রাখা থাকে: এর আগের কোনো সময় বেছে নিন।',
    );
  });

  it('writes the numbers in a message in Bengali digits', () => {
    setLocale('bn', { reload: false });
    expect(fieldMessage('Use at least 8 characters.')).toBe('কমপক্ষে ৮টি অক্ষর দিন।');
    expect(fieldMessage(imeiProblem('123'))).toBe('IMEI-তে ১৫টি অঙ্ক থাকে (এখানে আছে ৩টি): দেখতে ফোনে *#06# ডায়াল করুন।');
  });

  it('shows a message it does not know as it came, and nothing for no message', () => {
    setLocale('bn', { reload: false });
    expect(fieldMessage('The server is having a moment.')).toBe('The server is having a moment.');
    expect(fieldMessage(undefined)).toBeUndefined();
  });

  it("translates the server's stolen-register answers", () => {
    setLocale('bn', { reload: false });
    expect(fieldMessage(STOLEN_TEXT.alreadyReported('7519'))).toContain('(শেষে 7519)');
    expect(fieldMessage(STOLEN_TEXT.stolenImei('7519'))).toContain('পুলিশের সঙ্গে কথা বলুন');
    expect(fieldMessage(STOLEN_TEXT.notYours)).not.toBe(STOLEN_TEXT.notYours);
  });
});

/** TOAST.accountCreated → toast_account_created: the spec's toasts and confirmations, each with its message. */
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const messages = m as unknown as Record<string, () => string>;

describe("the spec's toasts and confirmations", () => {
  afterEach(() => {
    setLocale('en', { reload: false });
  });

  it('have a message each whose English is exactly the spec’s', () => {
    for (const [prefix, table] of [
      ['toast', TOAST],
      ['confirm', CONFIRM],
    ] as const) {
      for (const [name, text] of Object.entries(table)) {
        const message = messages[`${prefix}_${snake(name)}`];
        expect(message, `${prefix}_${snake(name)}`).toBeTypeOf('function');
        expect(message?.()).toBe(text);
      }
    }
  });

  it('are Bengali in Bengali', () => {
    setLocale('bn', { reload: false });
    expect(m.toast_account_created()).toBe('অ্যাকাউন্ট সফলভাবে তৈরি হয়েছে');
    expect(m.confirm_delete_product()).toBe('আপনি কি এটি মুছে ফেলতে চান?');
  });
});
