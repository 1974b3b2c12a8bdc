import { fileURLToPath } from 'node:url';
import type { Page, TestInfo } from '@playwright/test';
import { DEMO, loginAs } from './fixtures';
import { expect, isPhone, listPhoneViaApi, test } from './support';

/**
 * A phone sold outside PhoneHaat (issue 16): its seller marks it sold elsewhere on My Products, buyers no longer find it
 * on its category page, and relisted it is back.
 */
const photo = fileURLToPath(
  new URL('../../server/src/db/seed-assets/products/xiaomi-redmi-note-12.jpg', import.meta.url),
);

/** The full page, kept with the run's results. */
async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}-${testInfo.project.name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(`${name} (${testInfo.project.name})`, { path, contentType: 'image/png' });
}

test('a seller marks a phone sold elsewhere, it leaves its category for buyers, and relisted it is back', async ({
  page,
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  const name = `Redmi Note 12 elsewhere ${testInfo.project.name} ${Date.now()}`;
  const seller = await playwright.request.newContext({ baseURL });
  const { id } = await listPhoneViaApi(seller, baseURL ?? '', DEMO.seller.email, photo, {
    name,
    category: 'Android',
    yearOfUse: 1,
    orginalPrice: 26000,
    resalePrice: 17000,
    location: 'Mirpur 10, Dhaka',
    productCondition: 'Good',
    contact: '01711-555000',
  });
  await seller.dispose();

  // A buyer, on a device of their own, sees it on the Android page.
  const buyerContext = await browser.newContext({ viewport: page.viewportSize() });
  const buyer = await buyerContext.newPage();
  await loginAs(buyer, 'buyer');
  const categoryCard = async () => {
    await buyer.goto('/category/1');
    await expect(buyer.getByRole('heading', { level: 1, name: 'Android Devices' })).toBeVisible();
    await expect(buyer.getByRole('article').first()).toBeVisible();
    return buyer.getByRole('article', { name });
  };
  await expect(await categoryCard()).toBeVisible();

  // The seller marks it sold elsewhere: asked first, then told.
  await loginAs(page, 'seller');
  await page.goto('/dashboard/myproducts');
  const row = page.getByRole('table', { name: 'My Products' }).getByRole('row').filter({ hasText: name });
  const mark = row.getByRole('button', { name: `Mark ${name} sold elsewhere` });
  await expect(mark).toBeVisible();
  if (isPhone(testInfo)) expect((await mark.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await mark.click();
  const ask = page.getByRole('alertdialog', { name: 'Did you sell this phone outside PhoneHaat?' });
  await expect(ask).toContainText(`${name} leaves every list and search`);
  await ask.getByRole('button', { name: 'Mark sold elsewhere' }).click();
  await expect(page.getByText('Marked sold elsewhere')).toBeVisible();
  await expect(row.getByText('Sold elsewhere', { exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'Not Applicable' })).toBeVisible();
  const relist = row.getByRole('button', { name: `Relist ${name}` });
  await expect(relist).toBeVisible();
  await expect(row.getByRole('button', { name: `Mark ${name} sold elsewhere` })).toHaveCount(0);
  // The badge stays on one line.
  const badge = row.getByText('Sold elsewhere', { exact: true });
  const lineHeight = await badge.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || 20);
  expect((await badge.boundingBox())?.height).toBeLessThan(lineHeight * 1.8);
  await screenshot(page, testInfo, 'my-products-sold-elsewhere');

  // Gone from the buyer's category page; its own page still opens and says Sold.
  await expect(await categoryCard()).toHaveCount(0);
  await buyer.goto(`/product/${id}`);
  await expect(buyer.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(buyer.getByText('Sold', { exact: true })).toBeVisible();

  // Relisted, it is on sale again and back for buyers.
  await relist.click();
  await expect(page.getByText('Relisted: it is on sale again')).toBeVisible();
  await expect(row.getByRole('cell', { name: /^Available/ })).toBeVisible();
  await expect(row.getByRole('button', { name: `Mark ${name} sold elsewhere` })).toBeVisible();
  await expect(await categoryCard()).toBeVisible();
  await buyerContext.close();
});
