import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, like } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, users, verifications } from '../src/db/schema/index.js';
import { authSecret } from '../src/modules/auth/auth.js';
import { startMailCatcher, type CaughtMail } from '../src/modules/mail/catcher.js';
import { UNVERIFIED_EMAIL } from '../src/plugins/auth.js';
import { eventBody, fire, requestDeal } from './deal-helpers.js';
import {
  createPrincipal,
  createTestApp,
  listProduct,
  placeOrder,
  sessionCookie,
  signIn,
  startPayment,
  type Principal,
  type TestContext,
} from './helpers.js';

// Mail goes through real SMTP to a test SMTP server (smtp-server), and the tests read each message back from it.
let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startMailCatcher>>;
let mailDir: string;
const inbox: CaughtMail[] = [];
const SITE = 'http://phonehaat.test';

beforeAll(async () => {
  mailDir = mkdtempSync(join(tmpdir(), 'phonehaat-mail-'));
  smtp = await startMailCatcher({ dir: mailDir, onMail: (mail) => inbox.push(mail) });
  ctx = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: SITE, MAIL_REQUESTS_PER_HOUR: '3' });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
  rmSync(mailDir, { recursive: true, force: true });
});

const origin = { origin: SITE };
let counter = 0;
const newEmail = (label: string) => `${label}-${process.pid}-${(counter += 1)}@example.com`;

/** Sends what the queue holds (as the job runner does), then the messages to `to` that arrived, oldest first. */
async function mailTo(to: string): Promise<CaughtMail[]> {
  await ctx.app.jobs.runDue();
  return inbox.filter((m) => m.to.includes(to));
}
/** The links in a message's text. */
const linksIn = (mail: CaughtMail | undefined) => (mail?.text.match(/https?:\/\/\S+/g) ?? []).map((l) => new URL(l));
/** The one link in a message's text. */
function linkIn(mail: CaughtMail | undefined): URL {
  const found = linksIn(mail);
  expect(found).toHaveLength(1);
  return found[0] as URL;
}

async function register(role: 'Buyer' | 'Seller', email = newEmail(role.toLowerCase())) {
  const password = 'first good password';
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: origin,
    payload: { name: `New ${role}`, email, password, role },
  });
  expect(res.statusCode, res.body).toBe(200);
  const token = await signIn(ctx.app, email, password);
  return { email, password, headers: { authorization: `bearer ${token}` } };
}

