import { TOAST } from '@phonehaat/shared';
import type { Page, TestInfo } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { loginAs } from './fixtures';
import { expect, isPhone, randomImei, test } from './support';

/** Real photos from disk, as a seller would pick them. */
const photo = (name: string) =>
  fileURLToPath(new URL(`../../server/src/db/seed-assets/products/${name}.jpg`, import.meta.url));

/** Scrolls through the page so lazy pictures load, then attaches a full-page screenshot. */
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

test('a seller lists a phone with its details, cuts the price, and buyers see the cut and find it by brand and storage', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const name = `Honor Magic6 Pro ${testInfo.project.name} ${Date.now()}`;
  await loginAs(page, 'seller');
  await page.goto('/dashboard/addproduct');
  await expect(page.getByRole('heading', { level: 1, name: 'Add Your Desired selling Product' })).toBeVisible();

  // The spec's fields, then 'More about the phone'.
  await page.getByLabel('Product Name').fill(name);
  await page.getByLabel('Product Image').setInputFiles([photo('google-pixel-7'), photo('oneplus-9')]);
  await page.getByLabel('Original Price (tk)').fill('120000');
  await page.getByLabel('Resale Price (tk)').fill('80000');
  await page.getByLabel('Location').fill('Gulshan 2, Dhaka');
  await page.getByLabel('Mobile Number').fill('01711-000000');
  await page.getByLabel('IMEI', { exact: true }).fill(randomImei());
  await page.getByLabel('Brand').fill('honor');
  await page.getByLabel('Model').fill('Magic6 Pro');
  await page.getByLabel('Storage').selectOption('512');
  await page.getByLabel('RAM').selectOption('12');
  await page.getByLabel('Colour').fill('Epi Green');
  await page.getByLabel('Battery health (%)').fill('96');
  await page.getByLabel('Box').check();
  await page.getByLabel('Charger').check();
  await page.getByLabel('Warranty left (months)').fill('6');
  await page.getByLabel('Description').fill('Bought in Singapore.\nNo scratches, always in a case.');
  await screenshot(page, testInfo, 'add-product-details');
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText(TOAST.productAdded)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/myproducts$/);

  // My Products → Edit: the form comes filled in; the price goes down by 2,000 tk and the photos swap.
  const row = page.getByRole('table', { name: 'My Products' }).getByRole('row').filter({ hasText: name });
  await row.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit your listing' })).toBeVisible();
  await expect(page.getByLabel('Brand')).toHaveValue('Honor');
  await expect(page.getByLabel('Storage')).toHaveValue('512');
  await expect(page.getByLabel('Box')).toBeChecked();
  await page.getByRole('button', { name: 'Move photo 2 earlier' }).click();
  await page.getByLabel('Resale Price (tk)').fill('78000');
  await screenshot(page, testInfo, 'edit-product');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your listing is updated.')).toBeVisible();
  await expect(row.getByRole('cell', { name: '78,000 tk' })).toBeVisible();

  // Search by brand and storage from the filters finds it, its card says the price dropped.
  await page.goto('/search');
  const form = page.getByRole('search', { name: 'Search all phones' });
  await form.getByRole('searchbox').fill(name);
  if (isPhone(testInfo)) await form.getByRole('button', { name: /^Filters/ }).click();
  await form.getByLabel('Brand').selectOption('Honor');
  await form.getByLabel('Storage').selectOption('512');
  await form.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/brand=Honor&storage=512/);
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card.getByText('Price dropped by 2,000 tk')).toBeVisible();
  await screenshot(page, testInfo, 'search-brand-storage');

  // The listing page: the cut, the details, the description and the price history.
  await card.getByRole('link', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Price dropped by 2,000 tk')).toBeVisible();
  const details = page.getByRole('region', { name: 'About this phone' });
  await expect(details.getByText('Honor Magic6 Pro')).toBeVisible();
  await expect(details.getByText('512 GB · 12 GB RAM')).toBeVisible();
  await expect(details.getByText('96%')).toBeVisible();
  await expect(details.getByText('Box, Charger')).toBeVisible();
  await expect(details.getByText('6 months')).toBeVisible();
  await expect(details.getByText('No scratches, always in a case.')).toBeVisible();
  const history = page.getByRole('region', { name: 'Price history' });
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByRole('listitem').first()).toContainText('78,000 tk');
  await expect(history.getByRole('listitem').last()).toContainText('80,000 tk');
  await screenshot(page, testInfo, 'listing-details');

  // The server-drawn page (a shared link, signed out) says the same.
  const html = await (await page.request.get(page.url(), { headers: { cookie: '' } })).text();
  expect(html).toContain('Price dropped by 2,000 tk');
  expect(html).toContain('Epi Green');
});
