import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { latestCardMeetingInput } from '@/lib/meeting-time';
import { defaultMeetingTime, toDeal } from '../api/create-deal';
import { PurchaseForm } from './purchase-form';

const props = {
  buyer: { name: 'Farhana Akter', email: 'farhana@phonehaat.test' },
  product: { name: 'iPhone 11 (64 GB)', resalePrice: 38000 },
};

describe('PurchaseForm', () => {
  it('hands over the mobile number and meeting location, trimmed, card and tomorrow at 5 pm unless changed', async () => {
    const onSubmit = vi.fn();
    render(<PurchaseForm {...props} isSubmitting={false} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Your Mobile Number'), ' 01711111111 ');
    await userEvent.type(screen.getByLabelText('Desired Meeting Location'), 'Dhanmondi 27');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      contact: '01711111111',
      meetingLocation: 'Dhanmondi 27',
      payment: 'card',
      meetingAt: defaultMeetingTime(),
    });
    expect(defaultMeetingTime(new Date(2026, 0, 31, 22, 15))).toBe('2026-02-01T17:00');
  });

  it('offers cash at the meeting and another time, and refuses a time that has passed', async () => {
    const onSubmit = vi.fn();
    render(<PurchaseForm {...props} isSubmitting={false} onSubmit={onSubmit} />);
    expect(screen.getByRole('radio', { name: /Pay by card/ })).toBeChecked();
    await userEvent.type(screen.getByLabelText('Your Mobile Number'), '01711111111');
    await userEvent.type(screen.getByLabelText('Desired Meeting Location'), 'Dhanmondi 27');
    await userEvent.click(screen.getByRole('radio', { name: /Cash at the meeting/ }));
    const time = screen.getByLabelText('Meeting Time');
    await userEvent.clear(time);
    await userEvent.type(time, '2020-01-01T10:00');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Choose a meeting time that has not passed.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(time);
    await userEvent.type(time, '2099-05-04T18:30');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ payment: 'cash', meetingAt: '2099-05-04T18:30' });
    expect(toDeal('p1', onSubmit.mock.calls[0]?.[0]).meetingAt).toBe(new Date('2099-05-04T18:30').toISOString());
  });

  it('keeps a card payment’s meeting within the days it can be held, and says so; cash may meet later', async () => {
    const onSubmit = vi.fn();
    render(<PurchaseForm {...props} isSubmitting={false} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Your Mobile Number'), '01711111111');
    await userEvent.type(screen.getByLabelText('Desired Meeting Location'), 'Dhanmondi 27');
    const time = screen.getByLabelText('Meeting Time');
    expect(time).toHaveAccessibleDescription('Paying by card? Meet within 3 days: the payment is held only that long.');
    expect(time).toHaveAttribute('max', latestCardMeetingInput());
    await userEvent.clear(time);
    await userEvent.type(time, '2099-05-04T18:30');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText('To pay by card, choose a time within the next 3 days, or pay in cash at the meeting.'),
    ).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('radio', { name: /Cash at the meeting/ }));
    expect(time).not.toHaveAttribute('max');
    expect(screen.queryByText(/Paying by card\?/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ payment: 'cash', meetingAt: '2099-05-04T18:30' });
  });

  it('says to meet among people and light when the time is after dark, and not in daylight', async () => {
    render(<PurchaseForm {...props} isSubmitting={false} onSubmit={() => {}} />);
    const time = screen.getByLabelText('Meeting Time');
    const dark = /That is after dark: meet where there are people and light/;
    expect(screen.queryByText(dark)).toBeNull();
    await userEvent.clear(time);
    await userEvent.type(time, '2099-05-04T21:30');
    expect(screen.getByText(dark)).toBeInTheDocument();
    expect(time).toHaveAccessibleDescription(dark);
    await userEvent.clear(time);
    await userEvent.type(time, '2099-05-04T11:00');
    expect(screen.queryByText(dark)).toBeNull();
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
