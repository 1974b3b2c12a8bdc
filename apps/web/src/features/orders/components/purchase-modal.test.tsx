import { NO_LISTING_DETAILS, type Product, type Role } from '@phonehaat/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AuthContext } from '@/lib/auth-context';
import { createQueryClient } from '@/lib/query-client';
import { signedInAs } from '@/testing/render';
import { BUYERS_ONLY_MESSAGE, PurchaseModal } from './purchase-modal';

const product = (overrides: Partial<Product> = {}): Product => ({
  _id: '6f1c7f4e-2b1a-4c55-9d0e-1a2b3c4d5e6f',
  name: 'Samsung Galaxy A52 (8/128 GB)',
  picture: '/api/images/abc-640.webp',
  photos: ['/api/images/abc-640.webp'],
  category: 'Android',
  categoryID: 1,
  yearOfUse: 1,
  orginalPrice: 32000,
  resalePrice: 21500,
  timeOfSellPost: '2024-01-10T10:00:00.000Z',
  Seller: 'Rahim Uddin',
  sellerId: 'seller-1',
  isSellerVerified: true,
  location: 'Dhaka',
  productCondition: 'Good',
  isProductPurchased: false,
  contact: '01700000000',
  isAdvertise: false,
  reported: false,
  reserved: false,
  sellerRating: { average: null, count: 0 },
  ...NO_LISTING_DETAILS,
  ...overrides,
});

/** Signed in as Farhana Akter with `role` (the sign-in brings the role). */
function renderAs(role: Role, ui: ReactNode) {
  const queryClient = createQueryClient();
  const auth = signedInAs(role, { name: 'Farhana Akter', email: 'farhana@phonehaat.test' });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AuthContext value={auth}>
        <MemoryRouter>{children}</MemoryRouter>
      </AuthContext>
    </QueryClientProvider>
  );
  return render(ui, { wrapper });
}

describe('PurchaseModal', () => {
  it('is closed without a product', () => {
    renderAs('Buyer', <PurchaseModal product={null} onClose={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the buyer's name and email, the device and its price in tk, read-only", async () => {
    renderAs('Buyer', <PurchaseModal product={product()} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Purchase Detail' });
    // The form's code arrives when the modal opens: its place is held, and said, meanwhile.
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading the order form…');
    await within(dialog).findByLabelText('Your Name');
    const readOnly = {
      'Your Name': 'Farhana Akter',
      'Your Email': 'farhana@phonehaat.test',
      'Device Name': 'Samsung Galaxy A52 (8/128 GB)',
      Price: '21,500 tk',
    };
    for (const [label, value] of Object.entries(readOnly)) {
      const field = within(dialog).getByLabelText(label);
      expect(field).toHaveValue(value);
      expect(field).toHaveAttribute('readonly');
    }
    expect(within(dialog).getByLabelText('Your Email')).toHaveAttribute('type', 'email');
  });

  it('requires a mobile number and a meeting location', async () => {
    renderAs('Buyer', <PurchaseModal product={product()} onClose={() => {}} />);
    const contact = await screen.findByLabelText('Your Mobile Number');
    const location = screen.getByLabelText('Desired Meeting Location');
    expect(contact).toBeRequired();
    expect(location).toBeRequired();

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Enter your mobile number.')).toBeInTheDocument();
    expect(screen.getByText('Enter a meeting location.')).toBeInTheDocument();
    expect(contact).toHaveAttribute('aria-invalid', 'true');
    expect(location).toHaveAttribute('aria-invalid', 'true');
  });

  it('tells a seller that only buyers can order, instead of the form', () => {
    renderAs('Seller', <PurchaseModal product={product()} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Purchase Detail' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(BUYERS_ONLY_MESSAGE());
    expect(within(dialog).queryByLabelText('Your Mobile Number')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('tells an admin the same', () => {
    renderAs('Admin', <PurchaseModal product={product()} onClose={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent(BUYERS_ONLY_MESSAGE());
  });

  it('closes with Escape and with its close button', async () => {
    const onClose = vi.fn();
    renderAs('Buyer', <PurchaseModal product={product()} onClose={onClose} />);
    // Focus starts inside the dialog, on its title.
    expect(screen.getByRole('heading', { name: 'Purchase Detail' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('starts a fresh form for another product', async () => {
    const { rerender } = renderAs('Buyer', <PurchaseModal product={product()} onClose={() => {}} />);
    await userEvent.type(await screen.findByLabelText('Your Mobile Number'), '01711111111');
    rerender(
      <PurchaseModal
        product={product({
          _id: '7a2d8e5f-3c2b-4d66-8e1f-2b3c4d5e6f70',
          name: 'iPhone 11 (64 GB)',
          resalePrice: 38000,
        })}
        onClose={() => {}}
      />,
    );
    expect(await screen.findByLabelText('Device Name')).toHaveValue('iPhone 11 (64 GB)');
    expect(screen.getByLabelText('Price')).toHaveValue('38,000 tk');
    expect(screen.getByLabelText('Your Mobile Number')).toHaveValue('');
  });
});
