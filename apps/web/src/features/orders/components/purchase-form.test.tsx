import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PurchaseForm } from './purchase-form';

const props = {
  buyer: { name: 'Farhana Akter', email: 'farhana@phonehaat.test' },
  product: { name: 'iPhone 11 (64 GB)', resalePrice: 38000 },
};

describe('PurchaseForm', () => {
  it('hands over the mobile number and meeting location, trimmed', async () => {
    const onSubmit = vi.fn();
    render(<PurchaseForm {...props} isSubmitting={false} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Your Mobile Number'), ' 01711111111 ');
    await userEvent.type(screen.getByLabelText('Desired Meeting Location'), 'Dhanmondi 27');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ contact: '01711111111', meetingLocation: 'Dhanmondi 27' });
  });

  it('does not submit without both fields', async () => {
    const onSubmit = vi.fn();
    render(<PurchaseForm {...props} isSubmitting={false} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Your Mobile Number'), '01711111111');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Enter a meeting location.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('cannot be sent twice while an order is on its way, and shows why the last one failed', () => {
    render(
      <PurchaseForm
        {...props}
        isSubmitting
        error="You have already ordered this phone. Pay for it from My Orders."
        onSubmit={() => {}}
      />,
    );
    expect(screen.getByRole('button', { name: 'Placing order…' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('You have already ordered this phone.');
  });
});
