import { loginAs } from './fixtures';
import { expect, seededPhone, test } from './support';

/**
 * A part of a page whose code loads on demand, lost on a weak line: that part says so and tries again, and the page
 * around it stays (src/lib/lazy-part.ts). Chromium logs the failed download and React the failure it caught.
 */
test.describe('a part of a page whose code does not arrive', () => {
  test.use({ allowedFailure: /\/assets\/purchase-form-[\w-]+\.js$|could not be loaded/ });

  test('the order form lost on the line: the modal says so, and Try again brings the form', async ({ page }) => {
    const phone = await seededPhone(page);
    await loginAs(page, 'buyer');
    let lineDown = true;
    await page.route(/\/assets\/purchase-form-[\w-]+\.js$/, (route) =>
      lineDown ? route.abort('internetdisconnected') : route.continue(),
    );

    await page.goto(`/product/${phone.id}`);
    await page.getByRole('button', { name: 'Purchase Now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Purchase Detail' });
    await expect(dialog.getByRole('alert')).toContainText(
      'The order form could not be loaded. Please check your connection and try again.',
    );
    // The listing is still there behind the modal, not the page's error.
    await expect(page.getByRole('heading', { level: 1, name: phone.name })).toBeAttached();
    await expect(page.getByText('This page could not be loaded.')).toHaveCount(0);

    lineDown = false;
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await expect(dialog.getByLabel('Device Name')).toHaveValue(phone.name);
    await expect(dialog.getByRole('alert')).toHaveCount(0);
  });
});
