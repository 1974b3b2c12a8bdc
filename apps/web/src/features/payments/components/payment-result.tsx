import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

const myOrdersLink = (
  <Link to={paths.myOrders()} className="btn btn-outline btn-primary btn-sm">
    Back to My Orders
  </Link>
);

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
        <p className="text-lg font-bold text-success">Thank you! This phone is yours.</p>
      </div>
      <p className="text-base-content">
        Your transaction id{' '}
        <span className="mt-1 block font-mono font-semibold [overflow-wrap:anywhere]">{transactionId}</span>
      </p>
      <p className="text-sm text-muted">Meet the seller at the place you chose; they can see your mobile number.</p>
      {myOrdersLink}
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
        {myOrdersLink}
      </div>
    </div>
  );
}

/** The server is set up for Stripe but sent no publishable key, so Stripe's card field cannot be shown. */
export const STRIPE_UNAVAILABLE_MESSAGE =
  'Card payments on this site are configured for Stripe, but the card form cannot be shown right now. Your order is kept, and you can pay for it once card payments are back.';

export function StripeUnavailable() {
  return (
    <div className="space-y-4">
      <div role="alert" className="alert alert-warning items-start text-left">
        <span>{STRIPE_UNAVAILABLE_MESSAGE}</span>
      </div>
      {myOrdersLink}
    </div>
  );
}
