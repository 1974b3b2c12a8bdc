import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  chargeAtGateway,
  createProcessDatabase,
  listProductOverHttp,
  placeOrderOverHttp,
  recordPayment,
  signUpOverHttp,
  sleep,
  startServerProcess,
  type ProcessDatabase,
  type RemotePrincipal,
  type ServerProcess,
} from './process-helpers.js';

/**
 * The server killed with SIGKILL in the middle of payments (issue 8, item 4), on a database that survives the process
 * (a PGlite data folder, or PostgreSQL with TEST_DATABASE_URL). The sandbox gateway keeps its intents in the same
 * database, as a real provider keeps its own records, so the restarted server can ask it what was charged.
 *
 *   A  charged at the gateway, killed before POST /api/payment reached the server
 *   B  charged, POST /api/payment sent and the process killed while it was being recorded
 *   C  two buyers charged for one phone, killed before either was recorded
 */
interface Scenario {
  buyer: RemotePrincipal;
  productId: string;
  orderId: string;
  intentId: string;
  amount: number;
}

let database: ProcessDatabase;
let server: ServerProcess | undefined;
let seller: RemotePrincipal;
let a: Scenario;
let b: Scenario;
let c1: Scenario;
let c2: Scenario;
let killedWith: NodeJS.Signals | null = null;

async function scenario(productId: string, name: string): Promise<Scenario> {
  const buyer = await signUpOverHttp(server!.url, 'Buyer', name);
  const orderId = await placeOrderOverHttp(server!.url, buyer, productId);
  const { intentId, amount } = await chargeAtGateway(server!.url, buyer, orderId);
  return { buyer, productId, orderId, intentId, amount };
}

beforeAll(async () => {
  database = await createProcessDatabase();
  server = await startServerProcess(database.env);
  const url = server.url;
  seller = await signUpOverHttp(url, 'Seller', 'Crash Seller');
  const [p1, p2, p3] = [
    await listProductOverHttp(url, seller, { name: 'Crash Phone A', resalePrice: 11000 }),
    await listProductOverHttp(url, seller, { name: 'Crash Phone B', resalePrice: 12000 }),
    await listProductOverHttp(url, seller, { name: 'Crash Phone C', resalePrice: 13000 }),
  ];
  a = await scenario(p1!, 'Buyer A');
  b = await scenario(p2!, 'Buyer B');
  c1 = await scenario(p3!, 'Buyer C1');
  c2 = await scenario(p3!, 'Buyer C2');

  // B's record is on its way when the process dies: it may or may not have committed, never half.
  const inFlight = recordPayment(url, b.buyer, b.orderId, b.intentId).catch((err: unknown) => err);
  await sleep(5);
  server.child.kill('SIGKILL');
  killedWith = (await server.exited).signal;
  await inFlight;
  server = await startServerProcess(database.env);
}, 120_000);

afterAll(async () => {
  await server?.kill();
  await database?.destroy();
});

describe(`a payment interrupted by SIGKILL (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('was really killed, and the server comes back on the same data', () => {
    expect(killedWith).toBe('SIGKILL');
    expect(server?.output()).toContain('PhoneHaat is running');
  });

  it('settles a charge nobody reported: the order is paid and the phone sold', async () => {
    const order = await call<{ paid: boolean; status: string }>(server!.url, 'GET', `/api/orders/${a.orderId}`, {
      token: a.buyer.token,
    });
    expect(order.status).toBe(200);
    expect(order.body).toMatchObject({ paid: true, status: 'paid' });
    const product = await call<{ product: { isProductPurchased: boolean } }>(
      server!.url,
      'GET',
      `/api/product/${a.productId}`,
      { token: a.buyer.token },
    );
    expect(product.body.product.isProductPurchased).toBe(true);
  });

  it('records each payment once, whether it was recorded before the kill or at the restart', async () => {
    for (const s of [a, b]) {
      const first = await recordPayment(server!.url, s.buyer, s.orderId, s.intentId);
      const again = await recordPayment(server!.url, s.buyer, s.orderId, s.intentId);
      expect(first.status).toBe(200);
      expect(again.body.insertedId).toBe(first.body.insertedId);
      const order = await call(server!.url, 'GET', `/api/orders/${s.orderId}`, { token: s.buyer.token });
      expect(order.body).toMatchObject({ paid: true, status: 'paid' });
    }
    const sales = await call<{ device: string; buyer: string }[]>(server!.url, 'GET', '/api/mybuyer', {
      token: seller.token,
    });
    expect(sales.status).toBe(200);
    expect(sales.body.map((row) => row.device).sort()).toEqual(['Crash Phone A', 'Crash Phone B', 'Crash Phone C']);
  });

  it('sells a phone charged twice to one buyer and refunds the other', async () => {
    const orders = await Promise.all(
      [c1, c2].map((s) =>
        call<{ status: string }>(server!.url, 'GET', `/api/orders/${s.orderId}`, { token: s.buyer.token }),
      ),
    );
    expect(orders.map((o) => o.body.status).sort()).toEqual(['cancelled', 'paid']);
    const loser = orders[0]!.body.status === 'cancelled' ? c1 : c2;
    const refused = await recordPayment(server!.url, loser.buyer, loser.orderId, loser.intentId);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: expect.stringMatching(/refunded/) });
  });

  it('offers no second charge for a paid order', async () => {
    const again = await call(server!.url, 'POST', '/api/create-payment-intent', {
      token: a.buyer.token,
      body: { orderId: a.orderId },
    });
    expect(again.status).toBe(409);
  });

  it('leaves the books straight after a second restart: one payment per phone, one net charge per phone', async () => {
    // Another start runs the reconciliation again: it must change nothing.
    await server!.kill();
    server = await startServerProcess(database.env);
    await server.kill();
    // One look at the books (with PGlite, one opening of the data folder the stopped server left).
    type Books = {
      payments: { product_id: string; transaction_id: string }[] | null;
      intents: { id: string; status: string; amount: number; amount_refunded: number }[];
      pending: number;
    };
    const [books] = await database.query<Books>(
      `select
         (select json_agg(json_build_object('product_id', product_id, 'transaction_id', transaction_id))
            from payment) as payments,
         (select json_agg(json_build_object('id', id, 'status', status, 'amount', amount,
                                            'amount_refunded', amount_refunded))
            from sandbox_payment_intent) as intents,
         (select count(*)::int from payment_attempt where status = 'pending') as pending`,
    );
    const payments = books?.payments ?? [];
    expect(payments).toHaveLength(3);
    expect(new Set(payments.map((p) => p.product_id)).size).toBe(3);
    expect(new Set(payments.map((p) => p.transaction_id)).size).toBe(3);

    const byId = new Map((books?.intents ?? []).map((i) => [i.id, i]));
    const netCharge = (s: Scenario) => {
      const i = byId.get(s.intentId)!;
      return i.status === 'succeeded' ? i.amount - i.amount_refunded : 0;
    };
    expect(netCharge(a)).toBe(a.amount * 100);
    expect(netCharge(b)).toBe(b.amount * 100);
    expect([netCharge(c1), netCharge(c2)].sort((x, y) => x - y)).toEqual([0, c1.amount * 100]);
    // Every charge that stands is a recorded payment; nothing charged is left unrecorded or unrefunded.
    const recorded = new Set(payments.map((p) => p.transaction_id));
    for (const s of [a, b, c1, c2]) expect(netCharge(s) > 0).toBe(recorded.has(s.intentId));
    expect(books?.pending).toBe(0);
  }, 120_000);
});
