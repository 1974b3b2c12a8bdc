import { orderMachine, type Order } from '@phonehaat/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { m } from '@/paraglide/messages.js';

/**
 * The Paying Status of one order (spec §2, §4): 'Pay' when the order machine lets the buyer pay it, 'Paid' once paid,
 * and, for an order whose phone went to someone else first, that instead of a payment that would be refused.
 */
export function OrderStatus({ order }: { order: Pick<Order, '_id' | 'device' | 'status'> }) {
  if (orderMachine.can(order.status, 'pay', 'buyer')) {
    return (
      // The name starts with what is seen ('Pay'), so voice control finds it, and says which order it pays.
      <Link
        to={paths.payment(order._id)}
        aria-label={m.order_pay_for({ device: order.device })}
        className="btn btn-primary btn-sm min-w-20"
      >
        {m.order_pay()}
      </Link>
    );
  }
  switch (order.status) {
    case 'paid':
      return <span className="badge badge-success font-semibold">{m.order_paid()}</span>;
    case 'cancelled':
      return <span className="badge badge-ghost h-auto py-1 font-semibold text-muted">{m.order_sold_to_other()}</span>;
    case 'open':
      return null;
  }
}
