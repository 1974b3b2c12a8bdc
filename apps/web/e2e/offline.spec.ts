import type { Page } from '@playwright/test';
import { expect, seededPhone, test } from './support';

/**
 * Installable and usable offline (issue 18 item 6, src/pwa/sw.ts): the manifest is linked and served; with the network
 * cut, a listing opened before still reads, one never opened is the offline page, and 'You are offline' comes and
 * goes with the connection.
 */

/** Until a service worker controls the page and has kept the page's own address (it registers once the page idles). */
async function keptForOffline(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(
          async () => Boolean(navigator.serviceWorker.controller) && Boolean(await caches.match(window.location.href)),
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
}

test.describe('installable and usable offline', () => {
  // Without a connection the session check fails, the offline page is answered 503 (sw.ts), and a photo of a width
  // this device did not keep cannot load: all logged.
  test.use({
    serviceWorkers: 'allow',
    allowedFailure: /\/api\/auth\/get-session$|\/product\/[\w-]+$|\/api\/images\/[\w-]+\.webp/,
  });

  test('the manifest is linked from the page and served, with its icons', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const answer = await request.get(href ?? '');
    expect(answer.ok()).toBe(true);
    expect(answer.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await answer.json()) as {
      name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name: 'PhoneHaat', start_url: '/', display: 'standalone' });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons) {
      const file = await request.get(icon.src);
      expect(file.headers()['content-type']).toBe('image/png');
    }
  });

  test('a listing opened before reads offline, another is the offline page, the bar comes and goes', async ({
    page,
    context,
  }) => {
    // The worker installs after the page is idle and fetches the app's code: more than one page's worth of time.
    test.setTimeout(120_000);
    const opened = await seededPhone(page);
    // A demo phone this browser never opened.
    const advertised = (await (await page.request.get('/api/advertisedproduct')).json()) as {
      _id: string;
      name: string;
    }[];
    const never = { id: advertised[0]?._id ?? '', name: advertised[0]?.name ?? '' };
    expect(never.id).not.toBe('');
    await page.goto(`/product/${opened.id}`);
    await expect(page.getByRole('heading', { level: 1, name: opened.name })).toBeVisible();
    await keptForOffline(page);

    const bar = page.getByRole('status').filter({ hasText: 'You are offline' });
    await expect(bar).toHaveCount(0);
    await context.setOffline(true);
    await expect(bar).toBeVisible();
    await context.setOffline(false);
    await expect(bar).toHaveCount(0);

    // The network cut: the listing opened before is read again from this device.
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: opened.name })).toBeVisible();
    await expect(bar).toBeVisible();

    // One never opened: the offline page, which reloads itself when the connection is back (and again 2 s later if
    // the line was not usable yet).
    await page.goto(`/product/${never.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page).toHaveTitle('You are offline — PhoneHaat');
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: never.name })).toBeVisible({ timeout: 20_000 });
    await expect(bar).toHaveCount(0);
  });
});
