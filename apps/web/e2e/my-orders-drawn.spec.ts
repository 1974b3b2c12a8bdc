import { expect, holdRequests, orderFirstPhone, registerBuyerViaApi, signOutEverywhere, test } from './support';

/**
 * My Orders for a buyer signed in (issue 22) arrives drawn by the server with their orders in its HTML, and with
 * their token, so it paints before any script and React takes it over signed in as them without asking
 * get-session → jwt → users first. Nobody else's orders are ever in it.
 */
test.describe('My Orders drawn for the buyer signed in', () => {
  test('carries their orders before any script, and nobody else’s', async ({ browser, page, baseURL }, testInfo) => {
    const first = await registerBuyerViaApi(page.request, testInfo, `Drawn Orders ${testInfo.project.name}`);
    const { device } = await orderFirstPhone(page.request, first.authorization, 3);

    const context = await browser.newContext({ javaScriptEnabled: false });
    const still = await context.newPage();
    await still.goto('/dashboard/myorders');
    // Signed out: the app's empty shell.
    await expect(still.getByRole('heading', { level: 1 })).toHaveCount(0);
    await context.request.post('/api/auth/sign-in/email', {
      data: { email: first.email, password: 'a good password' },
      headers: { origin: new URL(baseURL ?? '').origin },
    });
    await still.goto('/dashboard/myorders');
    await expect(still.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
    await expect(still).toHaveTitle('My Orders · PhoneHaat');
    // Drawn signed in, Log Out and the drawer's button are there, but wait for the page's script: a tap would be lost.
    const logOuts = still.getByRole('button', { name: 'Log Out', includeHidden: true });
    await expect(logOuts).toHaveCount(2); // in the bar, and in the phone's menu
    for (const logOut of await logOuts.all()) await expect(logOut).toBeDisabled();
    await expect(still.getByRole('button', { name: 'Open Sidebar', includeHidden: true })).toBeDisabled();
    await expect(
      still.getByRole('table', { name: 'My Orders' }).getByRole('row').filter({ hasText: device }),
    ).toBeVisible();
    // The answer is this person's alone: no cache keeps it.
    const answer = await context.request.get('/dashboard/myorders');
    expect(answer.headers()['cache-control']).toBe('private, no-store');
    await context.close();

    // Another buyer in the same browser after a sign-out: their own (empty) orders, none of the first one's.
    const second = await registerBuyerViaApi(page.request, testInfo, `Other Buyer ${testInfo.project.name}`);
    const html = await (await page.request.get('/dashboard/myorders')).text();
    expect(html).toContain(second.email);
    expect(html).not.toContain(first.email);
    expect(html).not.toContain(device);
    await signOutEverywhere(page);
  });

  test('is taken over by React signed in as drawn, while the check at start is still asking', async ({
    page,
  }, testInfo) => {
    const buyer = await registerBuyerViaApi(page.request, testInfo, `Held Check ${testInfo.project.name}`);
    const { device } = await orderFirstPhone(page.request, buyer.authorization, 3);
    // Who is signed in is asked at start (spec §7); held back, the drawn page stays as drawn and works.
    const release = await holdRequests(page, /\/api\/auth\/get-session/);
    await page.goto('/dashboard/myorders');
    await page.waitForLoadState('load');
    const row = page.getByRole('table', { name: 'My Orders' }).getByRole('row').filter({ hasText: device });
    await expect(row).toBeVisible();
    await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
    // React runs the page: its Pay link goes to the payment page without a new page load.
    await row.getByRole('link', { name: /^Pay/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/payment\//);
    await expect(page.getByRole('heading', { level: 1, name: device })).toBeVisible();
    release();
  });
});
