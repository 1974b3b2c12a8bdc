import type { DealSummary } from '@phonehaat/shared';

/** Whether a rating may still be given or changed: none yet, or before its `editableUntil`. */
export function canRate(given: { editableUntil: string } | null, now = Date.now()): boolean {
  return given === null || new Date(given.editableUntil).getTime() > now;
}

/** Deals waiting for the caller's move first, then the newest (the server's order, kept: the sort is stable). */
export function sortDeals(deals: readonly DealSummary[]): DealSummary[] {
  return [...deals].sort((a, b) => Number(b.waitingForYou) - Number(a.waitingForYou));
}
