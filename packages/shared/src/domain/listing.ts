import { defineMachine } from './state-machine.js';

/**
 * A listing's sale, as its seller can change it (issue 16): on sale ('live'), sold outside PhoneHaat
 * ('soldElsewhere', marked by the seller and undone by relisting), sold through PhoneHaat ('sold': an order paid or a
 * deal completed) or removed by PhoneHaat's admins ('removed'). A hold (stolen, reports, a suspended seller) hides a
 * listing in any of these states and is not part of this machine.
 */
export const LISTING_STATES = ['live', 'soldElsewhere', 'sold', 'removed'] as const;
export type ListingState = (typeof LISTING_STATES)[number];

export const LISTING_EVENTS = ['markSoldElsewhere', 'relist'] as const;
export type ListingEvent = (typeof LISTING_EVENTS)[number];

/** 'free': no buyer's accepted deal holds the phone. */
export const LISTING_CONDITIONS = ['free'] as const;
export type ListingCondition = (typeof LISTING_CONDITIONS)[number];

export const listingMachine = defineMachine<ListingState, ListingEvent, ListingCondition>({
  noun: 'listing',
  states: {
    live: 'is already on sale',
    soldElsewhere: 'is already marked sold elsewhere',
    sold: 'was sold through PhoneHaat',
    removed: 'was removed by PhoneHaat’s admins',
  },
  events: { markSoldElsewhere: 'be marked sold elsewhere', relist: 'be put back on sale' },
  conditions: {
    free: 'is free of a buyer’s accepted deal: cancel that deal on My Deals first (the buyer is told)',
  },
  transitions: [
    // A buyer who was promised the phone keeps it until the seller calls their deal off.
    { event: 'markSoldElsewhere', from: ['live'], to: 'soldElsewhere', by: ['seller'], when: ['free'] },
    // A relisted phone keeps the date it was first posted: relisting is not a way to the top of the lists.
    { event: 'relist', from: ['soldElsewhere'], to: 'live', by: ['seller'] },
  ],
});

/** What a listing's state is, from what the API says of it (or what its row stores). */
export function listingState(listing: { sold: boolean; soldElsewhere: boolean; removed: boolean }): ListingState {
  if (listing.removed) return 'removed';
  if (listing.soldElsewhere) return 'soldElsewhere';
  return listing.sold ? 'sold' : 'live';
}

/** The conditions a listing meets: free unless a buyer's accepted deal holds it. */
export const listingFacts = (reserved: boolean): ListingCondition[] => (reserved ? [] : ['free']);
