import { CONFIRM, TOAST } from '@phonehaat/shared';
import { expect, test as base, type Page, type TestInfo } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { DEMO, loginAs } from './fixtures';
import { listPhoneViaApi, randomImei, signOutEverywhere } from './support';

/** Real photos from disk, as a seller would pick them. */
const photo = (name: string) =>
  fileURLToPath(new URL(`../../server/src/db/seed-assets/products/${name}.jpg`, import.meta.url));

/** Every journey also fails on a console error: a blocked script or style (CSP), a failed chunk, a React error. */
const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

/** Names unique to this run and project: both projects run against the same server one after the other. */
const uniqueName = (label: string, testInfo: TestInfo) => `${label} ${testInfo.project.name} ${Date.now()}`;

/** Scrolls to the bottom and back so lazy pictures load, then attaches a full-page screenshot. */
async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  const path = testInfo.outputPath(`${name}-${testInfo.project.name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(`${name} (${testInfo.project.name})`, { path, contentType: 'image/png' });
}

/** A dashboard link from the drawer: always shown on a desktop, behind 'Open Sidebar' on a phone. */
async function openDashboardLink(page: Page, testInfo: TestInfo, name: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Dashboard' })).toBeVisible();
  if (testInfo.project.name === 'phone') await page.getByRole('button', { name: 'Open Sidebar' }).click();
  await page.getByRole('navigation', { name: 'Dashboard' }).locator('visible=true').getByRole('link', { name }).click();
}

test.describe('listings', () => {
  test('a seller lists a phone with a photo, advertises it, and it shows on the home page and its category', async ({
    page,
  }, testInfo) => {
    const name = uniqueName('iPhone 11 (64 GB)', testInfo);
    await loginAs(page, 'seller');
    await page.goto('/dashboard');
    await openDashboardLink(page, testInfo, 'Add a Product');

    await expect(page.getByRole('heading', { level: 1, name: 'Add Your Desired selling Product' })).toBeVisible();
    await screenshot(page, testInfo, 'add-product');
    await page.getByLabel('Product Name').fill(name);
    await page.getByLabel('Product Image').setInputFiles(photo('iphone-11'));
    await page.getByLabel('Original Price (tk)').fill('65000');
    await page.getByLabel('Resale Price (tk)').fill('70000');
    await page.getByLabel('Location').fill('Dhanmondi, Dhaka');
    await page.getByLabel('Mobile Number').fill('01711-000000');
    await page.getByLabel('IMEI', { exact: true }).fill(randomImei());
    await page.getByLabel('Category').selectOption('iOS');
    await page.getByLabel('Year of Use').selectOption('2');
    await page.getByLabel('Condition').selectOption('Good');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByText('Resale price cannot be more than the original price.')).toBeVisible();

    await page.getByLabel('Resale Price (tk)').fill('38000');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByText(TOAST.productAdded)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/myproducts$/);

    // My Products: available, and can be advertised once.
    await expect(page.getByRole('heading', { level: 1, name: 'My Products' })).toBeVisible();
    const table = page.getByRole('table', { name: 'My Products' });
    const row = table.getByRole('row').filter({ hasText: name });
    await expect(row.getByRole('cell', { name: 'Available' })).toBeVisible();
    await expect(row.getByRole('cell', { name: '38,000 tk' })).toBeVisible();
    await row.getByRole('button', { name: `Advertise ${name}` }).click();
    await expect(row.getByRole('cell', { name: 'Advertised', exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: `Advertise ${name}` })).toHaveCount(0);
    await screenshot(page, testInfo, 'my-products');

    // The home page's 'Latest Advertisement' carries it, newest first.
    await page.goto('/');
    const ads = page.getByRole('region', { name: 'Latest Advertisement' });
    await ads.scrollIntoViewIfNeeded();
    const carousel = ads.getByRole('region', { name: 'Advertised phones' });
    await expect(carousel.getByRole('img', { name, exact: true }).first()).toBeAttached();
    await expect(carousel.getByRole('link', { name }).first()).toHaveAttribute('href', /^\/product\/[0-9a-f-]{36}$/);

    // Its category page shows the card; a seller cannot report their own listing.
    await page.goto('/category/2');
    await expect(page.getByRole('heading', { level: 1, name: 'iOS Devices' })).toBeVisible();
    const card = page.getByRole('article', { name });
    await expect(card).toBeVisible();
    await expect(card.getByText(`Posted By ${DEMO.seller.name}`)).toBeVisible();
    await expect(card.getByText('Product used for 2 years')).toBeVisible();
    await expect(card.getByText('Device Condition is Good')).toBeVisible();
    await expect(card.getByText('Market Price: 65,000 tk')).toBeVisible();
    await expect(card.getByText('Resale Price: 38,000 tk')).toBeVisible();
    await expect(card.getByRole('img', { name })).toHaveJSProperty('complete', true);
    await expect(card.getByRole('button', { name: 'Purchase Now' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Report to Admin' })).toHaveCount(0);
    await screenshot(page, testInfo, 'category');
  });

  test('a buyer reports a listing, and the admin removes it from the category', async ({
    page,
    playwright,
    baseURL,
  }, testInfo) => {
    const name = uniqueName('Redmi Note 12 reported', testInfo);
    const seller = await playwright.request.newContext({ baseURL });
    await listPhoneViaApi(seller, baseURL ?? '', DEMO.seller2.email, photo('xiaomi-redmi-note-12'), {
      name,
      category: 'Android',
      yearOfUse: 2,
      orginalPrice: 26000,
      resalePrice: 16000,
      location: 'Agrabad, Chattogram',
      productCondition: 'Good',
      contact: '01811-000000',
    });
    await seller.dispose();

    await loginAs(page, 'buyer');
    await page.goto('/category/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Android Devices' })).toBeVisible();
    const card = page.getByRole('article', { name });
    await expect(card.getByText(`Posted By ${DEMO.seller2.name}`)).toBeVisible();

    // 'Purchase Now' opens this phone's 'Purchase Detail' modal (the orders journey covers ordering).
    await card.getByRole('button', { name: 'Purchase Now' }).click();
    const purchase = page.getByRole('dialog', { name: 'Purchase Detail' });
    await expect(purchase).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(purchase).toBeHidden();

    // Asked first; Cancel changes nothing.
    await card.getByRole('button', { name: 'Report to Admin' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Do you want to report this listing to the admin?' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toBeHidden();

    await card.getByRole('button', { name: 'Report to Admin' }).click();
    await ask.getByRole('button', { name: 'Report' }).click();
    await expect(page.getByText(TOAST.reported)).toBeVisible();

    // The admin, in the same browser after the buyer leaves.
    await signOutEverywhere(page);
    await loginAs(page, 'admin');
    await page.goto('/dashboard');
    await openDashboardLink(page, testInfo, 'Reported Items');
    await expect(page.getByRole('heading', { level: 1, name: 'Reported Items' })).toBeVisible();
    const row = page.getByRole('table', { name: 'Reported Items' }).getByRole('row').filter({ hasText: name });
    await expect(row.getByRole('cell', { name: DEMO.seller2.name })).toBeVisible();
    await screenshot(page, testInfo, 'reported');

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const confirmDelete = page.getByRole('alertdialog', { name: CONFIRM.deleteReported });
    await confirmDelete.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(TOAST.deleted)).toBeVisible();
    await expect(row).toHaveCount(0);

    // Gone from its category.
    await page.goto('/category/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Android Devices' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('article', { name })).toHaveCount(0);
  });

  test("an unknown category is the 'Page Not Found' page", async ({ page }) => {
    await loginAs(page, 'buyer');
    await page.goto('/category/9');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go Back To Homepage' })).toHaveAttribute('href', '/');
  });
});
