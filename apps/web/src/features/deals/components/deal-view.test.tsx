import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { localInputValue } from '@/lib/meeting-time';
import { renderWithProviders, signedInAs } from '@/testing/render';
import { DEALS_STRINGS, moneyLine } from '../strings';
import { canRate, sortDeals } from '../utils';
import { aDeal } from '../testing';
import { DealView } from './deal-view';

const deal = aDeal;

const buttons = () =>
  within(screen.getByRole('group', { name: 'What you can do now' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('DealView', () => {
  it("shows only the server's actions, the buyer's number to the seller, the meeting and the timeline", () => {
    renderWithProviders(<DealView deal={deal()} sellerId="s1" />, { auth: signedInAs('Seller') });
    expect(buttons()).toEqual(['Accept', 'Propose another time/place', 'Decline']);
    expect(screen.getByText('01712-345678')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rahim Uddin' })).toHaveAttribute('href', '/seller/s1');
    expect(screen.getByText('Farhana Akter: Asked to buy')).toBeInTheDocument();
    expect(screen.getAllByText('Thu 26 Nov, 5:00 pm')[0]).toBeInTheDocument();
    // Not accepted yet: no checklist.
    expect(screen.queryByRole('heading', { name: 'At the handover' })).toBeNull();
  });

  it('asks a reason before declining, and sends nothing without one', async () => {
    renderWithProviders(<DealView deal={deal()} />, { auth: signedInAs('Seller') });
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline this deal?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Write a few words.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers a card deal’s proposal only the times its payment can be held, and sends nothing later', async () => {
    const meetBy = '2099-05-06T11:00:00.000Z';
    renderWithProviders(<DealView deal={deal({ payment: 'card', paid: true, money: 'held', meetBy })} />, {
      auth: signedInAs('Seller'),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Propose another time/place' }));
    const dialog = screen.getByRole('dialog');
    const time = within(dialog).getByLabelText('Meeting time');
    expect(time).toHaveAccessibleDescription(
      'Paid by card: meet by Wed 6 May, 5:00 pm, while the payment can be held.',
    );
    expect(time).toHaveAttribute('max', localInputValue(new Date(meetBy)));
    await userEvent.clear(time);
    await userEvent.type(time, '2099-05-07T12:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Propose' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Choose a time before Wed 6 May, 5:00 pm: a card payment is held only until then.',
    );
    // Still open: nothing was sent.
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    // A time after dark is allowed, with a word on where to meet.
    expect(within(dialog).queryByText(/That is after dark/)).toBeNull();
    await userEvent.clear(time);
    await userEvent.type(time, '2099-05-05T22:00');
    expect(within(dialog).getByText(/That is after dark/)).toBeInTheDocument();
  });

  it("shows the buyer the seller's number and the IMEIs once accepted, the checklist, and money held", () => {
    renderWithProviders(
      <DealView
        deal={deal({
          you: 'buyer',
          status: 'accepted',
          payment: 'card',
          paid: true,
          money: 'held',
          sellerContact: '01911-000000',
          imeis: ['490154203237518', '356938035643809'],
          actions: ['receive', 'problem'],
          waitingForYou: true,
        })}
      />,
      { auth: signedInAs('Buyer') },
    );
    expect(screen.getByRole('link', { name: '01911-000000' })).toHaveAttribute('href', 'tel:01911000000');
    // The phone's full IMEIs, to check with *#06# at the meeting (issue 16).
    const imei = screen.getByText(DEALS_STRINGS.imei()).nextElementSibling;
    expect(imei).toHaveTextContent('490154203237518 Check it356938035643809 Check it');
    // Each opens 'Check a phone' with its number (in the history state, not the address).
    expect(screen.getAllByRole('link', { name: 'Check it' }).map((a) => a.getAttribute('href'))).toEqual([
      '/check-phone',
      '/check-phone',
    ]);
    expect(screen.getByText('Paid — held until you confirm')).toBeInTheDocument();
    expect(buttons()).toEqual(['I have the phone', 'The phone is not as described']);
    expect(screen.getByRole('heading', { name: 'At the handover' })).toBeInTheDocument();
    expect(screen.getByText(/KYD <IMEI>/)).toBeInTheDocument();
  });

  it('offers a rating after completion, and none to an admin', () => {
    const { unmount } = renderWithProviders(
      <DealView deal={deal({ you: 'buyer', status: 'completed', actions: [] })} />,
      {
        auth: signedInAs('Buyer'),
      },
    );
    expect(screen.getByRole('heading', { name: 'Rate the seller' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '5 stars: Very good' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<DealView deal={deal({ you: 'admin', status: 'completed', actions: [] })} />, {
      auth: signedInAs('Admin'),
    });
    expect(screen.queryByRole('heading', { name: /Rate the/ })).toBeNull();
  });

  it('shows a rating past its editing days as given, under a heading that says so, and the IMEIs whole', () => {
    const given = {
      stars: 4,
      comment: 'Good phone.',
      at: '2026-01-01T00:00:00Z',
      editableUntil: '2026-01-08T00:00:00Z',
    };
    renderWithProviders(
      <DealView
        deal={deal({
          you: 'buyer',
          status: 'completed',
          actions: [],
          sellerContact: '01819-204518',
          imeis: ['352109481734120'],
          ratings: { byBuyer: given, bySeller: null },
        })}
      />,
      { auth: signedInAs('Buyer') },
    );
    expect(screen.getByRole('heading', { name: 'How you rated the seller' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Rate the seller' })).toBeNull();
    expect(screen.getByText('You gave 4 stars: “Good phone.”')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change rating' })).toBeNull();
    // Never cut in two on a narrow screen: the fact takes the whole row, the number does not wrap.
    const imei = screen.getByText('352109481734120');
    expect(imei).toHaveClass('whitespace-nowrap');
    expect(imei.closest('dd')?.parentElement).toHaveClass('col-span-2');
  });
});

describe('deal wording and order', () => {
  it('says where the money is to each side', () => {
    expect(moneyLine({ payment: 'card', money: 'held', you: 'buyer' })).toBe('Paid — held until you confirm');
    expect(moneyLine({ payment: 'card', money: 'held', you: 'seller' })).toBe('Money on hold');
    expect(moneyLine({ payment: 'card', money: 'released', you: 'seller' })).toBe('Released to you');
    expect(moneyLine({ payment: 'card', money: 'refunded', you: 'buyer' })).toBe('Refunded to the buyer');
    expect(moneyLine({ payment: 'cash', money: 'none', you: 'buyer' })).toBe('Cash at the meeting');
  });

  it('puts deals waiting for you first, keeping the newest-first order otherwise', () => {
    const list = [
      deal({ _id: 'a', waitingForYou: false }),
      deal({ _id: 'b' }),
      deal({ _id: 'c', waitingForYou: false }),
    ];
    expect(sortDeals(list).map((d) => d._id)).toEqual(['b', 'a', 'c']);
  });

  it('lets a rating change until its editableUntil', () => {
    expect(canRate(null)).toBe(true);
    expect(canRate({ editableUntil: '2026-01-02T00:00:00Z' }, Date.parse('2026-01-01T00:00:00Z'))).toBe(true);
    expect(canRate({ editableUntil: '2026-01-02T00:00:00Z' }, Date.parse('2026-01-03T00:00:00Z'))).toBe(false);
  });
});
