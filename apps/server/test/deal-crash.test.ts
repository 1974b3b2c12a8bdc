import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  chargeAtGateway,
  createProcessDatabase,
  listProductOverHttp,
  recordPayment,
  signUpOverHttp,
  sleep,
  startServerProcess,
  type ProcessDatabase,
  type RemotePrincipal,
  type ServerProcess,
} from './process-helpers.js';

/**
 * A deal's held card payment and SIGKILL (issue 15, step 3), on the real server process and a database that outlives
 * it. The server is made to die (FAULT_CRASH_AT) at the two points where money and our records can part:
 *
 *   A  the buyer confirmed 'I have the phone' and the deal committed; killed before the capture reached the gateway
 *   B  the same, killed after the gateway captured and before we recorded it
 *   C  the card was held at the gateway and the process died before the payment was reported
 *
 * After a restart each held payment is captured exactly once (the sandbox's ledger of idempotency keys shows one
 * capture), the deals complete, and C is recorded as held, not charged.
 */
interface Scenario {
  dealId: string;
  orderId: string;
  intentId: string;
  amount: number;
}

let database: ProcessDatabase;
let server: ServerProcess | undefined;
let seller: RemotePrincipal;
let buyer: RemotePrincipal;
let a: Scenario;
let b: Scenario;
let c: Scenario;
const killedWith: (NodeJS.Signals | null)[] = [];
/** What the gateway and our records said of a deal while the server lay dead. */
const atDeath: { deal: string; intent: string; attempt: string }[] = [];

async function whileDead(s: Scenario) {
  const [row] = await database.query<{ deal: string; intent: string; attempt: string }>(
    `select (select status from deal where id = $1) as deal,
            (select status from sandbox_payment_intent where id = $2) as intent,
            (select status from payment_attempt where intent_id = $2) as attempt`,
    [s.dealId, s.intentId],
  );
  atDeath.push(row!);
}

async function cardDeal(name: string, { record = true, accept = true } = {}): Promise<Scenario> {
  const url = server!.url;
  const productId = await listProductOverHttp(url, seller, { name, resalePrice: 15000 });
  const deal = await call<{ insertedId: string; orderId: string }>(url, 'POST', '/api/deals', {
    token: buyer.token,
    body: {
      productId,
      contact: '01811-223344',
      meetingLocation: 'Mirpur 10, Dhaka',
      payment: 'card',
      meetingAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    },
  });
  expect(deal.status).toBe(201);
  const { insertedId: dealId, orderId } = deal.body;
  const { intentId, amount, status } = await chargeAtGateway(url, buyer, orderId);
  expect(status).toBe('requires_capture');
  if (record) expect((await recordPayment(url, buyer, orderId, intentId)).status).toBe(200);
  if (accept) {
    const accepted = await fire(seller, dealId, 'accept');
    expect(accepted.status).toBe(200);
  }
  return { dealId, orderId, intentId, amount };
}

function fire(who: RemotePrincipal, dealId: string, event: string) {
  return call<{ status: string; money: string }>(server!.url, 'POST', `/api/deals/${dealId}/events`, {
    token: who.token,
    body: { event },
  });
}

const getDeal = (dealId: string) =>
  call<{ status: string; money: string; paid: boolean }>(server!.url, 'GET', `/api/deals/${dealId}`, {
    token: buyer.token,
  });

/** The buyer confirms; the server dies on the way (the answer never comes). */
async function confirmAndDie(s: Scenario) {
  const answer = await fire(buyer, s.dealId, 'receive').catch((err: unknown) => err);
  expect(answer).toBeInstanceOf(Error);
  killedWith.push((await server!.exited).signal);
}

