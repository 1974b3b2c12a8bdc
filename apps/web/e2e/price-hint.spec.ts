import type { Page, TestInfo } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { DEMO, loginAs } from './fixtures';
import { expect, isPhone, listPhoneViaApi, test, type ListedPhone } from './support';

const photo = fileURLToPath(
  new URL('../../server/src/db/seed-assets/products/samsung-galaxy-a52.jpg', import.meta.url),
);

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}-${testInfo.project.name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(`${name} (${testInfo.project.name})`, { path, contentType: 'image/png' });
}

// Issue 16 item 4: with at least 5 comparables (the same brand, model and storage in the same condition), the listing
// page says how the price compares with the usual one, and Add Product tells the seller while pricing.
test('the fair-price hint on the listing page and while pricing', async ({ page, playwright, baseURL }, testInfo) => {
  test.setTimeout(120_000);
  // Each project its own storage size, so runs side by side do not count each other's phones.
  const storageGb = isPhone(testInfo) ? 128 : 256;
  const phone = (resalePrice: number): ListedPhone & Record<string, unknown> => ({
    name: `Samsung Galaxy A35 ${storageGb} GB`,
    category: 'Android',
    yearOfUse: 1,
    orginalPrice: 45_000,
    resalePrice,
    location: 'Uttara, Dhaka',
    productCondition: 'Excellent',
    contact: '01712-000111',
    brand: 'Samsung',
    model: 'Galaxy A35',
    storageGb,
  });
  const request = await playwright.request.newContext({ baseURL });
  for (const price of [30_000, 31_000, 32_000, 33_000, 34_000]) {
    await listPhoneViaApi(request, baseURL!, DEMO.seller2.email, photo, phone(price));
  }
  const target = await listPhoneViaApi(request, baseURL!, DEMO.seller3.email, photo, phone(29_440));
  await request.dispose();

  // A visitor opens the listing: the server-drawn page already says it, near the prices.
  await page.goto(`/product/${target.id}`);
  const hint = page.getByRole('region', { name: 'Fair price' });
  await expect(hint.getByText('8% below the usual price')).toBeVisible();
  await expect(
    hint.getByText(`Usual price of 5 Samsung Galaxy A35 ${storageGb} GB in Excellent condition: 32,000 tk`),
  ).toBeVisible();
  await expect(hint.getByText('5 on sale now, 0 sold in the last 90 days')).toBeVisible();
  await screenshot(page, testInfo, 'price-hint-listing');

  // A seller pricing the same phone sees the usual price under the Resale Price field as soon as it is named.
  await loginAs(page, 'seller');
  await page.goto('/dashboard/addproduct');
  await page.getByLabel('Resale Price (tk)').fill('38000');
  const line = page.getByTestId('price-hint');
  const below = page.getByLabel('Location');
  const top = () => below.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  const before = await top();
  // Until the phone is named, the line says what to choose.
  await expect(line).toHaveText(
    'Choose the brand, model, storage and condition to see the usual price of phones like this.',
  );
  await page.getByLabel('Condition').selectOption('Excellent');
  await page.getByLabel('Brand').fill('samsung');
  await page.getByLabel('Model').fill('galaxy a35');
  await page.getByLabel('Storage').selectOption(String(storageGb));
  // Six comparables now (the seller's own new listing is not one yet): the usual price is their median.
  await expect(line.getByText('21% above the usual price')).toBeVisible();
  await expect(line).toContainText(
    `usual price of 6 Samsung Galaxy A35 ${storageGb} GB in Excellent condition: 31,500 tk`,
  );
  // Nothing below the line moved when it came.
  expect(await top()).toBe(before);
  await line.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'price-hint-add-product');
});