/** Opens an emailed verification link as the web page does (GET /api/auth/verify-email?token=...). */
const openVerifyLink = (link: URL, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${link.searchParams.get('token')}`, headers });

describe('email verification', () => {
  it('emails a link on sign-up; listing waits for it, and works once the link is opened', async () => {
    const seller = await register('Seller');
    // Nothing leaves inside the request: the message waits in the queue until the job runs.
    expect(inbox.filter((m) => m.to.includes(seller.email))).toHaveLength(0);
    const [mail, ...more] = await mailTo(seller.email);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Verify your email address');
    expect(mail?.html).toContain('Verify my email');
    const link = linkIn(mail);
    expect(`${link.origin}${link.pathname}`).toBe(`${SITE}/verify-email`);

    const account = await ctx.app.inject({ method: 'GET', url: '/api/account', headers: seller.headers });
    expect(account.json()).toEqual({ email: seller.email, emailVerified: false, hasPassword: true });
    const principal = { headers: seller.headers } as Principal;
    await expect(listProduct(ctx.app, principal)).rejects.toThrow(/add failed: 403/);
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/products/add',
      headers: seller.headers,
      payload: { add: { name: 'x' } },
    });
    // (A body that is not valid is answered first; a valid one meets the verification check: listProduct above.)
    expect(refused.statusCode).toBe(400);

    const opened = await openVerifyLink(link);
    expect(opened.statusCode, opened.body).toBe(200);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/account', headers: seller.headers });
    expect(after.json().emailVerified).toBe(true);
    await expect(listProduct(ctx.app, principal)).resolves.toEqual(expect.any(String));
  });

  it('refuses paying until the buyer verified, with a sentence saying how', async () => {
    const seller = await createPrincipal(ctx.app, 'Seller');
    const productId = await listProduct(ctx.app, seller);
    const buyer = await register('Buyer');
    const orderId = await placeOrder(ctx.app, { headers: buyer.headers } as Principal, productId);
    const pay = await startPayment(ctx.app, { headers: buyer.headers } as Principal, orderId).catch((e: Error) => e);
    expect(String(pay)).toContain('403');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: buyer.headers,
      payload: { orderId },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(UNVERIFIED_EMAIL);
    await openVerifyLink(linkIn((await mailTo(buyer.email))[0]));
    const paid = await ctx.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: buyer.headers,
      payload: { orderId },
    });
    expect(paid.statusCode, paid.body).toBe(200);
  });

  it('says an unknown, tampered or expired link is not valid and where to get a new one', async () => {
    const buyer = await register('Buyer');
    const link = linkIn((await mailTo(buyer.email))[0]);
    const token = link.searchParams.get('token') ?? '';
    const secret = new TextEncoder().encode(authSecret(ctx.config));
    const expired = await new SignJWT({ email: buyer.email })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(secret);
    for (const bad of ['not-a-token', `${token.slice(0, -4)}AAAA`, expired]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/auth/verify-email?token=${bad}` });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(
        'This verification link is not valid or has expired. Send a new one from the banner or your account page.',
      );
    }
    const account = await ctx.app.inject({ method: 'GET', url: '/api/account', headers: buyer.headers });
    expect(account.json().emailVerified).toBe(false);
  });

  it("'Send again' sends a new link; the answer is the same for an unknown email, and both are rate limited", async () => {
    const buyer = await register('Buyer');
    const unknown = newEmail('nobody');
    const ask = (email: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/send-verification-email',
        headers: origin,
        payload: { email },
      });
    const known = await ask(buyer.email);
    const stranger = await ask(unknown);
    expect([known.statusCode, known.json()]).toEqual([200, { status: true }]);
    expect([stranger.statusCode, stranger.json()]).toEqual([200, { status: true }]);
    expect(await mailTo(buyer.email)).toHaveLength(2); // the sign-up's and this one
    expect(await mailTo(unknown)).toHaveLength(0);
    // Three an hour per email (this file's MAIL_REQUESTS_PER_HOUR), registered or not.
    await ask(buyer.email);
    await ask(buyer.email);
    await ask(unknown);
    await ask(unknown);
    for (const email of [buyer.email, unknown]) {
      const res = await ask(email);
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe(
        'We have sent several emails already. Please check your inbox, or wait an hour and try again.',
      );
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});

describe("'Forgot password?'", () => {
  const ask = (email: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', headers: origin, payload: { email } });

  it('emails a link; the new password works, the old one and every session do not, and the link works once', async () => {
    const buyer = await register('Buyer');
    const known = await ask(buyer.email);
    const unknown = await ask(newEmail('nobody'));
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());

    const mail = (await mailTo(buyer.email)).find((m) => m.subject === 'Set a new password');
    const link = linkIn(mail);
    expect(`${link.origin}${link.pathname}`).toBe(`${SITE}/reset-password`);
    const token = link.searchParams.get('token');

    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: origin,
      payload: { token, newPassword: 'a brand new password' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    // Signed out everywhere: the token from before no longer works.
    const before = await ctx.app.inject({ method: 'GET', url: '/api/account', headers: buyer.headers });
    expect(before.statusCode).toBe(401);
    await expect(signIn(ctx.app, buyer.email, buyer.password)).rejects.toThrow(/401/);
    await expect(signIn(ctx.app, buyer.email, 'a brand new password')).resolves.toEqual(expect.any(String));

    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: origin,
      payload: { token, newPassword: 'yet another password' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      "This password reset link is not valid or has expired. Ask for a new one with 'Forgot password?' on the Login page.",
    );
  });

  it('refuses an expired link', async () => {
    const buyer = await register('Buyer');
    await ask(buyer.email);
    const token = linkIn((await mailTo(buyer.email)).find((m) => m.subject === 'Set a new password')).searchParams.get(
      'token',
    );
    await ctx.app.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verifications.identifier, `reset-password:${token}`));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: origin,
      payload: { token, newPassword: 'a brand new password' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/not valid or has expired/);
    await expect(signIn(ctx.app, buyer.email, buyer.password)).resolves.toEqual(expect.any(String));
  });
});

