import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CardForm, TEST_MODE_NOTE } from './card-form';

const noop = () => {};

async function fillCard(number = '4242424242424242', expiry = '1230', cvc = '123') {
  await userEvent.type(screen.getByLabelText('Card number'), number);
  await userEvent.type(screen.getByLabelText(/Expiry/), expiry);
  await userEvent.type(screen.getByLabelText('CVC'), cvc);
}

describe('CardForm', () => {
  it('has labelled card fields a phone can fill in, and the test-mode note', () => {
    render(<CardForm ready paying={false} onPay={noop} />);
    expect(screen.getByLabelText('Card number')).toHaveAttribute('autocomplete', 'cc-number');
    expect(screen.getByLabelText('Card number')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText(/Expiry/)).toHaveAttribute('autocomplete', 'cc-exp');
    expect(screen.getByLabelText('CVC')).toHaveAttribute('autocomplete', 'cc-csc');
    expect(screen.getByText(TEST_MODE_NOTE())).toBeInTheDocument();
  });

  it('writes the card number in groups of four and the expiry as MM / YY as they are typed', async () => {
    render(<CardForm ready paying={false} onPay={noop} />);
    await fillCard('4242424242424242', '1230', '12345');
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByLabelText(/Expiry/)).toHaveValue('12 / 30');
    expect(screen.getByLabelText('CVC')).toHaveValue('1234');
  });

  it('deletes a digit, not just the space, when backspacing over a group break', async () => {
    render(<CardForm ready paying={false} onPay={noop} />);
    const number = screen.getByLabelText('Card number');
    await userEvent.type(number, '42424');
    expect(number).toHaveValue('4242 4');
    await userEvent.keyboard('{Backspace}{Backspace}');
    expect(number).toHaveValue('424');
  });

  it('keeps Pay disabled until the payment is ready', () => {
    render(<CardForm ready={false} paying={false} onPay={noop} />);
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Preparing a secure payment');
  });

  it('keeps Pay disabled while a payment is in flight', () => {
    render(<CardForm ready paying onPay={noop} />);
    expect(screen.getByRole('button', { name: 'Paying…' })).toBeDisabled();
  });

  it('hands over the card as the gateway takes it', async () => {
    const onPay = vi.fn();
    render(<CardForm ready paying={false} onPay={onPay} />);
    await fillCard();
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(onPay).toHaveBeenCalledWith({ number: '4242424242424242', expMonth: 12, expYear: 30, cvc: '123' });
  });

  it("shows the provider's message in red under the form", () => {
    render(<CardForm ready paying={false} error="Your card was declined." onPay={noop} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Your card was declined.');
    expect(alert).toHaveClass('text-error');
  });

  it('says what is missing before asking the gateway', async () => {
    const onPay = vi.fn();
    render(<CardForm ready paying={false} onPay={onPay} />);
    await userEvent.type(screen.getByLabelText('Card number'), '4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(screen.getByRole('alert')).toHaveTextContent("Your card's expiration date is incomplete.");
    expect(screen.getByLabelText(/Expiry/)).toHaveFocus();
    expect(screen.getByLabelText(/Expiry/)).toHaveAttribute('aria-invalid', 'true');
    expect(onPay).not.toHaveBeenCalled();
  });
});