beforeAll(async () => {
  database = await createProcessDatabase();
  // The two people sign up (and open their emailed verification links) on a server that runs its jobs (mail).
  server = await startServerProcess({ ...database.env, JOBS_POLL_MS: '100' });
  seller = await signUpOverHttp(server.url, 'Seller', 'Held Seller');
  buyer = await signUpOverHttp(server.url, 'Buyer', 'Held Buyer');
  await server.kill();
  server = await startServerProcess({ ...database.env, JOBS_POLL_MS: '0', FAULT_CRASH_AT: 'before-capture' });
  a = await cardDeal('Held Phone A');
  b = await cardDeal('Held Phone B');
  c = await cardDeal('Held Phone C', { record: false, accept: false });
  await confirmAndDie(a);
  await whileDead(a);

  server = await startServerProcess({ ...database.env, JOBS_POLL_MS: '0', FAULT_CRASH_AT: 'after-capture' });
  await confirmAndDie(b);
  await whileDead(b);

  // A normal start: the jobs left by the two deals run within a poll or two.
  server = await startServerProcess({ ...database.env, JOBS_POLL_MS: '100' });
  for (let i = 0; i < 200; i += 1) {
    const moneys = await Promise.all([a, b].map(async (s) => (await getDeal(s.dealId)).body.money));
    if (moneys.every((m) => m === 'released')) break;
    await sleep(100);
  }
}, 180_000);

afterAll(async () => {
  await server?.kill();
  await database?.destroy();
});

describe(`a held card payment interrupted by SIGKILL (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('was really killed twice, and the server comes back on the same data', () => {
    expect(killedWith).toEqual(['SIGKILL', 'SIGKILL']);
    // A died with its deal completed and the card still only held; B after the gateway took the money and before
    // we wrote it down.
    expect(atDeath).toEqual([
      { deal: 'completed', intent: 'requires_capture', attempt: 'authorised' },
      { deal: 'completed', intent: 'succeeded', attempt: 'authorised' },
    ]);
    expect(server?.output()).toContain('PhoneHaat is running');
  });

  it('completes both confirmed deals with the money released', async () => {
    for (const s of [a, b]) {
      const deal = await getDeal(s.dealId);
      expect(deal.body).toMatchObject({ status: 'completed', money: 'released', paid: true });
    }
  });

  it('records at start a hold nobody reported: paid, held, not charged', async () => {
    const deal = await getDeal(c.dealId);
    expect(deal.body).toMatchObject({ status: 'requested', money: 'held', paid: true });
  });

  it('leaves the books straight: one capture per confirmed deal, none for the held one, nothing pending', async () => {
    await server!.kill();
    type Books = {
      intents: { id: string; status: string; amount: number; amount_received: number }[];
      operations: { intent_id: string; kind: string }[] | null;
      attempts: { intent_id: string; status: string }[];
      payments: number;
      open_jobs: number;
    };
    const [books] = await database.query<Books>(
      `select
         (select json_agg(json_build_object('id', id, 'status', status, 'amount', amount,
                                            'amount_received', amount_received)) from sandbox_payment_intent) as intents,
         (select json_agg(json_build_object('intent_id', intent_id, 'kind', kind)) from sandbox_operation) as operations,
         (select json_agg(json_build_object('intent_id', intent_id, 'status', status)) from payment_attempt) as attempts,
         (select count(*)::int from payment where refunded_at is null) as payments,
         (select count(*)::int from job where kind like 'payment.%' and done_at is null) as open_jobs`,
    );
    const intent = (s: Scenario) => books!.intents.find((i) => i.id === s.intentId)!;
    const captures = (s: Scenario) =>
      (books!.operations ?? []).filter((o) => o.intent_id === s.intentId && o.kind === 'capture').length;
    const attempt = (s: Scenario) => books!.attempts.find((x) => x.intent_id === s.intentId)!.status;
    for (const s of [a, b]) {
      expect(captures(s)).toBe(1);
      expect(intent(s)).toMatchObject({ status: 'succeeded', amount_received: s.amount * 100 });
      expect(attempt(s)).toBe('succeeded');
    }
    expect(captures(c)).toBe(0);
    expect(intent(c)).toMatchObject({ status: 'requires_capture', amount_received: 0 });
    expect(attempt(c)).toBe('authorised');
    expect(books!.operations ?? []).toHaveLength(2);
    expect(books!.payments).toBe(3);
    expect(books!.open_jobs).toBe(0);
  });
});
