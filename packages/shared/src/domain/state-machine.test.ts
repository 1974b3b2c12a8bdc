import { describe, expect, it } from 'vitest';
import { defineMachine, rowFor, TransitionError } from './state-machine.js';

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

describe('conditions', () => {
  const machine = defineMachine<'open' | 'done', 'finish', 'cash' | 'card'>({
    noun: 'deal',
    states: { open: 'is open', done: 'is done' },
    events: { finish: 'be finished' },
    conditions: { cash: 'is paid in cash', card: 'is paid by card' },
    transitions: [
      { event: 'finish', from: ['open'], to: 'done', by: ['buyer'], when: ['card'] },
      { event: 'finish', from: ['open'], to: 'open', by: ['seller'], when: ['cash'] },
    ],
  });

  it('picks the row whose conditions the subject meets, and refuses with the unmet condition', () => {
    expect(machine.next('open', 'finish', 'buyer', ['card'])).toBe('done');
    expect(machine.next('open', 'finish', 'seller', ['cash'])).toBe('open');
    expect(() => machine.next('open', 'finish', 'seller', ['card'])).toThrow(
      'This deal cannot be finished by the seller.',
    );
    expect(() => machine.next('open', 'finish', 'buyer')).toThrow(
      'This deal cannot be finished unless it is paid by card.',
    );
    expect(rowFor(machine, 'open', 'finish', ['cash'])).toMatchObject({ to: 'open' });
    expect(rowFor(machine, 'open', 'finish')).toBe('condition');
    expect(rowFor(machine, 'done', 'finish')).toBe('state');
  });

  it('refuses two rows for one move with the same conditions', () => {
    expect(() =>
      defineMachine<'a', 'go', 'x'>({
        noun: 'thing',
        states: { a: 'is a' },
        events: { go: 'go' },
        conditions: { x: 'is x' },
        transitions: [
          { event: 'go', from: ['a'], to: 'a', by: ['buyer'], when: ['x'] },
          { event: 'go', from: ['a'], to: 'a', by: ['seller'], when: ['x'] },
        ],
      }),
    ).toThrow("thing: two rows for 'go' from 'a'");
  });
});
