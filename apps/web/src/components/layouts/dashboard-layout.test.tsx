import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageSwitch } from '@/i18n/language-switch';
import { LocaleProvider } from '@/i18n/locale';
import { setLocale } from '@/paraglide/runtime.js';
import { signedOut } from '@/lib/auth-context';
import { renderWithProviders, signedInAs } from '@/testing/render';
import { DashboardLayout } from './dashboard-layout';

const drawerLinks = () =>
  within(screen.getAllByRole('navigation', { name: 'Dashboard' })[0] as HTMLElement)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('DashboardLayout', () => {
  afterEach(() => setLocale('en', { reload: false }));

  it('follows the language switch: the drawer is written again in Bengali, in place', async () => {
    renderWithProviders(
      <LocaleProvider>
        <LanguageSwitch />
        <DashboardLayout />
      </LocaleProvider>,
      { auth: signedInAs('Buyer'), route: '/dashboard' },
    );
    expect(drawerLinks()).toContain('My Deals');
    await userEvent.click(screen.getByRole('button', { name: 'PhoneHaat বাংলায় পড়ুন' }));
    const bengali = within(screen.getAllByRole('navigation', { name: 'ড্যাশবোর্ড' })[0] as HTMLElement)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(bengali).toContain('আমার ডিল');
    expect(bengali).not.toContain('My Deals');
  });

  it('shows a spinner in the drawer while the role loads (with the sign-in)', () => {
    renderWithProviders(<DashboardLayout />, {
      auth: { ...signedOut, status: 'loading', user: null },
      route: '/dashboard',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your menu');
  });

  it.each([
    ['Buyer', ['Dashboard', 'My Orders', 'My Deals', 'Messages', 'Stolen Phones', 'My Account']],
    [
      'Seller',
      ['Dashboard', 'Add a Product', 'My Products', 'My Buyers', 'My Deals', 'Messages', 'Stolen Phones', 'My Account'],
    ],
    [
      'Admin',
      [
        'Dashboard',
        'All Buyers',
        'All Sellers',
        'Reported Items',
        'Reported Chats',
        'Audit Log',
        'Deal Problems',
        'Stolen Phones',
        'My Account',
      ],
    ],
  ] as const)('gives a %s the links of that role only', (role, links) => {
    renderWithProviders(<DashboardLayout />, { auth: signedInAs(role), route: '/dashboard' });
    expect(drawerLinks()).toEqual(links);
  });

  it("opens the phone drawer from 'Open Sidebar' as a modal dialog; Escape closes it and focus returns", async () => {
    renderWithProviders(<DashboardLayout />, { auth: signedInAs('Seller'), route: '/dashboard' });
    const opener = screen.getByRole('button', { name: 'Open Sidebar' });
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(opener);
    const drawer = screen.getByRole('dialog', { name: 'Dashboard menu' });
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    expect(within(drawer).getByRole('link', { name: 'My Buyers' })).toHaveAttribute('href', '/dashboard/mybuyers');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Dashboard menu' })).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes the phone drawer when a link in it is followed', async () => {
    renderWithProviders(<DashboardLayout />, { auth: signedInAs('Buyer'), route: '/dashboard' });
    await userEvent.click(screen.getByRole('button', { name: 'Open Sidebar' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'My Orders' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
