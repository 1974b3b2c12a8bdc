import type { Page } from '@playwright/test';
import { uniqueEmail } from './fixtures';
import { expect, expectAccessible, registerBuyerViaApi, seededPhone, test } from './support';

/**
 * Bengali pages (issue 18, docs/decisions/0020): one address per page, answered in the person's language (the `lang`
 * cookie the switch writes, else the browser's languages), `lang` set on the document and React taking the page over
 * in that language; the switch changes the language in place, keeping what was typed, and the choice is remembered.
 * The navigation bar and footer are asserted (they are translated); the pages' own text is other journeys' business.
 */

/** Remembers the first <main> the HTML parser makes, to tell a takeover in place from a page drawn again. */
async function watchMain(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { firstMain?: HTMLElement | null };
    new MutationObserver(() => {
      w.firstMain ??= document.getElementById('main');
    }).observe(document, { childList: true, subtree: true });
  });
}

const keptFirstMain = (page: Page) =>
  page.evaluate(() => {
    const first = (window as unknown as { firstMain?: HTMLElement | null }).firstMain;
    return !!first && first === document.getElementById('main');
  });

/** The bar's links, in the closed menu on a phone: attached, whether shown or not. */
const navLink = (page: Page, name: string) =>
  page.getByRole('link', { name, exact: true, includeHidden: true }).first();

async function expectBengali(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(navLink(page, 'হোম')).toBeAttached();
  await expect(navLink(page, 'ব্লগ')).toBeAttached();
  await expect(navLink(page, 'লগইন')).toBeAttached();
  await expect(navLink(page, 'Home')).toHaveCount(0);
  // The switch offers the other language, named in itself.
  await expect(page.getByRole('button', { name: 'Read PhoneHaat in English', includeHidden: true }).first()).toHaveText(
    'English',
  );
}

/** The switch: in the bar from 1024 px, in the menu on a phone. */
async function tapSwitch(page: Page, name: string) {
  if (!(await page.getByRole('button', { name }).isVisible())) {
    await page.getByRole('button', { name: /^(Open menu|মেনু খুলুন)$/ }).click();
  }
  await page.getByRole('button', { name }).click();
}

async function expectEnglish(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(navLink(page, 'Home')).toBeAttached();
  await expect(navLink(page, 'Login')).toBeAttached();
  await expect(navLink(page, 'হোম')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'PhoneHaat বাংলায় পড়ুন', includeHidden: true }).first()).toHaveText(
    'বাংলা',
  );
}

