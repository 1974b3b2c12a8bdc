import type { DealSummary } from '@phonehaat/shared';
import { Link } from 'react-router';
import { PendingStatus } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatMoney } from '@/i18n/format';
import { imageSrcSet } from '@/lib/image-url';
import { m } from '@/paraglide/messages.js';
import { sortDeals } from '../utils';
import { DEALS_STRINGS, moneyLine, PAYMENT_LABEL } from '../strings';
import { DealStatusBadge } from './deal-status-badge';
import { formatWhen } from './format';

function DealRow({ deal }: { deal: DealSummary }) {
  const other =
    deal.you === 'seller' ? m.deal_row_buyer({ name: deal.buyer }) : m.deal_row_seller({ name: deal.Seller });
  const money = moneyLine(deal);
  return (
    <li>
      <Link
        to={paths.deal(deal._id)}
        className={`flex gap-3 rounded-box border bg-base-100 p-3 hover:border-primary sm:gap-4 sm:p-4 ${deal.waitingForYou ? 'border-warning' : 'border-base-300'}`}
      >
        <img
          src={deal.productPic}
          srcSet={imageSrcSet(deal.productPic)}
          sizes="96px"
          alt=""
          width={96}
          height={72}
          loading="lazy"
          className="h-18 w-24 shrink-0 rounded-field bg-base-200 object-contain"
        />
        <span className="min-w-0 flex-1 space-y-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-secondary">{deal.device}</span>
            <DealStatusBadge status={deal.status} />
            {deal.waitingForYou && (
              <span className="badge badge-warning badge-sm font-semibold">{DEALS_STRINGS.waiting()}</span>
            )}
          </span>
          <span className="block text-sm">
            <span className="font-bold text-primary">{formatMoney(deal.price)}</span> · {PAYMENT_LABEL[deal.payment]()}
            {money && deal.payment === 'card' ? ` · ${money}` : ''}
          </span>
          <span className="block text-sm text-muted">
            {other} · {deal.meetingLocation}, {formatWhen(deal.meetingAt)}
          </span>
        </span>
      </Link>
    </li>
  );
}

/** The deals list: each deal's phone, price, payment, status, the other party and the meeting. */
export function DealsList({ deals, admin = false }: { deals: readonly DealSummary[]; admin?: boolean }) {
  if (deals.length === 0) {
    return (
      <p className="rounded-box border border-dashed border-base-300 bg-base-200 px-4 py-10 text-center text-muted">
        {admin ? DEALS_STRINGS.adminEmpty() : DEALS_STRINGS.empty()}
      </p>
    );
  }
  return (
    <ul className="space-y-3" aria-label={admin ? DEALS_STRINGS.adminListTitle() : DEALS_STRINGS.listTitle()}>
      {sortDeals(deals).map((deal) => (
        <DealRow key={deal._id} deal={deal} />
      ))}
    </ul>
  );
}

export function DealsListSkeleton() {
  return (
    <PendingStatus label={m.deal_loading_list()} className="space-y-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-[104px] rounded-box bg-base-200" />
      ))}
    </PendingStatus>
  );
}
