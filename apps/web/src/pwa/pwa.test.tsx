import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/paraglide/runtime.js';
import { CACHE, forgetPersonalCaches, isImage, isKeptPage, isPublicApi, isPublicPage } from './caches';
import { OfflineBar } from './offline-bar';
import { OfflinePage } from './offline-page';
import { UpdatePrompt } from './update-prompt';
import { updateStore } from './update-store';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  act(() => updateStore.set(null));
  setLocale('en', { reload: false });
});

describe('the offline bar', () => {
  it('says so while the browser is offline and goes when it is back, in a live region that stays', () => {
    const { container } = render(<OfflineBar />);
    const region = container.querySelector('[aria-live="polite"]');
    expect(region).toBeEmptyDOMElement();
    // Online, no status of its own: a page's status message is the only one.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are offline. Phones you opened recently can still be read.',
    );
    expect(region).toContainElement(screen.getByRole('status'));
    goOffline(false);
    expect(region).toBeEmptyDOMElement();
  });

  it('speaks Bengali', () => {
    setLocale('bn', { reload: false });
    render(<OfflineBar />);
    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent('আপনি অফলাইনে আছেন। সম্প্রতি দেখা ফোনগুলো এখনও দেখতে পারবেন।');
  });
});

describe('the update prompt', () => {
  it('appears when a new version waits, and Reload switches to it', () => {
    render(<UpdatePrompt />);
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
    const apply = vi.fn();
    act(() => updateStore.set(apply));
    expect(screen.getByRole('status')).toHaveTextContent('A new version of PhoneHaat is ready.');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledOnce();
  });

  it('Not now puts it away (in Bengali too)', () => {
    setLocale('bn', { reload: false });
    render(<UpdatePrompt />);
    act(() => updateStore.set(vi.fn()));
    expect(screen.getByRole('status')).toHaveTextContent('PhoneHaat-এর নতুন সংস্করণ এসেছে।');
    expect(screen.getByRole('button', { name: 'আবার লোড করুন' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'এখন না' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('the offline page', () => {
  it('says what happened in Bengali, names the tab, and offers Try again and the home page', () => {
    setLocale('bn', { reload: false });
    render(<OfflinePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'আপনি অফলাইনে আছেন' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'হোম পেজে যান' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('আপনি অফলাইনে — PhoneHaat');
    expect(document.documentElement.lang).toBe('bn');
  });

  it('tries again when the connection is back, and while online after 2, 4, 8 … seconds', () => {
    vi.useFakeTimers();
    sessionStorage.clear();
    const reload = vi.fn();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const offline = render(<OfflinePage reload={reload} />);
    act(() => vi.advanceTimersByTime(120_000));
    expect(reload).not.toHaveBeenCalled();
    goOffline(false);
    expect(reload).toHaveBeenCalledTimes(1);
    offline.unmount();

    // Reloaded, and still the offline page although the browser says online: again after 2 s, then after 4 s.
    const first = render(<OfflinePage reload={reload} />);
    act(() => vi.advanceTimersByTime(1_900));
    expect(reload).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(200));
    expect(reload).toHaveBeenCalledTimes(2);
    first.unmount();
    render(<OfflinePage reload={reload} />);
    act(() => vi.advanceTimersByTime(3_900));
    expect(reload).toHaveBeenCalledTimes(2);
    act(() => vi.advanceTimersByTime(200));
    expect(reload).toHaveBeenCalledTimes(3);
    vi.useRealTimers();
  });
});

describe('what the service worker keeps', () => {
  it('keeps public pages, listings, public API answers and photos, and nothing of the dashboard', () => {
    expect(['/', '/blog', '/login/', '/check-phone'].every(isPublicPage)).toBe(true);
    expect(isPublicPage('/dashboard')).toBe(false);
    expect(isKeptPage('/product/0b6f0c1e-1111-4a2b-9c3d-000000000001')).toBe(true);
    expect(isKeptPage('/dashboard/myorders')).toBe(false);
    expect(isPublicApi('/api/product/abc')).toBe(true);
    expect(isPublicApi('/api/advertisedproduct')).toBe(true);
    for (const personal of ['/api/users', '/api/myorders', '/api/conversations', '/api/products'])
      expect(isPublicApi(personal), personal).toBe(false);
    expect(isImage('/api/images/abc-640.webp')).toBe(true);
  });

  it('sign-out deletes the caches that could hold something personal, not the app or the public pages', async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', { delete: vi.fn(async (name: string) => deleted.push(name) > 0) });
    await forgetPersonalCaches();
    expect(deleted.sort()).toEqual([CACHE.api, CACHE.images, CACHE.pages].sort());
  });
});
