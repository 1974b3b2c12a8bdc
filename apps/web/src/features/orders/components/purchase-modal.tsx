import type { Listing } from '@phonehaat/shared';
import { useId, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { CloseIcon } from '@/components/ui/icons';
import { LoadFailed } from '@/components/ui/query-error';
import { Spinner } from '@/components/ui/spinner';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth-context';
import { errorMessage } from '@/lib/error-message';
import { LazyPart, lazyPart } from '@/lib/lazy-part';
import { toast } from '@/lib/toast';
import { m } from '@/paraglide/messages.js';
import { toDeal, useCreateDeal } from '../api/create-deal';

/**
 * The form and its checks (zod, react-hook-form) load when a buyer opens the modal, not with every page of cards; if
 * they cannot, the modal says so and tries again.
 */
const PurchaseForm = lazyPart(async () => (await import('./purchase-form')).PurchaseForm);

/** Told to a seller or an admin who presses 'Purchase Now' (issue 5: only buyers may order). */
export const BUYERS_ONLY_MESSAGE = () => m.order_buyers_only();

export interface PurchaseModalProps {
  /** The phone to order; null keeps the modal closed. */
  product: Listing | null;
  onClose: () => void;
}

/**
 * 'Purchase Detail' (spec §2): the order modal of one product. Open while `product` is set; a new product starts a
 * fresh form. Closes itself after a successful order.
 */
export function PurchaseModal({ product, onClose }: PurchaseModalProps) {
  if (!product) return null;
  return <PurchaseDialog key={product._id} product={product} onClose={onClose} />;
}

/**
 * The native modal <dialog> (daisyUI `modal`): the page behind is inert, so focus stays inside; Escape, the close
 * button and a tap outside all close it, and focus goes back to the button that opened it. Focus starts on the
 * title rather than a field, so a phone's keyboard does not cover the details as it opens.
 */
function PurchaseDialog({ product, onClose }: { product: Listing; onClose: () => void }) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();

  const dialog = useModalDialog({ onClose, initialFocus: () => titleRef.current });

  return (
    <dialog {...dialog} className="modal modal-bottom sm:modal-middle" aria-labelledby={titleId} aria-modal="true">
      <div className="modal-box max-h-[calc(100dvh-2rem)] p-5 sm:max-w-lg sm:p-6">
        <div className="mb-4 flex items-start justify-between gap-3">
          <h2
            ref={titleRef}
            id={titleId}
            tabIndex={-1}
            className="text-xl font-extrabold tracking-tight text-secondary focus:outline-none"
          >
            {m.order_purchase_detail()}
          </h2>
          <button type="button" className="btn btn-circle btn-ghost btn-sm -mt-1 -mr-2" onClick={onClose}>
            <CloseIcon className="size-5" />
            <span className="sr-only">{m.ui_close()}</span>
          </button>
        </div>
        <PurchaseBody product={product} onClose={onClose} />
      </div>
      {/* A tap outside the box closes it. Not a tab stop: the close button and Escape do the same for keyboards. */}
      <div className="modal-backdrop" aria-hidden="true" onClick={onClose} />
    </dialog>
  );
}

function Notice({ children, onClose }: { children: ReactNode; onClose: () => void }) {
  return (
    <div className="space-y-4">
      <div role="alert" className="alert alert-warning alert-soft items-start text-left">
        <span>{children}</span>
      </div>
      <button type="button" className="btn btn-ghost w-full" onClick={onClose}>
        {m.ui_close()}
      </button>
    </div>
  );
}

/** Who is ordering decides what the modal holds: a buyer gets the form, anyone else is told why not. */
function PurchaseBody({ product, onClose }: { product: Listing; onClose: () => void }) {
  const { user } = useAuth();
  // Submit is disabled while an order is in flight, but a quick double tap can land before that re-render.
  const inFlight = useRef(false);
  const order = useCreateDeal({
    onSuccess: () => {
      toast.success(m.order_placed());
    },
    onError: (error) => {
      toast.error(errorMessage(error));
    },
  });

  if (!user) {
    return (
      <Notice onClose={onClose}>
        {m.order_sign_in_before()}{' '}
        <Link to={paths.login()} className="link font-semibold">
          {m.order_sign_in_link()}
        </Link>
        {m.order_sign_in_after()}
      </Notice>
    );
  }
  if (user.role !== 'Buyer') return <Notice onClose={onClose}>{BUYERS_ONLY_MESSAGE()}</Notice>;

  return (
    <LazyPart
      fallback={
        <div className="flex min-h-96 items-center justify-center">
          <Spinner label={m.order_loading_form()} />
        </div>
      }
      failed={(retry) => <LoadFailed message={m.order_form_load_failed()} onRetry={retry} />}
    >
      <PurchaseForm
        buyer={{ name: user.name, email: user.email }}
        product={product}
        isSubmitting={order.isPending}
        error={order.error ? errorMessage(order.error) : undefined}
        onSubmit={(values) => {
          if (inFlight.current) return;
          inFlight.current = true;
          order.mutate(toDeal(product._id, values), {
            onSuccess: onClose,
            onSettled: () => {
              inFlight.current = false;
            },
          });
        }}
      />
    </LazyPart>
  );
}