describe('the account page', () => {
  it('changes the password (other sessions signed out) and the email (used once the new address is verified)', async () => {
    const buyer = await register('Buyer');
    await openVerifyLink(linkIn((await mailTo(buyer.email))[0]));
    const signInRes = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: origin,
      payload: { email: buyer.email, password: buyer.password },
    });
    const cookie = sessionCookie(signInRes.headers['set-cookie']);
    const change = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { ...origin, cookie },
      payload: { currentPassword: buyer.password, newPassword: 'changed password 1', revokeOtherSessions: true },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/account', headers: buyer.headers })).statusCode).toBe(401);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { ...origin, cookie: sessionCookie(change.headers['set-cookie']) || cookie },
      payload: { currentPassword: 'not it at all', newPassword: 'changed password 2' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The password is not correct. Check it and try again.');

    const token = await signIn(ctx.app, buyer.email, 'changed password 1');
    const headers = { authorization: `bearer ${token}` };
    const next = newEmail('moved');
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/change-email',
      headers: { ...origin, ...headers },
      payload: { newEmail: next },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const mail = (await mailTo(next))[0];
    expect(mail?.subject).toBe('Confirm your new email address');
    // Not used until the link is opened.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/account', headers })).json().email).toBe(buyer.email);
    expect((await openVerifyLink(linkIn(mail))).statusCode).toBe(200);
    await expect(signIn(ctx.app, next, 'changed password 1')).resolves.toEqual(expect.any(String));
  });

  it('deletes the account with its password: listings removed, signed out, finished deals kept, the name gone', async () => {
    const seller = await createPrincipal(ctx.app, 'Seller', 'Nasrin Haque');
    const sold = await listProduct(ctx.app, seller);
    const unsold = await listProduct(ctx.app, seller);
    const buyer = await createPrincipal(ctx.app, 'Buyer');
    const { dealId } = await requestDeal(ctx.app, buyer, sold);
    expect((await fire(ctx.app, seller, dealId, { event: 'accept' })).statusCode).toBe(200);
    expect((await fire(ctx.app, seller, dealId, { event: 'payCash' })).statusCode).toBe(200);
    expect((await fire(ctx.app, buyer, dealId, { event: 'receive' })).statusCode).toBe(200);

    const del = (password?: string) =>
      ctx.app.inject({
        method: 'DELETE',
        url: '/api/account',
        headers: seller.headers,
        payload: password === undefined ? {} : { password },
      });
    expect((await del()).json().message).toBe('password: enter your password to delete your account.');
    const wrong = await del('not my password');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe('That password is not right. Your account was not deleted.');
    const ok = await del(seller.password);
    expect(ok.statusCode, ok.body).toBe(200);

    expect((await ctx.app.inject({ method: 'GET', url: '/api/account', headers: seller.headers })).statusCode).toBe(
      401,
    );
    await expect(signIn(ctx.app, seller.email, seller.password)).rejects.toThrow();
    const [gone] = await ctx.app.db.select().from(products).where(eq(products.id, unsold));
    expect(gone?.deletedAt).not.toBeNull();
    const deal = await ctx.app.inject({ method: 'GET', url: `/api/deals/${dealId}`, headers: buyer.headers });
    expect(deal.statusCode).toBe(200);
    expect(deal.json()).toMatchObject({ status: 'completed', Seller: 'Deleted account' });
    expect(deal.body).not.toContain('Nasrin Haque');
    const [row] = await ctx.app.db.select().from(users).where(eq(users.id, seller.id));
    expect(row?.name).toBe('Deleted account');
  });
});

