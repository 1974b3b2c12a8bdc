import type { Conversation, ConversationSummary, Message, ReportedConversation } from '@phonehaat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeOf, openSocket, send, startChat } from '../../../test/chat-helpers.js';
import {
  createPrincipal,
  createTestApp,
  engine,
  listProduct,
  testImei,
  type Principal,
  type TestContext,
} from '../../../test/helpers.js';
import { MESSAGES_PER_MINUTE } from './conversations.routes.js';
import { REFUSALS } from './conversations.service.js';

describe(`conversations (${engine})`, () => {
  let ctx: TestContext;
  let seller: Principal;
  let buyer: Principal;
  let other: Principal;
  let admin: Principal;
  let productId: string;
  let chat: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    seller = await createPrincipal(ctx.app, 'Seller', 'Rahim Seller');
    buyer = await createPrincipal(ctx.app, 'Buyer', 'Karim Buyer');
    other = await createPrincipal(ctx.app, 'Buyer', 'Someone Else');
    admin = await createPrincipal(ctx.app, 'Admin');
    productId = await listProduct(ctx.app, seller);
    chat = await startChat(ctx.app, buyer, productId);
  });
  afterAll(() => ctx.close());

  const get = <T>(who: Principal, url: string) =>
    ctx.app.inject({ method: 'GET', url, headers: who.headers }).then((r) => {
      expect(r.statusCode, r.body).toBe(200);
      return r.json<T>();
    });

  it('keeps one conversation per listing and buyer, in nobody’s inbox until its first message', async () => {
    expect(await startChat(ctx.app, buyer, productId)).toBe(chat);
    expect(await get<ConversationSummary[]>(seller, '/api/conversations')).toEqual([]);
  });

  it('brings a buyer’s question to the seller’s inbox with its listing, unread until read', async () => {
    const res = await send(ctx.app, buyer, chat, '  Is the battery original?  ');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<Message>()).toMatchObject({ text: 'Is the battery original?', senderId: buyer.id, safety: false });

    const [inbox] = await get<ConversationSummary[]>(seller, '/api/conversations');
    expect(inbox).toMatchObject({
      _id: chat,
      productId,
      device: 'Samsung Galaxy A52',
      price: 21500,
      you: 'seller',
      other: { _id: buyer.id, name: 'Karim Buyer' },
      unread: 1,
      lastMessage: { text: 'Is the battery original?' },
    });
    expect(await get(seller, '/api/conversations/unread')).toEqual({ count: 1 });

    const read = await ctx.app.inject({
      method: 'POST',
      url: `/api/conversations/${chat}/read`,
      headers: seller.headers,
    });
    expect(read.json()).toEqual({ count: 0 });
    expect(await get(seller, '/api/conversations/unread')).toEqual({ count: 0 });

    await send(ctx.app, seller, chat, 'Yes, original. We can meet at Farmgate.');
    expect(await get(buyer, '/api/conversations/unread')).toEqual({ count: 1 });
    const view = await get<Conversation>(buyer, `/api/conversations/${chat}`);
    expect(view.messages.map((m) => m.text)).toEqual([
      'Is the battery original?',
      'Yes, original. We can meet at Farmgate.',
    ]);
    expect(view).toMatchObject({ you: 'buyer', other: { name: 'Rahim Seller' }, blocked: null, listingRemoved: false });
  });

  it('tells the recipient in the bell, once per conversation', async () => {
    const bell = await get<{ items: { kind: string; text: string; link: string }[] }>(seller, '/api/notifications');
    expect(bell.items.filter((n) => n.kind === 'message.received')).toEqual([
      expect.objectContaining({ text: 'New message about Samsung Galaxy A52.', link: `/dashboard/messages/${chat}` }),
    ]);
  });

  it('never reveals the seller’s phone number', async () => {
    const bodies = await Promise.all([
      ctx.app.inject({ method: 'GET', url: `/api/conversations/${chat}`, headers: buyer.headers }),
      ctx.app.inject({ method: 'GET', url: '/api/conversations', headers: buyer.headers }),
    ]);
    for (const res of bodies) {
      expect(res.body).not.toContain('01712');
      expect(res.body).not.toMatch(/contact/i);
    }
  });

  it('answers polling with only the messages after the given one', async () => {
    const view = await get<Conversation>(buyer, `/api/conversations/${chat}`);
    const first = view.messages[0]!;
    const after = await get<Message[]>(buyer, `/api/conversations/${chat}/messages?after=${first.seq}`);
    expect(after.map((m) => m.text)).toEqual(['Yes, original. We can meet at Farmgate.']);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: `/api/conversations/${chat}/messages?after=yesterday`,
      headers: buyer.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/after: give the seq/);
  });

  it('shows a conversation to its two people only', async () => {
    for (const url of [`/api/conversations/${chat}`, `/api/conversations/${chat}/messages`]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: other.headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(REFUSALS.noConversation);
    }
    expect((await send(ctx.app, other, chat, 'hello')).statusCode).toBe(404);
    expect(await get(other, '/api/conversations')).toEqual([]);
  });

  it('refuses a message about one’s own listing', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: seller.headers,
      payload: { productId },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(REFUSALS.ownListing);
  });

  it('stores HTML as the text it is', async () => {
    const html = '<img src=x onerror="alert(1)"><script>alert("hi")</script>';
    const res = await send(ctx.app, buyer, chat, html);
    expect(res.json<Message>().text).toBe(html);
  });

  it('takes 2,000 characters (Bengali too) and refuses 2,001 with a sentence', async () => {
    expect((await send(ctx.app, buyer, chat, 'ফ'.repeat(2000))).statusCode).toBe(201);
    const long = await send(ctx.app, buyer, chat, 'a'.repeat(2001));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('body.text: A message can be at most 2,000 characters.');
    const empty = await send(ctx.app, buyer, chat, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('body.text: Write a message.');
  });

  it('flags advance payment, a phone number (Bengali digits too) and a link, and nothing else', async () => {
    const cases: [string, boolean][] = [
      ['Send 1000 tk advance by bKash first', true],
      ['আমার নম্বর ০১৭১২-৩৪৫৬৭৮', true],
      ['photos: https://example.com/a52', true],
      ['Can we meet at Farmgate at 5 pm?', false],
    ];
    for (const [text, safety] of cases) {
      expect((await send(ctx.app, seller, chat, text)).json<Message>().safety, text).toBe(safety);
    }
  });

  it('stops messages both ways once one of them blocks the other, until unblocked', async () => {
    const block = await ctx.app.inject({
      method: 'PUT',
      url: `/api/conversations/${chat}/block`,
      headers: seller.headers,
    });
    expect(block.statusCode).toBe(200);
    expect(block.json<Conversation>().blocked).toBe('byYou');
    expect((await get<Conversation>(buyer, `/api/conversations/${chat}`)).blocked).toBe('byThem');

    const fromBuyer = await send(ctx.app, buyer, chat, 'Hello?');
    expect(fromBuyer.statusCode).toBe(403);
    expect(fromBuyer.json().message).toBe(REFUSALS.theyBlocked);
    const fromSeller = await send(ctx.app, seller, chat, 'One more thing');
    expect(fromSeller.statusCode).toBe(403);
    expect(fromSeller.json().message).toBe(REFUSALS.youBlocked);

    await ctx.app.inject({ method: 'DELETE', url: `/api/conversations/${chat}/block`, headers: seller.headers });
    expect((await send(ctx.app, buyer, chat, 'Hello again')).statusCode).toBe(201);
  });

  it('puts a reported conversation, with its messages, in the admin’s queue until dismissed', async () => {
    const report = await ctx.app.inject({
      method: 'PUT',
      url: `/api/conversations/${chat}/report`,
      headers: buyer.headers,
      payload: { reason: 'Asked for bKash first' },
    });
    expect(report.statusCode).toBe(200);
    expect((await get<Conversation>(buyer, `/api/conversations/${chat}`)).reported).toBe(true);

    const forbidden = await ctx.app.inject({
      method: 'GET',
      url: '/api/reportedconversations',
      headers: buyer.headers,
    });
    expect(forbidden.statusCode).toBe(403);
    const [queued] = await get<ReportedConversation[]>(admin, '/api/reportedconversations');
    expect(queued).toMatchObject({
      _id: chat,
      reportedBy: 'Karim Buyer',
      reason: 'Asked for bKash first',
      buyer: { name: 'Karim Buyer' },
      seller: { name: 'Rahim Seller' },
    });
    expect(queued!.messages.map((m) => m.text)).toContain('Is the battery original?');

    const dismiss = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/reportedconversations/${chat}`,
      headers: admin.headers,
    });
    expect(dismiss.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await get(admin, '/api/reportedconversations')).toEqual([]);
  });

  it('pushes a new message and the unread count to the recipient’s socket', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const sellerSocket = await openSocket(address, seller);
    try {
      const sent = await send(ctx.app, buyer, chat, 'Are you there?');
      const frame = await sellerSocket.next(
        (f) => f.type === 'message' && f.message._id === sent.json<Message>()._id,
        'message',
      );
      expect(frame).toMatchObject({ type: 'message', message: { text: 'Are you there?' } });
      expect(frame.type === 'message' && frame.unread).toBeGreaterThan(0);

      expect(await closeOf(address, JSON.stringify({ type: 'auth', token: 'not-a-real-token-0000' }))).toEqual({
        code: 4401,
        reason: 'Your session has expired. Please sign in again.',
      });
      expect((await closeOf(address, 'hello')).code).toBe(4400);
    } finally {
      await sellerSocket.close();
    }
  });

  it('refuses a listing that was removed, both to start and to go on', async () => {
    const gone = await listProduct(ctx.app, seller, { name: 'Nokia 3310' });
    const talk = await startChat(ctx.app, buyer, gone);
    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/products/${gone}`, headers: seller.headers });
    expect(del.statusCode).toBe(200);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: other.headers,
      payload: { productId: gone },
    });
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(REFUSALS.removed);
    const res = await send(ctx.app, buyer, talk, 'Still for sale?');
    expect(res.statusCode).toBe(410);
    expect(res.json().message).toBe(REFUSALS.removed);
  });

  it('tells a buyer asking about a listing held for review that it is being checked, and lets them ask once it is back', async () => {
    const imei = testImei();
    const held = await listProduct(ctx.app, seller, { name: 'Xiaomi Redmi Note 12', imei });
    const owner = await createPrincipal(ctx.app, 'Buyer', 'Phone Owner');
    const filed = await ctx.app.inject({
      method: 'POST',
      url: '/api/stolen',
      headers: owner.headers,
      payload: { imei, gdNumber: 'GD 1234', stolenOn: '2026-10-01', area: 'Mirpur 10, Dhaka' },
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const ask = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/conversations',
        headers: buyer.headers,
        payload: { productId: held },
      });

    const refused = await ask();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'Conflict',
      message:
        'PhoneHaat’s admins are checking this listing, so its seller cannot be messaged about it for now. You can write again once the listing is back on the site.',
      code: 'listing_under_review',
    });

    const recovered = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/stolen/${filed.json<{ id: string }>().id}`,
      headers: owner.headers,
      payload: { status: 'recovered' },
    });
    expect(recovered.statusCode).toBe(200);
    const asked = await ask();
    expect(asked.statusCode, asked.body).toBe(200);
  });

  it(`refuses a person’s message ${MESSAGES_PER_MINUTE + 1} in a minute, with when to try again`, async () => {
    const fast = await createPrincipal(ctx.app, 'Buyer', 'Fast Typist');
    const talk = await startChat(ctx.app, fast, productId);
    for (let i = 0; i < MESSAGES_PER_MINUTE; i += 1) {
      expect((await send(ctx.app, fast, talk, `message ${i}`)).statusCode).toBe(201);
    }
    const refused = await send(ctx.app, fast, talk, 'one too many');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('You are sending messages very fast. Please wait a minute and try again.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
