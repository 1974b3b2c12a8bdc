import type { ReportReason } from '@phonehaat/shared';
import { m } from '@/paraglide/messages.js';

/** A report's reason in words, read at render in the person's language. */
export const REPORT_REASON_LABEL: Record<ReportReason, () => string> = {
  stolen: m.report_reason_stolen,
  fake: m.report_reason_fake,
  price: m.report_reason_price,
  advance: m.report_reason_advance,
  offensive: m.report_reason_offensive,
  other: m.report_reason_other,
};
