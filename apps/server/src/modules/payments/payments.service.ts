import { CURRENCY, orderMachine, poishaToTaka, type PaymentIntent } from '@phonehaat/shared';
import { and, count, eq, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { GatewayIntent, PaymentGateway } from '../../adapters/payments/payment-gateway.js';
import type { Database } from '../../db/client.js';
import { orders, paymentAttempts, payments, products } from '../../db/schema/index.js';
import type { AuthUser } from '../../plugins/auth.js';
import { HttpError } from '../../plugins/errors.js';

type AttemptRow = typeof paymentAttempts.$inferSelect;
const REFUNDED = {
  sold: 'This phone was just sold to another buyer. Your payment has been refunded.',
  removed: 'This listing has been removed, so it cannot be bought. Your payment has been refunded.',
} as const;

/**
 * Card payments for orders. The amount always comes from the order (never the browser); an order is paid only after
 * the gateway says its intent succeeded for that order and amount; paying the order, selling the phone and writing the
 * payment record happen in one transaction with the phone's row locked, so one phone is sold once; the same
 * confirmation twice answers the same record; a payment that loses the race for a phone is refunded.
 */
export function createPaymentsService(db: Database, gateway: PaymentGateway, log: FastifyBaseLogger) {
  async function ownOrder(buyer: AuthUser, orderId: string) {
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.buyerId, buyer.id)))
      .limit(1);
    if (!order) throw new HttpError(404, 'No such order.');
    return order;
  }

  type Settlement = { kind: 'paid'; paymentId: string } | { kind: 'refund'; because: keyof typeof REFUNDED };

  /** Records a succeeded intent against its order, in one transaction. Safe to run any number of times. */
  async function settle(attempt: AttemptRow): Promise<Settlement> {
    const outcome = await db.transaction(async (tx): Promise<Settlement> => {
      // Lock the phone first, then the order: every payment for this phone queues here.
      const [order] = await tx.select().from(orders).where(eq(orders.id, attempt.orderId)).limit(1);
      if (!order) throw new Error(`payment attempt ${attempt.id} has no order`);
      const [product] = await tx.select().from(products).where(eq(products.id, order.productId)).for('update');
      const [lockedOrder] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
      // Only now, holding the locks, is "already recorded?" a safe question: asked before them, a replay of this very
      // confirmation that waited on the lock while the first one recorded it would find the phone sold and refund
      // the payment that bought it (found on PostgreSQL by test/races.test.ts: 20 identical confirmations at once).
      const [existing] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(eq(payments.transactionId, attempt.intentId));
      if (existing) return { kind: 'paid', paymentId: existing.id };
      if (!product || product.deletedAt) return { kind: 'refund', because: 'removed' };
      if (!lockedOrder || product.isPurchased || lockedOrder.status !== 'open')
        return { kind: 'refund', because: 'sold' };

      await tx
        .update(orders)
        .set({ status: orderMachine.next(lockedOrder.status, 'pay', 'system'), paidAt: new Date() })
        .where(eq(orders.id, order.id));
      await tx.update(products).set({ isPurchased: true }).where(eq(products.id, product.id));
      // Everybody else's open orders for this phone can no longer be paid.
      await tx
        .update(orders)
        .set({ status: orderMachine.next('open', 'cancel', 'system') })
        .where(and(eq(orders.productId, product.id), eq(orders.status, 'open'), ne(orders.id, order.id)));
      const [payment] = await tx
        .insert(payments)
        .values({
          orderId: order.id,
          productId: product.id,
          buyerId: order.buyerId,
          sellerId: order.sellerId,
          buyerName: order.buyerName,
          buyerEmail: order.buyerEmail,
          sellerName: order.sellerName,
          device: order.device,
          pricePoisha: order.pricePoisha,
          currency: CURRENCY,
          contact: order.contact,
          buyerLocation: order.meetingLocation,
          gateway: attempt.gateway,
          transactionId: attempt.intentId,
        })
        .returning({ id: payments.id });
      await tx.update(paymentAttempts).set({ status: 'succeeded' }).where(eq(paymentAttempts.id, attempt.id));
      if (!payment) throw new Error('payment insert returned no row');
      return { kind: 'paid', paymentId: payment.id };
    });

    if (outcome.kind === 'refund') {
      await gateway.refund(attempt.intentId, `refund:${attempt.intentId}`);
      await db.update(paymentAttempts).set({ status: 'refunded' }).where(eq(paymentAttempts.id, attempt.id));
    }
    return outcome;
  }

  return {
    async createIntent(buyer: AuthUser, orderId: string): Promise<PaymentIntent> {
      const order = await ownOrder(buyer, orderId);
      if (order.status === 'paid') throw new HttpError(409, 'This order is already paid.');
      const [product] = await db.select().from(products).where(eq(products.id, order.productId));
      if (!product || product.deletedAt)
        throw new HttpError(409, 'This listing has been removed, so it cannot be bought.');
      if (order.status === 'cancelled' || product.isPurchased) {
        throw new HttpError(409, 'This phone has already been sold.');
      }
      const answer = (intent: { id: string; clientSecret: string }): PaymentIntent => ({
        clientSecret: intent.clientSecret,
        intentId: intent.id,
        amount: poishaToTaka(order.pricePoisha),
        currency: CURRENCY,
        gateway: gateway.kind,
        ...(gateway.publishableKey ? { publishableKey: gateway.publishableKey } : {}),
      });

      // Reuse this order's open intent, so reloading the page never makes a second charge possible.
      const attempts = await db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, order.id));
      for (const attempt of attempts.filter((a) => a.status === 'pending')) {
        const intent = await gateway.retrieveIntent(attempt.intentId);
        if (intent && intent.status !== 'canceled' && intent.amount === order.pricePoisha) return answer(intent);
      }
      const [{ n } = { n: 0 }] = await db
        .select({ n: count() })
        .from(paymentAttempts)
        .where(eq(paymentAttempts.orderId, order.id));
      const intent = await gateway.createIntent({
        amount: order.pricePoisha,
        currency: 'bdt',
        metadata: { orderId: order.id, productId: order.productId },
        idempotencyKey: `order:${order.id}:attempt:${n}`,
      });
      await db
        .insert(paymentAttempts)
        .values({
          orderId: order.id,
          buyerId: buyer.id,
          gateway: gateway.kind,
          intentId: intent.id,
          amountPoisha: intent.amount,
          currency: intent.currency,
        })
        .onConflictDoNothing();
      return answer(intent);
    },

    /** Whether this intent was made for one of this buyer's orders (the sandbox confirms only those). */
    async ownsIntent(buyer: AuthUser, intentId: string): Promise<boolean> {
      const [attempt] = await db
        .select({ id: paymentAttempts.id })
        .from(paymentAttempts)
        .where(and(eq(paymentAttempts.intentId, intentId), eq(paymentAttempts.buyerId, buyer.id)))
        .limit(1);
      return Boolean(attempt);
    },

    /**
     * The gateway itself says (a signed webhook event) that this intent succeeded: settle it as POST /payment would,
     * trusting the event's intent rather than fetching it again. Unknown intents (not ours) are ignored.
     */
    async settleIntent(intent: GatewayIntent): Promise<'paid' | 'refunded' | 'ignored'> {
      const [attempt] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.intentId, intent.id));
      if (!attempt) return 'ignored';
      const [order] = await db.select().from(orders).where(eq(orders.id, attempt.orderId));
      if (!order) throw new Error(`payment attempt ${attempt.id} has no order`);
      if (intent.status !== 'succeeded') throw new HttpError(409, 'The card payment has not been completed.');
      if (intent.amount !== order.pricePoisha || intent.currency !== 'bdt' || intent.metadata.orderId !== order.id) {
        log.error({ intentId: intent.id, orderId: order.id }, 'payment intent does not match its order');
        throw new HttpError(409, 'This payment does not match the order.');
      }
      return (await settle(attempt)).kind === 'paid' ? 'paid' : 'refunded';
    },

    /** The gateway says this intent was canceled or its payment failed: a still-pending attempt is marked failed. */
    async failIntent(intentId: string): Promise<boolean> {
      const rows = await db
        .update(paymentAttempts)
        .set({ status: 'failed' })
        .where(and(eq(paymentAttempts.intentId, intentId), eq(paymentAttempts.status, 'pending')))
        .returning({ id: paymentAttempts.id });
      return rows.length > 0;
    },

    /** POST /payment: the browser says the card payment succeeded; the gateway must agree before anything changes. */
    async confirm(buyer: AuthUser, orderId: string, intentId: string): Promise<string> {
      const order = await ownOrder(buyer, orderId);
      const [attempt] = await db
        .select()
        .from(paymentAttempts)
        .where(and(eq(paymentAttempts.intentId, intentId), eq(paymentAttempts.orderId, order.id)));
      if (!attempt) throw new HttpError(404, 'No such payment for this order.');
      const intent = await gateway.retrieveIntent(intentId);
      if (!intent || intent.status !== 'succeeded') {
        throw new HttpError(402, 'The card payment has not been completed.');
      }
      if (intent.amount !== order.pricePoisha || intent.currency !== 'bdt' || intent.metadata.orderId !== order.id) {
        log.error({ intentId, orderId }, 'payment intent does not match its order');
        throw new HttpError(409, 'This payment does not match the order.');
      }
      const outcome = await settle(attempt);
      if (outcome.kind === 'refund') throw new HttpError(409, REFUNDED[outcome.because]);
      return outcome.paymentId;
    },

    /**
     * At start: settles every payment the gateway completed but nobody reported (a closed tab, a crash between the
     * charge and the record), and refunds those whose phone was sold meanwhile.
     */
    async reconcile(): Promise<{ settled: number; refunded: number }> {
      const pending = await db.select().from(paymentAttempts).where(eq(paymentAttempts.status, 'pending'));
      let settled = 0;
      let refunded = 0;
      for (const attempt of pending) {
        const intent = await gateway.retrieveIntent(attempt.intentId);
        if (intent?.status === 'canceled') {
          await db.update(paymentAttempts).set({ status: 'failed' }).where(eq(paymentAttempts.id, attempt.id));
        }
        if (intent?.status !== 'succeeded') continue;
        const outcome = await settle(attempt);
        if (outcome.kind === 'paid') settled += 1;
        else refunded += 1;
      }
      return { settled, refunded };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
