import { CreateOrderSchema, DEAL_PAYMENTS } from '@phonehaat/shared';
import { z } from 'zod';
import { m } from '@/paraglide/messages.js';

/**
 * What the buyer types in the purchase modal (the spec's two fields, how they pay, and when they propose to meet);
 * the product comes from the card they pressed.
 */
export const PurchaseFormSchema = CreateOrderSchema.omit({ productId: true }).extend({
  payment: z.enum(DEAL_PAYMENTS),
  meetingAt: z
    .string()
    // Messages as functions: read when the form is checked, in the person's language then.
    .min(1, { error: () => m.order_choose_time() })
    .refine((value) => !Number.isNaN(new Date(value).getTime()), { error: () => m.order_choose_time() })
    .refine((value) => new Date(value).getTime() > Date.now(), { error: () => m.order_choose_future_time() }),
});
export type PurchaseFormValues = z.infer<typeof PurchaseFormSchema>;