test.describe('a visitor whose browser prefers Bengali', () => {
  test.use({ locale: 'bn-BD' });
  // axe-core on a whole page, on a busy 2-core machine.
  test.describe.configure({ timeout: 120_000 });

  test('gets the Bengali home page, taken over by React where it is, and it passes axe', async ({ page, baseURL }) => {
    await watchMain(page);
    const answer = await page.goto('/');
    // Drawn in Bengali by the server, not translated after the script ran.
    expect(await answer?.text()).toContain('<html lang="bn"');
    expect(answer?.headers().vary).toContain('accept-language');
    // The shell's own words too: the description a search result or a link preview shows.
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /বাংলাদেশে পুরোনো মোবাইল ফোন/);
    await expectBengali(page);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${baseURL}/?lang=en`);
    await expect(page.locator('link[rel="alternate"][hreflang="bn"]')).toHaveAttribute('href', `${baseURL}/?lang=bn`);
    await page.waitForLoadState('load');
    // React's own bar (its menu button, hidden on a wide screen, comes alive) on the very <main> the server sent: no
    // mismatch (React would log it, and the journey fails on a console error), no redraw.
    await expect(page.locator('nav button[aria-controls]')).toBeEnabled();
    await expect.poll(() => keptFirstMain(page), { message: 'the Bengali home drawn again' }).toBe(true);
    await expectAccessible(page, 'the Bengali home page');
  });

  test("gets the app's shell and the server's drawn pages with their own words in Bengali, JavaScript off", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'bn-BD' });
    const page = await context.newPage();
    // A page the client draws: the shell, and all it can say without the script is that it needs it.
    await page.goto('/forgot-password');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page).toHaveTitle('PhoneHaat — বাংলাদেশে পুরোনো ফোন কেনাবেচা');
    await expect(page.locator('noscript')).toBeVisible();
    // (Playwright's text assertions read a <noscript> as empty.)
    expect(await page.locator('noscript').evaluate((n) => n.textContent)).toMatch(/^PhoneHaat চালাতে JavaScript লাগে।/);
    // A page the server draws from the listing page's template: a listing that is not there.
    await page.goto('/product/00000000-0000-4000-8000-000000000000');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /বাংলাদেশে পুরোনো মোবাইল ফোন/);
    await context.close();
  });

  test('gets the Bengali sign-in page, and it passes axe', async ({ page }) => {
    await page.goto('/login');
    await expectBengali(page);
    await expect(page.locator('main input[type="email"]')).toBeEditable();
    await expectAccessible(page, 'the Bengali sign-in page');
  });

  test('draws the Bengali in Noto Sans Bengali, ours where the machine has none, both weights', async ({ page }) => {
    // This browser's machine has no Bengali font of its own: the page fetches ours, and the text uses it.
    await page.goto('/login');
    await expectBengali(page);
    await expect
      .poll(() =>
        page.evaluate(async () => {
          await document.fonts.ready;
          return [...document.fonts]
            .filter((face) => face.family.replaceAll('"', '') === 'PhoneHaat Bengali' && face.status === 'loaded')
            .map((face) => face.weight)
            .sort();
        }),
      )
      .toEqual(['400', '600 800']);
    const family = await page.getByRole('heading', { level: 1 }).evaluate((h) => getComputedStyle(h).fontFamily);
    expect(family.startsWith('"PhoneHaat Bengali"')).toBe(true);
  });
});

test.describe('switching the language', () => {
  test.use({ locale: 'en-US' });

  test('an English page puts the system font first, and ours first of the fonts with Bengali letters', async ({
    page,
  }) => {
    await page.goto('/login');
    await expectEnglish(page);
    // 'বাংলা' on the switch reaches ours: no family before it has Bengali letters.
    const family = await page
      .locator('button[lang="bn"]')
      .first()
      .evaluate((b) => getComputedStyle(b).fontFamily);
    expect(family).toMatch(/^system-ui, .*"Noto Sans", "PhoneHaat Bengali",/);
    expect(family).not.toContain('"Noto Sans Bengali"');
  });

  test('on the sign-in page changes it in place, keeps the typed e-mail, and survives a reload', async ({ page }) => {
    await watchMain(page);
    await page.goto('/login');
    await expectEnglish(page);
    const email = page.locator('main input[type="email"]');
    // React has taken the page over (the menu button comes alive): the switch works from here.
    await expect(page.locator('nav button[aria-controls]')).toBeEnabled();
    await email.fill('rahim@example.com');

    await tapSwitch(page, 'PhoneHaat বাংলায় পড়ুন');
    await expectBengali(page);
    await expect(email).toHaveValue('rahim@example.com');
    // In place: the same page, not a new one.
    await expect(page).toHaveURL(/\/login$/);
    expect(await keptFirstMain(page)).toBe(true);

    await page.reload();
    await expectBengali(page);
    await expect(page).toHaveURL(/\/login$/);

    await tapSwitch(page, 'Read PhoneHaat in English');
    await expectEnglish(page);
    await page.reload();
    await expectEnglish(page);
  });

  test("on a listing page redraws the listing's words, prices and the seller's other phones in place", async ({
    page,
  }) => {
    const phone = await seededPhone(page);
    await watchMain(page);
    await page.goto(`/product/${phone.id}`);
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1, name: phone.name })).toBeVisible();
    // React has taken the page over: the buttons act.
    await expect(main.getByRole('button', { name: 'Purchase Now' })).toBeEnabled();
    await expect(main.getByText('31,000 tk').first()).toBeVisible();
    await expect(main.getByRole('heading', { name: `More from ${phone.seller}` })).toBeVisible();

    await tapSwitch(page, 'PhoneHaat বাংলায় পড়ুন');
    await expectBengali(page);
    await expect(main.getByRole('button', { name: 'এখনই কিনুন' })).toBeEnabled();
    await expect(main.getByText('৩১,০০০ টাকা').first()).toBeVisible();
    await expect(main.getByText('বাজারদর:')).toBeVisible();
    await expect(main.getByRole('heading', { name: `${phone.seller}-এর আরও ফোন` })).toBeVisible();
    // Every price on the page, the seller's other phones' among them, in Bengali.
    expect(await main.textContent()).not.toMatch(/\d tk\b|Market Price|More from/);
    expect(await keptFirstMain(page)).toBe(true);
  });

  test('a link shared in Bengali (?lang=bn) opens in Bengali for an English browser, and is remembered', async ({
    page,
  }) => {
    await page.goto('/blog?lang=bn');
    await expectBengali(page);
    // The address is the page's own again; the cookie keeps the language.
    await expect(page).toHaveURL(/\/blog$/);
    await page.goto('/');
    await expectBengali(page);
  });
});

test.describe('a signed-in person’s emails', () => {
  test.describe.configure({ timeout: 120_000 });
  test('follow the language they switch to; the account page can choose another, and says so in both', async ({
    page,
  }, testInfo) => {
    const { authorization } = await registerBuyerViaApi(page.request, testInfo, 'Mitu Akter', uniqueEmail('bn-mail'));
    const stored = async () =>
      (
        (await (await page.request.get('/api/notifications/preferences', { headers: { authorization } })).json()) as {
          language: string;
        }
      ).language;
    await page.goto('/dashboard/account');
    const english = page.getByRole('group', { name: 'Language of these emails' });
    await expect(english.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(await stored()).toBe('en');

    await tapSwitch(page, 'PhoneHaat বাংলায় পড়ুন');
    const bengali = page.getByRole('group', { name: 'এই ইমেইলগুলোর ভাষা' });
    await expect(bengali.getByRole('radio', { name: 'বাংলা' })).toBeChecked();
    await expect(bengali).toContainText('সাইন ইন করা অবস্থায় সাইটের ভাষা বদলালে এটিও বদলে যায়।');
    expect(await stored()).toBe('bn');

    // Reading the site in Bengali, emails in English: chosen here, kept after a reload.
    await bengali.getByRole('radio', { name: 'English' }).check();
    await page.getByRole('button', { name: 'সংরক্ষণ করুন' }).click();
    await expect(page.getByText('সংরক্ষিত হয়েছে', { exact: true })).toBeVisible();
    expect(await stored()).toBe('en');
    await page.reload();
    await expect(bengali.getByRole('radio', { name: 'English' })).toBeChecked();
    await expectAccessible(page, 'the account page in Bengali');
  });
});
