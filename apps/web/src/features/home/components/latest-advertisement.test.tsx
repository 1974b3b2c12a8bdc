import type { AdvertisedProduct } from '@phonehaat/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { LatestAdvertisement } from './latest-advertisement';

const products: AdvertisedProduct[] = [
  {
    _id: 'p1',
    name: 'Samsung Galaxy A52 (8/128 GB)',
    picture: '/api/images/a52.webp',
    categoryID: 1,
    resalePrice: 21500,
  },
  { _id: 'p2', name: 'iPhone 11 (64 GB)', picture: '/api/images/iphone-11.webp', categoryID: 2, resalePrice: 38000 },
];

describe('LatestAdvertisement', () => {
  it('renders nothing at all for an empty list', () => {
    const { container } = renderWithProviders(<LatestAdvertisement products={[]} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByText('Latest Advertisement')).not.toBeInTheDocument();
  });

  it('shows the heading, the subtext and each advertised phone with its picture', { timeout: 20_000 }, async () => {
    renderWithProviders(<LatestAdvertisement products={products} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Latest Advertisement' })).toBeInTheDocument();
    expect(screen.getByText('Our Sellers always upload quality product and our team ensures it')).toBeInTheDocument();

    // The first slide shows at once; the rest join it once the page is idle.
    for (const product of products) {
      expect(await screen.findByRole('img', { name: product.name }, { timeout: 10_000 })).toHaveAttribute(
        'src',
        product.picture,
      );
      expect(screen.getAllByText(product.name).length).toBeGreaterThan(0);
    }
    expect(screen.getAllByRole('link', { name: /Samsung Galaxy A52/ })[0]).toHaveAttribute('href', '/product/p1');
    expect(within(screen.getByRole('group', { name: '1 of 2' })).getByText('21,500 tk')).toBeInTheDocument();
  });
});
