import { COMPANY, type Order } from '@phonehaat/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLoaderData, useParams } from 'react-router';
import { QueryError } from '@/components/ui/query-error';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useOrder } from '@/features/orders/api/get-order';
import { orderKeys } from '@/features/orders/api/keys';
import { PaymentPanel } from '@/features/payments/components/payment-panel';
import { ApiError } from '@/lib/api-client';
import { formatNumber } from '@/i18n/format';
import { imageVariant } from '@/lib/image-url';
import { m } from '@/paraglide/messages.js';
import { NOT_SHOWN, type PaymentLoaderData } from './payment.loader';

function OrderNotFound() {
  return (
    <div className="rounded-box border border-base-300 bg-base-100 p-6 text-center md:p-10">
      <h1 className="text-2xl font-extrabold tracking-tight text-secondary">{m.pay_order_not_found()}</h1>
      <p className="mt-2 text-muted">{m.pay_order_not_found_text()}</p>
      <Link to={paths.myOrders()} className="btn btn-primary mt-6">
        {m.pay_go_to_orders()}
      </Link>
    </div>
  );
}

function OrderClosed({ status }: { status: 'paid' | 'cancelled' }) {
  return status === 'paid' ? (
    <div role="status" className="space-y-3 rounded-box border border-success/30 bg-success/10 p-4">
      <span className="badge badge-success font-semibold">{m.order_paid()}</span>
      <p>{m.pay_order_paid_text()}</p>
      <Link to={paths.myOrders()} className="btn btn-outline btn-primary btn-sm">
        {m.pay_back_to_orders()}
      </Link>
    </div>
  ) : (
    <div role="status" className="space-y-3 rounded-box border border-base-300 bg-base-200 p-4">
      <span className="badge badge-ghost font-semibold">{m.order_sold_to_other()}</span>
      <p>{m.pay_sold_other_text()}</p>
      <Link to={paths.myOrders()} className="btn btn-outline btn-primary btn-sm">
        {m.pay_back_to_orders()}
      </Link>
    </div>
  );
}

function Payment({ orderId, loaded }: { orderId: string; loaded: Order | undefined }) {
  const queryClient = useQueryClient();
  const order = useOrder(orderId, loaded);
  // Once a payment has been tried here, the panel keeps telling its outcome, whatever the refreshed order says.
  const [paymentTried, setPaymentTried] = useState(false);

  if (order.isPending) return <PageSpinner />;
  if (order.isError) {
    if (order.error instanceof ApiError && NOT_SHOWN.has(order.error.status)) return <OrderNotFound />;
    return <QueryError error={order.error} onRetry={() => void order.refetch()} />;
  }

  const { device, price, productPic, status } = order.data;
  return (
    <>
      <title>{`${m.pay_title({ device })} · ${COMPANY.name}`}</title>
      <section className="max-w-xl rounded-box border border-base-300 bg-base-100 p-4 shadow-sm sm:p-6">
        <p className="text-sm font-semibold tracking-widest text-primary uppercase">{m.pay_heading()}</p>
        <div className="mt-2 flex items-center gap-4">
          <img
            src={imageVariant(productPic, 320)}
            alt=""
            width={80}
            height={60}
            decoding="async"
            className="h-15 w-20 shrink-0 rounded-field bg-base-200 object-contain"
          />
          <h1 className="text-2xl font-extrabold tracking-tight text-secondary">{device}</h1>
        </div>
        <p className="mt-4 text-lg">
          {status === 'paid' ? (
            <>
              {m.pay_have_paid_before()} <strong className="text-primary">{formatNumber(price)}</strong>{' '}
              {m.pay_have_paid_after()}
            </>
          ) : (
            <>
              {m.pay_please_pay_before()} <strong className="text-primary">{formatNumber(price)}</strong>{' '}
              {m.pay_please_pay_after()}
            </>
          )}
        </p>
        <div className="mt-5">
          {status === 'open' || paymentTried ? (
            <PaymentPanel
              orderId={orderId}
              onOrderChanged={() => {
                setPaymentTried(true);
                // Paid (or sold to someone else): My Orders and this order read differently now.
                void queryClient.invalidateQueries({ queryKey: orderKeys.all });
              }}
            />
          ) : (
            <OrderClosed status={status} />
          )}
        </div>
      </section>
    </>
  );
}

/** The payment page (Buyer, spec §2, §4): the device, 'Please pay {price} Taka to avail the product', the card form. */
export function PaymentPage() {
  const loaded = useLoaderData<PaymentLoaderData>();
  const { id = '' } = useParams();
  // A new order id is a new page: nothing of the last payment carries over.
  return <Payment key={id} orderId={id} loaded={loaded ?? undefined} />;
}
