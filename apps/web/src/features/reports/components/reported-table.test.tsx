import { NO_LISTING_DETAILS, type Product } from '@phonehaat/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReportedTable } from './reported-table';

const reported: Product = {
  _id: 'p-reported',
  name: 'Walton Primo R10',
  picture: `/api/images/${'c'.repeat(64)}-640.webp`,
  photos: [`/api/images/${'c'.repeat(64)}-640.webp`],
  category: 'Android',
  categoryID: 1,
  yearOfUse: 3,
  orginalPrice: 12000,
  resalePrice: 5000,
  timeOfSellPost: '2026-11-18T08:00:00.000Z',
  Seller: 'Tanvir Ahmed',
  sellerId: 'seller-3',
  isSellerVerified: false,
  location: 'Sylhet',
  productCondition: 'Fair',
  isProductPurchased: false,
  contact: '01911-000000',
  isAdvertise: false,
  reported: true,
  reserved: false,
  sellerRating: { average: null, count: 0 },
  ...NO_LISTING_DETAILS,
};

describe('ReportedTable', () => {
  it('lists each reported listing with its picture, name and seller, and a Delete per row', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    render(<ReportedTable products={[reported]} onDelete={onDelete} />);
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Product image',
      'Product Name',
      'Seller Name',
      'Delete Product',
    ]);
    expect(screen.getByRole('img', { name: 'Walton Primo R10' })).toHaveAttribute(
      'src',
      `/api/images/${'c'.repeat(64)}-320.webp`,
    );
    expect(screen.getByRole('cell', { name: 'Tanvir Ahmed' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Walton Primo R10' }));
    expect(onDelete).toHaveBeenCalledWith(reported);
  });

  it('disables Delete while that listing is being deleted', () => {
    render(<ReportedTable products={[reported]} onDelete={vi.fn()} busyIds={['p-reported']} />);
    expect(screen.getByRole('button', { name: 'Delete Walton Primo R10' })).toBeDisabled();
  });

  it('says so when nothing is reported', () => {
    render(<ReportedTable products={[]} onDelete={vi.fn()} />);
    expect(screen.getByText('No reported items. Every listing is in good standing.')).toBeInTheDocument();
  });

  it('tells under the name who reported it and why, and offers Dismiss beside Delete', async () => {
    const onDismiss = vi.fn();
    const row = {
      ...reported,
      moderation: {
        status: 'open' as const,
        reporters: 3,
        since: '2026-11-20T08:00:00.000Z',
        reasons: [
          { reason: 'fake' as const, count: 2 },
          { reason: 'price' as const, count: 1 },
        ],
        notes: [{ reason: 'price' as const, note: 'Bait price', at: '2026-11-20T08:00:00.000Z' }],
      },
    };
    render(<ReportedTable products={[row]} onDelete={vi.fn()} onDismiss={onDismiss} />);
    expect(screen.getAllByRole('columnheader')).toHaveLength(4);
    expect(screen.getByText('Reported by 3 people')).toBeInTheDocument();
    expect(screen.getByText('Fake or counterfeit × 2')).toBeInTheDocument();
    expect(screen.getByText('Wrong price or bait × 1')).toBeInTheDocument();
    expect(screen.getByText('“Bait price”')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss the reports of Walton Primo R10' }));
    expect(onDismiss).toHaveBeenCalledWith(row);
  });

  it('offers to suspend the seller under their name, only when asked to', async () => {
    const user = userEvent.setup();
    const onSuspendSeller = vi.fn();
    const { unmount } = render(<ReportedTable products={[reported]} onDelete={vi.fn()} />);
    expect(screen.queryByRole('button', { name: /Suspend/ })).toBeNull();
    unmount();
    render(<ReportedTable products={[reported]} onDelete={vi.fn()} onSuspendSeller={onSuspendSeller} />);
    const button = screen.getByRole('button', { name: 'Suspend Tanvir Ahmed, the seller of Walton Primo R10' });
    expect(button).toHaveTextContent('Suspend seller');
    await user.click(button);
    expect(onSuspendSeller).toHaveBeenCalledWith(reported);
  });
});
