import { normaliseImei, STOLEN_TEXT } from '@phonehaat/shared';
import type { Page, TestInfo } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { DEMO, loginAs } from './fixtures';
import { expect, expectAccessible, listPhoneViaApi, randomImei, registerBuyerViaApi, test } from './support';

/**
 * The stolen-phone register and 'Check a phone' (issue 16): an owner reports their phone stolen, the listing that has
 * its IMEI leaves the site, its seller is told why, anyone checking the number is warned; marked recovered, it is back.
 */
const photo = fileURLToPath(new URL('../../server/src/db/seed-assets/products/iphone-11.jpg', import.meta.url));

async function shot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}-${testInfo.project.name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(`${name} (${testInfo.project.name})`, { path, contentType: 'image/png' });
}

/** 'Check a phone', as anyone: types the number and answers the result's region. */
async function checkPhone(page: Page, typed: string) {
  const imei = normaliseImei(typed);
  await page.goto('/check-phone');
  await expect(page.getByRole('heading', { level: 1, name: 'Check a phone' })).toBeVisible();
  await page.getByLabel('IMEI', { exact: true }).fill(typed);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  const result = page.getByRole('region', { name: `IMEI ${imei}` });
  await expect(result).toBeVisible();
  return result;
}

test.describe('a stolen phone (issue 16)', () => {
  // The hidden listing's page answers 404 to others, as a removed one does; the browser logs it.
  test.use({ allowedFailure: /\/api\/product\/[0-9a-f-]{36}$|hidden while PhoneHaat’s admins look into it/ });

  test('its owner reports it, the listing leaves the site and its seller is told why; anyone checking is warned; recovered, it is back', async ({
    page,
    browser,
    playwright,
    baseURL,
  }, testInfo) => {
    test.setTimeout(150_000);
    const imei = randomImei();
    const name = `Stolen iPhone 11 ${testInfo.project.name} ${Date.now()}`;
    const seller = await playwright.request.newContext({ baseURL });
    const { id } = await listPhoneViaApi(seller, baseURL ?? '', DEMO.seller.email, photo, {
      name,
      category: 'iOS',
      yearOfUse: 2,
      orginalPrice: 70000,
      resalePrice: 39000,
      location: 'Mirpur 10, Dhaka',
      productCondition: 'Good',
      contact: '01711-505050',
      imei,
    });
    await seller.dispose();

    // A stranger who checks the number before buying: listed here, not stolen, and BTRC's SMS to send.
    const before = await checkPhone(page, `${imei.slice(0, 8)} ${imei.slice(8)}`);
    await expect(before.getByText('Not reported stolen on PhoneHaat.')).toBeVisible();
    await expect(before.getByText('Listed for sale on PhoneHaat now.')).toBeVisible();
    // The good news is as readable as the bad (axe's contrast check).
    await expectAccessible(page, 'a phone check that is not stolen');
    await expect(before.getByRole('link', { name: 'Send the SMS' })).toHaveAttribute(
      'href',
      `sms:16002?body=${encodeURIComponent(`KYD ${imei}`)}`,
    );
    await expect(before.getByText(`Send an SMS “KYD ${imei}” to 16002`)).toBeVisible();
    // Not an IMEI: told at once.
    await page.getByLabel('IMEI', { exact: true }).fill('35693803564380');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(page.getByRole('region', { name: 'Not a valid IMEI' })).toContainText(
      'An IMEI has 15 digits (this has 14)',
    );

    // The owner reports it stolen from their dashboard.
    await registerBuyerViaApi(page.request, testInfo, 'Owner Of A Stolen Phone');
    await page.goto('/dashboard/stolen');
    await expect(page.getByRole('heading', { level: 1, name: 'Stolen phones' })).toBeVisible();
    await expect(page.getByText('You have not reported a phone stolen.')).toBeVisible();
    await page.getByRole('button', { name: 'Report stolen' }).click();
    await expect(page.getByText('Give the GD number the police station wrote on your General Diary.')).toBeVisible();
    await page.getByLabel('IMEI', { exact: true }).fill(imei);
    await page.getByLabel('GD number').fill('Mirpur Model PS GD 1187');
    await page.getByLabel('Date it was stolen').fill('2026-11-20');
    await page.getByLabel('Where it was stolen').fill('Mirpur 10, Dhaka');
    await page.getByRole('button', { name: 'Report stolen' }).click();
    await expect(page.getByText(STOLEN_TEXT.reported(1))).toBeVisible();
    const report = page.getByRole('listitem').filter({ hasText: imei });
    await expect(report.getByText('Stolen', { exact: true })).toBeVisible();
    await expect(report).toContainText('Stolen 20 Nov 2026 in Mirpur 10, Dhaka · GD Mirpur Model PS GD 1187');
    await expect(report).toContainText('Hides 1 listing now');
    await shot(page, testInfo, 'stolen-phones');

    // The listing is gone for everyone else.
    const stranger = await browser.newContext();
    const visitor = await stranger.newPage();
    await visitor.goto(`/product/${id}`);
    await expect(visitor.getByRole('heading', { level: 1, name })).toHaveCount(0);
    await expect(visitor.getByRole('heading', { level: 1, name: 'This listing is being checked' })).toBeVisible();
    const warned = await checkPhone(visitor, imei);
    await expect(warned.getByText(/^Reported stolen on PhoneHaat\. Do not buy it/)).toBeVisible();
    await expect(warned.getByText('Not listed for sale on PhoneHaat now.')).toBeVisible();
    await shot(visitor, testInfo, 'check-a-phone-stolen');

    // Its seller is told why on My Products.
    await loginAs(visitor, 'seller');
    await visitor.goto('/dashboard/myproducts');
    const row = visitor
      .getByRole('row')
      .filter({ hasText: name })
      .or(visitor.getByRole('listitem').filter({ hasText: name }));
    await expect(row.first()).toContainText('Hidden: a phone with this IMEI was reported stolen on PhoneHaat.');
    await stranger.close();

    // Recovered: the owner says so, and the listing is back.
    await report.getByRole('button', { name: 'Mark recovered' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Mark this phone recovered?' });
    await dialog.getByRole('button', { name: 'Mark recovered' }).click();
    await expect(page.getByText(STOLEN_TEXT.recovered)).toBeVisible();
    await expect(report.getByText('Recovered', { exact: true })).toBeVisible();
    await expect(report.getByRole('button', { name: 'Mark recovered' })).toHaveCount(0);
    const after = await checkPhone(page, imei);
    await expect(after.getByText('Not reported stolen on PhoneHaat.')).toBeVisible();
    await after.getByRole('link', { name: 'Open the listing' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });
});
