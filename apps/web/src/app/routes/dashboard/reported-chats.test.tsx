import { CHAT_TEXT, type ReportedConversation } from '@phonehaat/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, signedInAs } from '@/testing/render';
import { ReportedChatsPage } from './reported-chats';

const buyer = { _id: 'b1', name: 'Karim Buyer' };
const seller = { _id: 's1', name: 'Rahim Seller' };
const message = (id: string, seq: number, senderId: string, text: string, safety = false) => ({
  _id: id,
  seq,
  conversationId: 'c1',
  senderId,
  text,
  safety,
  createdAt: '2026-11-25T10:00:00.000Z',
});

const report: ReportedConversation = {
  _id: 'c1',
  productId: 'p1',
  device: 'Nokia 8110 4G',
  buyer,
  seller,
  reportedBy: 'Rahim Seller',
  reason: null,
  reportedAt: '2026-11-25T11:00:00.000Z',
  messages: [
    message('m1', 1, 'b1', 'Send the phone first, I pay by bKash <b>later</b>', true),
    message('m2', 2, 's1', 'No, we meet first.'),
  ],
};

/** A server with the given reports, which dismisses one when asked; `fail` refuses the list (403). */
function serve(reports: ReportedConversation[], { fail = false } = {}) {
  let list = reports;
  const calls: { method: string; url: string }[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push({ method, url });
    if (method === 'DELETE') {
      list = list.filter((r) => url !== `/api/reportedconversations/${r._id}`);
      return Response.json({ acknowledged: true, deletedCount: 1 });
    }
    if (fail) return Response.json({ error: 'Forbidden', message: 'Admins only.' }, { status: 403 });
    return Response.json(list);
  });
  return calls;
}

const renderPage = () =>
  renderWithProviders(<ReportedChatsPage />, { auth: signedInAs('Admin'), route: '/dashboard/reportedchats' });

afterEach(() => vi.unstubAllGlobals());

describe('ReportedChatsPage', () => {
  it('shows each report: the listing, buyer and seller, who reported, the reason, and the messages as text', async () => {
    serve([
      report,
      { ...report, _id: 'c2', device: 'iPhone 11', reportedBy: 'Karim Buyer', reason: 'Rude', messages: [] },
    ]);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: CHAT_TEXT.reportedChats })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(CHAT_TEXT.reportedChatsLoading);

    const nokia = await screen.findByRole('article', { name: 'Nokia 8110 4G' });
    const n = within(nokia);
    expect(n.getByRole('link', { name: 'Nokia 8110 4G' })).toHaveAttribute('href', '/product/p1');
    expect(n.getByText(CHAT_TEXT.buyer).nextSibling).toHaveTextContent('Karim Buyer');
    expect(n.getByText(CHAT_TEXT.seller).nextSibling).toHaveTextContent('Rahim Seller');
    expect(n.getByText(CHAT_TEXT.reportedBy).nextSibling).toHaveTextContent('Rahim Seller');
    expect(n.getByText(CHAT_TEXT.reason).nextSibling).toHaveTextContent(CHAT_TEXT.noReason);

    // The messages open from their summary; HTML in a message is shown as text; the sender is named with their side.
    const summary = n.getByText('Read the 2 messages');
    await userEvent.click(summary);
    const texts = n.getAllByTestId('reported-message-text').map((p) => p.textContent);
    expect(texts).toEqual(['Send the phone first, I pay by bKash <b>later</b>', 'No, we meet first.']);
    const [first, second] = n.getAllByTestId('reported-message');
    expect(first).toHaveTextContent(`Karim Buyer (${CHAT_TEXT.buyer})`);
    expect(first).toHaveTextContent(CHAT_TEXT.safetyNote);
    expect(second).toHaveTextContent(`Rahim Seller (${CHAT_TEXT.seller})`);

    const iphone = within(screen.getByRole('article', { name: 'iPhone 11' }));
    expect(iphone.getByText(CHAT_TEXT.reason).nextSibling).toHaveTextContent('Rude');
    expect(iphone.getByText(CHAT_TEXT.readMessages(0))).toBeInTheDocument();
  });

  it('asks before dismissing; no keeps the report, yes dismisses it and the list empties', async () => {
    const user = userEvent.setup();
    const calls = serve([report]);
    renderPage();
    const dismiss = await screen.findByRole('button', { name: CHAT_TEXT.dismissLabel('Nokia 8110 4G') });

    await user.click(dismiss);
    const ask = screen.getByRole('alertdialog', { name: CHAT_TEXT.dismissConfirm });
    expect(ask).toHaveAccessibleDescription('Nokia 8110 4G');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    expect(screen.getByRole('article', { name: 'Nokia 8110 4G' })).toBeInTheDocument();

    await user.click(dismiss);
    await user.click(
      within(screen.getByRole('alertdialog', { name: CHAT_TEXT.dismissConfirm })).getByRole('button', {
        name: CHAT_TEXT.dismiss,
      }),
    );
    expect(await screen.findByText(CHAT_TEXT.reportedChatsEmpty)).toBeInTheDocument();
    expect(calls).toContainEqual({ method: 'DELETE', url: '/api/reportedconversations/c1' });
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('says when there is nothing reported', async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText(CHAT_TEXT.reportedChatsEmpty)).toBeInTheDocument();
  });

  it('says why the list could not be loaded, with a way to try again', async () => {
    serve([report], { fail: true });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Admins only.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
