import {
  dealFacts,
  dealMachine,
  rowFor,
  type DealCondition,
  type DealEvent,
  type DealStatus,
  type Principal as Party,
} from '@phonehaat/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventBody, fire, requestDeal } from './deal-helpers.js';
import {
  createPrincipal,
  createTestApp,
  multipartBody,
  payOrder,
  samplePhoto,
  validProduct,
  type Principal,
  type TestContext,
} from './helpers.js';

/**
 * The deal machine over the real app, generated from its own table: for every kind of deal (cash, card unpaid, card
 * paid) and every state the kind can reach, every event by every caller. An allowed move answers 200 and the state the
 * table names; a move that is not the caller's is 403, one the state or the kind does not allow 409, anyone who is not
 * a party 404, the signed-out 401, and a refused move changes nothing.
 */

const CALLERS = ['buyer', 'seller', 'otherBuyer', 'otherSeller', 'admin', 'anonymous'] as const;
type Caller = (typeof CALLERS)[number];
const KINDS = [
  { name: 'cash', payment: 'cash', paid: false },
  { name: 'card, unpaid', payment: 'card', paid: false },
  { name: 'card, paid', payment: 'card', paid: true },
] as const;
type Kind = (typeof KINDS)[number];

let ctx: TestContext;
const people = {} as Record<Exclude<Caller, 'anonymous'>, Principal>;
let picture = '';

/** A fresh listing of the seller (one photo, uploaded once, serves them all). */
async function newProduct(): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/products/add',
    headers: people.seller.headers,
    payload: { add: validProduct(picture) },
  });
  return res.json<{ insertedId: string }>().insertedId;
}

beforeAll(async () => {
  ctx = await createTestApp();
  people.seller = await createPrincipal(ctx.app, 'Seller', 'Machine Seller');
  people.otherSeller = await createPrincipal(ctx.app, 'Seller', 'Other Seller');
  people.buyer = await createPrincipal(ctx.app, 'Buyer', 'Machine Buyer');
  people.otherBuyer = await createPrincipal(ctx.app, 'Buyer', 'Other Buyer');
  people.admin = await createPrincipal(ctx.app, 'Admin', 'Machine Admin');
  const photo = multipartBody('image', 'phone.jpg', 'image/jpeg', await samplePhoto(5, 320, 240));
  const upload = await ctx.app.inject({
    method: 'POST',
    url: '/api/images',
    payload: photo.payload,
    headers: { ...photo.headers, ...people.seller.headers },
  });
  picture = upload.json<{ data: { url: string } }>().data.url;
}, 180_000);
afterAll(() => ctx.close());

/** The shortest way from 'requested' to `target` for a deal of these facts, by the table's own rows. */
function pathTo(target: DealStatus, facts: readonly DealCondition[]): { event: DealEvent; by: Party }[] | undefined {
  const queue: { at: DealStatus; path: { event: DealEvent; by: Party }[] }[] = [{ at: 'requested', path: [] }];
  const seen = new Set<DealStatus>(['requested']);
  while (queue.length > 0) {
    const { at, path } = queue.shift()!;
    if (at === target) return path;
    for (const event of dealMachine.events) {
      const row = rowFor(dealMachine, at, event, facts);
      if (typeof row !== 'object' || seen.has(row.to)) continue;
      // A person's move where there is one; PhoneHaat's own (expiry) otherwise.
      const by = row.by.find((p) => p !== 'system') ?? row.by[0]!;
      seen.add(row.to);
      queue.push({ at: row.to, path: [...path, { event, by }] });
    }
  }
  return undefined;
}

/** A fresh deal of this kind, driven along the table to `state`. */
async function dealIn(kind: Kind, state: DealStatus): Promise<string> {
  const productId = await newProduct();
  const { dealId, orderId } = await requestDeal(ctx.app, people.buyer, productId, { payment: kind.payment });
  if (kind.paid) expect((await payOrder(ctx.app, people.buyer, orderId)).response.statusCode).toBe(200);
  for (const step of pathTo(state, dealFacts(kind.payment, kind.paid)) ?? []) {
    if (step.by === 'system') {
      expect(await ctx.app.deals.moveAsSystem(dealId, step.event, 'Driven by the test.')).toBe(true);
      continue;
    }
    const res = await fire(ctx.app, people[step.by as 'buyer' | 'seller' | 'admin'], dealId, eventBody(step.event));
    expect(res.statusCode, `${step.event} by ${step.by}: ${res.body}`).toBe(200);
  }
  const now = await ctx.app.inject({ method: 'GET', url: `/api/deals/${dealId}`, headers: people.buyer.headers });
  expect(now.json().status).toBe(state);
  return dealId;
}

function expected(kind: Kind, from: DealStatus, event: DealEvent, caller: Caller): { status: number; to?: DealStatus } {
  if (caller === 'anonymous') return { status: 401 };
  if (caller === 'otherBuyer' || caller === 'otherSeller') return { status: 404 };
  const row = rowFor(dealMachine, from, event, dealFacts(kind.payment, kind.paid));
  if (typeof row !== 'object') return { status: 409 };
  return row.by.includes(caller) ? { status: 200, to: row.to } : { status: 403 };
}

for (const kind of KINDS) {
  const facts = dealFacts(kind.payment, kind.paid);
  const reachable = dealMachine.states.filter((s) => pathTo(s, facts) !== undefined);

  describe(`a ${kind.name} deal`, () => {
    it('can reach the states its kind allows', () => {
      // A card deal completes only once paid; every kind can end before a handover.
      if (kind.name === 'card, unpaid') expect(reachable).not.toContain('completed');
      else expect(reachable).toContain('completed');
      expect(reachable).toEqual(expect.arrayContaining(['declined', 'expired', 'cancelled']));
    });

    for (const from of reachable) {
      describe(`in '${from}'`, () => {
        let refusedOn = '';
        beforeAll(async () => {
          refusedOn = await dealIn(kind, from);
        }, 120_000);

        const cases = dealMachine.events.flatMap((event) =>
          CALLERS.map((caller) => ({ event, caller, ...expected(kind, from, event, caller) })),
        );
        it.each(cases)(
          '$event by $caller → $status',
          async ({ event, caller, status, to }) => {
            const dealId = status === 200 ? await dealIn(kind, from) : refusedOn;
            const who = caller === 'anonymous' ? undefined : people[caller];
            const res = await fire(ctx.app, who, dealId, eventBody(event));
            expect(res.statusCode, res.body).toBe(status);
            const after = await ctx.app.inject({
              method: 'GET',
              url: `/api/deals/${dealId}`,
              headers: people.buyer.headers,
            });
            if (status === 200) {
              expect(res.json().status).toBe(to);
              expect(after.json().timeline.at(-1)).toMatchObject({ event, from, to, by: caller });
            } else {
              expect(res.json().message).toMatch(/\.$/);
              expect(after.json().status).toBe(from);
            }
          },
          120_000,
        );
      });
    }
  });
}