describe('emails in Bengali', () => {
  it('a link comes in the language of the request that asked for it: the lang cookie, else the browser', async () => {
    const email = newEmail('bn-seller');
    const signUp = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { ...origin, cookie: 'lang=bn', 'accept-language': 'en-US' },
      payload: { name: 'রহিম উদ্দিন', email, password: 'first good password', role: 'Seller' },
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    const [verify] = await mailTo(email);
    expect(verify?.subject).toBe('আপনার ইমেইল ঠিকানা যাচাই করুন');
    expect(verify?.text).toContain('লিংকটি ২৪ ঘণ্টা কাজ করবে।');
    expect(verify?.html).toContain('<html lang="bn">');
    expect(verify?.html).toContain('আমার ইমেইল যাচাই করুন');
    expect(`${linkIn(verify).origin}${linkIn(verify).pathname}`).toBe(`${SITE}/verify-email`);
    // Signed up in Bengali: the news of their deals comes in Bengali too, until they choose otherwise.
    const token = await signIn(ctx.app, email, 'first good password');
    const chosen = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications/preferences',
      headers: { authorization: `bearer ${token}` },
    });
    expect(chosen.json()).toMatchObject({ language: 'bn' });

    // No cookie: a browser whose first language is Bengali; then one whose first is English.
    const ask = (language: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: { ...origin, 'accept-language': language },
        payload: { email },
      });
    expect((await ask('bn-BD,bn;q=0.9,en;q=0.8')).statusCode).toBe(200);
    const [, bengali] = await mailTo(email);
    expect(bengali?.subject).toBe('নতুন পাসওয়ার্ড দিন');
    expect(bengali?.text).toContain('লিংকটি ১ ঘণ্টা এবং একবারই কাজ করবে।');
    expect((await ask('en-GB,en;q=0.9,bn;q=0.5')).statusCode).toBe(200);
    const [, , english] = await mailTo(email);
    expect(english?.subject).toBe('Set a new password');
  });

  it('news of a deal comes in the language its reader chose for emails; other preferences stay as they were', async () => {
    const seller = await createPrincipal(ctx.app, 'Seller');
    const buyer = await createPrincipal(ctx.app, 'Buyer', 'Karim Ahmed');
    const preferences = (payload?: Record<string, unknown>) =>
      ctx.app.inject({
        method: payload ? 'PUT' : 'GET',
        url: '/api/notifications/preferences',
        headers: seller.headers,
        ...(payload ? { payload } : {}),
      });
    const before = await preferences();
    expect(before.json()).toEqual({
      emailDealRequested: true,
      emailDealAccepted: true,
      emailDealCompleted: true,
      language: 'en',
    });
    const off = await preferences({ emailDealCompleted: false });
    expect(off.json()).toMatchObject({ emailDealCompleted: false, language: 'en' });
    const chosen = await preferences({ language: 'bn' });
    expect(chosen.json()).toEqual({
      emailDealRequested: true,
      emailDealAccepted: true,
      emailDealCompleted: false,
      language: 'bn',
    });
    const refused = await preferences({ language: 'fr' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('Choose English (en) or Bengali (bn) for your emails.');

    const productId = await listProduct(ctx.app, seller, { name: 'Galaxy A52' });
    const { dealId } = await requestDeal(ctx.app, buyer, productId);
    const [request] = (await mailTo(seller.email)).filter((m) => m.subject.includes('Galaxy A52'));
    expect(request?.subject).toBe('নতুন ডিলের অনুরোধ: Galaxy A52');
    expect(request?.text).toContain('Karim Ahmed আপনার Galaxy A52 কিনতে চান।');
    expect(request?.text).toContain('কোন ইমেইল কোন ভাষায় পাবেন');
    expect(linksIn(request).map((l) => l.pathname)).toEqual([`/dashboard/deals/${dealId}`, '/dashboard/account']);

    // The buyer never chose: English.
    expect((await fire(ctx.app, seller, dealId, { event: 'accept' })).statusCode).toBe(200);
    const [accepted] = (await mailTo(buyer.email)).filter((m) => m.subject.includes('Galaxy A52'));
    expect(accepted?.subject).toBe('Your deal was accepted: Galaxy A52');
    expect(accepted?.html).toContain('<html lang="en">');
  });
});

