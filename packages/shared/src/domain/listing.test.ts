import { describe, expect, it } from 'vitest';
import { listingFacts, listingMachine, listingState } from './listing.js';
import { TransitionError } from './state-machine.js';

const free = listingFacts(false);

describe('the listing machine (sold elsewhere, issue 16)', () => {
  it('lets the seller mark a live listing sold elsewhere, and relist it', () => {
    expect(listingMachine.next('live', 'markSoldElsewhere', 'seller', free)).toBe('soldElsewhere');
    expect(listingMachine.next('soldElsewhere', 'relist', 'seller')).toBe('live');
  });

  it('offers the seller one button per state, and none on a phone sold here or removed by the admins', () => {
    expect(listingMachine.allowedEvents('live', 'seller', free)).toEqual(['markSoldElsewhere']);
    expect(listingMachine.allowedEvents('soldElsewhere', 'seller', free)).toEqual(['relist']);
    expect(listingMachine.allowedEvents('sold', 'seller', free)).toEqual([]);
    expect(listingMachine.allowedEvents('removed', 'seller', free)).toEqual([]);
  });

  it('refuses a phone sold through PhoneHaat with a sentence', () => {
    expect(() => listingMachine.next('sold', 'markSoldElsewhere', 'seller', free)).toThrow(
      'This listing was sold through PhoneHaat, so it cannot be marked sold elsewhere.',
    );
    expect(() => listingMachine.next('sold', 'relist', 'seller')).toThrow(TransitionError);
    expect(() => listingMachine.next('removed', 'relist', 'seller')).toThrow(
      'This listing was removed by PhoneHaat’s admins, so it cannot be put back on sale.',
    );
  });

  it("waits while a buyer's accepted deal holds the phone", () => {
    expect(listingMachine.can('live', 'markSoldElsewhere', 'seller', listingFacts(true))).toBe(false);
    expect(() => listingMachine.next('live', 'markSoldElsewhere', 'seller', listingFacts(true))).toThrow(
      /cancel that deal on My Deals first/,
    );
  });

  it('is the seller’s alone: not a buyer’s, an admin’s or PhoneHaat’s', () => {
    for (const by of ['buyer', 'admin', 'system'] as const) {
      expect(listingMachine.can('live', 'markSoldElsewhere', by, free)).toBe(false);
      expect(listingMachine.can('soldElsewhere', 'relist', by)).toBe(false);
    }
  });

  it('reads the state from what a listing says, removal first, then sold elsewhere', () => {
    expect(listingState({ sold: false, soldElsewhere: false, removed: false })).toBe('live');
    expect(listingState({ sold: true, soldElsewhere: true, removed: false })).toBe('soldElsewhere');
    expect(listingState({ sold: true, soldElsewhere: false, removed: false })).toBe('sold');
    expect(listingState({ sold: true, soldElsewhere: false, removed: true })).toBe('removed');
  });
});
