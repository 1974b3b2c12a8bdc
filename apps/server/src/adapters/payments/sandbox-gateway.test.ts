import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers.js';
import { gatewayRecord } from '../../../test/deal-helpers.js';
import { GatewayStateError } from './payment-gateway.js';
import { createSandboxGateway, type SandboxGateway } from './sandbox-gateway.js';

/** The sandbox's manual capture, as Stripe's: held on confirmation, then captured, cancelled or refunded once. */
let ctx: TestContext;
let sandbox: SandboxGateway;
let n = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  sandbox = createSandboxGateway(ctx.app.db);
});
afterAll(() => ctx.close());

async function confirmed(captureMethod: 'manual' | 'automatic') {
  n += 1;
  const intent = await sandbox.gateway.createIntent({
    amount: 1_500_000,
    currency: 'bdt',
    metadata: { orderId: `order-${n}` },
    captureMethod,
    idempotencyKey: `test:${n}`,
  });
  const method = await sandbox.createPaymentMethod(
    { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
    'owner',
  );
  return sandbox.confirmIntent(intent.id, intent.clientSecret, method.id, 'owner');
}

describe('the sandbox gateway', () => {
  it('holds a manual intent on confirmation and takes nothing until it is captured', async () => {
    const held = await confirmed('manual');
    expect(held).toMatchObject({ status: 'requires_capture', amountReceived: 0, captureMethod: 'manual' });
    const charged = await confirmed('automatic');
    expect(charged).toMatchObject({ status: 'succeeded', amountReceived: 1_500_000 });
  });

  it('captures once: the same key again, another key, and two at once all find it captured', async () => {
    const held = await confirmed('manual');
    const first = await sandbox.gateway.capture(held.id, `capture:${held.id}`);
    expect(first).toMatchObject({ status: 'succeeded', amountReceived: 1_500_000 });
    await sandbox.gateway.capture(held.id, `capture:${held.id}`);
    await sandbox.gateway.capture(held.id, `another key:${held.id}`);
    expect((await gatewayRecord(ctx.app, held.id)).captures).toBe(1);

    const racing = await confirmed('manual');
    await Promise.all([
      sandbox.gateway.capture(racing.id, `a:${racing.id}`),
      sandbox.gateway.capture(racing.id, `b:${racing.id}`),
      sandbox.gateway.capture(racing.id, `a:${racing.id}`),
    ]);
    expect(await gatewayRecord(ctx.app, racing.id)).toMatchObject({ status: 'succeeded', captures: 1 });
  });

  it('voids a hold once, and refuses to capture what was voided or void what was captured', async () => {
    const held = await confirmed('manual');
    expect(await sandbox.gateway.cancel(held.id, `void:${held.id}`)).toMatchObject({ status: 'canceled' });
    await sandbox.gateway.cancel(held.id, `again:${held.id}`);
    expect(await gatewayRecord(ctx.app, held.id)).toMatchObject({ cancels: 1, received: 0 });
    await expect(sandbox.gateway.capture(held.id, `late:${held.id}`)).rejects.toBeInstanceOf(GatewayStateError);

    const taken = await confirmed('manual');
    await sandbox.gateway.capture(taken.id, `take:${taken.id}`);
    await expect(sandbox.gateway.cancel(taken.id, `too late:${taken.id}`)).rejects.toThrow(
      'You cannot cancel this PaymentIntent because it has a status of succeeded.',
    );
  });

  it('refunds a captured payment once, and a held one not at all', async () => {
    const taken = await confirmed('manual');
    await sandbox.gateway.capture(taken.id, `take:${taken.id}`);
    await sandbox.gateway.refund(taken.id, `refund:${taken.id}`);
    await sandbox.gateway.refund(taken.id, `refund again:${taken.id}`);
    expect(await gatewayRecord(ctx.app, taken.id)).toMatchObject({ refunds: 1, refunded: 1_500_000 });
    const held = await confirmed('manual');
    await sandbox.gateway.refund(held.id, `nothing taken:${held.id}`);
    expect(await gatewayRecord(ctx.app, held.id)).toMatchObject({ refunds: 0, refunded: 0 });
  });

  it('refuses a key already used for another payment or another kind of request, as Stripe does', async () => {
    const one = await confirmed('manual');
    const two = await confirmed('manual');
    await sandbox.gateway.capture(one.id, `key:${one.id}`);
    await expect(sandbox.gateway.capture(two.id, `key:${one.id}`)).rejects.toThrow(/same parameters/);
    await expect(sandbox.gateway.refund(one.id, `key:${one.id}`)).rejects.toThrow(/same parameters/);
    expect((await gatewayRecord(ctx.app, two.id)).captures).toBe(0);
  });
});
