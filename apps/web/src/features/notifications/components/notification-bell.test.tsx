import type { NotificationList } from '@phonehaat/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { setLocale } from '@/paraglide/runtime.js';
import { NotificationBell } from './notification-bell';

const entry = (id: string, text: string, read: boolean, title = 'Pixel 7 <b>') => ({
  _id: id,
  kind: 'deal.requested' as const,
  text,
  title,
  link: `/dashboard/deals/${id}`,
  createdAt: '2026-11-25T10:00:00.000Z',
  read,
});

/** A server with two notifications, one of them unread, that marks them read when asked. */
function serve() {
  let list: NotificationList = {
    unread: 1,
    items: [entry('a1', 'New deal request for your Pixel 7 <b>.', false), entry('a2', 'An older one.', true)],
  };
  const calls: { method: string; url: string; body?: unknown }[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    calls.push({ method, url, body });
    if (method === 'POST' && url === '/api/notifications/read') {
      list = { unread: 0, items: list.items.map((n) => ({ ...n, read: true })) };
      return Response.json({ unread: 0 });
    }
    return Response.json(list);
  });
  return calls;
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={createQueryClient()}>
    <MemoryRouter>{children}</MemoryRouter>
  </QueryClientProvider>
);

afterEach(() => {
  vi.unstubAllGlobals();
  setLocale('en', { reload: false });
});

describe('NotificationBell', () => {
  it('says how many are unread, lists the latest as text, and marks them all read', async () => {
    const calls = serve();
    render(<NotificationBell />, { wrapper });
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await userEvent.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    // The server's sentence is shown as text, markup and all.
    expect(screen.getByRole('link', { name: /New deal request for your Pixel 7 <b>\./ })).toHaveAttribute(
      'href',
      '/dashboard/deals/a1',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(calls).toContainEqual({ method: 'POST', url: '/api/notifications/read', body: {} });
    expect(screen.queryByRole('button', { name: 'Mark all read' })).not.toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    serve();
    render(<NotificationBell />, { wrapper });
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    await userEvent.click(bell);
    await userEvent.keyboard('{Escape}');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });

  it('speaks Bengali: the count in Bengali digits, the panel and the time in Bengali', async () => {
    setLocale('bn', { reload: false });
    serve();
    render(<NotificationBell />, { wrapper });
    const bell = await screen.findByRole('button', { name: 'বিজ্ঞপ্তি, ১টি অপঠিত' });
    expect(bell).toHaveTextContent('১');
    await userEvent.click(bell);
    expect(screen.getByRole('heading', { name: 'বিজ্ঞপ্তি' })).toBeInTheDocument();
    // 10:00 UTC is 4 pm in Dhaka.
    // The sentence written from its kind and listing in Bengali (the server's is English).
    const news = screen.getByRole('link', { name: /^নতুন:\s*আপনার Pixel 7 <b>-এর জন্য নতুন কেনার অনুরোধ এসেছে।/ });
    expect(news).toHaveTextContent('২৫ নভে, ৪:০০ বিকাল');
    expect(news).not.toHaveTextContent('New deal request');
    await userEvent.click(screen.getByRole('button', { name: 'সবগুলো পড়া হয়েছে' }));
    expect(await screen.findByRole('button', { name: 'বিজ্ঞপ্তি' })).toBeInTheDocument();
  });
});
