import { CONFIRM, TOAST } from '@phonehaat/shared';
import type { Page, WebSocket } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { DEMO, DEMO_PASSWORD, loginAs } from './fixtures';
import {
  expect,
  holdRequests,
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
 * The loose ends a person hits (issue 6): empty and failed lists, slow loads, an expired session in the middle of
 * using the site, one person's data after another signs in, and the sign-in pages' own elements.
 */

const photo = fileURLToPath(new URL('../../server/src/db/seed-assets/products/iphone-11.jpg', import.meta.url));

/** The main navigation's links: behind the menu button on a phone, inline on a desktop. */
async function mainNav(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const toggle = nav.getByRole('button', { name: 'Open menu' });
  if (await toggle.isVisible()) await toggle.click();
  return nav;
}

/** Ends the session on the server, as signing out on another device or its expiry does; the page is not reloaded. */
async function revokeSession(page: Page) {
  const status = await page.evaluate(async () => {
    const res = await fetch('/api/auth/sign-out', {
      method: 'POST',
      headers: { authorization: `bearer ${localStorage.getItem('accessToken')}`, 'content-type': 'application/json' },
      body: '{}',
    });
    return res.status;
  });
  expect(status).toBe(200);
}

/**
 * Settles when a chat socket the page opens from now on says 'ready': signed in, and told of a sign-out as it happens.
 */
function socketReady(page: Page) {
  return new Promise<void>((resolve) => {
    const onSocket = (socket: WebSocket) =>
      socket.on('framereceived', ({ payload }) => {
        if (!String(payload).includes('"type":"ready"')) return;
        page.off('websocket', onSocket);
        resolve();
      });
    page.on('websocket', onSocket);
  });
}

/**
 * Opens a category from the home page's 'Explore Products' (a client-side navigation: the app asks for its phones),
 * once React has taken the drawn home page over; from its address, the page comes drawn with its phones.
 */
async function exploreFromHome(page: Page, index: number) {
  await page.goto('/');
  // The menu button opens only once React runs the page: before that, a tap on a link is a new page load.
  await expect(page.getByRole('button', { name: 'Open menu', includeHidden: true })).toBeEnabled();
  await page
    .getByRole('region', { name: 'Shop by Category' })
    .getByRole('link', { name: 'Explore Products' })
    .nth(index)
    .click();
}

test.describe('journeys and loose ends', () => {
  test.use({
    // The expired-session journey's refused calls (401), and the failed loads this spec stages on purpose.
    allowedFailure:
      /\/api\/(users|orders|products|mybuyer|reportedproduct|buyers|sellers|images|conversations|notifications|account|deals\/waiting)\b|That file is not a photo\./,
  });

  test("the sign-in page has the OR divider, 'Sign in With Google' and a link to /register; sign-up links back", async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email');
    await expect(page.getByLabel('Password')).toHaveAttribute('type', 'password');
    await expect(page.getByText('OR', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in With Google' })).toBeVisible();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByLabel('Account type').locator('option')).toHaveText(['Buyer', 'Seller']);
    await expect(page.getByLabel('Account type')).toHaveValue('Buyer');
    await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a category shows a loading indicator while it loads, a two-column grid, and an empty state', async ({
    page,
  }, testInfo) => {
    await loginAs(page, 'buyer');
    // Opened from its address, a category comes drawn by the server with its phones (e2e/category-drawn.spec.ts);
    // reached from a link, the app asks for them and says it is loading meanwhile.
    const release = await holdRequests(page, '**/api/products/2*');
    await exploreFromHome(page, 1);
    await expect(page.getByRole('status').filter({ hasText: 'Loading iOS Devices' })).toBeVisible();
    release();
    await settled(page);
    const cards = page.getByRole('article');
    await expect(cards.nth(1)).toBeVisible();
    const [a, b] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    if (isPhone(testInfo))
      expect(b?.y).toBeGreaterThan((a?.y ?? 0) + (a?.height ?? 0) - 1); // one column at 360 px
    else expect(b?.y).toBe(a?.y); // side by side on a desktop
    await page.unroute('**/api/products/2*');

    await page.route('**/api/products/3*', (route) => route.fulfill({ json: [] }));
    await exploreFromHome(page, 2);
    await expect(page.getByRole('heading', { level: 1, name: 'KaiOS Devices' })).toBeVisible();
    await expect(page.getByText(/No KaiOS phones/i)).toBeVisible();
  });

  test("what you do while the first page's code is still arriving is kept: the open menu, a typed search", async ({
    page,
  }, testInfo) => {
    // The public pages, a signed-in person's category and a buyer's My Orders arrive drawn (e2e/prerender.spec.ts,
    // e2e/category-drawn.spec.ts); the app's other pages are drawn by React once their code is here. Hold My Deals'
    // code, as a slow line does, while the bar is already on screen.
    await loginAs(page, 'buyer');
    const release = await holdRequests(page, /\/assets\/deals-[\w-]{8}\.js$/);
    await page.goto('/dashboard/deals', { waitUntil: 'commit' });
    await expect(page.getByRole('status').filter({ hasText: 'Loading page' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    if (isPhone(testInfo)) await nav.getByRole('button', { name: 'Open menu' }).click();
    await expect(nav.getByRole('link', { name: 'Blog' })).toBeVisible();
    const box = page.getByRole('searchbox', { name: 'Search phones' });
    await box.fill('samsung a52');

    release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading page' })).toHaveCount(0);
    // The same bar: the menu is still open, the words and the focus still in the box.
    await expect(nav.getByRole('link', { name: 'Blog' })).toBeVisible();
    await expect(box).toHaveValue('samsung a52');
    await expect(box).toBeFocused();
  });

  test('a failed load says so with Try again, on a category and on the dashboard tables', async ({ page }) => {
    test.setTimeout(120_000);
    await loginAs(page, 'seller');
    let fail = true;
    await page.route('**/api/products/1*', (route) =>
      fail
        ? route.fulfill({ status: 503, json: { error: 'Service Unavailable', message: 'Down for a moment.' } })
        : route.continue(),
    );
    await exploreFromHome(page, 0);
    const problem = page.getByRole('alert').filter({ hasText: 'Down for a moment.' });
    // A 5xx or a dropped connection is asked twice more (1 s, then 2 s later) before the page says so, after the
    // first visit's sign-in calls: longer than the usual wait on a busy machine.
    const retried = { timeout: 20_000 };
    await expect(problem).toBeVisible(retried);
    fail = false;
    await problem.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('article').first()).toBeVisible();

    await page.route('**/api/mybuyer*', (route) => route.abort('failed'));
    await page.goto('/dashboard/mybuyers');
    await expect(page.getByRole('alert').getByRole('button', { name: 'Try again' })).toBeVisible(retried);

    // The admin's lists too: a failed load is not 'No buyers have registered yet.'
    await signOutEverywhere(page);
    await loginAs(page, 'admin');
    await page.route('**/api/buyers*', (route) =>
      route.fulfill({ status: 500, json: { error: 'Internal Server Error', message: 'Something went wrong.' } }),
    );
    await page.route('**/api/sellers*', (route) => route.abort('failed'));
    await page.goto('/dashboard/allbuyer');
    await expect(page.getByRole('alert').getByRole('button', { name: 'Try again' })).toBeVisible(retried);
    await expect(page.getByText('No buyers have registered yet.')).toHaveCount(0);
    await page.goto('/dashboard/allseller');
    await expect(page.getByRole('alert').getByRole('button', { name: 'Try again' })).toBeVisible(retried);
    await expect(page.getByText('No sellers have registered yet.')).toHaveCount(0);
  });

  test('an expired session mid-visit sends you to sign in from any page, then back to the page you went for', async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    // 'live': the chat socket is up, so the sign-out closes it and the app notices at once, on the page it is on.
    // 'quiet': the socket and the unread count's polling are held, so nothing notices until the person moves on; the
    // next page's own call (a client-side navigation, no reload) is the first to meet the ended session.
    for (const [who, from, to, link, how] of [
      ['seller', '/dashboard', '/dashboard/myproducts', 'My Products', 'live'],
      ['buyer', '/', '/category/1', 'Explore Products', 'quiet'],
      ['admin', '/dashboard/allbuyer', '/dashboard/reported', 'Reported Items', 'quiet'],
    ] as const) {
      await test.step(`${who}: ${from} → ${how === 'live' ? from : to}`, async () => {
        if (how === 'quiet') {
          await page.routeWebSocket('**/api/socket', () => {});
          await page.route('**/api/conversations/unread', () => {});
        }
        await loginAs(page, who);
        // Quiet: the bell and the verify banner load after the page and ask for their data on their own; the session
        // ends once they have had their answers, so the next page's call is the first to meet it.
        const answered = (path: string) => page.waitForResponse((res) => new URL(res.url()).pathname === path);
        const ready =
          how === 'live' ? socketReady(page) : Promise.all([answered('/api/account'), answered('/api/notifications')]);
        await page.goto(from);
        await settled(page);
        if (from.startsWith('/dashboard')) {
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        } else {
          await expect((await mainNav(page)).getByRole('button', { name: 'Log Out' })).toBeVisible();
          if (isPhone(testInfo)) await page.keyboard.press('Escape');
        }
        await ready;
        await revokeSession(page);
        if (how === 'quiet' && !from.startsWith('/dashboard')) {
          await expect(page).toHaveURL(new RegExp(`${from}$`));
          await page
            .getByRole('region', { name: 'Shop by Category' })
            .getByRole('link', { name: link })
            .first()
            .click();
        } else if (how === 'quiet' && isPhone(testInfo)) {
          await page.getByRole('button', { name: 'Open Sidebar' }).click();
          await page.getByRole('dialog').getByRole('link', { name: link }).click();
        } else if (how === 'quiet') {
          await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: link }).click();
        }
        // The next page's code, its refused call and the way to /login: several seconds on a busy 2-core machine.
        await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 });
        await expect((await mainNav(page)).getByRole('link', { name: 'Login' })).toBeVisible();
        if (isPhone(testInfo)) await page.keyboard.press('Escape');
        await page.getByLabel('Email').fill(DEMO[who].email);
        await page.getByLabel('Password').fill(DEMO_PASSWORD);
        await page.getByRole('button', { name: 'Login' }).click();
        // Back on the page the app was on when it noticed: where the person was, or where they were going.
        await expect(page).toHaveURL(new RegExp(`${how === 'live' ? from : to}$`));
        await signOutEverywhere(page);
      });
    }
  });

  test("after a sign-out, the next person never sees the last one's orders", async ({ page }, testInfo) => {
    const first = await registerBuyerViaApi(page.request, testInfo, `Lima Das ${testInfo.project.name}`);
    const { device } = await orderFirstPhone(page.request, first.authorization, 2);
    await page.goto('/dashboard/myorders');
    await expect(
      page.getByRole('table', { name: 'My Orders' }).getByRole('row').filter({ hasText: device }),
    ).toBeVisible();

    // Log Out from the menu (no reload), then another buyer signs in through the form in the same tab.
    await (await mainNav(page)).getByRole('button', { name: 'Log Out' }).click();
    await expect((await mainNav(page)).getByRole('link', { name: 'Login' })).toBeVisible();
    // The bar shows Login as soon as signing out begins; the token goes once the server has answered.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await (await mainNav(page)).getByRole('link', { name: 'Login' }).click();
    await page.getByLabel('Email').fill(DEMO.buyer2.email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect((await mainNav(page)).getByRole('button', { name: 'Log Out' })).toBeVisible();
    if (isPhone(testInfo)) await page.keyboard.press('Escape');

    // Client-side to My Orders: Arif's own list, never Lima's order, not even for a moment.
    const sawLima: string[] = [];
    page.on('response', async (response) => {
      if (response.url().includes('/api/orders') && (await response.text()).includes(first.email))
        sawLima.push(response.url());
    });
    await (await mainNav(page)).getByRole('link', { name: 'Dashboard' }).click();
    if (isPhone(testInfo)) {
      await page.getByRole('button', { name: 'Open Sidebar' }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'My Orders' }).click();
    } else {
      await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'My Orders' }).click();
    }
    await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
    await settled(page);
    await expect(page.getByText(device)).toHaveCount(0);
    expect(sawLima).toEqual([]);
  });

  test('a photo the server refuses posts nothing and says why; Add Product is disabled while it works', async ({
    page,
  }) => {
    await loginAs(page, 'seller2');
    await page.goto('/dashboard/addproduct');
    await expect(page.getByRole('heading', { level: 1, name: 'Add Your Desired selling Product' })).toBeVisible();
    const release = await holdRequests(page, '**/api/images', (route) =>
      route.fulfill({ status: 415, json: { error: 'Unsupported Media Type', message: 'That file is not a photo.' } }),
    );
    let posted = 0;
    await page.route('**/api/products/add', (route) => {
      posted += 1;
      return route.continue();
    });
    await page.getByLabel('Product Name').fill('Refused photo phone');
    await page.getByLabel('Product Image').setInputFiles(photo);
    await page.getByLabel('Original Price (tk)').fill('30000');
    await page.getByLabel('Resale Price (tk)').fill('20000');
    await page.getByLabel('Location').fill('Khulna');
    await page.getByLabel('Mobile Number').fill('01611-000000');
    await page.getByLabel('IMEI', { exact: true }).fill(randomImei());
    const submit = page.getByRole('button', { name: /Add Product|Uploading|Saving/ });
    await submit.click();
    await expect(submit).toBeDisabled();
    release();
    await expect(page.getByText('That file is not a photo.')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/addproduct$/);
    await expect(page.getByText(TOAST.productAdded)).toHaveCount(0);
    expect(posted).toBe(0);
  });

  test("deletes ask first and say 'Deleted Successfully': a seller's listing, and a buyer by the admin", async ({
    page,
    playwright,
    baseURL,
  }, testInfo) => {
    const name = `Delete me ${testInfo.project.name} ${Date.now()}`;
    const seller = await playwright.request.newContext({ baseURL });
    await listPhoneViaApi(seller, baseURL ?? '', DEMO.seller2.email, photo, {
      name,
      category: 'iOS',
      yearOfUse: 3,
      orginalPrice: 60000,
      resalePrice: 30000,
      location: 'Rajshahi',
      productCondition: 'Fair',
      contact: '01511-000000',
    });
    await seller.dispose();

    await loginAs(page, 'seller2');
    await page.goto('/dashboard/myproducts');
    const row = page.getByRole('table', { name: 'My Products' }).getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const ask = page.getByRole('alertdialog', { name: CONFIRM.deleteProduct });
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await ask.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(TOAST.deleted)).toBeVisible();
    await expect(row).toHaveCount(0);

    const buyerContext = await playwright.request.newContext({ baseURL });
    const buyer = await registerBuyerViaApi(
      buyerContext,
      testInfo,
      `Gone Buyer ${testInfo.project.name} ${Date.now()}`,
    );
    await buyerContext.dispose();
    await signOutEverywhere(page);
    await loginAs(page, 'admin');
    await page.goto('/dashboard/allbuyer');
    const buyerRow = page.getByRole('row').filter({ hasText: buyer.email });
    await buyerRow.getByRole('button', { name: `Delete ${buyer.name}` }).click();
    await page.getByRole('alertdialog', { name: CONFIRM.deleteBuyer }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(TOAST.deleted)).toBeVisible();
    await expect(buyerRow).toHaveCount(0);
  });
});
