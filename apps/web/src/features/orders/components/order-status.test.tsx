import type { Order } from '@phonehaat/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@/paraglide/runtime.js';
import { renderWithProviders } from '@/testing/render';
import { MyOrdersTable } from './my-orders-table';
import { OrderStatus } from './order-status';

const order = (overrides: Partial<Order> = {}): Order => ({
  _id: '0b6a1e57-9f3c-4a2e-8d7b-5c4e3f2a1b0c',
  productId: 'p1',
  buyer: 'Farhana Akter',
  email: 'farhana@phonehaat.test',
  device: 'iPhone 11 (64 GB)',
  price: 38000,
  Seller: 'Nusrat Jahan',
  productPic: '/api/images/abc-640.webp',
  meetingLocation: 'Dhanmondi 27',
  contact: '01711111111',
  paid: false,
  status: 'open',
  createdAt: '2024-02-01T10:00:00.000Z',
  ...overrides,
});

describe('OrderStatus', () => {
  it('offers Pay for an open order, linking to its payment page', () => {
    renderWithProviders(<OrderStatus order={order()} />);
    const pay = screen.getByRole('link', { name: 'Pay for iPhone 11 (64 GB)' });
    expect(pay).toHaveAttribute('href', '/dashboard/payment/0b6a1e57-9f3c-4a2e-8d7b-5c4e3f2a1b0c');
    expect(pay).toHaveTextContent(/^Pay/);
  });

  it("says 'Paid' for a paid order, with nothing to pay", () => {
    renderWithProviders(<OrderStatus order={order({ status: 'paid', paid: true })} />);
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says the phone went to another buyer for a cancelled order, with nothing to pay', () => {
    renderWithProviders(<OrderStatus order={order({ status: 'cancelled' })} />);
    expect(screen.getByText('Sold to another buyer')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('MyOrdersTable', () => {
  it('shows Product Image, Product Name, Price and Paying Status for each order', () => {
    renderWithProviders(
      <MyOrdersTable
        orders={[order(), order({ _id: 'o2', device: 'Nokia 8110 4G', price: 2500, status: 'paid', paid: true })]}
        isLoading={false}
      />,
    );
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Product Image', 'Product Name', 'Price', 'Paying Status']);
    expect(screen.getByRole('img', { name: 'iPhone 11 (64 GB)' })).toHaveAttribute('src', '/api/images/abc-320.webp');
    expect(screen.getByText('38,000 tk')).toBeInTheDocument();
    expect(screen.getByText('2,500 tk')).toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();
  });

  it('says so when nothing has been ordered, with a way to the phones', () => {
    renderWithProviders(<MyOrdersTable orders={[]} isLoading={false} />);
    expect(screen.getByText(/You have not ordered any phone yet\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse phones' })).toHaveAttribute('href', '/');
  });
});

describe('My Orders in Bengali', () => {
  afterEach(() => setLocale('en', { reload: false }));

  it('names the columns, prices in Bengali digits and taka, and offers to pay in Bengali', () => {
    setLocale('bn', { reload: false });
    renderWithProviders(
      <MyOrdersTable
        orders={[order(), order({ _id: 'o2', device: 'Nokia 8110 4G', price: 2500, status: 'paid', paid: true })]}
        isLoading={false}
      />,
    );
    expect(screen.getByRole('table', { name: 'আমার অর্ডার' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'পণ্যের ছবি',
      'পণ্যের নাম',
      'দাম',
      'পেমেন্টের অবস্থা',
    ]);
    expect(screen.getByText('৩৮,০০০ টাকা')).toBeInTheDocument();
    expect(screen.getByText('২,৫০০ টাকা')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'পরিশোধ করুন: iPhone 11 (64 GB)' })).toHaveTextContent('পরিশোধ করুন');
    expect(screen.getByText('পরিশোধিত')).toBeInTheDocument();
  });
});
