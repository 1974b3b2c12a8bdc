import type { Page, TestInfo } from '@playwright/test';
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { DEMO, loginAs, type DemoAccount } from './fixtures';
import {
  bookDealViaApi,
  expect,
  isPhone,
  listPhoneViaApi,
  orderFirstPhone,
  randomImei,
  registerBuyerViaApi,
  settled,
  signOutEverywhere,
  test,
} from './support';

/**
 * The README's screens: `UPDATE_SCREENSHOTS=1 npx playwright test e2e/screenshots.spec.ts` saves a current set into
 * docs/screenshots/ (home, category, search, a listing, purchase modal, payment, each dashboard table, a deal, a
 * seller's profile, the chats, Check a phone and Stolen phones; 360 and 1280 px). Skipped
 * otherwise: the journeys keep their own screenshots as artifacts. Pictures are taken at 1x and saved as
 * palette PNGs, so the set stays small.
 */
const OUT = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));

test.skip(!process.env.UPDATE_SCREENSHOTS, 'set UPDATE_SCREENSHOTS=1 to refresh docs/screenshots');
test.use({ deviceScaleFactor: 1 });

async function shoot(page: Page, testInfo: TestInfo, name: string, { fullPage = false } = {}) {
  await page.waitForLoadState('networkidle');
  await settled(page);
  // Let lazy pictures decode and toasts fade, so the picture is the page at rest.
  await page.evaluate(() =>
    Promise.race([
      Promise.all([...document.images].filter((img) => img.complete).map((img) => img.decode().catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  await page.waitForTimeout(300);
  const png = await page.screenshot({ fullPage, animations: 'disabled', caret: 'hide' });
  const small = await sharp(png).png({ palette: true, quality: 85, compressionLevel: 9, effort: 8 }).toBuffer();
  await mkdir(OUT, { recursive: true });
  const file = `${OUT}${name}-${testInfo.project.name}.png`;
  await writeFile(file, small);
  await testInfo.attach(`${name} (${testInfo.project.name})`, { body: small, contentType: 'image/png' });
}

/** The demo account whose display name is this seller's. */
const sellerAccount = (name: string) =>
  (Object.keys(DEMO) as DemoAccount[]).find((key) => DEMO[key].name === name) ?? 'seller';

async function openTable(page: Page, testInfo: TestInfo, url: string, heading: string) {
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await settled(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, testInfo, url.split('/').pop() ?? heading, { fullPage: !isPhone(testInfo) });
}

test('the screens of the README', async ({ page }, testInfo) => {
  test.setTimeout(120_000);

  await page.goto('/');
  const hero = page.getByRole('region', { name: 'Highlights' });
  await hero.getByRole('button', { name: 'Pause slideshow' }).click();
  await hero.getByRole('button', { name: 'Go to slide 1' }).click();
  await page.mouse.move(0, 0);
  await shoot(page, testInfo, 'home');

  // A buyer with an order: the category, the purchase modal, My Orders and the payment page.
  const buyer = await registerBuyerViaApi(
    page.request,
    testInfo,
    'Sadia Islam',
    `sadia.${testInfo.project.name}@example.com`,
  );
  const { orderId, device } = await orderFirstPhone(page.request, buyer.authorization, 2);
  await page.goto('/category/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Android Devices' })).toBeVisible();
  await shoot(page, testInfo, 'category');

  // Search with a typo, then the listing page of the phone with the most photos.
  await page.goto('/search?q=samsng');
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “samsng”' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await shoot(page, testInfo, 'search');
  await page
    .getByRole('article')
    .getByRole('link', { name: /Samsung Galaxy A52/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /Samsung Galaxy A52/ })).toBeVisible();
  await shoot(page, testInfo, 'listing', { fullPage: !isPhone(testInfo) });

  await page.goto('/category/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Android Devices' })).toBeVisible();
  await page.getByRole('article').first().getByRole('button', { name: 'Purchase Now' }).click();
  const modal = page.getByRole('dialog', { name: 'Purchase Detail' });
  await modal.getByLabel('Your Mobile Number').fill('01712-345678');
  await modal.getByLabel('Desired Meeting Location').fill('Dhanmondi 27, Dhaka');
  await shoot(page, testInfo, 'purchase-modal');
  await page.keyboard.press('Escape');

  await page.goto(`/dashboard/payment/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: device })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeEnabled();
  const form = page.getByRole('form', { name: 'Card details' });
  await form.getByLabel('Card number').fill('4242424242424242');
  await form.getByLabel(/Expiry/).fill(`12${(new Date().getFullYear() + 3) % 100}`);
  await form.getByLabel('CVC').fill('123');
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, testInfo, 'payment', { fullPage: true });
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText(/^Your transaction id /)).toBeVisible();

  // A second, unpaid order, so My Orders shows both states; and a report for the admin's table.
  await orderFirstPhone(page.request, buyer.authorization, 3);
  const kaios = (await (
    await page.request.get('/api/products/3', { headers: { authorization: buyer.authorization } })
  ).json()) as {
    _id: string;
  }[];
  const reported = kaios.at(-1);
  if (reported) {
    const res = await page.request.put(`/api/reports/${reported._id}`, {
      headers: { authorization: buyer.authorization },
      data: { reported: true },
    });
    expect(res.ok()).toBe(true);
  }
  await openTable(page, testInfo, '/dashboard/myorders', 'My Orders');

  // The seller of the paid phone: My Products and My Buyers.
  const sold = (await (
    await page.request.get(`/api/orders/${orderId}`, { headers: { authorization: buyer.authorization } })
  ).json()) as {
    Seller: string;
  };
  await signOutEverywhere(page);
  await loginAs(page, sellerAccount(sold.Seller));
  await openTable(page, testInfo, '/dashboard/myproducts', 'My Products');
  await openTable(page, testInfo, '/dashboard/mybuyers', 'My Buyers');
  await page.goto('/dashboard/addproduct');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Your Desired selling Product' })).toBeVisible();
  await shoot(page, testInfo, 'addproduct');
  if (isPhone(testInfo)) {
    await page.getByRole('button', { name: 'Open Sidebar' }).click();
    await expect(page.getByRole('dialog', { name: 'Dashboard menu' })).toBeVisible();
    await shoot(page, testInfo, 'drawer');
  }

  await signOutEverywhere(page);
  await loginAs(page, 'admin');
  await openTable(page, testInfo, '/dashboard/allbuyer', 'All Buyers');
  await openTable(page, testInfo, '/dashboard/allseller', 'All Sellers');
  // Issue 16: suspending an account asks why (left unanswered here: Cancel).
  await page
    .getByRole('table', { name: 'All Sellers' })
    .getByRole('button', { name: `Suspend ${DEMO.seller3.name}` })
    .click();
  const suspend = page.getByRole('alertdialog', { name: `Suspend ${DEMO.seller3.name}?` });
  await suspend.getByRole('textbox', { name: /Why\?/ }).fill('Asked three buyers for advance payment by bKash.');
  await shoot(page, testInfo, 'suspend');
  await suspend.getByRole('button', { name: 'Cancel' }).click();
  await openTable(page, testInfo, '/dashboard/reported', 'Reported Items');
  // Issue 16: the audit log (the report above is of one person: nothing was hidden, so it may be empty on a fresh run).
  await openTable(page, testInfo, '/dashboard/audit', 'Audit log');
});

test('the deal page and the seller profile', async ({ page, playwright, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const photo = (name: string) =>
    fileURLToPath(new URL(`../../server/src/db/seed-assets/products/${name}.jpg`, import.meta.url));
  const sellerApi = await playwright.request.newContext({ baseURL });
  const listed = (name: string, file: string) =>
    listPhoneViaApi(sellerApi, baseURL ?? '', DEMO.seller.email, photo(file), {
      name,
      category: 'iOS',
      yearOfUse: 2,
      orginalPrice: 62000,
      resalePrice: 38500,
      location: 'Mirpur 10, Dhaka',
      productCondition: 'Excellent',
      contact: '01911-456789',
    });
  const sold = await listed(`iPhone 12 (128 GB) ${testInfo.project.name}`, 'iphone-12');
  const open = await listed(`iPhone 11 (64 GB) ${testInfo.project.name}`, 'iphone-11');
  const seller = { authorization: sold.authorization };
  const buyer = await registerBuyerViaApi(
    page.request,
    testInfo,
    'Sadia Islam',
    `sadia.deal.${testInfo.project.name}@example.com`,
  );
  const book = async (productId: string, meetingLocation: string) =>
    (await bookDealViaApi(page.request, buyer.authorization, productId, meetingLocation)).insertedId;
  const fire = async (who: { authorization: string }, dealId: string, data: Record<string, unknown>) => {
    const res = await page.request.post(`/api/deals/${dealId}/events`, { headers: who, data });
    expect(res.status(), await res.text()).toBe(200);
  };

  // A completed deal rated by the buyer (for the profile), and an accepted one (the deal page as the buyer sees it).
  const done = await book(sold.id, 'Mirpur 10 roundabout');
  await fire(seller, done, { event: 'accept' });
  await fire(buyer, done, { event: 'receive' });
  await fire(seller, done, { event: 'payCash' });
  const rated = await page.request.put(`/api/deals/${done}/rating`, {
    headers: { authorization: buyer.authorization },
    data: { stars: 5, comment: 'Came on time, the phone was exactly as in the photos. IMEI matched.' },
  });
  expect(rated.status(), await rated.text()).toBe(200);
  const dealId = await book(open.id, 'Shewrapara metro station, gate 2');
  await fire(seller, dealId, { event: 'accept' });

  await page.goto(`/dashboard/deals/${dealId}`);
  await expect(page.getByRole('heading', { name: 'At the handover' })).toBeVisible();
  await expect(page.getByRole('link', { name: DEMO.seller.name })).toBeVisible();
  await shoot(page, testInfo, 'deal', { fullPage: true });

  await page.getByRole('link', { name: DEMO.seller.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: DEMO.seller.name })).toBeVisible();
  await expect(page.getByText(/^\d\.\d out of 5 \(\d+ ratings?\)$/)).toBeVisible();
  await shoot(page, testInfo, 'seller-profile', { fullPage: true });
  await sellerApi.dispose();
});

test('the inbox and a conversation', async ({ page, playwright, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL ?? '').origin;
  const photo = fileURLToPath(new URL('../../server/src/db/seed-assets/products/nokia-8110-4g.jpg', import.meta.url));
  const sellerApi = await playwright.request.newContext({ baseURL });
  const { id: productId, authorization: sellerAuth } = await listPhoneViaApi(
    sellerApi,
    baseURL ?? '',
    DEMO.seller.email,
    photo,
    {
      name: 'Nokia 8110 4G',
      category: 'kaiOS',
      yearOfUse: 1,
      orginalPrice: 6500,
      resalePrice: 3900,
      location: 'Farmgate, Dhaka',
      productCondition: 'Good',
      contact: '01911-456789',
    },
  );
  const email = `screens-chat-${testInfo.project.name}-${Date.now()}@example.com`;
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { name: 'Sadia Islam', email, password: 'a good password', role: 'Buyer' },
    headers: { origin },
  });
  expect(signUp.status()).toBe(200);
  const jwt = await page.request.get(`/api/jwt?email=${encodeURIComponent(email)}`);
  const buyerAuth = `bearer ${((await jwt.json()) as { accessToken: string }).accessToken}`;
  const start = await page.request.post('/api/conversations', {
    headers: { authorization: buyerAuth },
    data: { productId },
  });
  const { _id: chat } = (await start.json()) as { _id: string };
  const say = (authorization: string, text: string) =>
    page.request.post(`/api/conversations/${chat}/messages`, { headers: { authorization }, data: { text } });
  await say(buyerAuth, 'Assalamu alaikum. Is the battery original? Any scratches on the screen?');
  await say(
    sellerAuth,
    'Yes, original battery, no scratches. Send 500 tk advance on bKash and I will keep it for you.',
  );
  await say(buyerAuth, 'I will pay when we meet. Can we meet at Farmgate at 5 pm tomorrow?');
  await sellerApi.dispose();

  await page.goto('/dashboard/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  await shoot(page, testInfo, 'messages');
  await page.goto(`/dashboard/messages/${chat}`);
  await expect(page.getByRole('note')).toBeVisible();
  await shoot(page, testInfo, 'conversation', { fullPage: !isPhone(testInfo) });

  // The buyer reports the chat (it asked for an advance): the admins read it under Reported Chats.
  const report = await page.request.put(`/api/conversations/${chat}/report`, {
    headers: { authorization: buyerAuth },
    data: { reason: 'The seller asked for 500 tk on bKash before meeting.' },
  });
  expect(report.ok(), await report.text()).toBe(true);
  await signOutEverywhere(page);
  await loginAs(page, 'admin');
  await openTable(page, testInfo, '/dashboard/reportedchats', 'Reported Chats');
});

test('Check a phone and Stolen phones', async ({ page, playwright, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  const imei = randomImei();
  const sellerApi = await playwright.request.newContext({ baseURL });
  await listPhoneViaApi(
    sellerApi,
    baseURL ?? '',
    DEMO.seller.email,
    fileURLToPath(new URL('../../server/src/db/seed-assets/products/iphone-11.jpg', import.meta.url)),
    {
      name: 'iPhone 11 64 GB',
      category: 'iOS',
      yearOfUse: 2,
      orginalPrice: 72000,
      resalePrice: 38500,
      location: 'Dhanmondi 27, Dhaka',
      productCondition: 'Good',
      contact: '01711-313131',
      imei,
    },
  );
  await sellerApi.dispose();

  await page.goto('/check-phone');
  await page.getByLabel('IMEI', { exact: true }).fill(imei);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByRole('region', { name: `IMEI ${imei}` })).toBeVisible();
  await shoot(page, testInfo, 'check-phone', { fullPage: !isPhone(testInfo) });

  const owner = await registerBuyerViaApi(page.request, testInfo, 'Rafiq Chowdhury');
  const filed = await page.request.post('/api/stolen', {
    headers: { authorization: owner.authorization },
    data: { imei: randomImei(), gdNumber: 'Gulshan PS GD 1432', stolenOn: '2026-11-18', area: 'Gulshan 1, Dhaka' },
  });
  expect(filed.status(), await filed.text()).toBe(201);
  await page.goto('/dashboard/stolen');
  await expect(page.getByRole('heading', { level: 1, name: 'Stolen phones' })).toBeVisible();
  await expect(page.getByText('Gulshan PS GD 1432', { exact: false })).toBeVisible();
  await shoot(page, testInfo, 'stolen', { fullPage: !isPhone(testInfo) });
});

test('the Bengali screens of the README (360 px)', async ({ page, baseURL }, testInfo) => {
  test.skip(!isPhone(testInfo), 'the Bengali set is taken on a phone');
  test.setTimeout(90_000);
  await page.context().addCookies([{ name: 'lang', value: 'bn', url: baseURL ?? 'http://127.0.0.1:3100' }]);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await page.mouse.move(0, 0);
  await shoot(page, testInfo, 'home-bn');

  const buyer = await registerBuyerViaApi(page.request, testInfo, 'সাদিয়া ইসলাম', `sadia.bn.${Date.now()}@example.com`);
  expect(buyer.authorization).toBeTruthy();
  await page.goto('/category/1');
  await expect(page.getByRole('article').first()).toBeVisible();
  await shoot(page, testInfo, 'category-bn');
  await page.getByRole('article').first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shoot(page, testInfo, 'listing-bn');
});
