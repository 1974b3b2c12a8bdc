import { CARD_MEETING_DAYS, CreateOrderSchema, DEAL_PAYMENTS, latestCardMeeting } from '@phonehaat/shared';
import { z } from 'zod';
import { formatDigits } from '@/i18n/format';
import { m } from '@/paraglide/messages.js';

/**
 * What the buyer types in the purchase modal (the spec's two fields, how they pay, and when they propose to meet);
 * the product comes from the card they pressed. Paid by card, the meeting is within CARD_MEETING_DAYS (the server's
 * rule: the payment is held that long).
 */
export const PurchaseFormSchema = CreateOrderSchema.omit({ productId: true })
  .extend({
    payment: z.enum(DEAL_PAYMENTS),
    meetingAt: z
      .string()
      // Messages as functions: read when the form is checked, in the person's language then.
      .min(1, { error: () => m.order_choose_time() })
      .refine((value) => !Number.isNaN(new Date(value).getTime()), { error: () => m.order_choose_time() })
      .refine((value) => new Date(value).getTime() > Date.now(), { error: () => m.order_choose_future_time() }),
  })
  .refine(
    ({ payment, meetingAt }) =>
      payment !== 'card' || !(new Date(meetingAt).getTime() > latestCardMeeting(undefined, new Date()).getTime()),
    { path: ['meetingAt'], error: () => m.order_card_meeting_late({ days: formatDigits(CARD_MEETING_DAYS) }) },
  );
export type PurchaseFormValues = z.infer<typeof PurchaseFormSchema>;