describe('notifications', () => {
  it('tells the seller of a request and the buyer of the acceptance, in the bell and by email, once each', async () => {
    const seller = await createPrincipal(ctx.app, 'Seller');
    const buyer = await createPrincipal(ctx.app, 'Buyer', 'Sadia <b>Islam</b>');
    const productId = await listProduct(ctx.app, seller, { name: 'Pixel 7 <script>' });
    const { dealId } = await requestDeal(ctx.app, buyer, productId);

    const bell = await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: seller.headers });
    expect(bell.json()).toMatchObject({
      unread: 1,
      items: [
        {
          kind: 'deal.requested',
          text: 'New deal request for your Pixel 7 <script>.',
          // The listing's name as it is, for the client to write the sentence in the person's language.
          title: 'Pixel 7 <script>',
          link: `/dashboard/deals/${dealId}`,
          read: false,
        },
      ],
    });
    // (createPrincipal signed up through the real endpoint: its verification email is there too.)
    const [mail, ...more] = (await mailTo(seller.email)).filter((m) => m.subject.startsWith('New deal'));
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('New deal request: Pixel 7 <script>');
    expect(mail?.text).toContain('Sadia <b>Islam</b> wants to buy your Pixel 7 <script>.');
    expect(mail?.html).toContain('Sadia &lt;b&gt;Islam&lt;/b&gt;');
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.text).toContain(`${SITE}/dashboard/deals/${dealId}`);

    // The buyer turns off emails of accepted deals: the bell still says so, no email comes.
    const prefs = await ctx.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: buyer.headers,
      payload: { emailDealRequested: true, emailDealAccepted: false, emailDealCompleted: true },
    });
    expect(prefs.json().emailDealAccepted).toBe(false);
    expect((await fire(ctx.app, seller, dealId, { event: 'accept' })).statusCode).toBe(200);
    // The same news heard again (an event repeated) adds nothing.
    await ctx.app.notifications.dealChanged({
      dealId,
      productId,
      buyerId: buyer.id,
      sellerId: seller.id,
      status: 'accepted',
      from: 'requested',
      at: new Date(),
      paid: false,
    });
    const buyersBell = await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: buyer.headers });
    expect(buyersBell.json().items.map((n: { kind: string }) => n.kind)).toEqual(['deal.accepted']);
    const deals = async () => (await mailTo(buyer.email)).filter((m) => m.subject !== 'Verify your email address');
    expect(await deals()).toHaveLength(0);

    // Completed: both hear it; the seller by email too (its default).
    expect((await fire(ctx.app, seller, dealId, { event: 'payCash' })).statusCode).toBe(200);
    expect((await fire(ctx.app, buyer, dealId, { event: 'receive' })).statusCode).toBe(200);
    const completed = (await mailTo(seller.email)).find((m) => m.subject.startsWith('Deal completed'));
    // The deal, then where to change which emails come.
    expect(linksIn(completed).map((l) => l.pathname)).toEqual([`/dashboard/deals/${dealId}`, '/dashboard/account']);
    expect((await deals()).map((m) => m.subject)).toEqual(['Deal completed: Pixel 7 <script>']);

    // The buyer rates the seller: the seller hears of it (once, however often the rating is changed).
    for (const stars of [5, 4]) {
      const rated = await ctx.app.inject({
        method: 'PUT',
        url: `/api/deals/${dealId}/rating`,
        headers: buyer.headers,
        payload: { stars },
      });
      expect(rated.statusCode, rated.body).toBe(200);
    }

    // Mark read: one, then all; another person's ids change nothing.
    const items = (await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: seller.headers })).json()
      .items as { _id: string; kind: string; text: string }[];
    expect(items.map((n) => n.kind)).toEqual(['rating.received', 'deal.completed', 'deal.requested']);
    expect(items[0]).toMatchObject({ text: 'You got a new rating for the deal of Pixel 7 <script>.' });
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: buyer.headers,
      payload: { ids: [items[0]?._id] },
    });
    expect(foreign.statusCode).toBe(200);
    const one = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: seller.headers,
      payload: { ids: [items[0]?._id] },
    });
    expect(one.json().unread).toBe(items.length - 1);
    const all = await ctx.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: seller.headers,
      payload: {},
    });
    expect(all.json()).toEqual({ unread: 0 });
  });

  it('tells the buyer when the seller proposes another meeting, in the bell only', async () => {
    const seller = await createPrincipal(ctx.app, 'Seller');
    const buyer = await createPrincipal(ctx.app, 'Buyer');
    const productId = await listProduct(ctx.app, seller, { name: 'Redmi Note 12' });
    const { dealId } = await requestDeal(ctx.app, buyer, productId);
    const proposed = await fire(ctx.app, seller, dealId, eventBody('propose'));
    expect(proposed.statusCode, proposed.body).toBe(200);

    const bell = await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: buyer.headers });
    expect(bell.json()).toMatchObject({
      unread: 1,
      items: [
        {
          kind: 'deal.countered',
          text: 'The seller proposed another meeting for Redmi Note 12. Agree to it or propose your own.',
          link: `/dashboard/deals/${dealId}`,
          read: false,
        },
      ],
    });
    // No email preference covers it: the buyer's mail has only the verification link.
    expect((await mailTo(buyer.email)).map((m) => m.subject)).toEqual(['Verify your email address']);
  });

  it('tells each side of every later proposal in the bell, unread and on top again, and emails the request once', async () => {
    const seller = await createPrincipal(ctx.app, 'Seller');
    const buyer = await createPrincipal(ctx.app, 'Buyer');
    const productId = await listProduct(ctx.app, seller, { name: 'Galaxy S21' });
    const otherId = await listProduct(ctx.app, seller, { name: 'Galaxy A14' });
    const { dealId } = await requestDeal(ctx.app, buyer, productId);
    const bell = async (who: typeof buyer) =>
      (await ctx.app.inject({ method: 'GET', url: '/api/notifications', headers: who.headers })).json() as {
        unread: number;
        items: { kind: string; text: string; title: string; read: boolean }[];
      };
    const readAll = (who: typeof buyer) =>
      ctx.app.inject({ method: 'POST', url: '/api/notifications/read', headers: who.headers, payload: {} });
    const propose = async (who: typeof buyer, days: number) => {
      const moved = await fire(ctx.app, who, dealId, eventBody('propose', new Date(Date.now() + days * 86_400_000)));
      expect(moved.statusCode, moved.body).toBe(200);
    };

    await propose(seller, 3);
    await readAll(buyer);
    // The buyer proposes back: news to the seller of its own (not a new request), on top again after a later
    // request for another phone.
    await readAll(seller);
    await propose(buyer, 4);
    expect(await bell(seller)).toMatchObject({
      unread: 1,
      items: [
        {
          kind: 'deal.reproposed',
          text: 'The buyer proposed another meeting for your Galaxy S21. Agree to it or propose your own.',
          title: 'Galaxy S21',
          read: false,
        },
        { kind: 'deal.requested', title: 'Galaxy S21', read: true },
      ],
    });
    await requestDeal(ctx.app, buyer, otherId);
    await readAll(seller);
    await propose(seller, 5);
    await propose(buyer, 6);
    expect((await bell(seller)).items.map((n) => [n.kind, n.title, n.read])).toEqual([
      ['deal.reproposed', 'Galaxy S21', false],
      ['deal.requested', 'Galaxy A14', true],
      ['deal.requested', 'Galaxy S21', true],
    ]);
    // The seller's counter-proposal is the buyer's news again, once the earlier one was read.
    await readAll(buyer);
    await propose(seller, 7);
    expect(await bell(buyer)).toMatchObject({ unread: 1, items: [{ kind: 'deal.countered', read: false }] });
    // The same move told twice raises nothing.
    await readAll(buyer);
    const deal = (await ctx.app.inject({ method: 'GET', url: `/api/deals/${dealId}`, headers: buyer.headers })).json();
    const last = deal.timeline.at(-1) as { to: string; at: string };
    expect(last.to).toBe('countered');
    await ctx.app.notifications.dealChanged({
      dealId,
      productId,
      buyerId: buyer.id,
      sellerId: seller.id,
      status: 'countered',
      from: 'requested',
      at: new Date(last.at),
      paid: false,
    });
    expect((await bell(buyer)).unread).toBe(0);
    // One email of the request, for the first: the later proposals are in the bell only.
    const requests = (await mailTo(seller.email)).filter((m) => m.subject.startsWith('New deal request'));
    // (The two leave the mail queue in either order.)
    expect(requests.map((m) => m.subject).sort()).toEqual([
      'New deal request: Galaxy A14',
      'New deal request: Galaxy S21',
    ]);
  });

  it('keeps a mail the SMTP server refuses in the queue and sends it on a later try', async () => {
    const buyer = await createPrincipal(ctx.app, 'Buyer');
    await smtp.close();
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: origin,
      payload: { email: buyer.email },
    });
    expect(await ctx.app.jobs.runDue()).toBe(0);
    const port = smtp.port;
    smtp = await startMailCatcher({ dir: mailDir, port, onMail: (mail) => inbox.push(mail) });
    // The failed job waits out its pause (30 s doubling) before it is tried again.
    const { jobs } = await import('../src/db/schema/index.js');
    await ctx.app.db.update(jobs).set({ lockedUntil: null }).where(eq(jobs.kind, 'mail.send'));
    expect((await mailTo(buyer.email)).map((m) => m.subject)).toContain('Set a new password');
  });
});

