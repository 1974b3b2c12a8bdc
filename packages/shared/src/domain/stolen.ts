import { z } from 'zod';
import { dhakaToday } from './dhaka-time.js';
import { ImeiSchema } from '../schemas/common.js';
import { defineMachine } from './state-machine.js';

/**
 * Why a listing is hidden from everyone but its seller and the admins (issue 16). Each reason is a hold of its own:
 * a listing shows again only when none is left.
 */
export const LISTING_HOLD_REASONS = ['stolen', 'reports', 'suspended'] as const;
export type ListingHoldReason = (typeof LISTING_HOLD_REASONS)[number];

/** What My Products tells the seller of a hidden listing, by reason. */
export const LISTING_HOLD_TEXT: Record<ListingHoldReason, string> = {
  stolen:
    'Hidden: a phone with this IMEI was reported stolen on PhoneHaat. Buyers cannot see it while that report stands.',
  reports: 'Hidden: several people reported this listing. Our admins will review it.',
  suspended: 'Hidden: this account is suspended.',
};

/**
 * A stolen-phone report: it stands (the phone's IMEI cannot be listed, and listings with it are hidden) until the
 * person who filed it marks the phone recovered.
 */
export const STOLEN_STATUSES = ['stolen', 'recovered'] as const;
export type StolenStatus = (typeof STOLEN_STATUSES)[number];
export const STOLEN_EVENTS = ['recover'] as const;
export type StolenEvent = (typeof STOLEN_EVENTS)[number];

export const stolenMachine = defineMachine<StolenStatus, StolenEvent>({
  noun: 'stolen-phone report',
  states: { stolen: 'stands', recovered: 'is already marked recovered' },
  events: { recover: 'be marked recovered' },
  // Fired by the person who filed the report, whatever their role (the server checks it is theirs).
  transitions: [{ event: 'recover', from: ['stolen'], to: 'recovered', by: ['buyer', 'seller', 'admin'] }],
});

/** The earliest theft date a report may give. */
export const STOLEN_SINCE = '2000-01-01';

/** The form of 'Report a stolen phone'. */
export const ReportStolenSchema = z.object({
  imei: ImeiSchema,
  gdNumber: z
    .string()
    .trim()
    .min(1, 'Give the GD number the police station wrote on your General Diary.')
    .max(60, 'A GD number is at most 60 characters.'),
  stolenOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Give the date the phone was stolen (day, month and year).')
    .refine((d) => !Number.isNaN(Date.parse(d)) && d >= STOLEN_SINCE, 'Give a date from 2000 onwards.')
    .refine((d) => d <= dhakaToday(), 'The date cannot be in the future.'),
  area: z
    .string()
    .trim()
    .min(2, 'Say where it was stolen (the area, for example Mirpur 10, Dhaka).')
    .max(120, 'The area is at most 120 characters.'),
});
export type ReportStolen = z.infer<typeof ReportStolenSchema>;

/** The answer to a filed report: its id and how many listings it hid. */
export const StolenFiledSchema = z.object({ id: z.string(), hidden: z.number().int() });
export type StolenFiled = z.infer<typeof StolenFiledSchema>;

/** Marking one's stolen phone recovered. */
export const RecoverStolenSchema = z.object({ status: z.literal('recovered') });

/** One of the signed-in person's own stolen-phone reports: they see their phone's full IMEI. */
export const StolenReportSchema = z.object({
  id: z.string(),
  imei: z.string(),
  gdNumber: z.string(),
  stolenOn: z.string(),
  area: z.string(),
  status: z.enum(STOLEN_STATUSES),
  reportedAt: z.string(),
  recoveredAt: z.string().nullable(),
  /** How many listings this report hides now. */
  hiddenListings: z.number().int(),
});
export type StolenReport = z.infer<typeof StolenReportSchema>;
export const StolenReportListSchema = z.array(StolenReportSchema);

/** 'Check a phone': any string is asked about; the answer says whether it is an IMEI at all. */
export const PhoneCheckSchema = z.object({
  imei: z.string().max(40, 'An IMEI has 15 digits: dial *#06# on the phone to see it.'),
});

/** BTRC's NEIR check: an SMS `KYD <IMEI>` to 16002 answers whether the handset is legal on Bangladesh's networks. */
export const BTRC_CHECK = { number: '16002', sms: (imei: string) => `KYD ${imei}` } as const;

export const PhoneCheckResultSchema = z.discriminatedUnion('valid', [
  z.object({ valid: z.literal(false), problem: z.string() }),
  z.object({
    valid: z.literal(true),
    imei: z.string(),
    /** A stolen-phone report for this IMEI stands on PhoneHaat. */
    stolen: z.boolean(),
    /** A listing with this IMEI is on sale here now (hidden ones are not). */
    listedHere: z.boolean(),
    /** That listing's page, when there is one. */
    listingId: z.string().optional(),
    btrc: z.object({ number: z.string(), sms: z.string() }),
  }),
]);
export type PhoneCheckResult = z.infer<typeof PhoneCheckResultSchema>;

/** The words of the stolen register and 'Check a phone'. */
export const STOLEN_TEXT = {
  stolenImei: (last4: string) =>
    `A phone with this IMEI (ending ${last4}) was reported stolen on PhoneHaat, so it cannot be listed. If it is yours ` +
    'and was recovered, the person who reported it can mark it recovered; if you bought it, talk to the police.',
  alreadyReported: (last4: string) =>
    `A phone with this IMEI (ending ${last4}) is already reported stolen on PhoneHaat. You can see your own reports on this page.`,
  notYours: 'Only the person who reported this phone stolen can mark it recovered.',
  reported: (hidden: number) =>
    hidden > 0
      ? `Reported. ${hidden === 1 ? 'A listing' : `${hidden} listings`} with this IMEI ${hidden === 1 ? 'is' : 'are'} now hidden and our admins have been told.`
      : 'Reported. If anyone tries to list this phone on PhoneHaat, they will be stopped.',
  recovered: 'Marked recovered. Glad you have it back.',
  rateLimited: 'You have checked many phones in a short time. Please wait a few minutes and try again.',
} as const;
