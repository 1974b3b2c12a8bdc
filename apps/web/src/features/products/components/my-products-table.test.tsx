import { NO_LISTING_DETAILS, type Product } from '@phonehaat/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/paraglide/runtime.js';
import { MyProductsTable } from './my-products-table';

const base: Product = {
  _id: 'p-available',
  name: 'Xiaomi Redmi Note 12',
  picture: `/api/images/${'b'.repeat(64)}-640.webp`,
  photos: [`/api/images/${'b'.repeat(64)}-640.webp`],
  category: 'Android',
  categoryID: 1,
  yearOfUse: 2,
  orginalPrice: 26000,
  resalePrice: 17500,
  timeOfSellPost: '2026-11-20T10:00:00.000Z',
  Seller: 'Nusrat Jahan',
  sellerId: 'seller-2',
  isSellerVerified: false,
  location: 'Chattogram',
  productCondition: 'Excellent',
  isProductPurchased: false,
  contact: '01811-000000',
  isAdvertise: false,
  reported: false,
  reserved: false,
  sellerRating: { average: null, count: 0 },
  ...NO_LISTING_DETAILS,
};

const products: Product[] = [
  base,
  { ...base, _id: 'p-advertised', name: 'iPhone 12', isAdvertise: true },
  { ...base, _id: 'p-sold', name: 'Nokia 8110 4G', isProductPurchased: true },
  { ...base, _id: 'p-sold-advertised', name: 'Pixel 7', isProductPurchased: true, isAdvertise: true },
];

/** The cells of the row of that product, by column header. */
function rowOf(name: string) {
  const row = screen.getByText(name).closest('tr') as HTMLElement;
  const cells = within(row).getAllByRole('cell');
  const headers = screen.getAllByRole('columnheader').map((th) => th.textContent ?? '');
  return Object.fromEntries(headers.map((header, i) => [header, cells[i] as HTMLElement]));
}

function renderTable(props: Partial<Parameters<typeof MyProductsTable>[0]> = {}) {
  const onAdvertise = vi.fn();
  const onDelete = vi.fn();
  render(
    <MemoryRouter>
      <MyProductsTable products={products} onAdvertise={onAdvertise} onDelete={onDelete} {...props} />
    </MemoryRouter>,
  );
  return { onAdvertise, onDelete };
}

describe('MyProductsTable', () => {
  it('has the columns of the spec', () => {
    renderTable();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Product Image',
      'Product Name',
      'Price',
      'Sale Status',
      'Advertise Item',
      'Delete',
    ]);
    expect(rowOf('Xiaomi Redmi Note 12').Price).toHaveAccessibleName('17,500 tk');
  });

  it('shows Available for an unsold phone and Sold for a sold one', () => {
    renderTable();
    expect(rowOf('Xiaomi Redmi Note 12')['Sale Status']).toHaveAccessibleName('Available');
    expect(rowOf('iPhone 12')['Sale Status']).toHaveAccessibleName('Available');
    expect(rowOf('Nokia 8110 4G')['Sale Status']).toHaveAccessibleName('Sold');
  });

  it("offers Advertise only for an unsold, unadvertised phone; 'Advertised' once done; 'Not Applicable' when sold", () => {
    renderTable();
    expect(
      within(rowOf('Xiaomi Redmi Note 12')['Advertise Item'] as HTMLElement).getByRole('button', {
        name: 'Advertise Xiaomi Redmi Note 12',
      }),
    ).toHaveTextContent('Advertise');
    expect(rowOf('iPhone 12')['Advertise Item']).toHaveAccessibleName('Advertised');
    expect(rowOf('Nokia 8110 4G')['Advertise Item']).toHaveAccessibleName('Not Applicable');
    expect(rowOf('Pixel 7')['Advertise Item']).toHaveAccessibleName('Not Applicable');
    expect(screen.getAllByRole('button', { name: /^Advertise / })).toHaveLength(1);
  });

  it('calls back with the product, and disables the buttons of a product while its change is on its way', async () => {
    const user = userEvent.setup();
    const { onAdvertise, onDelete } = renderTable({ busyIds: ['p-advertised'] });
    await user.click(screen.getByRole('button', { name: 'Advertise Xiaomi Redmi Note 12' }));
    expect(onAdvertise).toHaveBeenCalledWith(expect.objectContaining({ _id: 'p-available' }));
    await user.click(screen.getByRole('button', { name: 'Delete Nokia 8110 4G' }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ _id: 'p-sold' }));
    expect(screen.getByRole('button', { name: 'Delete iPhone 12' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete Xiaomi Redmi Note 12' })).toBeEnabled();
  });

  it('says so when the seller has no listings', () => {
    renderTable({ products: [] });
    expect(screen.getByText('You have not listed any phones yet.')).toBeInTheDocument();
  });

  it('shows a listing the admins removed with why, and offers nothing to do with it', () => {
    const removed: Product = {
      ...base,
      _id: 'p-removed',
      name: 'Samsang Galaxy S24',
      removedBecause: {
        reason: 'fake',
        text: 'Removed by PhoneHaat’s admins: reported as fake or counterfeit.',
      },
    };
    renderTable({ products: [removed] });
    const row = rowOf('Samsang Galaxy S24');
    expect(row['Product Name']).toHaveTextContent('Removed by PhoneHaat’s admins: reported as fake or counterfeit.');
    expect(row['Sale Status']).toHaveAccessibleName('Removed');
    expect(row['Advertise Item']).toHaveTextContent('Not Applicable');
    expect(within(row.Delete as HTMLElement).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link', { name: /Edit/ })).toBeNull();
  });

  it('says why in Bengali to a seller reading Bengali', () => {
    setLocale('bn', { reload: false });
    try {
      renderTable({
        products: [
          { ...base, _id: 'a', name: 'Galaxy A', removedBecause: { reason: 'fake', text: 'English' } },
          { ...base, _id: 'b', name: 'Galaxy B', removedBecause: { reason: null, text: 'English' } },
        ],
      });
      expect(
        screen.getByText('PhoneHaat-এর অ্যাডমিনরা সরিয়ে দিয়েছেন: নকল বা জাল হিসেবে রিপোর্ট করা হয়েছিল।'),
      ).toBeVisible();
      expect(screen.getByText('ক্রেতাদের রিপোর্টের পর PhoneHaat-এর অ্যাডমিনরা সরিয়ে দিয়েছেন।')).toBeVisible();
    } finally {
      setLocale('en', { reload: false });
    }
  });

  it('tells the seller why a listing is hidden', () => {
    renderTable({ products: [{ ...base, hiddenBecause: ['reports'] }] });
    expect(screen.getByText('Hidden: several people reported this listing. Our admins will review it.')).toBeVisible();
  });
});
