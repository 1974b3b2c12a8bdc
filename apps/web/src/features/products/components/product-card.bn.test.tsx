import { NO_LISTING_DETAILS, type Product } from '@phonehaat/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '@/i18n/locale';
import { useLocale } from '@/i18n/use-locale';
import { setLocale } from '@/paraglide/runtime.js';
import { ProductCard } from './product-card';

const HASH = 'a'.repeat(64);

const product: Product = {
  ...NO_LISTING_DETAILS,
  _id: '5b0c3d62-2f3e-4a5b-9c1d-0e1f2a3b4c5d',
  name: 'Samsung Galaxy A52 (8/128 GB)',
  picture: `/api/images/${HASH}-640.webp`,
  photos: [`/api/images/${HASH}-640.webp`],
  category: 'Android',
  categoryID: 1,
  yearOfUse: 2,
  orginalPrice: 45000,
  resalePrice: 21500,
  previousPrice: 23000,
  timeOfSellPost: '2026-11-22T04:30:00.000Z',
  Seller: 'Rahim Uddin',
  sellerId: 'seller-1',
  isSellerVerified: true,
  location: 'Mirpur, Dhaka',
  productCondition: 'Good',
  isProductPurchased: false,
  contact: '01711-000000',
  isAdvertise: false,
  reported: false,
  reserved: true,
  sellerRating: { average: 4.5, count: 12 },
};

describe('ProductCard in Bengali', () => {
  beforeEach(() => setLocale('bn', { reload: false }));
  afterEach(() => setLocale('en', { reload: false }));

  it('shows the words, the prices in taka and the date in Bengali digits', () => {
    render(
      <MemoryRouter>
        <ProductCard product={product} onPurchase={vi.fn()} onReport={vi.fn()} />
      </MemoryRouter>,
    );
    const card = screen.getByRole('article', { name: product.name });
    expect(within(card).getByText('বাজারদর:')).toBeInTheDocument();
    expect(within(card).getByText('৪৫,০০০ টাকা')).toBeInTheDocument();
    expect(within(card).getByText('২১,৫০০ টাকা')).toBeInTheDocument();
    expect(card.querySelector('[data-price-drop]')?.textContent).toBe('দাম ১,৫০০ টাকা কমেছে২৩,০০০ টাকা');
    expect(within(card).getByText('ফোনের অবস্থা: ভালো')).toBeInTheDocument();
    expect(within(card).getByText('২ বছর ব্যবহার করা হয়েছে')).toBeInTheDocument();
    expect(within(card).getByText('সংরক্ষিত')).toBeInTheDocument();
    expect(within(card).getByText('যাচাইকৃত')).toBeInTheDocument();
    expect(within(card).getByText('৪.৫')).toBeInTheDocument();
    // 22 November 2026 as a Bengali reader writes it: Bengali digits, no Latin ones.
    const date = card.querySelector('time');
    expect(date?.textContent).toMatch(/২২/);
    expect(date?.textContent).toMatch(/২০২৬/);
    expect(date?.textContent).not.toMatch(/[0-9]/);
    expect(within(card).getByRole('button', { name: 'এখনই কিনুন' })).toBeDisabled();
    expect(within(card).getByRole('button', { name: 'অ্যাডমিনকে জানান' })).toBeEnabled();
    expect(card.textContent).not.toMatch(/Market Price|Purchase Now|tk\b/);
  });

  it('draws every line again when the language is switched on a card already drawn', async () => {
    setLocale('en', { reload: false });
    function SwitchToBengali() {
      const { setLocale: switchTo } = useLocale();
      return (
        <button type="button" onClick={() => switchTo('bn')}>
          বাংলা
        </button>
      );
    }
    render(
      <LocaleProvider>
        <MemoryRouter>
          <SwitchToBengali />
          <ProductCard product={product} onPurchase={vi.fn()} onReport={vi.fn()} />
        </MemoryRouter>
      </LocaleProvider>,
    );
    const card = screen.getByRole('article', { name: product.name });
    expect(within(card).getByText('21,500 tk')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'বাংলা' }));
    expect(within(card).getByText('২১,৫০০ টাকা')).toBeInTheDocument();
    expect(within(card).getByText('ফোনের অবস্থা: ভালো')).toBeInTheDocument();
    expect(card.querySelector('time')?.textContent).not.toMatch(/[0-9]/);
    expect(card.textContent).not.toMatch(/Market Price|Purchase Now|tk\b/);
  });
});
