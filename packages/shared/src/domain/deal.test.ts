import { describe, expect, it } from 'vitest';
import {
  dealAwaits,
  dealFacts,
  dealMachine,
  dealMoney,
  DEAL_FINAL,
  DEAL_PAYMENTS,
  type DealCondition,
} from './deal.js';
import { PRINCIPALS, rowFor, TransitionError } from './state-machine.js';

/** Every kind of deal the server can hold: cash (never 'paid' until it completes), card unpaid, card paid. */
const KINDS: { name: string; facts: DealCondition[] }[] = [
  { name: 'cash', facts: dealFacts('cash', false) },
  { name: 'card, unpaid', facts: dealFacts('card', false) },
  { name: 'card, paid', facts: dealFacts('card', true) },
];

describe('deal machine: every event from every state by every principal, for every kind of deal', () => {
  const cases = KINDS.flatMap((kind) =>
    dealMachine.states.flatMap((from) =>
      dealMachine.events.flatMap((event) =>
        PRINCIPALS.map((by) => ({ kind: kind.name, facts: kind.facts, from, event, by })),
      ),
    ),
  );
  it.each(cases)('$kind: $event from $from by $by', ({ facts, from, event, by }) => {
    const row = rowFor(dealMachine, from, event, facts);
    if (typeof row === 'object' && row.by.includes(by)) {
      expect(dealMachine.next(from, event, by, facts)).toBe(row.to);
      expect(dealMachine.allowedEvents(from, by, facts)).toContain(event);
      return;
    }
    const error = (() => {
      try {
        dealMachine.next(from, event, by, facts);
      } catch (err) {
        return err;
      }
    })();
    expect(error).toBeInstanceOf(TransitionError);
    expect((error as TransitionError).reason).toBe(typeof row === 'object' ? 'principal' : row);
    expect((error as TransitionError).message).toMatch(/^This deal .+\.$/);
    expect(dealMachine.can(from, event, by, facts)).toBe(false);
  });
});

describe('deal machine rules', () => {
  it('completes a cash deal only when the buyer has the phone and the seller has the cash, in either order', () => {
    const cash = dealFacts('cash', false);
    expect(dealMachine.next('accepted', 'receive', 'buyer', cash)).toBe('handedOver');
    expect(dealMachine.next('handedOver', 'payCash', 'seller', cash)).toBe('completed');
    expect(dealMachine.next('accepted', 'payCash', 'seller', cash)).toBe('cashPaid');
    expect(dealMachine.next('cashPaid', 'receive', 'buyer', cash)).toBe('completed');
  });

  it('completes a card deal on the buyer’s word only once the card has paid, and says why not before', () => {
    expect(dealMachine.next('accepted', 'receive', 'buyer', dealFacts('card', true))).toBe('completed');
    expect(() => dealMachine.next('accepted', 'receive', 'buyer', dealFacts('card', false))).toThrow(
      "This deal cannot be confirmed with 'I have the phone' unless it has been paid by card.",
    );
    expect(() => dealMachine.next('accepted', 'payCash', 'seller', dealFacts('card', true))).toThrow(
      "This deal cannot be confirmed with 'Paid in cash' unless it is paid in cash at the meeting.",
    );
  });

  it('never leaves a final state', () => {
    for (const from of DEAL_FINAL)
      for (const { facts } of KINDS)
        for (const by of PRINCIPALS) expect(dealMachine.allowedEvents(from, by, facts)).toEqual([]);
  });

  it('says whose move a deal waits for', () => {
    const cash = dealFacts('cash', false);
    expect(dealAwaits('requested', 'seller', cash)).toBe(true);
    expect(dealAwaits('requested', 'buyer', cash)).toBe(false);
    expect(dealAwaits('countered', 'buyer', cash)).toBe(true);
    expect(dealAwaits('accepted', 'buyer', cash)).toBe(true);
    expect(dealAwaits('accepted', 'seller', cash)).toBe(true);
    expect(dealAwaits('handedOver', 'buyer', cash)).toBe(false);
    expect(dealAwaits('problem', 'admin', cash)).toBe(true);
    expect(DEAL_PAYMENTS).toEqual(['card', 'cash']);
  });

  it('lets a paid card deal end before it is accepted (the hold is voided), but not by PhoneHaat’s sale of it', () => {
    const paid = dealFacts('card', true);
    expect(dealMachine.next('requested', 'decline', 'seller', paid)).toBe('declined');
    expect(dealMachine.next('countered', 'expire', 'system', paid)).toBe('expired');
    expect(dealMachine.next('requested', 'cancel', 'buyer', paid)).toBe('cancelled');
    expect(dealMachine.can('requested', 'cancel', 'system', paid)).toBe(false);
    expect(dealMachine.can('accepted', 'cancel', 'system', paid)).toBe(false);
  });

  it('lets only the seller call off an accepted deal whose card is held; the buyer opens a problem', () => {
    const paid = dealFacts('card', true);
    expect(dealMachine.next('accepted', 'cancel', 'seller', paid)).toBe('cancelled');
    expect(() => dealMachine.next('accepted', 'cancel', 'buyer', paid)).toThrow(
      'This deal cannot be cancelled by the buyer.',
    );
    expect(dealMachine.next('accepted', 'problem', 'buyer', paid)).toBe('problem');
    expect(() => dealMachine.next('accepted', 'problem', 'buyer', dealFacts('card', false))).toThrow(
      'This deal cannot have a problem opened unless it has been paid by card.',
    );
    expect(dealMachine.next('problem', 'refund', 'admin', paid)).toBe('refunded');
  });
});

describe('an admin suspending a party', () => {
  it('ends the deal before the meeting whatever its payment, and never one past the meeting', () => {
    for (const { facts } of KINDS) {
      for (const from of ['requested', 'countered', 'accepted'] as const)
        expect(dealMachine.next(from, 'cancel', 'admin', facts)).toBe('cancelled');
      for (const from of ['handedOver', 'cashPaid', 'problem'] as const)
        expect(dealMachine.can(from, 'cancel', 'admin', facts)).toBe(false);
    }
  });
});

describe('deal money', () => {
  it('says where a card deal’s money is from its payments’ states at the gateway', () => {
    expect(dealMoney('card', [])).toBe('none');
    expect(dealMoney('card', ['failed', 'pending'])).toBe('none');
    expect(dealMoney('card', ['failed', 'authorised'])).toBe('held');
    expect(dealMoney('card', ['succeeded'])).toBe('released');
    expect(dealMoney('card', ['voided'])).toBe('voided');
    expect(dealMoney('card', ['refunded', 'voided'])).toBe('refunded');
    expect(dealMoney('cash', ['authorised'])).toBe('none');
  });
});
