import { DEAL_CONTACT_SHOWN, DEAL_EVENT_NEEDS, type Deal, type DealEvent } from '@phonehaat/shared';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PendingStatus } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatDigits, formatMoney } from '@/i18n/format';
import { errorMessage } from '@/lib/error-message';
import { imageSrcSet } from '@/lib/image-url';
import { toast } from '@/lib/toast';
import { m } from '@/paraglide/messages.js';
import { useDealEvent, useRateDeal } from '../api/move-deal';
import {
  ACTION_LABEL,
  DEALS_STRINGS,
  EVENT_LABEL,
  HANDOVER_CHECKLIST,
  moneyLine,
  PAYMENT_LABEL,
  TIMELINE_ACTOR,
  timelineReason,
} from '../strings';
import { DealActionDialog } from './deal-action-dialog';
import { DealStatusBadge } from './deal-status-badge';
import { formatWhen } from './format';
import { RatingForm } from './rating-form';

/** The order of the buttons: the one that moves the deal on first, the ones that end it last. */
const ACTION_ORDER: DealEvent[] = [
  'accept',
  'receive',
  'payCash',
  'release',
  'propose',
  'refund',
  'problem',
  'decline',
  'cancel',
];
const DANGER: readonly DealEvent[] = ['decline', 'cancel', 'problem', 'refund'];

/** A marker that cannot be in a message: where a link goes inside a translated sentence. */
const SLOT = '\u0000';

/** '4 stars: “…”' as the other side's rating of the caller reads. */
function starsText(stars: number, comment: string | null): string {
  const count = formatDigits(stars);
  return `${stars === 1 ? m.deal_stars_one({ count }) : m.deal_stars_other({ count })}${comment ? `: “${comment}”` : ''}`;
}

/** One fact of the deal; a `wide` one takes the whole row of the phone's two columns (an IMEI is never cut in two). */
function Fact({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2 min-w-0 md:col-span-1' : 'min-w-0'}>
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="font-semibold break-words">{children}</dd>
    </div>
  );
}

/**
 * One deal as its buyer, its seller or an admin sees it: the phone, price, payment and where the money is, the meeting,
 * the other side's number once it may be shown, the buttons of the events the server says the caller may fire now,
 * the handover checklist, the timeline, and the ratings once it completed.
 */
