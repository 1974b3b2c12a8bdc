import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import type { ListingPriceHint as ListingHint, PriceHint } from '@phonehaat/shared';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { setLocale } from '@/paraglide/runtime.js';
import { ListingPriceHint, SellerPriceHint } from './price-hint';

const hint: PriceHint = {
  brand: 'Samsung',
  model: 'Galaxy A52',
  storageGb: 128,
  condition: 'Good',
  comparables: 7,
  usualPrice: 21_500,
  listed: { count: 5, median: 21_000 },
  sold: { count: 2, median: 22_500 },
};
const a52 = { brand: 'Samsung', model: 'Galaxy A52', storage: 128, condition: 'Good' as const };

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>
);

function serve(answer: PriceHint | null) {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url);
    return Response.json({ hint: answer });
  });
  return urls;
}
afterEach(() => {
  vi.unstubAllGlobals();
  setLocale('en', { reload: false });
});

describe('the fair-price hint', () => {
  it('tells the buyer how the price compares and on what it is based', () => {
    const listing: ListingHint = { ...hint, percent: -8, verdict: 'below' };
    render(<ListingPriceHint hint={listing} />);
    expect(screen.getByText('8% below the usual price')).toBeInTheDocument();
    expect(
      screen.getByText('Usual price of 7 Samsung Galaxy A52 128 GB in Good condition: 21,500 tk'),
    ).toBeInTheDocument();
    expect(screen.getByText('5 on sale now, 2 sold in the last 90 days')).toBeInTheDocument();
  });

  it('asks once the phone is named and compares the price the seller types', async () => {
    const urls = serve(hint);
    const { rerender } = render(<SellerPriceHint input={a52} price={21_600} />, { wrapper });
    expect(await screen.findByText('About the usual price', {}, { timeout: 2000 })).toBeInTheDocument();
    expect(urls).toEqual(['/api/price-hint?brand=Samsung&model=Galaxy+A52&storage=128&condition=Good']);
    rerender(<SellerPriceHint input={a52} price={24_080} />);
    expect(screen.getByText('12% above the usual price')).toBeInTheDocument();
    expect(urls).toHaveLength(1);
  });

  it('says what to choose before the phone is named, and that there is no usual price with fewer than 5', async () => {
    const urls = serve(null);
    const { rerender } = render(<SellerPriceHint input={undefined} price={20_000} />, { wrapper });
    const line = screen.getByTestId('price-hint');
    expect(line).toHaveTextContent(
      'Choose the brand, model, storage and condition to see the usual price of phones like this.',
    );
    expect(line.className).toContain('min-h-');
    rerender(<SellerPriceHint input={a52} price={20_000} />);
    await waitFor(() => expect(urls).toHaveLength(1), { timeout: 2000 });
    expect(
      await screen.findByText(
        'Too few phones like this on PhoneHaat yet to show a usual price.',
        {},
        { timeout: 2000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/usual price of/i)).toBeNull();
    // The same box throughout: nothing under it moves.
    expect(screen.getByTestId('price-hint')).toBe(line);
  });

  it('speaks Bengali, with Bengali digits and taka', () => {
    setLocale('bn', { reload: false });
    const listing: ListingHint = { ...hint, percent: -8, verdict: 'below' };
    render(<ListingPriceHint hint={listing} />);
    expect(screen.getByRole('region', { name: 'ন্যায্য দাম' })).toBeInTheDocument();
    expect(screen.getByText('সাধারণ দামের চেয়ে ৮% কম')).toBeInTheDocument();
    expect(
      screen.getByText('ভালো অবস্থার ৭টি Samsung Galaxy A52 ১২৮ জিবি ফোনের সাধারণ দাম: ২১,৫০০ টাকা'),
    ).toBeInTheDocument();
    expect(screen.getByText('এখন বিক্রির জন্য আছে ৫টি, গত ৯০ দিনে বিক্রি হয়েছে ২টি')).toBeInTheDocument();
  });
});
