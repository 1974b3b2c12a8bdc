import { TOAST } from '@phonehaat/shared';
import type { Page, TestInfo } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { DEMO, loginAs } from './fixtures';
import { expect, isPhone, randomImei, test } from './support';

/** Real photos from disk, as a seller would pick them. */
const photo = (name: string) =>
  fileURLToPath(new URL(`../../server/src/db/seed-assets/products/${name}.jpg`, import.meta.url));

/** On a phone the filters fold away behind a button; on a laptop they are always there. */
async function showFilters(page: Page, testInfo: TestInfo) {
  if (!isPhone(testInfo)) return;
  const toggle = page.getByRole('search', { name: /^Search / }).getByRole('button', { name: /^Filters/ });
  if ((await toggle.count()) > 0) await toggle.click();
}

// One listing per project and run, named so that only it matches: the journeys share one server. Random letters,
// not words: search is typo-tolerant, so a tag like 'phone12ab' would find other journeys' 'iPhone … phone …' listings.
const tagOf = () => `x${Math.random().toString(36).slice(2, 10)}`;

test.describe.serial('finding a phone', () => {
  let name = '';
  let tag = '';

  test('a seller lists a phone with three photos, the first the cover', async ({ page }) => {
    tag = tagOf();
    name = `Samsung Galaxy S22 ${tag}`;
    await loginAs(page, 'seller');
    await page.goto('/dashboard/addproduct');
    await expect(page.getByRole('heading', { level: 1, name: 'Add Your Desired selling Product' })).toBeVisible();
    await page.getByLabel('Product Name').fill(name);
    await page
      .getByLabel('Product Image')
      .setInputFiles([photo('samsung-galaxy-a52'), photo('google-pixel-7'), photo('oneplus-9')]);
    await page.getByLabel('Original Price (tk)').fill('90000');
    await page.getByLabel('Resale Price (tk)').fill('52000');
    await page.getByLabel('Location').fill('Banani, Dhaka');
    await page.getByLabel('Mobile Number').fill('01711-000000');
    await page.getByLabel('IMEI', { exact: true }).fill(randomImei());
    await page.getByLabel('Category').selectOption('Android');
    await page.getByLabel('Year of Use').selectOption('1');
    await page.getByLabel('Condition').selectOption('Excellent');
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByText(TOAST.productAdded)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/myproducts$/);
  });

  test('a buyer searches with a typo, narrows by price and condition, opens the listing, looks at every photo and orders it', async ({
    page,
  }, testInfo) => {
    await loginAs(page, 'buyer');
    await page.goto('/');

    // The search box of the top bar, with a typo.
    const box = page.getByRole('searchbox', { name: 'Search phones' });
    await box.fill(`samsng s22 ${tag}`);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search\\?q=samsng\\+s22\\+${tag}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Results for “samsng s22 ${tag}”` })).toBeVisible();
    const card = page.getByRole('article', { name });
    await expect(card).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);

    // Too low a price and the search says so, with a way out.
    const form = page.getByRole('search', { name: 'Search all phones' });
    await showFilters(page, testInfo);
    await form.getByLabel('Max price (tk)').fill('50000');
    await form.getByRole('checkbox', { name: 'Excellent' }).check();
    await form.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('No phones match your search.')).toBeVisible();
    await expect(page).toHaveURL(/maxPrice=50000/);
    await expect(page).toHaveURL(/condition=Excellent/);

    // A wider range finds it; the URL holds the whole search.
    await showFilters(page, testInfo);
    await form.getByLabel('Max price (tk)').fill('60000');
    await form.getByLabel('Min price (tk)').fill('40000');
    await form.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(card).toBeVisible();
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: `samsng s22 ${tag}`,
      minPrice: '40000',
      maxPrice: '60000',
      condition: 'Excellent',
    });

    // The link reproduces the search in a new tab, and Back returns to the previous one.
    const again = await page.context().newPage();
    await again.goto(url.pathname + url.search);
    await expect(again.getByRole('article', { name })).toBeVisible();
    await showFilters(again, testInfo);
    await expect(again.getByLabel('Max price (tk)')).toHaveValue('60000');
    await expect(again.getByRole('checkbox', { name: 'Excellent' })).toBeChecked();
    await again.close();
    await page.goBack();
    await expect(page.getByText('No phones match your search.')).toBeVisible();
    await page.goForward();
    await expect(card).toBeVisible();

    // The category page filters the same way, and a sort by price is a URL too.
    await page.goto(`/category/1?q=${tag}&sort=price-desc`);
    await expect(page.getByRole('heading', { level: 1, name: 'Android Devices' })).toBeVisible();
    await expect(page.getByRole('article', { name })).toBeVisible();
    await expect(page.getByLabel('Sort by')).toHaveValue('price-desc');
    await page.goto(`/category/2?q=${tag}`);
    await expect(page.getByText('No phones match your search.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).last().click();
    await expect(page).toHaveURL(/\/category\/2$/);
    await expect(page.getByRole('article').first()).toBeVisible();

    // The listing page: every field of the card, the seller, and the photos one by one.
    await page.goBack();
    await page.goBack();
    await expect(page.getByRole('article', { name })).toBeVisible();
    await page.getByRole('article', { name }).getByRole('link', { name }).last().click();
    await expect(page).toHaveURL(/\/product\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(`Posted By ${DEMO.seller.name}`)).toBeVisible();
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    await expect(page.getByText('Resale Price: 52,000 tk')).toBeVisible();
    await expect(page.getByText('Market Price: 90,000 tk')).toBeVisible();
    await expect(page.getByText('Product used for 1 year')).toBeVisible();
    await expect(page.getByText('Device Condition is Excellent')).toBeVisible();
    await expect(page.getByText('Banani, Dhaka')).toBeVisible();

    const gallery = page.getByRole('region', { name: `Photos of ${name}` });
    await expect(gallery.getByText('Photo 1 of 3')).toBeVisible();
    const shown = gallery.getByRole('img', { name: new RegExp(`^${name}, photo \\d of 3$`) });
    await expect(shown).toHaveAttribute('alt', `${name}, photo 1 of 3`);
    await expect(shown).toHaveJSProperty('complete', true);
    const cover = await shown.getAttribute('src');
    await gallery.getByRole('button', { name: 'Next photo' }).click();
    await expect(gallery.getByText('Photo 2 of 3')).toBeVisible();
    await expect(shown).not.toHaveAttribute('src', cover ?? '');
    await gallery.getByRole('button', { name: 'Show photo 3 of 3' }).click();
    await expect(shown).toHaveAttribute('alt', `${name}, photo 3 of 3`);
    await expect(gallery.getByRole('button', { name: 'Show photo 3 of 3' })).toHaveAttribute('aria-pressed', 'true');
    await gallery.getByRole('button', { name: 'Next photo' }).click();
    await expect(shown).toHaveAttribute('src', cover ?? '');
    await gallery.getByRole('button', { name: 'Next photo' }).press('ArrowLeft');
    await expect(gallery.getByText('Photo 3 of 3')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`listing-${testInfo.project.name}.png`), fullPage: true });

    // Buying from the listing page.
    await page.getByRole('button', { name: 'Purchase Now' }).click();
    const modal = page.getByRole('dialog', { name: 'Purchase Detail' });
    await expect(modal.getByLabel('Device Name')).toHaveValue(name);
    await expect(modal.getByLabel('Price')).toHaveValue('52,000 tk');
    await modal.getByLabel('Your Mobile Number').fill('01712-345678');
    await modal.getByLabel('Desired Meeting Location').fill('Banani 11, Dhaka');
    await modal.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(TOAST.orderPlaced)).toBeVisible();
    await expect(modal).toBeHidden();
    await page.goto('/dashboard/myorders');
    await expect(
      page.getByRole('table', { name: 'My Orders' }).getByRole('row').filter({ hasText: name }),
    ).toBeVisible();
  });

  test('a signed-out visitor who searches is asked to sign in and comes back to the search', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search phones' }).fill('iphon');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/login/);
    await page.getByLabel('Email').fill(DEMO.buyer.email);
    await page.getByLabel('Password').fill('phonehaat-demo');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=iphon$/);
    await expect(page.getByRole('article', { name: /iPhone 12/ })).toBeVisible();
  });
});

test.describe('a listing that is gone', () => {
  // The 404 of a listing that is not here is the point of this journey.
  test.use({ allowedFailure: /\/product\// });

  test('a removed listing says so instead of a dead page', async ({ page }) => {
    await loginAs(page, 'buyer');
    await page.goto('/product/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'This listing is not here any more' })).toBeVisible();
    // Signed in, the way back is the search (signed out it is the home page); it says so once the sign-in is read.
    await expect(page.getByRole('link', { name: 'Find another phone' })).toHaveAttribute('href', '/search');
    await page.getByRole('link', { name: 'Find another phone' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole('heading', { level: 1, name: 'All phones' })).toBeVisible();
  });
});
