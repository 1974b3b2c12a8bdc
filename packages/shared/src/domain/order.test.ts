import { describe, expect, it } from 'vitest';
import { orderMachine, paymentAttemptMachine } from './order.js';
import { PRINCIPALS, TransitionError, type Machine } from './state-machine.js';

/** Every event from every state by every principal, checked against the machine's own table. */
function coversEveryMove<S extends string, E extends string>(machine: Machine<S, E>) {
  const cases = machine.states.flatMap((from) =>
    machine.events.flatMap((event) => PRINCIPALS.map((by) => ({ from, event, by }))),
  );
  it.each(cases)('$event from $from by $by', ({ from, event, by }) => {
    const row = machine.transitions.find((t) => t.event === event && t.from.includes(from));
    if (row && row.by.includes(by)) {
      expect(machine.next(from, event, by)).toBe(row.to);
      expect(machine.can(from, event, by)).toBe(true);
      expect(machine.allowedEvents(from, by)).toContain(event);
    } else {
      expect(() => machine.next(from, event, by)).toThrow(TransitionError);
      const error = (() => {
        try {
          machine.next(from, event, by);
        } catch (err) {
          return err;
        }
      })() as TransitionError;
      expect(error.reason).toBe(row ? 'principal' : 'state');
      expect(error.message).toMatch(/^This .+\.$/);
      expect(machine.can(from, event, by)).toBe(false);
      expect(machine.allowedEvents(from, by)).not.toContain(event);
    }
  });
}

describe('order machine', () => {
  coversEveryMove(orderMachine);

  it('lets the buyer pay an open order, and PhoneHaat settle or cancel it', () => {
    expect(orderMachine.next('open', 'pay', 'buyer')).toBe('paid');
    expect(orderMachine.next('open', 'pay', 'system')).toBe('paid');
    expect(orderMachine.next('open', 'cancel', 'system')).toBe('cancelled');
    expect(orderMachine.allowedEvents('open', 'buyer')).toEqual(['pay']);
  });

  it('never pays an order twice or revives a cancelled one, and says why', () => {
    expect(() => orderMachine.next('paid', 'pay', 'buyer')).toThrow(
      'This order is already paid, so it cannot be paid.',
    );
    expect(() => orderMachine.next('cancelled', 'pay', 'system')).toThrow(
      'This order was cancelled, so it cannot be paid.',
    );
    expect(() => orderMachine.next('open', 'pay', 'seller')).toThrow('This order cannot be paid by the seller.');
    expect(orderMachine.allowedEvents('paid', 'buyer')).toEqual([]);
  });
});

describe('payment attempt machine', () => {
  coversEveryMove(paymentAttemptMachine);

  it('records a pending or failed attempt as succeeded, and refunds one that lost its phone once', () => {
    expect(paymentAttemptMachine.next('pending', 'succeed', 'system')).toBe('succeeded');
    expect(paymentAttemptMachine.next('failed', 'succeed', 'system')).toBe('succeeded');
    expect(paymentAttemptMachine.next('refunded', 'refund', 'system')).toBe('refunded');
    expect(() => paymentAttemptMachine.next('succeeded', 'fail', 'system')).toThrow(TransitionError);
  });

  it('holds a deal’s payment, then captures it or voids it, and refunds only what was taken', () => {
    expect(paymentAttemptMachine.next('pending', 'authorise', 'system')).toBe('authorised');
    expect(paymentAttemptMachine.next('authorised', 'capture', 'system')).toBe('succeeded');
    expect(paymentAttemptMachine.next('authorised', 'void', 'system')).toBe('voided');
    expect(paymentAttemptMachine.next('voided', 'void', 'system')).toBe('voided');
    expect(paymentAttemptMachine.next('succeeded', 'refund', 'system')).toBe('refunded');
    expect(() => paymentAttemptMachine.next('succeeded', 'void', 'system')).toThrow(
      'This payment has gone through, so it cannot be voided.',
    );
    expect(() => paymentAttemptMachine.next('authorised', 'refund', 'system')).toThrow(
      'This payment is held on the card, so it cannot be refunded.',
    );
    expect(() => paymentAttemptMachine.next('voided', 'capture', 'system')).toThrow(
      'This payment was voided, so it cannot be captured.',
    );
  });
});

describe('order machine refunds', () => {
  it('cancels a paid order whose payment was given back, and nothing else', () => {
    expect(orderMachine.next('paid', 'refund', 'system')).toBe('cancelled');
    expect(() => orderMachine.next('open', 'refund', 'system')).toThrow(TransitionError);
    expect(() => orderMachine.next('paid', 'refund', 'buyer')).toThrow('This order cannot be refunded by the buyer.');
  });
});
