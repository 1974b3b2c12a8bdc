import { z } from 'zod';
import { ORDER_STATUSES } from '../domain/order.js';
import { IdSchema } from './common.js';

/** The purchase modal (spec §2): the product, and the two things only the buyer knows. */
export const CreateOrderSchema = z.object({
  productId: IdSchema,
  contact: z.string().trim().min(1, 'Enter your mobile number.').max(40, 'Use at most 40 characters.'),
  meetingLocation: z.string().trim().min(1, 'Enter a meeting location.').max(120, 'Use at most 120 characters.'),
});
export type CreateOrder = z.infer<typeof CreateOrderSchema>;

/** An order as the API shows it (spec §3 Order), price in whole Taka. */
export const OrderSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  buyer: z.string(),
  email: z.string(),
  device: z.string(),
  price: z.number().int(),
  Seller: z.string(),
  productPic: z.string(),
  meetingLocation: z.string(),
  contact: z.string(),
  paid: z.boolean(),
  status: z.enum(ORDER_STATUSES),
  /**
   * The deal this order carries (orders from the purchase modal): its page tells how it went. A cancelled order with a
   * deal ended with that deal (declined, expired, cancelled, refunded), not because another buyer paid first.
   */
  dealId: z.string().optional(),
  createdAt: z.string(),
});
export type Order = z.infer<typeof OrderSchema>;

/** POST /create-payment-intent: the order to pay. A `price` is accepted for the spec's client and ignored. */
export const CreatePaymentIntentSchema = z.object({ orderId: IdSchema, price: z.unknown().optional() });

export const PaymentIntentSchema = z.object({
  clientSecret: z.string(),
  intentId: z.string(),
  amount: z.number().int(),
  currency: z.literal('BDT'),
  gateway: z.enum(['sandbox', 'stripe']),
  publishableKey: z.string().optional(),
});
export type PaymentIntent = z.infer<typeof PaymentIntentSchema>;

/**
 * POST /payment (spec §3 Payment record). Only the order and the gateway's transaction id count: the price, names and
 * contact are the server's own. The spec's other fields are accepted and ignored.
 */
export const PaymentRecordSchema = z.object({
  orderID: IdSchema,
  transaction: z.string().trim().min(1, 'transaction: the payment id is missing.').max(255),
});

export const PaymentInsertedSchema = z.object({ insertedId: z.string() });
export type PaymentInserted = z.infer<typeof PaymentInsertedSchema>;

/** A My Buyers row (spec §3). */
export const MyBuyerRowSchema = z.object({
  _id: z.string(),
  device: z.string(),
  buyer: z.string(),
  email: z.string(),
  buyerLocation: z.string(),
  contact: z.string(),
});
export type MyBuyerRow = z.infer<typeof MyBuyerRowSchema>;

/** The sandbox gateway's card form (test mode). */
export const SandboxCardSchema = z.object({
  number: z.string().max(40),
  expMonth: z.coerce.number().int(),
  expYear: z.coerce.number().int(),
  cvc: z.string().max(10),
});
export type SandboxCard = z.infer<typeof SandboxCardSchema>;
