import { fileURLToPath } from 'node:url';
import { DEMO, DEMO_PASSWORD } from './fixtures';
import { buyViaApi, expect, listPhoneViaApi, registerBuyerViaApi, test } from './support';

/**
 * A listing link anyone can open and share (issue 22): it opens signed out, drawn by the server so it reads before any
 * script runs, with the tags a shared link's preview is made of; buying asks to sign in and comes back to it.
 */
const photo = fileURLToPath(new URL('../../server/src/db/seed-assets/products/iphone-11.jpg', import.meta.url));

test.describe('a shared listing link', () => {
  test('a signed-out visitor opens it, taps Purchase Now, signs in and is back on it with the form open', async ({
    page,
    playwright,
    baseURL,
  }, testInfo) => {
    const name = `Shared iPhone 11 ${testInfo.project.name} ${Date.now()}`;
    const seller = await playwright.request.newContext({ baseURL });
    const { id } = await listPhoneViaApi(seller, baseURL ?? '', DEMO.seller.email, photo, {
      name,
      category: 'iOS',
      yearOfUse: 2,
      orginalPrice: 70000,
      resalePrice: 41500,
      location: 'Farmgate, Dhaka',
      productCondition: 'Good',
      contact: '01711-424242',
    });
    await seller.dispose();

    await page.goto(`/product/${id}`);
    await expect(page).toHaveTitle(`${name} · PhoneHaat`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Resale Price:').getByText('41,500 tk')).toBeVisible();
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    await expect(page.getByText('Farmgate, Dhaka')).toBeVisible();
    // The seller's number is not for the signed-out.
    await expect(page.getByText('01711-424242')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();

    await page.getByRole('button', { name: 'Purchase Now' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(DEMO.buyer.email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();

    await expect(page).toHaveURL(new RegExp(`/product/${id}$`));
    const dialog = page.getByRole('dialog', { name: 'Purchase Detail' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Device Name')).toHaveValue(name);
    await expect(dialog.getByLabel('Your Name')).toHaveValue(DEMO.buyer.name);
  });

  test('its HTML, fetched without JavaScript, carries the listing, its price and the link preview', async ({
    browser,
    request,
  }) => {
    const [first] = (await (await request.get('/api/advertisedproduct')).json()) as { _id: string; name: string }[];
    expect(first).toBeDefined();
    const url = `/product/${first?._id}`;
    const res = await request.get(url);
    expect(res.status()).toBe(200);
    const html = await res.text();
    for (const tag of ['og:title', 'og:description', 'og:image', 'og:url', 'twitter:card'])
      expect(html, tag).toMatch(new RegExp(`<meta (property|name)="${tag}" content="[^"]+">`));
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/product\//);
    expect(html).toContain('"@type":"Offer"');
    expect(html).toContain('"priceCurrency":"BDT"');
    expect(html).toMatch(/\d tk</);
    const image = /<meta property="og:image" content="([^"]+)">/.exec(html)?.[1] ?? '';
    const picture = await request.get(image);
    expect(picture.headers()['content-type']).toBe('image/jpeg');

    // Painted before (here: without) any script.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: first?.name })).toBeVisible();
    await expect(page.getByRole('img', { name: first?.name }).first()).toBeVisible();
    await context.close();
  });

  test.describe('when the phone is gone', () => {
    // The removed listing's address answers 410, which Chromium logs as a failed load.
    test.use({ allowedFailure: /\/product\/[0-9a-f-]+$/ });

    test('a sold listing says Sold and still opens; a removed one says so with a way back; the sitemap follows', async ({
      page,
      playwright,
      baseURL,
    }, testInfo) => {
      const seller = await playwright.request.newContext({ baseURL });
      const phone = (label: string) => ({
        name: `${label} Nokia 105 ${testInfo.project.name} ${Date.now()}`,
        category: 'kaiOS' as const,
        yearOfUse: 1,
        orginalPrice: 2500,
        resalePrice: 1500,
        location: 'Khulna',
        productCondition: 'Fair' as const,
        contact: '01911-000105',
      });
      const sold = await listPhoneViaApi(seller, baseURL ?? '', DEMO.seller3.email, photo, phone('Sold'));
      const removed = await listPhoneViaApi(seller, baseURL ?? '', DEMO.seller3.email, photo, phone('Removed'));
      const sitemap = async () => (await page.request.get('/sitemap.xml')).text();
      expect(await sitemap()).toContain(`/product/${removed.id}</loc>`);

      const buyer = await playwright.request.newContext({ baseURL });
      const { authorization } = await registerBuyerViaApi(buyer, testInfo, 'Sitemap Buyer');
      await buyViaApi(buyer, authorization, sold.id);
      await buyer.dispose();
      const removal = await seller.delete(`/api/products/${removed.id}`, {
        headers: { authorization: removed.authorization },
      });
      expect(removal.status(), await removal.text()).toBe(200);
      await seller.dispose();

      await page.goto(`/product/${sold.id}`);
      await expect(page.getByText('Sold', { exact: true })).toBeVisible();
      await expect(page.getByText('This phone has been sold.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Purchase Now' })).toHaveCount(0);

      const gone = await page.goto(`/product/${removed.id}`);
      expect(gone?.status()).toBe(410);
      await expect(page.getByRole('heading', { level: 1, name: 'This listing is not here any more' })).toBeVisible();
      await page.getByRole('link', { name: 'Find another phone' }).click();
      await expect(page).toHaveURL(/\/$/);

      const after = await sitemap();
      expect(after).not.toContain(`/product/${removed.id}</loc>`);
      expect(after).not.toContain(`/product/${sold.id}</loc>`);
    });
  });
});
