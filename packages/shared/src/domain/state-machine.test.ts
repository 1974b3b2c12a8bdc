import { describe, expect, it } from 'vitest';
import { defineMachine, TransitionError } from './state-machine.js';

describe('defineMachine', () => {
  it('refuses a table with two rows for the same event from the same state', () => {
    expect(() =>
      defineMachine<'a' | 'b', 'go'>({
        noun: 'thing',
        states: { a: 'is a', b: 'is b' },
        events: { go: 'go' },
        transitions: [
          { event: 'go', from: ['a'], to: 'b', by: ['buyer'] },
          { event: 'go', from: ['a'], to: 'a', by: ['seller'] },
        ],
      }),
    ).toThrow("thing: two rows for 'go' from 'a'");
  });

  it('grows by rows: a new state and event need no new code', () => {
    const deal = defineMachine<'requested' | 'accepted' | 'declined', 'accept' | 'decline'>({
      noun: 'deal',
      states: { requested: 'is waiting for the seller', accepted: 'was accepted', declined: 'was declined' },
      events: { accept: 'be accepted', decline: 'be declined' },
      transitions: [
        { event: 'accept', from: ['requested'], to: 'accepted', by: ['seller'] },
        { event: 'decline', from: ['requested'], to: 'declined', by: ['seller'] },
      ],
    });
    expect(deal.allowedEvents('requested', 'seller')).toEqual(['accept', 'decline']);
    expect(deal.allowedEvents('requested', 'buyer')).toEqual([]);
    const refused = (() => {
      try {
        return deal.next('accepted', 'decline', 'seller');
      } catch (err) {
        return err;
      }
    })();
    expect(refused).toBeInstanceOf(TransitionError);
    expect(refused).toMatchObject({
      machine: 'deal',
      from: 'accepted',
      event: 'decline',
      principal: 'seller',
      reason: 'state',
      message: 'This deal was accepted, so it cannot be declined.',
    });
  });
});
