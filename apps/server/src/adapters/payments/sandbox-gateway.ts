import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sandboxOperations, sandboxPaymentIntents, sandboxPaymentMethods } from '../../db/schema/index.js';
import { GatewayStateError, type GatewayIntent, type IntentStatus, type PaymentGateway } from './payment-gateway.js';
import { CardError, checkCard, DECLINE_MESSAGES, type CardOutcome } from './sandbox-cards.js';

const token = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

type IntentRow = typeof sandboxPaymentIntents.$inferSelect;
const toIntent = (row: IntentRow): GatewayIntent => ({
  id: row.id,
  clientSecret: row.clientSecret,
  status: row.status as IntentStatus,
  amount: row.amount,
  currency: row.currency,
  metadata: row.metadata,
  captureMethod: row.captureMethod,
  amountReceived: row.amountReceived,
  amountRefunded: row.amountRefunded,
});

type Operation = (typeof sandboxOperations.$inferSelect)['kind'];

/**
 * Test-mode payments in-process, stored in our database (so they survive restarts like a real provider's records).
 * The server side (`PaymentGateway`) and the browser side (`createPaymentMethod`, `confirmIntent`, reached through
 * /api/sandbox) are kept apart as with Stripe: card details only ever reach the latter.
 */
export function createSandboxGateway(db: Database) {
  /**
   * One capture, cancel or refund: a key seen before answers the intent as it is now; otherwise `act` decides under the
   * intent's lock what changes, and the operation is recorded with its key (the rows are the sandbox's ledger).
   */
  async function operate(
    intentId: string,
    idempotencyKey: string,
    kind: Operation,
    act: (row: IntentRow) => { set: Partial<IntentRow>; amount: number } | undefined,
  ): Promise<GatewayIntent> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(sandboxPaymentIntents)
        .where(eq(sandboxPaymentIntents.id, intentId))
        .for('update');
      if (!row) throw new GatewayStateError(intentId, 'canceled', `No such payment intent: '${intentId}'.`);
      const [seen] = await tx
        .select()
        .from(sandboxOperations)
        .where(eq(sandboxOperations.idempotencyKey, idempotencyKey));
      if (seen && (seen.intentId !== intentId || seen.kind !== kind)) {
        // As Stripe: a key belongs to the one request it was first sent with.
        throw new Error(
          `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
        );
      }
      if (seen) return toIntent(row);
      const change = act(row);
      if (!change) return toIntent(row);
      const [done] = await tx
        .update(sandboxPaymentIntents)
        .set(change.set)
        .where(eq(sandboxPaymentIntents.id, intentId))
        .returning();
      await tx.insert(sandboxOperations).values({ idempotencyKey, intentId, kind, amount: change.amount });
      return toIntent(done ?? row);
    });
  }

  const gateway: PaymentGateway = {
    kind: 'sandbox',
    async createIntent({ amount, currency, metadata, captureMethod, idempotencyKey }) {
      const [existing] = await db
        .select()
        .from(sandboxPaymentIntents)
        .where(eq(sandboxPaymentIntents.idempotencyKey, idempotencyKey));
      if (existing) return toIntent(existing);
      const id = token('pi');
      const [row] = await db
        .insert(sandboxPaymentIntents)
        .values({
          id,
          clientSecret: `${id}_secret_${randomBytes(12).toString('base64url')}`,
          amount,
          currency,
          metadata,
          status: 'requires_payment_method',
          captureMethod,
          idempotencyKey,
        })
        .onConflictDoNothing()
        .returning();
      if (row) return toIntent(row);
      // Another request with the same idempotency key won the race: answer its intent.
      const [winner] = await db
        .select()
        .from(sandboxPaymentIntents)
        .where(eq(sandboxPaymentIntents.idempotencyKey, idempotencyKey));
      if (!winner) throw new Error('sandbox intent vanished');
      return toIntent(winner);
    },
    async retrieveIntent(id) {
      const [row] = await db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id));
      return row ? toIntent(row) : undefined;
    },
    capture: (intentId, idempotencyKey) =>
      operate(intentId, idempotencyKey, 'capture', (row) => {
        if (row.status === 'succeeded') return undefined;
        if (row.status !== 'requires_capture') {
          throw new GatewayStateError(
            intentId,
            row.status as IntentStatus,
            `This PaymentIntent could not be captured because it has a status of ${row.status}.`,
          );
        }
        return { set: { status: 'succeeded', amountReceived: row.amount }, amount: row.amount };
      }),
    cancel: (intentId, idempotencyKey) =>
      operate(intentId, idempotencyKey, 'cancel', (row) => {
        if (row.status === 'canceled') return undefined;
        if (row.status === 'succeeded' || row.status === 'processing') {
          throw new GatewayStateError(
            intentId,
            row.status as IntentStatus,
            `You cannot cancel this PaymentIntent because it has a status of ${row.status}.`,
          );
        }
        return { set: { status: 'canceled' }, amount: row.status === 'requires_capture' ? row.amount : 0 };
      }),
    async refund(intentId, idempotencyKey) {
      await operate(intentId, idempotencyKey, 'refund', (row) => {
        if (row.status !== 'succeeded' || row.amountRefunded >= row.amountReceived) return undefined;
        return { set: { amountRefunded: row.amountReceived }, amount: row.amountReceived - row.amountRefunded };
      });
    },
  };
  return {
    gateway,

    /** Stripe.js createPaymentMethod: checks the card and keeps only what a gateway may keep. */
    async createPaymentMethod(
      card: { number: string; expMonth: number; expYear: number; cvc: string },
      ownerId: string,
    ) {
      const checked = checkCard(card);
      const id = token('pm');
      await db.insert(sandboxPaymentMethods).values({ id, ...checked, ownerId });
      return { id, card: { brand: checked.brand, last4: checked.last4 } };
    },

    /**
     * Stripe.js confirmCardPayment: charges the card of the payment method (or holds the amount, for a manual intent),
     * or declines with the card's reason.
     */
    async confirmIntent(
      intentId: string,
      clientSecret: string,
      paymentMethodId: string,
      ownerId: string,
    ): Promise<GatewayIntent> {
      return db.transaction(async (tx) => {
        const [intent] = await tx
          .select()
          .from(sandboxPaymentIntents)
          .where(eq(sandboxPaymentIntents.id, intentId))
          .for('update');
        if (!intent || intent.clientSecret !== clientSecret) {
          throw new CardError('resource_missing', 'No such payment. Please reload the page and try again.');
        }
        if (intent.status === 'succeeded' || intent.status === 'requires_capture') return toIntent(intent);
        if (intent.status === 'canceled')
          throw new CardError('payment_intent_unexpected_state', 'This payment was canceled.');
        const [method] = await tx
          .select()
          .from(sandboxPaymentMethods)
          .where(and(eq(sandboxPaymentMethods.id, paymentMethodId), eq(sandboxPaymentMethods.ownerId, ownerId)));
        if (!method)
          throw new CardError('resource_missing', 'Your card details were not received. Please enter them again.');
        const outcome = method.outcome as CardOutcome;
        if (outcome !== 'succeeded') {
          await tx
            .update(sandboxPaymentIntents)
            .set({ status: 'requires_payment_method', paymentMethodId: method.id, lastErrorCode: outcome })
            .where(eq(sandboxPaymentIntents.id, intentId));
          throw new CardError(outcome, DECLINE_MESSAGES[outcome]);
        }
        // A manual intent is only held on the card; an automatic one is charged at once.
        const held = intent.captureMethod === 'manual';
        const [done] = await tx
          .update(sandboxPaymentIntents)
          .set({
            status: held ? 'requires_capture' : 'succeeded',
            amountReceived: held ? 0 : intent.amount,
            paymentMethodId: method.id,
            lastErrorCode: null,
          })
          .where(eq(sandboxPaymentIntents.id, intentId))
          .returning();
        if (!done) throw new Error('sandbox intent vanished');
        return toIntent(done);
      });
    },
  };
}

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
