import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { m } from '@/paraglide/messages.js';

/** A component, not an element made once at load, so its text follows the person's language. */
function MyOrdersLink() {
  return (
    <Link to={paths.myOrders()} className="btn btn-outline btn-primary btn-sm">
      {m.pay_back_to_orders()}
    </Link>
  );
}

/** After a successful payment (spec §4): 'Your transaction id {id}', the card payment's id. */
export function PaymentSuccess({ transactionId }: { transactionId: string }) {
  return (
    <div role="status" className="space-y-4 rounded-box border border-success/30 bg-success/10 p-4 sm:p-5">
      <div className="flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-success text-success-content">
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
          >
            <path d="M5 13l4 4L19 7" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        <p className="text-lg font-bold text-success">{m.pay_thank_you()}</p>
      </div>
      <p className="text-base-content">
        {m.pay_transaction_id()}{' '}
        <span className="mt-1 block font-mono font-semibold [overflow-wrap:anywhere]">{transactionId}</span>
      </p>
      <p className="text-sm text-muted">{m.pay_meet_seller()}</p>
      <MyOrdersLink />
    </div>
  );
}

/** A payment that cannot go ahead: the server's or provider's message in red, and the way back. */
export function PaymentProblem({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <div className="space-y-4">
      <p role="alert" className="rounded-field bg-error/10 px-3 py-2 font-medium text-error">
        {message}
      </p>
      <div className="flex flex-wrap gap-3">
        {action}
        <MyOrdersLink />
      </div>
    </div>
  );
}

/** The server is set up for Stripe but sent no publishable key, so Stripe's card field cannot be shown. */
export const STRIPE_UNAVAILABLE_MESSAGE = () => m.pay_stripe_unavailable();

export function StripeUnavailable() {
  return (
    <div className="space-y-4">
      <div role="alert" className="alert alert-warning items-start text-left">
        <span>{STRIPE_UNAVAILABLE_MESSAGE()}</span>
      </div>
      <MyOrdersLink />
    </div>
  );
}
