import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AuthContextValue } from '@/lib/auth-context';
import { renderWithProviders, signedInAs } from '@/testing/render';
import { Navbar } from './navbar';

const signedIn = (signOut = vi.fn(async () => {})): AuthContextValue => ({ ...signedInAs('Buyer'), signOut });

describe('Navbar', () => {
  it('links the brand, Home and Blog, and offers Login to a signed-out visitor', () => {
    renderWithProviders(<Navbar />);
    expect(screen.getByRole('link', { name: 'PhoneHaat' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
  });

  it('shows Dashboard and Log Out instead of Login when signed in', async () => {
    const signOut = vi.fn(async () => {});
    renderWithProviders(<Navbar />, { auth: signedIn(signOut) });
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(signOut).toHaveBeenCalledOnce();
  });

  it('never shows the dashboard-only Open Sidebar button on public pages', () => {
    renderWithProviders(<Navbar />, { auth: signedIn() });
    expect(screen.queryByRole('button', { name: /open sidebar/i })).not.toBeInTheDocument();
  });

  it('opens the mobile menu from its toggle and closes it with Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Navbar />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const menuId = toggle.getAttribute('aria-controls');
    const menu = document.getElementById(menuId ?? '');
    expect(menu).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Close menu');
    expect(menu).toBeVisible();
    const inMenu = within(menu as HTMLElement);
    expect(inMenu.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(inMenu.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(inMenu.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
  });

  it('closes the mobile menu when a link in it is followed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Navbar />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-controls') ?? '';
    await user.click(within(document.getElementById(menu) as HTMLElement).getByRole('link', { name: 'Blog' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('searches from any page, and shows the words searched on the search page', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<Navbar />, { route: '/search?q=samsng%20a52' });
    const box = screen.getByRole('searchbox', { name: 'Search phones' });
    expect(box).toHaveValue('samsng a52');
    expect(screen.getByRole('search', { name: 'Phones' })).toHaveAttribute('action', '/search');
    await user.clear(box);
    await user.type(box, 'iphon{Enter}');
    unmount();
    renderWithProviders(<Navbar />, { route: '/blog' });
    expect(screen.getByRole('searchbox', { name: 'Search phones' })).toHaveValue('');
  });
});
