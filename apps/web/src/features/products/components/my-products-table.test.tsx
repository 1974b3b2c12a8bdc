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
  const onChangeSale = vi.fn();
  render(
    <MemoryRouter>
      <MyProductsTable
        products={products}
        onAdvertise={onAdvertise}
        onDelete={onDelete}
        onChangeSale={onChangeSale}
        {...props}
      />
    </MemoryRouter>,
  );
  return { onAdvertise, onDelete, onChangeSale };
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
    // A live listing's status is followed by its 'Mark sold elsewhere' button.
    expect(rowOf('Xiaomi Redmi Note 12')['Sale Status']).toHaveAccessibleName(/^Available Mark /);
    expect(rowOf('iPhone 12')['Sale Status']).toHaveAccessibleName(/^Available Mark /);
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

  describe('sold elsewhere (issue 16)', () => {
    const elsewhere: Product = {
      ...base,
      _id: 'p-elsewhere',
      name: 'Realme C55',
      isProductPurchased: true,
      soldElsewhere: true,
    };
    const reserved: Product = { ...base, _id: 'p-reserved', name: 'Vivo Y36', reserved: true };
    const removed: Product = {
      ...base,
      _id: 'p-removed',
      name: 'Oppo A78',
      removedBecause: { reason: null, text: 'x' },
    };
    const all = [
      base,
      elsewhere,
      reserved,
      removed,
      { ...base, _id: 'p-sold', name: 'Nokia 8110 4G', isProductPurchased: true },
    ];
    const saleButtons = (name: string) =>
      within(rowOf(name)['Sale Status'] as HTMLElement)
        .queryAllByRole('button')
        .map((b) => b.textContent);

    it('offers Mark sold elsewhere on a live listing and Relist on one sold elsewhere, nothing on the others', () => {
      renderTable({ products: all });
      expect(saleButtons('Xiaomi Redmi Note 12')).toEqual(['Mark sold elsewhere']);
      expect(saleButtons('Realme C55')).toEqual(['Relist']);
      // A buyer's accepted deal holds it; sold here; removed by the admins: the listing machine allows no move.
      expect(saleButtons('Vivo Y36')).toEqual([]);
      expect(saleButtons('Nokia 8110 4G')).toEqual([]);
      expect(saleButtons('Oppo A78')).toEqual([]);
    });

    it("shows the badge 'Sold elsewhere' on one line, with no edit link and 'Not Applicable' to advertise", () => {
      renderTable({ products: all });
      const row = rowOf('Realme C55');
      const badge = within(row['Sale Status'] as HTMLElement).getByText('Sold elsewhere');
      expect(badge).toHaveClass('whitespace-nowrap');
      expect(row['Advertise Item']).toHaveAccessibleName('Not Applicable');
      expect(screen.queryByRole('link', { name: 'Edit Realme C55' })).toBeNull();
      expect(within(row['Product Name'] as HTMLElement).queryByRole('link')).toBeNull();
    });

    it('calls back with the product and the event, and waits while its change is on its way', async () => {
      const user = userEvent.setup();
      const { onChangeSale } = renderTable({ products: all, busyIds: ['p-elsewhere'] });
      await user.click(screen.getByRole('button', { name: 'Mark Xiaomi Redmi Note 12 sold elsewhere' }));
      expect(onChangeSale).toHaveBeenCalledWith(expect.objectContaining({ _id: 'p-available' }), 'markSoldElsewhere');
      expect(screen.getByRole('button', { name: 'Relist Realme C55' })).toBeDisabled();
    });

    it('says it in Bengali to a seller reading Bengali', () => {
      setLocale('bn', { reload: false });
      try {
        renderTable({ products: all });
        expect(within(rowOf('Realme C55')['বিক্রির অবস্থা'] as HTMLElement).getByText('অন্যত্র বিক্রি হয়েছে')).toBeVisible();
        expect(screen.getByRole('button', { name: 'Realme C55 আবার বিক্রিতে দিন' })).toHaveTextContent(
          'আবার বিক্রিতে দিন',
        );
        expect(
          screen.getByRole('button', { name: 'Xiaomi Redmi Note 12 অন্যত্র বিক্রি হিসেবে চিহ্নিত করুন' }),
        ).toBeVisible();
      } finally {
        setLocale('en', { reload: false });
      }
    });
  });
});
