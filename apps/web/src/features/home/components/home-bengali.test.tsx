import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '@/paraglide/runtime.js';
import { renderWithProviders } from '@/testing/render';
import { Categories } from './categories';
import { LatestAdvertisement } from './latest-advertisement';
import { UserReviews } from './user-reviews';

// Typing and the first render take seconds on a busy machine.
describe('the home page in Bengali', { timeout: 20_000 }, () => {
  beforeEach(() => {
    setLocale('bn', { reload: false });
  });
  afterEach(() => {
    setLocale('en', { reload: false });
  });

  it('shows an advertised price in Bengali digits and taka', () => {
    renderWithProviders(
      <LatestAdvertisement
        products={[{ _id: 'p1', name: 'Samsung Galaxy A52', picture: '/a52.webp', categoryID: 1, resalePrice: 21500 }]}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'সর্বশেষ বিজ্ঞাপন' })).toBeInTheDocument();
    expect(screen.getAllByText('২১,৫০০ টাকা').length).toBeGreaterThan(0);
    expect(screen.queryByText('21,500 tk')).not.toBeInTheDocument();
  });

  it('counts the categories in Bengali digits and links each to its phones', () => {
    renderWithProviders(<Categories />);
    expect(screen.getByRole('heading', { level: 2, name: 'ক্যাটাগরি ধরে কিনুন' })).toBeInTheDocument();
    expect(screen.getByText(/শীর্ষ ৩টি অপারেটিং সিস্টেম/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /পণ্য দেখুন/ })).toHaveLength(3);
  });

  it("writes the reviewers' names and places in Bengali", () => {
    renderWithProviders(<UserReviews />);
    expect(screen.getByText('সাদিয়া ইসলাম')).toBeInTheDocument();
    expect(screen.getByText('আগ্রাবাদ, চট্টগ্রাম')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'ইমরান হোসেন-এর ছবি' })).toBeInTheDocument();
  });
});
