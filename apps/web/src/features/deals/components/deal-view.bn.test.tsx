import type { Deal } from '@phonehaat/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLocale } from '@/paraglide/runtime.js';
import { renderWithProviders, signedInAs } from '@/testing/render';
import { moneyLine } from '../strings';
import { aDeal } from '../testing';
import { DealView } from './deal-view';
import { DealsList } from './deals-list';
import { ratingText } from './format';

const deal = (overrides: Partial<Deal> = {}): Deal => aDeal({ payment: 'card', ...overrides });

beforeEach(() => setLocale('bn', { reload: false }));
afterEach(() => setLocale('en', { reload: false }));

describe('DealView in Bengali', () => {
  it('shows the price, status, buttons, meeting and timeline in Bengali words and digits', () => {
    renderWithProviders(<DealView deal={deal()} />, { auth: signedInAs('Seller') });
    expect(screen.getByText('২১,৫০০ টাকা')).toBeInTheDocument();
    expect(screen.getByText('বিক্রেতার উত্তরের অপেক্ষায়')).toBeInTheDocument();
    expect(screen.getByText('কার্ডে পেমেন্ট')).toBeInTheDocument();
    const actions = screen.getByRole('group', { name: 'এখন আপনি যা করতে পারেন' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['গ্রহণ করুন', 'অন্য সময়/জায়গা প্রস্তাব করুন', 'প্রত্যাখ্যান করুন']);
    expect(screen.getByText('Farhana Akter: কেনার অনুরোধ করেছেন')).toBeInTheDocument();
    expect(screen.getByText('প্রস্তাব করেছেন Farhana Akter')).toBeInTheDocument();
    // 11:00 UTC is 5 pm in Dhaka, on Thursday 26 November: Bengali digits and the part of the day in words.
    expect(screen.getAllByText('বৃহস্পতি ২৬ নভে, ৫:০০ বিকাল').length).toBeGreaterThan(0);
    expect(screen.getByText('সাক্ষাৎ: Dhanmondi 27, বৃহস্পতি ২৬ নভে, ৫:০০ বিকাল')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'ঘটনাক্রম' })).toBeInTheDocument();
  });

  it('asks in Bengali before declining, and says what is missing', async () => {
    renderWithProviders(<DealView deal={deal()} />, { auth: signedInAs('Seller') });
    await userEvent.click(screen.getByRole('button', { name: 'প্রত্যাখ্যান করুন' }));
    const dialog = screen.getByRole('dialog', { name: 'এই ডিলটি প্রত্যাখ্যান করবেন?' });
    expect(within(dialog).getByLabelText('কেন? ক্রেতা এটি দেখতে পাবেন।')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'প্রত্যাখ্যান করুন' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('কয়েকটি কথা লিখুন।');
  });

  it('tells the buyer of a card deal to pay from My Orders, the link inside the Bengali sentence', () => {
    renderWithProviders(<DealView deal={deal({ you: 'buyer', actions: ['cancel'], waitingForYou: false })} />, {
      auth: signedInAs('Buyer'),
    });
    const link = screen.getByRole('link', { name: 'আমার অর্ডার' });
    expect(link.parentElement).toHaveTextContent(
      'এই ফোনের দাম আমার অর্ডার থেকে পরিশোধ করুন। ফোন হাতে পেয়েছেন বলে আপনি নিশ্চিত করার পরেই বিক্রেতা টাকা পাবেন।',
    );
    expect(screen.getByText('বিক্রেতা সাক্ষাৎ গ্রহণ করলে তাঁর নম্বর এখানে দেখাবে।')).toBeInTheDocument();
  });

  it('gives the handover checklist with the BTRC short code in Bengali digits, the dial code as it is typed', () => {
    renderWithProviders(
      <DealView
        deal={deal({
          you: 'buyer',
          status: 'accepted',
          sellerContact: '01911-000000',
          imeis: ['490154203237518'],
          actions: ['receive'],
        })}
      />,
      { auth: signedInAs('Buyer') },
    );
    expect(screen.getByRole('heading', { name: 'হস্তান্তরের সময়' })).toBeInTheDocument();
    expect(screen.getByText(/“KYD <IMEI>” লিখে ১৬০০২ নম্বরে SMS পাঠান।/)).toBeInTheDocument();
    expect(screen.getByText(/ফোনে \*#06# ডায়াল করুন/)).toBeInTheDocument();
    expect(screen.getByText('IMEI (দেখা করার সময় *#06# দিয়ে মিলিয়ে নিন)')).toBeInTheDocument();
  });

  it('offers the rating form in Bengali after completion', async () => {
    renderWithProviders(<DealView deal={deal({ you: 'buyer', status: 'completed', actions: [] })} />, {
      auth: signedInAs('Buyer'),
    });
    expect(screen.getByRole('heading', { name: 'বিক্রেতাকে রেটিং দিন' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '৫ স্টার: খুব ভালো' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'রেটিং পাঠান' }));
    expect(screen.getByRole('alert')).toHaveTextContent('১ থেকে ৫ স্টার দিন।');
    expect(screen.getByText('০/৫০০')).toBeInTheDocument();
  });
});

describe('deal words in Bengali', () => {
  it('lists deals with the other side, price and money line in Bengali', () => {
    renderWithProviders(<DealsList deals={[deal({ money: 'held', you: 'buyer' })]} />);
    expect(screen.getByRole('list', { name: 'আমার ডিল' })).toBeInTheDocument();
    expect(screen.getByText('বিক্রেতা: Rahim Uddin', { exact: false })).toBeInTheDocument();
    expect(screen.getByText(/কার্ডে পেমেন্ট · পরিশোধিত — আপনি নিশ্চিত না করা পর্যন্ত আটকে থাকবে/)).toBeInTheDocument();
  });

  it('says where the money is, and the rating, in Bengali', () => {
    expect(moneyLine({ payment: 'card', money: 'held', you: 'seller' })).toBe('টাকা আটকে রাখা আছে');
    expect(moneyLine({ payment: 'cash', money: 'none', you: 'buyer' })).toBe('দেখা করার সময় নগদে');
    expect(ratingText(4.25, 12)).toBe('৫-এর মধ্যে ৪.৩ (১২টি রেটিং)');
    expect(ratingText(null, 0)).toBe('এখনও কোনো রেটিং নেই');
  });

  it('switches language at run time: the same constants answer in the new language', () => {
    setLocale('en', { reload: false });
    expect(moneyLine({ payment: 'card', money: 'held', you: 'seller' })).toBe('Money on hold');
    expect(ratingText(4.25, 12)).toBe('4.3 out of 5 (12 ratings)');
    setLocale('bn', { reload: false });
    expect(moneyLine({ payment: 'card', money: 'held', you: 'seller' })).toBe('টাকা আটকে রাখা আছে');
  });

  it('names PhoneHaat and its admins, and gives PhoneHaat’s own reasons, in Bengali; a person’s words stay theirs', () => {
    const ended = (by: 'admin' | 'system' | 'buyer', reason: string) => ({
      event: 'cancel' as const,
      from: 'requested' as const,
      to: 'cancelled' as const,
      by,
      name: by === 'admin' ? 'PhoneHaat admin' : by === 'system' ? 'PhoneHaat' : 'Farhana Akter',
      reason,
      meetingPlace: null,
      meetingAt: null,
      at: '2026-11-25T12:00:00.000Z',
    });
    renderWithProviders(
      <DealView
        deal={deal({
          status: 'cancelled',
          actions: [],
          timeline: [
            ended('admin', 'PhoneHaat’s admins suspended the seller’s account.'),
            ended('system', 'Nobody answered in time.'),
            ended('buyer', 'I found one nearer home.'),
          ],
        })}
      />,
      { auth: signedInAs('Seller') },
    );
    expect(screen.getByText(/^PhoneHaat অ্যাডমিন:/)).toBeInTheDocument();
    expect(screen.getByText('“PhoneHaat-এর অ্যাডমিনরা বিক্রেতার অ্যাকাউন্ট স্থগিত করেছেন।”')).toBeInTheDocument();
    expect(screen.getByText('“সময়ের মধ্যে কেউ উত্তর দেননি।”')).toBeInTheDocument();
    expect(screen.getByText('“I found one nearer home.”')).toBeInTheDocument();
  });
});
