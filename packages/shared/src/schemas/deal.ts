import { z } from 'zod';
import { DEAL_EVENTS, DEAL_MONEY, DEAL_PAYMENTS, DEAL_STATUSES } from '../domain/deal.js';
import { PRINCIPALS } from '../domain/state-machine.js';
import { IdSchema } from './common.js';
import { CreateOrderSchema } from './order.js';

const MeetingAtSchema = z.iso.datetime({ offset: true, message: 'Enter the meeting time as a date and time.' });
const MeetingPlaceSchema = z
  .string()
  .trim()
  .min(1, 'Enter a meeting location.')
  .max(120, 'Use at most 120 characters.');

/** The purchase modal's booking: the spec's order fields, how the buyer pays, and when they propose to meet. */
export const CreateDealSchema = CreateOrderSchema.extend({
  payment: z.enum(DEAL_PAYMENTS).default('card'),
  meetingAt: MeetingAtSchema,
});
export type CreateDeal = z.input<typeof CreateDealSchema>;

export const DealCreatedSchema = z.object({
  acknowledged: z.literal(true),
  insertedId: z.string(),
  orderId: z.string(),
});
export type DealCreated = z.infer<typeof DealCreatedSchema>;

/** One move on a deal: the event, and what it needs (a reason, a note for the admin, or the meeting proposed). */
export const DealEventInputSchema = z.object({
  event: z.enum(DEAL_EVENTS),
  reason: z.string().trim().min(1, 'Give a reason.').max(500, 'Use at most 500 characters.').optional(),
  meetingPlace: MeetingPlaceSchema.optional(),
  meetingAt: MeetingAtSchema.optional(),
});
export type DealEventInput = z.infer<typeof DealEventInputSchema>;

export const DealTimelineEntrySchema = z.object({
  event: z.string(),
  from: z.enum(DEAL_STATUSES).nullable(),
  to: z.enum(DEAL_STATUSES),
  by: z.enum(PRINCIPALS),
  /** Who did it, by name (PhoneHaat for the system). */
  name: z.string(),
  reason: z.string().nullable(),
  meetingPlace: z.string().nullable(),
  meetingAt: z.string().nullable(),
  at: z.string(),
});

/** How long after it was first given a rating may be changed. */
export const RATING_EDIT_DAYS = 7;

/** A rating of the other side of a completed deal. */
export const RatingInputSchema = z.object({
  stars: z.number().int('Give 1 to 5 stars.').min(1, 'Give 1 to 5 stars.').max(5, 'Give 1 to 5 stars.'),
  comment: z.string().trim().max(500, 'Use at most 500 characters.').optional(),
});
export type RatingInput = z.infer<typeof RatingInputSchema>;

export const RatingSchema = z.object({
  stars: z.number().int(),
  comment: z.string().nullable(),
  at: z.string(),
  /** Until when its giver may change it. */
  editableUntil: z.string(),
});
export type Rating = z.infer<typeof RatingSchema>;

/** A deal as one of its parties (or an admin) sees it: the buttons are the events `you` may fire now. */
export const DealSchema = z.object({
  _id: z.string(),
  /** The order the deal carries (to pay it by card): the buyer's alone. */
  orderId: z.string().optional(),
  productId: z.string(),
  device: z.string(),
  productPic: z.string(),
  price: z.number().int(),
  payment: z.enum(DEAL_PAYMENTS),
  status: z.enum(DEAL_STATUSES),
  paid: z.boolean(),
  /** Where a card payment's money is: none yet (or cash), held until the buyer confirms, released to the seller,
   * given back before capture (voided) or after (refunded). */
  money: z.enum(DEAL_MONEY),
  buyer: z.string(),
  Seller: z.string(),
  meetingLocation: z.string(),
  meetingAt: z.string(),
  proposedBy: z.enum(['buyer', 'seller']),
  /** The buyer's mobile number, as given in the purchase modal. */
  contact: z.string(),
  /** The seller's mobile number: present only once the seller has agreed to meet. */
  sellerContact: z.string().optional(),
  answerBy: z.string(),
  you: z.enum(['buyer', 'seller', 'admin']),
  actions: z.array(z.enum(DEAL_EVENTS)),
  waitingForYou: z.boolean(),
  createdAt: z.string(),
  timeline: z.array(DealTimelineEntrySchema),
  /** The phone's full IMEIs (issue 16), for the two parties once the seller agreed to meet: check them at the handover. */
  imeis: z.array(z.string()).optional(),
  /** A card deal's latest meeting time a proposal may name (its payment is held only so long); when one may propose. */
  meetBy: z.string().optional(),
  /** What each side gave the other once the deal completed. */
  ratings: z.object({ byBuyer: RatingSchema.nullable(), bySeller: RatingSchema.nullable() }),
});
export type Deal = z.infer<typeof DealSchema>;

/** A row of the deals list (no timeline). */
export const DealSummarySchema = DealSchema.omit({ timeline: true, ratings: true });
export type DealSummary = z.infer<typeof DealSummarySchema>;

export const DealsWaitingSchema = z.object({ count: z.number().int() });
export type DealsWaiting = z.infer<typeof DealsWaitingSchema>;

export const DealParamsSchema = z.object({ id: IdSchema });

/** A seller's public profile: who they are, how their completed sales were rated, and what buyers said. */
export const SellerProfileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  isSellerVerified: z.boolean(),
  memberSince: z.string(),
  completedSales: z.number().int(),
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
  reviews: z.array(
    z.object({ stars: z.number().int(), comment: z.string().nullable(), buyer: z.string(), at: z.string() }),
  ),
});
export type SellerProfile = z.infer<typeof SellerProfileSchema>;
