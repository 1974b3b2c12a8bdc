import { TOAST } from '@phonehaat/shared';
import type { Page, TestInfo } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { loginAs, type DemoAccount } from './fixtures';
import { expect, isPhone, randomImei, signOutEverywhere, test } from './support';

const photo = fileURLToPath(new URL('../../server/src/db/seed-assets/products/google-pixel-7.jpg', import.meta.url));

const uniqueName = (label: string, testInfo: TestInfo) => `${label} ${testInfo.project.name} ${Date.now()}`;

async function shot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}-${testInfo.project.name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(`${name} (${testInfo.project.name})`, { path, contentType: 'image/png' });
}

/** Add Product filled as a seller would, the IMEI typed with dashes as it is printed on the box. */
async function addPhone(page: Page, name: string, imei: string) {
  await page.goto('/dashboard/addproduct');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Your Desired selling Product' })).toBeVisible();
  await page.getByLabel('Product Name').fill(name);
  await page.getByLabel('Product Image').setInputFiles(photo);
  await page.getByLabel('Original Price (tk)').fill('62000');
  await page.getByLabel('Resale Price (tk)').fill('41000');
  await page.getByLabel('Location').fill('Uttara, Dhaka');
  await page.getByLabel('Mobile Number').fill('01711-000000');
  await page
    .getByLabel('IMEI', { exact: true })
    .fill(`${imei.slice(0, 2)}-${imei.slice(2, 8)}-${imei.slice(8, 14)}-${imei.slice(14)}`);
  await page.getByLabel('Category').selectOption('Android');
  await page.getByRole('button', { name: 'Add Product' }).click();
}

async function signInFresh(page: Page, who: DemoAccount) {
  await signOutEverywhere(page);
  await loginAs(page, who);
}

test.describe('the phone’s identity (issue 16)', () => {
  // The second seller's listing is refused on purpose (409), and the app logs the refusal.
  test.use({ allowedFailure: /\/api\/products\/add$|already in another seller’s live listing/ });

  test('a seller lists a phone with its IMEI, the public sees the last four digits, and a second seller’s same IMEI is refused and flagged', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const imei = randomImei();
    const name = uniqueName('Google Pixel 7 IMEI', testInfo);

    await loginAs(page, 'seller');
    await page.goto('/dashboard/addproduct');
    await page.getByLabel('IMEI', { exact: true }).fill('1234');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByText('An IMEI has 15 digits (this has 4)', { exact: false })).toBeVisible();
    await shot(page, testInfo, 'add-product-imei');

    await addPhone(page, name, imei);
    await expect(page.getByText(TOAST.productAdded)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/myproducts$/);

    // The listing page, as a buyer sees it: the last four digits only.
    await signInFresh(page, 'buyer');
    await page.goto('/category/1');
    await page.getByRole('link', { name }).first().click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(`IMEI ending ${imei.slice(-4)}`)).toBeVisible();
    expect(await page.content()).not.toContain(imei);
    await shot(page, testInfo, 'listing-imei');

    // Another seller with the same phone's number: refused, with the reason.
    await signInFresh(page, 'seller2');
    await addPhone(page, uniqueName('Google Pixel 7 again', testInfo), imei);
    await expect(
      page.getByText(`A phone with this IMEI (ending ${imei.slice(-4)}) is already in another seller’s live listing`),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/addproduct$/);

    // The admins see the first listing on Reported Items.
    await signInFresh(page, 'admin');
    await page.goto('/dashboard/reported');
    const reported = page.getByRole('table').getByRole('row').filter({ hasText: name });
    await expect(reported).toBeVisible();
    if (isPhone(testInfo)) await shot(page, testInfo, 'reported-duplicate');
  });
});