export function DealView({ deal, sellerId }: { deal: Deal; sellerId?: string }) {
  const [asking, setAsking] = useState<DealEvent | null>(null);
  const move = useDealEvent(deal._id);
  const rate = useRateDeal(deal._id);

  const fire = (event: DealEvent) => {
    if (DEAL_EVENT_NEEDS[event]) return setAsking(event);
    move.mutate({ event }, { onError: (error) => toast.error(errorMessage(error)) });
  };

  const actions = ACTION_ORDER.filter((event) => deal.actions.includes(event));
  const money = moneyLine(deal);
  const contactShown = DEAL_CONTACT_SHOWN.includes(deal.status);
  const ended = ['declined', 'expired', 'cancelled', 'refunded'].includes(deal.status);
  const yourRating = deal.you === 'buyer' ? deal.ratings.byBuyer : deal.you === 'seller' ? deal.ratings.bySeller : null;
  const theirRating =
    deal.you === 'buyer' ? deal.ratings.bySeller : deal.you === 'seller' ? deal.ratings.byBuyer : null;
  const proposer = deal.proposedBy === 'buyer' ? deal.buyer : deal.Seller;
  const [payBefore, payAfter] = m.deal_pay_from_orders({ orders: SLOT }).split(SLOT);

  return (
    <div className="space-y-5">
      <div className="flex gap-4">
        <img
          src={deal.productPic}
          srcSet={imageSrcSet(deal.productPic)}
          sizes="128px"
          alt=""
          width={128}
          height={96}
          className="h-24 w-32 shrink-0 rounded-box bg-base-200 object-contain"
        />
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-extrabold tracking-tight text-secondary">
            <Link to={paths.product(deal.productId)} className="hover:text-primary hover:underline">
              {deal.device}
            </Link>
          </h1>
          <div className="flex flex-wrap items-center gap-2">
            <DealStatusBadge status={deal.status} />
            {deal.waitingForYou && <span className="badge badge-warning font-semibold">{DEALS_STRINGS.waiting()}</span>}
          </div>
        </div>
      </div>

      <dl className="grid grid-cols-2 gap-3 rounded-box border border-base-300 bg-base-100 p-4 md:grid-cols-3">
        <Fact label={m.deal_price()}>{formatMoney(deal.price)}</Fact>
        <Fact label={m.deal_payment()}>{PAYMENT_LABEL[deal.payment]()}</Fact>
        {money && deal.payment === 'card' && <Fact label={m.deal_money()}>{money}</Fact>}
        <Fact label={m.deal_buyer()}>{deal.buyer}</Fact>
        <Fact label={m.deal_seller()}>
          {sellerId ? (
            <Link to={paths.seller(sellerId)} className="link link-primary">
              {deal.Seller}
            </Link>
          ) : (
            deal.Seller
          )}
        </Fact>
        <Fact label={DEALS_STRINGS.meeting()}>
          {deal.meetingLocation}
          <span className="block font-normal">{formatWhen(deal.meetingAt)}</span>
          <span className="block text-sm font-normal text-muted">{m.deal_proposed_by({ name: proposer })}</span>
        </Fact>
        {deal.you !== 'buyer' && <Fact label={DEALS_STRINGS.buyerNumber()}>{deal.contact}</Fact>}
        {deal.you !== 'seller' &&
          (deal.sellerContact ? (
            <Fact label={DEALS_STRINGS.sellerNumber()}>
              <a href={`tel:${deal.sellerContact.replace(/[^\d+]/g, '')}`} className="link link-primary">
                {deal.sellerContact}
              </a>
            </Fact>
          ) : (
            !ended && <Fact label={DEALS_STRINGS.sellerNumber()}>{DEALS_STRINGS.numberLater()}</Fact>
          ))}
        {deal.imeis && deal.imeis.length > 0 && (
          <Fact label={DEALS_STRINGS.imei()} wide>
            {deal.imeis.map((imei) => (
              <span key={imei} className="block">
                <span className="font-mono whitespace-nowrap tabular-nums">{imei}</span>{' '}
                {/* The number goes along in the history state, not the address. */}
                <Link to={paths.checkPhone()} state={{ imei }} className="link link-primary text-sm">
                  {DEALS_STRINGS.checkImei()}
                </Link>
              </span>
            ))}
          </Fact>
        )}
      </dl>

      {deal.payment === 'card' && deal.you === 'buyer' && !deal.paid && deal.orderId && !ended && (
        <p className="rounded-field bg-info/10 p-3 text-sm">
          {payBefore}
          <Link to={paths.myOrders()} className="link font-semibold">
            {m.deal_my_orders()}
          </Link>
          {payAfter}
        </p>
      )}

      {actions.length > 0 && (
        <div className="flex flex-wrap gap-2" aria-label={m.deal_actions_group()} role="group">
          {actions.map((event) => (
            <button
              key={event}
              type="button"
              className={`btn ${DANGER.includes(event) ? 'btn-outline btn-error' : 'btn-primary'}`}
              disabled={move.isPending}
              onClick={() => fire(event)}
            >
              {ACTION_LABEL[event]()}
            </button>
          ))}
        </div>
      )}

      {contactShown && deal.status !== 'completed' && (
        <section aria-labelledby="handover" className="rounded-box border border-base-300 bg-base-100 p-4">
          <h2 id="handover" className="text-lg font-bold text-secondary">
            {DEALS_STRINGS.checklist()}
          </h2>
          <ol className="mt-2 list-decimal space-y-1.5 pl-5">
            {HANDOVER_CHECKLIST.map((step, i) => (
              <li key={i}>{step()}</li>
            ))}
          </ol>
        </section>
      )}

      {deal.status === 'completed' && deal.you !== 'admin' && (
        <div className="grid gap-4 md:grid-cols-2">
          <RatingForm
            key={yourRating?.at ?? 'new'}
            other={deal.you === 'buyer' ? 'seller' : 'buyer'}
            given={yourRating}
            busy={rate.isPending}
            onRate={(input) =>
              rate.mutate(input, {
                onSuccess: () => toast.success(DEALS_STRINGS.rated()),
                onError: (error) => toast.error(errorMessage(error)),
              })
            }
          />
          {theirRating && (
            <section className="rounded-box border border-base-300 bg-base-100 p-4">
              <h2 className="text-lg font-bold text-secondary">
                {deal.you === 'buyer' ? m.deal_rated_you_seller() : m.deal_rated_you_buyer()}
              </h2>
              <p className="mt-2">{starsText(theirRating.stars, theirRating.comment)}</p>
            </section>
          )}
        </div>
      )}

      <section aria-labelledby="timeline">
        <h2 id="timeline" className="mb-2 text-lg font-bold text-secondary">
          {DEALS_STRINGS.timeline()}
        </h2>
        <ol className="space-y-2 border-l-2 border-base-300 pl-4">
          {deal.timeline.map((entry, i) => (
            <li key={`${entry.at}-${i}`} className="relative">
              <span className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full bg-primary" aria-hidden="true" />
              <p className="font-semibold">
                {TIMELINE_ACTOR[entry.by]?.() ?? entry.name}: {EVENT_LABEL[entry.event]?.() ?? entry.event}
              </p>
              <p className="text-sm text-muted">
                <time dateTime={entry.at}>{formatWhen(entry.at)}</time>
              </p>
              {entry.meetingPlace && entry.meetingAt && (
                <p className="text-sm">
                  {m.deal_meet_at({ place: entry.meetingPlace, when: formatWhen(entry.meetingAt) })}
                </p>
              )}
              {entry.reason && <p className="text-sm">“{timelineReason(entry.by, entry.reason)}”</p>}
            </li>
          ))}
        </ol>
      </section>

      {asking && (
        <DealActionDialog
          event={asking}
          meetingPlace={deal.meetingLocation}
          meetBy={deal.meetBy}
          busy={move.isPending}
          onClose={() => setAsking(null)}
          onSend={(input) =>
            move.mutate(input, {
              onSuccess: () => setAsking(null),
              onError: (error) => toast.error(errorMessage(error)),
            })
          }
        />
      )}
    </div>
  );
}

export function DealSkeleton() {
  return (
    <PendingStatus label={m.deal_loading()} className="space-y-5">
      <div className="flex gap-4">
        <div className="h-24 w-32 rounded-box bg-base-200" />
        <div className="h-8 w-1/2 rounded bg-base-200" />
      </div>
      <div className="h-40 rounded-box bg-base-200" />
      <div className="h-12 w-2/3 rounded-field bg-base-200" />
      <div className="h-48 rounded-box bg-base-200" />
    </PendingStatus>
  );
}