describe('a suspension, by email (issue 16)', () => {
  it('tells the person why, in the language they chose for emails, and again when it is lifted', async () => {
    const admin = await createPrincipal(ctx.app, 'Admin');
    const seller = await createPrincipal(ctx.app, 'Seller', 'Kamal Hossain');
    const chose = await ctx.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: seller.headers,
      payload: { language: 'bn' },
    });
    expect(chose.statusCode).toBe(200);
    const suspension = `/api/users/${seller.id}/suspension`;
    const reason = 'Asked buyers for advance payment by <b>bKash</b>.';
    expect(
      (await ctx.app.inject({ method: 'PUT', url: suspension, headers: admin.headers, payload: { reason } }))
        .statusCode,
    ).toBe(200);
    const [told] = (await mailTo(seller.email)).filter((m) => m.subject === 'আপনার PhoneHaat অ্যাকাউন্ট স্থগিত করা হয়েছে');
    expect(told?.text).toContain(`তাঁদের কারণ: ${reason}`);
    expect(told?.html).toContain('<html lang="bn">');
    expect(told?.html).toContain('Asked buyers for advance payment by &lt;b&gt;bKash&lt;/b&gt;.');

    expect((await ctx.app.inject({ method: 'DELETE', url: suspension, headers: admin.headers })).statusCode).toBe(200);
    expect((await mailTo(seller.email)).map((m) => m.subject)).toContain(
      'আপনার PhoneHaat অ্যাকাউন্ট আবার ব্যবহার করা যাবে',
    );
  });
});
