import type { Browser, Page, TestInfo } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { loginAs, uniqueEmail } from './fixtures';
import { expect, expectAccessible, isPhone, randomImei, registerBuyerViaApi, test } from './support';

/**
 * Suspending an account (issue 16 item 5): the admin suspends a seller with a reason from All Sellers; the seller's
 * listing leaves the site and the seller cannot sign in; the admin lifts it and both come back; the audit log keeps
 * both actions with who and why.
 */
const photo = fileURLToPath(new URL('../../server/src/db/seed-assets/products/google-pixel-7.jpg', import.meta.url));
const REASON = 'Asked three buyers for advance payment by bKash.';
const SUSPENDED =
  'This account has been suspended by PhoneHaat’s admins, so it cannot sign in until they lift the suspension.';

async function shot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}-${testInfo.project.name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(`${name} (${testInfo.project.name})`, { path, contentType: 'image/png' });
}

async function openDashboardLink(page: Page, testInfo: TestInfo, name: string) {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Dashboard' })).toBeVisible();
  if (isPhone(testInfo)) await page.getByRole('button', { name: 'Open Sidebar' }).click();
  await page.getByRole('navigation', { name: 'Dashboard' }).locator('visible=true').getByRole('link', { name }).click();
}

/** The sign-in form, as the person fills it. */
async function signInWithForm(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('a good password');
  await page.getByRole('button', { name: 'Login' }).click();
}

