import { loginAs } from './fixtures';
import { expect, holdRequests, test } from './support';

/**
 * The category page for someone signed in (issue 22) arrives drawn by the server with the category's phones in its
 * HTML: readable before any script, then taken over by React where it is. Signed out, the address still asks to sign
 * in first (spec §6).
 */
test.describe('the category page drawn for a signed-in visitor', () => {
  test('is readable with JavaScript off when signed in, and is not drawn for anybody else', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/category/1');
    // Signed out: the app's empty shell, nothing of the category in it.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    await expect(page.locator('article.card')).toHaveCount(0);

    await loginAs(page, 'buyer');
    await page.goto('/category/1');
    await expect(page.getByRole('heading', { level: 1, name: 'Android Devices' })).toBeVisible();
    // Its title too, before any script (the tab's name, and what axe asks for).
    await expect(page).toHaveTitle('Android Devices · PhoneHaat');
    const cards = page.locator('article.card');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(2);
    await expect(cards.first()).toContainText(/\d tk/);
    // The first photo is there before any script, and loaded first.
    const photo = cards.first().getByRole('img').first();
    expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // Drawn as signed in: Log Out in the bar (in the menu on phones), no Login.
    await expect(page.getByRole('button', { name: 'Log Out', includeHidden: true }).first()).toBeAttached();
    await expect(page.getByRole('link', { name: 'Login', includeHidden: true })).toHaveCount(0);

    // A search in the address is the client's to draw (the shell).
    await page.goto('/category/1?q=pixel');
    await expect(page.locator('article.card')).toHaveCount(0);
    await context.close();
  });

  test('is taken over by React where it is, and works while the check at start is still asking', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { firstMain?: HTMLElement | null; buttonTransitions: number };
      new MutationObserver(() => {
        w.firstMain ??= document.getElementById('main');
      }).observe(document, { childList: true, subtree: true });
      w.buttonTransitions = 0;
      document.addEventListener('transitionrun', (event) => {
        if ((event.target as Element).matches('.btn')) w.buttonTransitions += 1;
      });
    });
    await loginAs(page, 'buyer');
    // Who is signed in is asked at start (spec §7); held back, the drawn page must not fall back to a spinner.
    const release = await holdRequests(page, /\/api\/auth\/get-session/);
    await page.goto('/category/1');
    await page.waitForLoadState('load');
    await expect(page.getByRole('heading', { level: 1, name: 'Android Devices' })).toBeVisible();
    await expect(page.locator('article.card').first()).toBeVisible();
    await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
    // React has taken the page (the menu button opens only once it has), drawn where it was.
    await expect(page.getByRole('button', { name: 'Open menu', includeHidden: true })).toBeEnabled();
    expect(
      await page.evaluate(() => {
        const first = (window as unknown as { firstMain?: HTMLElement | null }).firstMain;
        return !!first && first === document.getElementById('main');
      }),
    ).toBe(true);

    release();
    // The check answers: signed in, with the bar's signed-in parts, and the page is live (a search runs).
    await expect(page.getByRole('link', { name: /Messages/ })).toBeVisible();
    // The cards' buttons wake at once, without easing from their disabled look (no work for a page of them); under
    // a pointer they still ease.
    const purchase = page.getByRole('button', { name: 'Purchase Now' }).first();
    await expect(purchase).toBeEnabled();
    expect(await page.evaluate(() => (window as unknown as { buttonTransitions: number }).buttonTransitions)).toBe(0);
    await purchase.hover();
    await expect.poll(() => purchase.evaluate((button) => getComputedStyle(button).transitionDuration)).not.toBe('0s');
    const search = page.getByRole('search', { name: 'Search Android phones' });
    await search.getByRole('searchbox').fill('Galaxy A52');
    await search.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/category\/1\?q=Galaxy(\+|%20)A52/);
    await expect(page.getByRole('article', { name: /Samsung Galaxy A52/ }).first()).toBeVisible();
  });

  test('a session that has ended gets the sign-in page, not the drawn one', async ({ page, context, baseURL }) => {
    // A session cookie the server no longer knows (signed out elsewhere, expired).
    await context.addCookies([{ name: 'better-auth.session_token', value: 'ended.session', url: baseURL ?? '' }]);
    await page.goto('/category/1');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(page.locator('article.card')).toHaveCount(0);
  });
});
