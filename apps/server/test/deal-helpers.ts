import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../src/app.js';
import { sandboxOperations, sandboxPaymentIntents } from '../src/db/schema/index.js';
import { createPrincipal, createTestApp, type Principal, type TestContext } from './helpers.js';

/** A clock the test moves: the app's `now`, and `advance` to jump ahead. */
export function testClock(start = Date.now()) {
  let at = start;
  return {
    now: () => new Date(at),
    advance(ms: number) {
      at += ms;
    },
  };
}

/** The people of a deals test file: a seller, a buyer, another buyer and an admin, on one app on `clock`. */
export interface DealParties {
  ctx: TestContext;
  seller: Principal;
  buyer: Principal;
  otherBuyer: Principal;
  admin: Principal;
}

/** Makes the file's app and parties before its tests (filled in then) and closes the app after them. */
export function dealParties(
  clock: ReturnType<typeof testClock>,
  names: { seller: string; buyer: string; otherBuyer: string },
): DealParties {
  const parties = {} as DealParties;
  beforeAll(async () => {
    const ctx = await createTestApp({}, { now: clock.now });
    Object.assign(parties, {
      ctx,
      seller: await createPrincipal(ctx.app, 'Seller', names.seller),
      buyer: await createPrincipal(ctx.app, 'Buyer', names.buyer),
      otherBuyer: await createPrincipal(ctx.app, 'Buyer', names.otherBuyer),
      admin: await createPrincipal(ctx.app, 'Admin'),
    });
  }, 120_000);
  afterAll(() => parties.ctx.close());
  return parties;
}

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;

/** The buyer books a deal from the purchase modal; answers the deal's and the order's ids. */
export async function requestDeal(
  app: App,
  buyer: Principal,
  productId: string,
  options: { payment?: 'card' | 'cash'; meetingAt?: Date; contact?: string; meetingLocation?: string } = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/deals',
    headers: buyer.headers,
    payload: {
      productId,
      contact: options.contact ?? '01811-223344',
      meetingLocation: options.meetingLocation ?? 'Dhanmondi 27, Dhaka',
      payment: options.payment ?? 'cash',
      meetingAt: (options.meetingAt ?? new Date(Date.now() + 2 * 86_400_000)).toISOString(),
    },
  });
  if (res.statusCode !== 201) throw new Error(`deal failed: ${res.statusCode} ${res.body}`);
  const body = res.json<{ insertedId: string; orderId: string }>();
  return { dealId: body.insertedId, orderId: body.orderId };
}

/** A party fires an event on a deal. */
export function fire(app: App, who: Principal | undefined, dealId: string, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: `/api/deals/${dealId}/events`,
    headers: who?.headers ?? {},
    payload: body,
  });
}

/** What each event needs to be accepted when it is allowed: a reason, a note, or another meeting. */
export function eventBody(event: string, meetingAt = new Date(Date.now() + 2 * 86_400_000)): Record<string, unknown> {
  if (event === 'propose')
    return { event, meetingPlace: 'Bashundhara City, gate 2', meetingAt: meetingAt.toISOString() };
  if (event === 'decline' || event === 'cancel') return { event, reason: 'I cannot make it after all.' };
  if (event === 'problem') return { event, reason: 'The screen has a crack the listing did not show.' };
  return { event };
}

/**
 * What the sandbox gateway's own records say of an intent: its status, what was taken from the card and given back,
 * and how many captures, cancels and refunds it carried out (its ledger of idempotency keys).
 */
export async function gatewayRecord(app: App, intentId: string) {
  const [intent] = await app.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, intentId));
  const operations = await app.db.select().from(sandboxOperations).where(eq(sandboxOperations.intentId, intentId));
  const count = (kind: string) => operations.filter((o) => o.kind === kind).length;
  return {
    status: intent?.status,
    captureMethod: intent?.captureMethod,
    amount: intent?.amount,
    received: intent?.amountReceived,
    refunded: intent?.amountRefunded,
    captures: count('capture'),
    cancels: count('cancel'),
    refunds: count('refund'),
  };
}