/** A new seller, in a browser context of their own, lists a phone; answers their name, email and the phone's name. */
async function newSellerWithPhone(browser: Browser, baseURL: string | undefined, testInfo: TestInfo, label: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const name = `${label} ${testInfo.project.name} ${Date.now() % 100_000}`;
  const email = uniqueEmail('suspended-seller');
  const seller = await registerBuyerViaApi(page.request, testInfo, name, email, 'Seller');
  const upload = await page.request.post('/api/images', {
    headers: { authorization: seller.authorization },
    multipart: { image: { name: 'pixel.jpg', mimeType: 'image/jpeg', buffer: await readFile(photo) } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const phone = `Pixel 7 of ${name}`;
  const add = await page.request.post('/api/products/add', {
    headers: { authorization: seller.authorization },
    data: {
      add: {
        name: phone,
        picture: ((await upload.json()) as { data: { url: string } }).data.url,
        category: 'Android',
        yearOfUse: 1,
        orginalPrice: 62000,
        resalePrice: 41000,
        location: 'Mohammadpur, Dhaka',
        productCondition: 'Good',
        contact: '01911-000000',
        imei: randomImei(),
      },
    },
  });
  expect(add.status(), await add.text()).toBe(201);
  const { insertedId } = (await add.json()) as { insertedId: string };
  return { context, page, name, email, phone, productId: insertedId };
}

test.describe('suspending an account (issue 16)', () => {
  test('the admin suspends a seller with a reason: their listing leaves, they cannot sign in; lifted, both come back; the audit log keeps both', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(150_000);
    // A new seller (in a browser of their own) lists a phone.
    const {
      context: sellerContext,
      page: sellerPage,
      name,
      email,
      phone,
    } = await newSellerWithPhone(browser, baseURL, testInfo, 'Suspended Seller');

    // The admin suspends them from All Sellers, saying why.
    await loginAs(page, 'admin');
    await openDashboardLink(page, testInfo, 'All Sellers');
    await expect(page.getByRole('heading', { level: 1, name: 'All Sellers' })).toBeVisible();
    const row = page.getByRole('table', { name: 'All Sellers' }).getByRole('row').filter({ hasText: email });
    await row.getByRole('button', { name: `Suspend ${name}` }).click();
    const ask = page.getByRole('alertdialog', { name: `Suspend ${name}?` });
    const reason = ask.getByRole('textbox', { name: /Why\?/ });
    await expect(reason).toBeFocused();
    await expect(ask.getByRole('button', { name: 'Suspend' })).toBeDisabled();
    await reason.fill(REASON);
    await shot(page, testInfo, 'suspend-dialog');
    await expectAccessible(page, 'the suspend dialog', 'dialog');
    await ask.getByRole('button', { name: 'Suspend' }).click();
    await expect(page.getByText(`${name} is suspended.`)).toBeVisible();
    await expect(row.getByText('Suspended', { exact: true })).toBeVisible();
    await expect(row.getByText(`Reason: ${REASON}`)).toBeVisible();
    await shot(page, testInfo, 'all-sellers-suspended');

    // The listing left the site; the seller, signed out, cannot sign in again.
    await page.goto('/category/1');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('article', { name: phone })).toHaveCount(0);
    await sellerContext.clearCookies();
    await signInWithForm(sellerPage, email);
    await expect(sellerPage.getByRole('alert')).toHaveText(SUSPENDED);
    await expect(sellerPage).toHaveURL(/\/login$/);

    // Lifted: the listing is back and the seller signs in.
    await openDashboardLink(page, testInfo, 'All Sellers');
    await row.getByRole('button', { name: `Lift the suspension of ${name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Lift suspension' }).click();
    await expect(page.getByText(`${name} can sign in again.`)).toBeVisible();
    await expect(row.getByRole('button', { name: `Suspend ${name}` })).toBeVisible();
    await page.goto('/category/1');
    await expect(page.getByRole('article', { name: phone })).toBeVisible();
    await signInWithForm(sellerPage, email);
    await expect(sellerPage).not.toHaveURL(/\/login$/);

    // The audit log: who suspended, why, and who lifted it.
    await openDashboardLink(page, testInfo, 'Audit Log');
    const log = page.getByRole('table', { name: 'Audit log' });
    const suspended = log.getByRole('row').filter({ hasText: 'User suspended' }).filter({ hasText: name });
    await expect(suspended.getByText(REASON)).toBeVisible();
    await expect(log.getByRole('row').filter({ hasText: 'Suspension lifted' }).filter({ hasText: name })).toBeVisible();
    // Narrowed to days before PhoneHaat kept a log, it says nothing matches (not that the log is empty).
    await page.getByLabel('To', { exact: true }).fill('2020-01-01');
    await expect(page.getByText('Nothing in the audit log matches these filters.')).toBeVisible();
    await sellerContext.close();
  });

  test('the admin suspends a reported listing’s seller from Reported Items', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const seller = await newSellerWithPhone(browser, baseURL, testInfo, 'Reported Seller');
    const reporter = await registerBuyerViaApi(seller.page.request, testInfo, 'Careful Buyer');
    const report = await seller.page.request.put(`/api/reports/${seller.productId}`, {
      headers: { authorization: reporter.authorization },
      data: { reported: true, reason: 'advance', note: 'Asked for 5,000 tk by bKash before meeting' },
    });
    expect(report.status(), await report.text()).toBe(200);
    await seller.context.close();

    await loginAs(page, 'admin');
    await openDashboardLink(page, testInfo, 'Reported Items');
    const row = page.getByRole('table', { name: 'Reported Items' }).getByRole('row').filter({ hasText: seller.phone });
    await row.getByRole('button', { name: `Suspend ${seller.name}, the seller of ${seller.phone}` }).click();
    const ask = page.getByRole('alertdialog', { name: `Suspend ${seller.name}?` });
    await ask.getByRole('textbox', { name: /Why\?/ }).fill('Asks buyers for advance payment.');
    await ask.getByRole('button', { name: 'Suspend' }).click();
    await expect(page.getByText(`${seller.name} is suspended.`)).toBeVisible();

    await openDashboardLink(page, testInfo, 'All Sellers');
    const inTable = page.getByRole('table', { name: 'All Sellers' }).getByRole('row').filter({ hasText: seller.email });
    await expect(inTable.getByText('Reason: Asks buyers for advance payment.')).toBeVisible();
  });
});
