import { NO_LISTING_DETAILS, type Product } from '@phonehaat/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ProductCard } from './product-card';

const HASH = 'a'.repeat(64);

const product: Product = {
  _id: '5b0c3d62-2f3e-4a5b-9c1d-0e1f2a3b4c5d',
  name: 'Samsung Galaxy A52 (8/128 GB)',
  picture: `/api/images/${HASH}-640.webp`,
  photos: [`/api/images/${HASH}-640.webp`],
  category: 'Android',
  categoryID: 1,
  yearOfUse: 1,
  orginalPrice: 45000,
  resalePrice: 21500,
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
  reserved: false,
  sellerRating: { average: null, count: 0 },
  ...NO_LISTING_DETAILS,
};

function renderCard(overrides: Partial<Product> = {}, props: Partial<Parameters<typeof ProductCard>[0]> = {}) {
  const onPurchase = vi.fn();
  const onReport = vi.fn();
  render(
    <MemoryRouter>
      <ProductCard product={{ ...product, ...overrides }} onPurchase={onPurchase} onReport={onReport} {...props} />
    </MemoryRouter>,
  );
  return { onPurchase, onReport, card: screen.getByRole('article', { name: overrides.name ?? product.name }) };
}

describe('ProductCard', () => {
  it('opens the listing page from its name', () => {
    const { card } = renderCard();
    expect(within(card).getAllByRole('link', { name: product.name })[0]).toHaveAttribute(
      'href',
      `/product/${product._id}`,
    );
  });

  it('shows every line of the spec: name, seller, medium date, location, condition and tk prices', () => {
    const { card } = renderCard();
    const c = within(card);
    expect(c.getByRole('heading', { name: product.name })).toBeInTheDocument();
    expect(c.getByText(/Posted By/)).toHaveTextContent('Posted By Rahim Uddin');
    expect(c.getByText('Nov 22, 2026')).toHaveAttribute('datetime', product.timeOfSellPost);
    expect(c.getByText('Mirpur, Dhaka')).toBeInTheDocument();
    expect(c.getByText('Device Condition is Good')).toBeInTheDocument();
    expect(c.getByText(/^Market Price:/)).toHaveTextContent('Market Price: 45,000 tk');
    expect(c.getByText(/^Resale Price:/)).toHaveTextContent('Resale Price: 21,500 tk');
  });

  it("links the seller's profile and shows their buyers' average; a reserved phone cannot be ordered", async () => {
    const { card, onPurchase } = renderCard({ reserved: true, sellerRating: { average: 4.3, count: 12 } });
    const c = within(card);
    expect(c.getByRole('link', { name: 'Rahim Uddin' })).toHaveAttribute('href', `/seller/${product.sellerId}`);
    const rating = c.getByText('4.3').parentElement!;
    expect(rating).toHaveTextContent(/^4\.3\(12\) out of 5 from 12 ratings$/);
    // The star is drawn, not a glyph the phone's font may lack.
    expect(rating.querySelector('svg[aria-hidden="true"] path')).not.toBeNull();
    expect(c.getByText('Reserved')).toBeInTheDocument();
    const purchase = c.getByRole('button', { name: 'Purchase Now' });
    expect(purchase).toBeDisabled();
    await userEvent.click(purchase);
    expect(onPurchase).not.toHaveBeenCalled();
  });

  it('shows no stars before the first rating, and Purchase Now while the phone is free', () => {
    const { card } = renderCard();
    expect(within(card).queryByTitle("Buyers' average rating of this seller")).toBeNull();
    expect(within(card).queryByText('Reserved')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Purchase Now' })).toBeEnabled();
  });

  it("says 'year' for one year of use and 'years' for more", () => {
    renderCard({ yearOfUse: 1 });
    expect(screen.getByText('Product used for 1 year')).toBeInTheDocument();
    renderCard({ _id: 'other', name: 'iPhone 11', yearOfUse: 3 });
    expect(screen.getByText('Product used for 3 years')).toBeInTheDocument();
  });

  it('shows the Verified badge only for a verified seller', () => {
    const { card } = renderCard({ isSellerVerified: true });
    expect(within(card).getByText('Verified')).toBeInTheDocument();
    const unverified = renderCard({ _id: 'other', name: 'iPhone 11', isSellerVerified: false }).card;
    expect(within(unverified).queryByText('Verified')).not.toBeInTheDocument();
  });

  it('offers the picture in every width, sized so nothing shifts, lazily unless asked', () => {
    const { card } = renderCard();
    const img = within(card).getByRole('img', { name: product.name });
    expect(img).toHaveAttribute('src', product.picture);
    expect(img).toHaveAttribute(
      'srcset',
      `/api/images/${HASH}-320.webp 320w, /api/images/${HASH}-640.webp 640w, /api/images/${HASH}-1024.webp 1024w`,
    );
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '480');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it("calls back with the product on 'Purchase Now' and 'Report to Admin'", async () => {
    const user = userEvent.setup();
    const { card, onPurchase, onReport } = renderCard();
    await user.click(within(card).getByRole('button', { name: 'Purchase Now' }));
    expect(onPurchase).toHaveBeenCalledWith(expect.objectContaining({ _id: product._id }));
    await user.click(within(card).getByRole('button', { name: 'Report to Admin' }));
    expect(onReport).toHaveBeenCalledWith(expect.objectContaining({ _id: product._id }));
  });

  it("hides 'Report to Admin' without a report action (the seller's own listing) and disables it while reporting", () => {
    const { card } = renderCard({}, { onReport: undefined });
    expect(within(card).queryByRole('button', { name: 'Report to Admin' })).not.toBeInTheDocument();
    const other = renderCard({ _id: 'other', name: 'iPhone 11' }, { reporting: true }).card;
    expect(within(other).getByRole('button', { name: 'Report to Admin' })).toBeDisabled();
  });

  it("draws the 'Message seller' it is handed among the actions, told apart by the card's name, 44 px tall", async () => {
    const user = userEvent.setup();
    const onMessage = vi.fn();
    const { card } = renderCard(
      {},
      {
        messageAction: ({ className, describedBy }) => (
          <button type="button" className={className} aria-describedby={describedBy} onClick={onMessage}>
            Message seller
          </button>
        ),
      },
    );
    const buttons = within(card).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Purchase Now', 'Message seller', 'Report to Admin']);
    const message = within(card).getByRole('button', { name: 'Message seller' });
    expect(message).toHaveAccessibleDescription(product.name);
    for (const button of buttons) expect(button).toHaveClass('h-11');
    // Three actions: 'Purchase Now' takes the first row of two columns, all three share one row on a wide card.
    expect(buttons[0]).toHaveClass('min-[400px]:col-span-2');
    expect(buttons[0]!.parentElement).toHaveClass('@md:grid-cols-3');
    await user.click(message);
    expect(onMessage).toHaveBeenCalledOnce();
  });

  it("keeps two actions side by side without 'Message seller' (an admin, or one's own listing)", () => {
    const { card } = renderCard();
    expect(within(card).queryByRole('button', { name: 'Message seller' })).not.toBeInTheDocument();
    const purchase = within(card).getByRole('button', { name: 'Purchase Now' });
    expect(purchase).not.toHaveClass('min-[400px]:col-span-2');
    expect(purchase.parentElement).not.toHaveClass('@md:grid-cols-3');
  });
});
