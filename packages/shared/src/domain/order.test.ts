import { describe, expect, it } from 'vitest';
import { canPay, nextOrderStatus, OrderTransitionError } from './order.js';

describe('order transitions', () => {
  it('lets an open order be paid or cancelled', () => {
    expect(nextOrderStatus('open', 'pay')).toBe('paid');
    expect(nextOrderStatus('open', 'cancel')).toBe('cancelled');
    expect(canPay('open')).toBe(true);
  });

  it('never pays an order twice or revives a cancelled one', () => {
    expect(() => nextOrderStatus('paid', 'pay')).toThrow(OrderTransitionError);
    expect(() => nextOrderStatus('cancelled', 'pay')).toThrow(OrderTransitionError);
    expect(() => nextOrderStatus('paid', 'cancel')).toThrow(OrderTransitionError);
    expect(canPay('paid')).toBe(false);
  });
});
