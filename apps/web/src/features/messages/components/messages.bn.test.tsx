import { CHAT_TEXT, type Conversation, type ReportedConversation } from '@phonehaat/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/paraglide/runtime.js';
import { renderWithProviders, signedInAs } from '@/testing/render';
import { CHAT_WORDS } from '../chat-text';
import { ConversationView } from './conversation-view';
import { Inbox } from './inbox';
import { MessageSellerButton } from './message-seller-button';
import { ReportedConversations } from './reported-conversations';

const message = (id: string, senderId: string, text: string, safety = false) => ({
  _id: id,
  seq: Number(id.slice(1)),
  conversationId: 'c1',
  senderId,
  text,
  safety,
  // 10:00 UTC: 4 pm in Dhaka.
  createdAt: '2026-11-25T10:00:00.000Z',
});

const conversation = (overrides: Partial<Conversation> = {}): Conversation => ({
  _id: 'c1',
  productId: 'p1',
  device: 'Nokia 8110 4G',
  productPic: '/api/images/abc-640.webp',
  price: 4500,
  you: 'buyer',
  other: { _id: 's1', name: 'Rahim Seller' },
  lastMessage: null,
  unread: 0,
  blocked: null,
  listingRemoved: false,
  messages: [message('m1', 's1', 'Pay 500 tk advance by bKash first', true), message('m2', 'u1', 'We meet first.')],
  reported: false,
  ...overrides,
});

beforeEach(() => {
  setLocale('bn', { reload: false });
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => setLocale('en', { reload: false }));

describe('the chat in Bengali', () => {
  it('shows the safety note, the time in Bengali digits, and the composer and buttons in Bengali', () => {
    renderWithProviders(<ConversationView conversation={conversation()} />, { auth: signedInAs('Buyer') });
    const list = screen.getByRole('list', { name: 'মেসেজ' });
    expect(within(list).getByRole('note')).toHaveTextContent(
      '⚠ দেখা করে ফোনটি নিজের চোখে দেখার আগে কখনো টাকা দেবেন না।',
    );
    expect(within(list).getAllByText('২৫ নভে, ৪:০০ বিকাল')).toHaveLength(2);
    expect(screen.getByLabelText('আপনার মেসেজ')).toHaveAttribute('placeholder', 'একটি মেসেজ লিখুন');
    expect(screen.getByRole('button', { name: 'পাঠান' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'ব্লক করুন' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'রিপোর্ট করুন' })).toBeInTheDocument();
  });

  it('asks in Bengali before blocking', async () => {
    renderWithProviders(<ConversationView conversation={conversation()} />, { auth: signedInAs('Buyer') });
    await userEvent.click(screen.getByRole('button', { name: 'ব্লক করুন' }));
    expect(
      screen.getByRole('alertdialog', {
        name: 'এই ব্যক্তিকে ব্লক করবেন? এরপর এই চ্যাটে আপনারা কেউই আর লিখতে পারবেন না।',
      }),
    ).toBeInTheDocument();
  });

  it('says a closed chat is closed, in Bengali', () => {
    renderWithProviders(<ConversationView conversation={conversation({ blocked: 'byThem' })} />, {
      auth: signedInAs('Buyer'),
    });
    expect(screen.getByRole('status')).toHaveTextContent('এই ব্যক্তি আপনার কাছ থেকে মেসেজ নিচ্ছেন না।');
  });

  it('lists the inbox with the unread count in Bengali digits', () => {
    const last = message('m12', 'u1', 'We meet first.');
    renderWithProviders(<Inbox conversations={[conversation({ unread: 12, lastMessage: last })]} />);
    const badge = screen.getByLabelText('১২টি অপঠিত');
    expect(badge).toHaveTextContent('১২');
    expect(screen.getByText('Nokia 8110 4G · বিক্রেতা')).toBeInTheDocument();
    expect(screen.getByText(/^আপনি: /)).toHaveTextContent('আপনি: We meet first.');
  });

  it('says an empty inbox is empty, in Bengali', () => {
    renderWithProviders(<Inbox conversations={[]} />);
    expect(screen.getByText(/^এখনও কোনো মেসেজ নেই।/)).toBeInTheDocument();
  });

  it('offers Message seller in Bengali', () => {
    renderWithProviders(<MessageSellerButton productId="p1" sellerId="s1" />, { auth: signedInAs('Buyer') });
    expect(screen.getByRole('button', { name: 'বিক্রেতাকে মেসেজ দিন' })).toBeInTheDocument();
  });

  it('shows a reported conversation to the admin in Bengali', () => {
    const report: ReportedConversation = {
      _id: 'c1',
      productId: 'p1',
      device: 'Nokia 8110 4G',
      buyer: { _id: 'u1', name: 'Karim Buyer' },
      seller: { _id: 's1', name: 'Rahim Seller' },
      reportedBy: 'Karim Buyer',
      reason: null,
      reportedAt: '2026-11-25T11:00:00.000Z',
      messages: conversation().messages,
    };
    renderWithProviders(<ReportedConversations reports={[report]} onDismiss={() => undefined} />);
    expect(screen.getByText('রিপোর্ট করেছেন').nextSibling).toHaveTextContent('Karim Buyer');
    expect(screen.getByText('কারণ').nextSibling).toHaveTextContent('কোনো কারণ জানানো হয়নি।');
    expect(screen.getByText('রিপোর্টের সময়').nextSibling).toHaveTextContent('২৫ নভে, ৫:০০ বিকাল');
    expect(screen.getByText('২টি মেসেজ পড়ুন')).toBeInTheDocument();
    expect(screen.getAllByTestId('reported-message')[0]).toHaveTextContent('Rahim Seller (বিক্রেতা)');
    expect(screen.getByRole('button', { name: 'Nokia 8110 4G-এর রিপোর্ট খারিজ করুন' })).toHaveTextContent('খারিজ করুন');
  });
});

describe('CHAT_WORDS', () => {
  it("answers in English with exactly the shared CHAT_TEXT's sentences (the spec's words)", () => {
    setLocale('en', { reload: false });
    for (const [key, english] of Object.entries(CHAT_TEXT)) {
      const words = CHAT_WORDS[key as keyof typeof CHAT_WORDS] as (arg?: never) => string;
      if (typeof english === 'string') expect(words(), key).toBe(english);
    }
    for (const count of [0, 1, 2, 1234]) expect(CHAT_WORDS.readMessages(count)).toBe(CHAT_TEXT.readMessages(count));
    expect(CHAT_WORDS.dismissLabel('Pixel 7')).toBe(CHAT_TEXT.dismissLabel('Pixel 7'));
  });
});
