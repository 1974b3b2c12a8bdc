import { COMPANY } from '@phonehaat/shared';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { QueryError } from '@/components/ui/query-error';
import { paths } from '@/config/paths';
import { useDeal } from '@/features/deals/api/get-deals';
import { DealSkeleton, DealView } from '@/features/deals/components/deal-view';
import { productQueryOptions } from '@/features/products/api/get-product';
import { ApiError } from '@/lib/api-client';
import { m } from '@/paraglide/messages.js';

/** /dashboard/deals/:id (issue 15): one deal for its buyer, its seller or an admin; anyone else is told it is not here. */
export function DealPage() {
  const { id = '' } = useParams();
  const deal = useDeal(id);
  // The listing names its seller's id, for the link to their public profile (a removed listing has none).
  const listing = useQuery({ ...productQueryOptions(deal.data?.productId ?? ''), enabled: Boolean(deal.data) });

  if (deal.isError) {
    const missing = deal.error instanceof ApiError && (deal.error.status === 404 || deal.error.status === 400);
    if (missing)
      return (
        <div className="rounded-box border border-dashed border-base-300 bg-base-200 px-4 py-10 text-center">
          <h1 className="text-2xl font-bold text-secondary">{m.deal_not_found()}</h1>
          <Link to={paths.deals()} className="btn btn-primary mt-4">
            {m.deal_back_to_list()}
          </Link>
        </div>
      );
    return <QueryError error={deal.error} onRetry={() => void deal.refetch()} />;
  }
  return (
    <>
      <title>{`${deal.data?.device ?? m.deal_title_fallback()} · ${COMPANY.name}`}</title>
      <Link to={paths.deals()} className="link mb-3 block w-fit text-sm">
        ← {m.deal_list_title()}
      </Link>
      {deal.data ? <DealView deal={deal.data} sellerId={listing.data?.product.sellerId} /> : <DealSkeleton />}
    </>
  );
}
