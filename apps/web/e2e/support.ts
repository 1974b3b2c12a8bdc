import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  request,
  test as base,
  type APIRequestContext,
  type Page,
  type Route,
  type TestInfo,
} from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DHAKA_OFFSET_MS, dhakaDay, luhnValid } from '@phonehaat/shared';
import { DEMO, DEMO_PASSWORD, uniqueEmail } from './fixtures';

/**
 * Shared by the accessibility, keyboard and screenshot journeys: a console-error guard, an axe-core check, and a fresh
 * buyer with an open order made through the API (the setup of a journey, not what it tests).
 */

/**
 * Every journey also fails on a console error: a blocked script or style (CSP), a failed chunk, a React error.
 * Requests a journey makes fail on purpose (a 401/403/404 after a guard) are named by the test in `allowedFailure`
 * (matched against the request's URL), as are the errors the app logs for them (matched against the message).
 */
export const test = base.extend<{ consoleErrors: string[]; allowedFailure: RegExp | null }>({
  // One pattern (alternatives with |): Playwright reads an array given to test.use as [value, options].
  allowedFailure: [null, { option: true }],
  consoleErrors: [
    async ({ page, allowedFailure }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const url = message.location().url;
        const text = message.text();
        if (text.startsWith('Failed to load resource') && allowedFailure?.test(url)) return;
        // A failure the app logs on purpose (spec §8: failures are logged to the console), named by its message.
        if (allowedFailure?.test(text)) return;
        errors.push(`${message.text()} (${url})`);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

/**
 * The WCAG 2.0 A/AA and 2.1 AA rules, and 2.2 AA (its one extra rule is target-size: 24 px touch targets); a serious
 * or critical violation fails the journey.
 */
export async function expectAccessible(page: Page, what: string, include?: string) {
  // A page the server drew is read once React has taken it over (the bar's menu button comes alive then) and no CSS
  // transition runs: a button enabled at the takeover fades to its colour, and axe reading it halfway measures a
  // colour the page never rests in.
  const menu = page.locator('nav button[aria-controls]');
  if ((await menu.count()) > 0) await expect(menu.first()).toBeEnabled();
  await page
    .waitForFunction(() => !document.getAnimations().some((a) => a instanceof CSSTransition), undefined, {
      timeout: 5_000,
    })
    .catch(() => undefined);
  // Only violations are gathered, and axe runs in the page itself (legacy mode) rather than finishing in a new blank
  // page per check: our pages hold no cross-origin frames, and each check costs half as much (decision 0037).
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode();
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const blocking = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes
        .slice(0, 5)
        .map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1, 2).join('')}`),
    }));
  expect(blocking, `axe on ${what}`).toEqual([]);
}

/**
 * Holds every request matching `url` until the returned `release` is called, as a slow line would: the page's own
 * code or data arrives late while the test acts on what is already on screen. Then each goes on, or gets `answer`.
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp,
  answer: (route: Route) => Promise<void> = (route) => route.continue(),
): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await answer(route);
  });
  return release;
}

/** Waits until no spinner ('Loading ...' status) is on the page. */
export async function settled(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
}

const origin = (testInfo: TestInfo) => new URL(testInfo.project.use.baseURL ?? 'http://127.0.0.1:3100').origin;

/**
 * Registers a new buyer (or a seller) through the API in this page's context (so the page is signed in as them too)
 * and returns their bearer header. The app trades the session cookie for its own token on the next page load.
 */
export async function registerBuyerViaApi(
  request: APIRequestContext,
  testInfo: TestInfo,
  name: string,
  email = uniqueEmail('a11y-buyer'),
  role: 'Buyer' | 'Seller' = 'Buyer',
): Promise<{ email: string; name: string; authorization: string }> {
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { name, email, password: 'a good password', role },
    headers: { origin: origin(testInfo) },
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const jwt = await request.get(`/api/jwt?email=${encodeURIComponent(email)}`);
  expect(jwt.status(), await jwt.text()).toBe(200);
  const { accessToken } = (await jwt.json()) as { accessToken: string };
  const authorization = `bearer ${accessToken}`;
  const saved = await request.post('/api/users', { headers: { authorization }, data: { name, email, role } });
  expect(saved.ok(), await saved.text()).toBe(true);
  // Listing and paying need a verified email (issue 17): follow the emailed link, as the person would.
  // The email comes in the language of the sign-up's request: Bengali under a `lang=bn` cookie.
  const bengali = (await request.storageState()).cookies.some((c) => c.name === 'lang' && c.value === 'bn');
  const subject = bengali ? 'আপনার ইমেইল ঠিকানা যাচাই করুন' : 'Verify your email address';
  const verify = new URL(await emailedLink(request, email, subject));
  const verified = await request.get(`/api/auth/verify-email${verify.search}`);
  expect(verified.status(), await verified.text()).toBe(200);
  return { email, name, authorization };
}

/** Orders the first phone of a category as the buyer behind `authorization`; returns the order id and the device. */
export async function orderFirstPhone(
  request: APIRequestContext,
  authorization: string,
  categoryId = 3,
): Promise<{ orderId: string; device: string }> {
  const list = await request.get(`/api/products/${categoryId}`, { headers: { authorization } });
  expect(list.status(), await list.text()).toBe(200);
  const products = (await list.json()) as { _id: string; name: string }[];
  const product = products[0];
  expect(product, `a phone in category ${categoryId}`).toBeDefined();
  const order = await request.post('/api/orders', {
    headers: { authorization },
    data: { productId: product?._id, contact: '01712-000111', meetingLocation: 'Uttara, Dhaka' },
  });
  expect(order.status(), await order.text()).toBe(201);
  const { insertedId } = (await order.json()) as { insertedId: string };
  return { orderId: insertedId, device: product?.name ?? '' };
}

/**
 * Signs the browser out completely (cookie and stored token), as a person leaving a shared computer. The app is left
 * first (for a page without script), so no request of the page left behind goes out without its session.
 */
export async function signOutEverywhere(page: Page) {
  await page.goto('/robots.txt');
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
}

/** What a seller types into Add Product (the photo is uploaded by `listPhoneViaApi`). */
export interface ListedPhone {
  name: string;
  category: 'Android' | 'iOS' | 'kaiOS';
  yearOfUse: number;
  orginalPrice: number;
  resalePrice: number;
  location: string;
  productCondition: 'Excellent' | 'Good' | 'Fair';
  contact: string;
  /** Left out: a valid IMEI nobody else lists (issue 16 wants one on every phone). */
  imei?: string;
  noImei?: boolean;
}

/** A valid IMEI (15 digits, Luhn) that no other run lists: 35, twelve random digits, the check digit. */
export function randomImei(): string {
  const body = `35${String(Math.floor(Math.random() * 1e12)).padStart(12, '0')}`;
  for (let d = 0; ; d += 1) if (luhnValid(`${body}${d}`)) return `${body}${d}`;
}

/**
 * Lists a phone as a demo seller straight through the API, with a photo from disk: the setup of a journey, not what
 * it tests. `request` should be a context of its own, so the page's session is not the seller's.
 */
export async function listPhoneViaApi(
  request: APIRequestContext,
  baseURL: string,
  sellerEmail: string,
  photoPath: string,
  phone: ListedPhone,
) {
  const signIn = await request.post('/api/auth/sign-in/email', {
    data: { email: sellerEmail, password: DEMO_PASSWORD },
    headers: { origin: new URL(baseURL).origin },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const jwt = await request.get(`/api/jwt?email=${encodeURIComponent(sellerEmail)}`);
  const { accessToken } = (await jwt.json()) as { accessToken: string };
  const authorization = `bearer ${accessToken}`;
  const upload = await request.post('/api/images', {
    headers: { authorization },
    multipart: { image: { name: basename(photoPath), mimeType: 'image/jpeg', buffer: await readFile(photoPath) } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { data } = (await upload.json()) as { data: { url: string } };
  const add = await request.post('/api/products/add', {
    headers: { authorization },
    data: { add: { ...(phone.noImei ? {} : { imei: randomImei() }), ...phone, picture: data.url } },
  });
  expect(add.status(), await add.text()).toBe(201);
  const { insertedId } = (await add.json()) as { insertedId: string };
  return { id: insertedId, authorization };
}

/**
 * Buys a phone straight through the API as the buyer behind `authorization`: the order, then the sandbox card payment
 * the payment page makes (intent, card, confirmation, record). The setup of a journey that needs a sold phone.
 */
export async function buyViaApi(request: APIRequestContext, authorization: string, productId: string) {
  const headers = { authorization };
  const order = await request.post('/api/orders', {
    headers,
    data: { productId, contact: '01712-000222', meetingLocation: 'Farmgate, Dhaka' },
  });
  expect(order.status(), await order.text()).toBe(201);
  const { insertedId: orderId } = (await order.json()) as { insertedId: string };
  await payOrderViaApi(request, authorization, orderId);
}

/** Pays an order by sandbox card through the API, as the payment page does, and records the payment. */
export async function payOrderViaApi(request: APIRequestContext, authorization: string, orderId: string) {
  const headers = { authorization };
  const intent = await request.post('/api/create-payment-intent', { headers, data: { orderId } });
  expect(intent.status(), await intent.text()).toBe(200);
  const { intentId, clientSecret } = (await intent.json()) as { intentId: string; clientSecret: string };
  const card = await request.post('/api/sandbox/payment-methods', {
    headers,
    data: { card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' } },
  });
  expect(card.status(), await card.text()).toBe(200);
  const { id: paymentMethod } = (await card.json()) as { id: string };
  const confirm = await request.post(`/api/sandbox/payment-intents/${intentId}/confirm`, {
    headers,
    data: { clientSecret, paymentMethod },
  });
  expect(confirm.status(), await confirm.text()).toBe(200);
  const record = await request.post('/api/payment', { headers, data: { orderID: orderId, transaction: intentId } });
  expect(record.status(), await record.text()).toBe(200);
}

/**
 * Books a deal on a phone straight through the API as the buyer behind `authorization`: a meeting tomorrow at 5 pm
 * Dhaka time (as the purchase form offers) at `meetingLocation`, paid by `payment` (cash by default). Answers the deal's id and, for a card deal, its order.
 */
export async function bookDealViaApi(
  request: APIRequestContext,
  authorization: string,
  productId: string,
  meetingLocation: string,
  payment: 'cash' | 'card' = 'cash',
): Promise<{ insertedId: string; orderId?: string }> {
  const res = await request.post('/api/deals', {
    headers: { authorization },
    data: {
      productId,
      contact: '01712-345678',
      meetingLocation,
      payment,
      meetingAt: tomorrowAtFiveInDhaka().toISOString(),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { insertedId: string; orderId?: string };
}

/** Tomorrow at 5 pm in Dhaka: the day after Dhaka's today, 17:00 there. */
function tomorrowAtFiveInDhaka(now = new Date()): Date {
  const { year, month, day } = dhakaDay(now);
  return new Date(Date.UTC(year, month, day + 1, 17) - DHAKA_OFFSET_MS);
}

const unescapeHtml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * The address of the newest email to `to` with this subject on the dev mail page (/dev/mail: what the server keeps
 * without SMTP_URL). Mail leaves from the job queue just after the request that caused it, so this waits for it.
 */
export async function emailMessageUrl(request: APIRequestContext, to: string, subject: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const html = await (await request.get('/dev/mail')).text();
        for (const m of html.matchAll(/<a href="(\/dev\/mail\/[^"]+)">([^<]*)<\/a><br><small>To ([^ <]+) /g)) {
          if (unescapeHtml(m[2] ?? '') === subject && unescapeHtml(m[3] ?? '') === to) {
            found = m[1];
            return true;
          }
        }
        return false;
      },
      { message: `an email '${subject}' to ${to}`, timeout: 20_000 },
    )
    .toBe(true);
  return found ?? '';
}

/** The link in the newest email to `to` with this subject (as its page on /dev/mail lists it). */
export async function emailedLink(request: APIRequestContext, to: string, subject: string): Promise<string> {
  const html = await (await request.get(await emailMessageUrl(request, to, subject))).text();
  const link = /<ul aria-label="Links"><li><a href="([^"]+)"/.exec(html)?.[1];
  expect(link, `a link in '${subject}'`).toBeDefined();
  return unescapeHtml(link ?? '');
}

/**
 * A phone of the demo seller's for the route walks, listed by them for this walk: the walks open its listing, its
 * seller and its edit page, and the journeys running beside them, which list, sell, reserve, hide and remove phones,
 * never touch it.
 */
export async function seededPhone(page: Page): Promise<{ id: string; name: string; sellerId: string; seller: string }> {
  const baseURL = test.info().project.use.baseURL ?? '';
  const seller = await request.newContext({ baseURL });
  const name = `Samsung Galaxy A32 walk ${test.info().project.name} ${Date.now()}`;
  try {
    const { id } = await listPhoneViaApi(seller, baseURL, DEMO.seller.email, WALK_PHOTO, {
      name,
      category: 'Android',
      yearOfUse: 1,
      orginalPrice: 42000,
      resalePrice: 31000,
      location: 'Banani, Dhaka',
      productCondition: 'Excellent',
      contact: '01711-909090',
    });
    const listing = await page.request.get(`/api/product/${id}`);
    expect(listing.ok(), await listing.text()).toBe(true);
    const { product } = (await listing.json()) as { product: { sellerId: string; Seller: string } };
    return { id, name, sellerId: product.sellerId, seller: product.Seller };
  } finally {
    await seller.dispose();
  }
}

const WALK_PHOTO = fileURLToPath(
  new URL('../../server/src/db/seed-assets/products/samsung-galaxy-a32.jpg', import.meta.url),
);
