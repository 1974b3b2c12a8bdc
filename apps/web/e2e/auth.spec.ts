import { TOAST } from '@phonehaat/shared';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, loginAs, uniqueEmail } from './fixtures';
import { signOutEverywhere } from './support';

/** The main navigation's links: behind the menu button on a phone, inline on a desktop. */
async function mainNav(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const toggle = nav.getByRole('button', { name: 'Open menu' });
  if (await toggle.isVisible()) await toggle.click();
  return nav;
}

/** The dashboard drawer's links: behind 'Open Sidebar' on a phone, always shown on a desktop. */
async function dashboardNav(page: Page) {
  const opener = page.getByRole('button', { name: 'Open Sidebar' });
  if (await opener.isVisible()) await opener.click();
  return page.getByRole('navigation', { name: 'Dashboard' }).locator('visible=true');
}

async function register(page: Page, name: string, email: string, role: 'Buyer' | 'Seller') {
  await page.goto('/register');
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill('a good password');
  if (role === 'Seller') await page.getByLabel('Account type').selectOption('Seller');
  else await expect(page.getByLabel('Account type')).toHaveValue('Buyer');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText(TOAST.accountCreated)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

test.describe('accounts and roles', () => {
  test('a buyer registers through the form, sees the dashboard, and logs out', async ({ page }) => {
    await register(page, 'Mitu Das', uniqueEmail('buyer'), 'Buyer');
    await (await mainNav(page)).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByText('Welcome to Dashboard')).toBeVisible();
    await expect(page.getByText('Hello, Mitu Das')).toBeVisible();
    await expect((await dashboardNav(page)).getByRole('link', { name: 'My Orders' })).toBeVisible();
    await page.keyboard.press('Escape');

    await (await mainNav(page)).getByRole('button', { name: 'Log Out' }).click();
    await expect((await mainNav(page)).getByRole('link', { name: 'Login' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a seller registers and gets the seller drawer', async ({ page }) => {
    await register(page, 'Sakib Khan', uniqueEmail('seller'), 'Seller');
    await page.goto('/dashboard');
    await expect(page.getByText('Welcome to Dashboard')).toBeVisible();
    const links = await dashboardNav(page);
    await expect(links.getByRole('link', { name: 'Add a Product' })).toBeVisible();
    await expect(links.getByRole('link', { name: 'My Products' })).toBeVisible();
    await expect(links.getByRole('link', { name: 'My Buyers' })).toBeVisible();
    await expect(links.getByRole('link', { name: 'All Buyers' })).toHaveCount(0);
  });

  test('sign-in errors show under the form; success returns to the page that was asked for', async ({ page }) => {
    await page.goto('/dashboard/allseller');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(DEMO.admin.email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/dashboard\/allseller$/);
    await expect(page.getByRole('heading', { name: 'All Sellers' })).toBeVisible();
  });

  test('role guards: the toasts of the spec, and a silent redirect for buyer pages', async ({ page }) => {
    await loginAs(page, 'buyer');
    await page.goto('/dashboard/addproduct');
    await expect(page.getByText(TOAST.notSeller)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/dashboard/allbuyer');
    await expect(page.getByText(TOAST.notAdmin)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await signOutEverywhere(page);
    await loginAs(page, 'seller');
    await page.goto('/dashboard/myorders');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(TOAST.notAdmin)).toHaveCount(0);
    await expect(page.getByText(TOAST.notSeller)).toHaveCount(0);
  });

  test('a revoked session sends you to sign in again, keeping the page', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/dashboard/allbuyer');
    await expect(page.getByRole('heading', { name: 'All Buyers' })).toBeVisible();
    // Revoke the session on the server (as signing out on another device does).
    const revoked = await page.evaluate(async () => {
      const res = await fetch('/api/auth/sign-out', {
        method: 'POST',
        headers: { authorization: `bearer ${localStorage.getItem('accessToken')}`, 'content-type': 'application/json' },
        body: '{}',
      });
      return res.status;
    });
    expect(revoked).toBe(200);
    // The next page load finds the session gone and asks us to sign in again, remembering the page.
    await page.goto('/dashboard/allseller');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(DEMO.admin.email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/dashboard\/allseller$/);
  });

  test('Sign in With Google creates a Buyer named from the profile', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in With Google' }).click();
    await page.getByLabel('Your name').fill('Sadia Islam');
    await page.getByLabel('Email address').fill(uniqueEmail('google'));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await page.goto('/dashboard');
    await expect(page.getByText('Hello, Sadia Islam')).toBeVisible();
    await expect(page.getByText('You are signed in as a buyer.')).toBeVisible();
  });

  test('the admin verifies a new seller, then deletes them', async ({ page }) => {
    const email = uniqueEmail('newseller');
    const name = `Seller ${Date.now()}`;
    await register(page, name, email, 'Seller');
    await signOutEverywhere(page);

    await loginAs(page, 'admin');
    await page.goto('/dashboard/allseller');
    await page.getByRole('button', { name: `Verify ${name}` }).click();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row.getByText('Verified')).toBeVisible();

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Do you want to delete this seller' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(TOAST.deleted)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);

    // The deleted seller cannot sign in any more.
    const res = await page.request.post('/api/auth/sign-in/email', {
      data: { email, password: 'a good password' },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(res.status()).toBe(401);
  });
});
