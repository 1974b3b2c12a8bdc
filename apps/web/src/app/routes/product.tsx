import {
  COMPANY,
  findCategory,
  type Listing as ListingData,
  type ListingPriceHint as ListingPriceHintData,
  type PricePoint,
} from '@phonehaat/shared';
import { useQueryClient } from '@tanstack/react-query';
import { memo, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useReportWithConfirm } from '@/app/components/use-report-with-confirm';
import { ShareIcon } from '@/components/ui/icons/listing';
import { QueryError } from '@/components/ui/query-error';
import { paths } from '@/config/paths';
import { MessageSellerButton } from '@/features/messages/components/message-seller-button';
import { PurchaseModal } from '@/features/orders/components/purchase-modal';
import { useProduct } from '@/features/products/api/get-product';
import { productKeys } from '@/features/products/api/keys';
import { ListingDetails, PriceHistory } from '@/features/products/components/listing-details';
import { ListingPriceHint } from '@/features/products/components/price-hint';
import { PhoneTiles } from '@/features/products/components/phone-tiles';
import { PhotoGallery } from '@/features/products/components/photo-gallery';
import { PostedBy, Prices, ProductFacts } from '@/features/products/components/product-facts';
import { IMEI_TEXT } from '@/features/products/imei-strings';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth-context';
import { toast } from '@/lib/toast';
import { useHydrated } from '@/lib/use-hydrated';
import { formatMoney } from '@/i18n/format';
import { useLocale, type Locale } from '@/i18n/use-locale';
import { m } from '@/paraglide/messages.js';
import { LISTING_TEXT, RESERVED, RESERVED_NOTE } from '@/features/products/strings';

/** The query parameter that brings a buyer back from signing in with the purchase form open. */
const BUY_INTENT = 'buy';

/**
 * /product/:id (issues 9 and 22): one listing with its photos, its seller and their other phones. Public: a shared link
 * opens for anyone (the server draws it to HTML with the listing in it); buying or reporting asks to sign in first and
 * comes back here.
 */
export function ProductPage() {
  const { id = '' } = useParams();
  // What the server drew: removed (true in pages kept from before 'hidden' existed), or hidden while under review.
  const gone = useQueryClient().getQueryData<boolean | 'removed' | 'hidden'>(productKeys.gone(id));
  const detail = useProduct(id, { enabled: !gone });

  if (gone) return <ListingGone why={gone === 'hidden' ? 'hidden' : 'removed'} />;
  if (detail.isPending) return <ListingSkeleton />;
  if (detail.isError) {
    const missing = detail.error instanceof ApiError && (detail.error.status === 404 || detail.error.status === 400);
    if (missing) return <ListingGone />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-12 md:px-6">
        <QueryError error={detail.error} onRetry={() => void detail.refetch()} />
      </div>
    );
  }
  return (
    <Listing
      key={detail.data.product._id}
      product={detail.data.product}
      more={detail.data.moreFromSeller}
      priceHistory={detail.data.priceHistory}
      priceHint={detail.data.priceHint}
    />
  );
}

const GONE_WORDS = {
  removed: { title: m.product_gone_title, heading: m.product_gone_heading, text: m.product_gone_text },
  hidden: { title: m.product_hidden_title, heading: m.product_hidden_heading, text: m.product_hidden_text },
};

/**
 * A listing that is not here (the server answers its address with 410 when it was removed, 404 while a hold keeps it
 * from buyers, with this page): why, and a way back to the phones.
 */
function ListingGone({ why = 'removed' }: { why?: 'removed' | 'hidden' }) {
  const { status } = useAuth();
  const words = GONE_WORDS[why];
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 md:px-6">
      <title>{`${words.title()} · ${COMPANY.name}`}</title>
      <div className="rounded-box border border-dashed border-base-300 bg-base-200 px-4 py-12 text-center">
        <h1 className="text-2xl font-bold text-secondary">{words.heading()}</h1>
        <p className="mt-2 text-muted">{words.text()}</p>
        <Link to={status === 'signed-in' ? paths.search() : paths.home()} className="btn btn-primary mt-6">
          {m.product_find_another()}
        </Link>
      </div>
    </div>
  );
}

/** The listing's shape while it loads, the size of the page it becomes, so nothing below it moves. */
function ListingSkeleton() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 md:px-6 md:py-10" role="status" aria-label={LISTING_TEXT.loading()}>
      <div className="mb-4 h-5 w-48 rounded bg-base-200" />
      <div className="grid gap-6 md:grid-cols-2 md:gap-10">
        <div className="aspect-[4/3] w-full rounded-box bg-base-200" />
        <div className="space-y-4">
          <div className="h-9 w-3/4 rounded bg-base-200" />
          <div className="h-6 w-1/2 rounded bg-base-200" />
          <div className="h-24 rounded-field bg-base-200" />
          <div className="h-36 rounded bg-base-200" />
          <div className="h-12 rounded-field bg-base-200" />
        </div>
      </div>
      <div className="min-h-[50vh]" />
    </div>
  );
}

/** Shares the listing's address: the phone's share sheet where there is one, else the link copied. */
async function share(product: ListingData) {
  const url = window.location.href.split(/[?#]/)[0] ?? window.location.href;
  const title = product.name;
  const text = m.product_share_text({
    name: product.name,
    price: formatMoney(product.resalePrice),
    company: COMPANY.name,
  });
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text, url });
      return;
    } catch (err) {
      // Closing the share sheet is not a failure.
      if (err instanceof DOMException && err.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast.success(m.product_link_copied());
  } catch {
    // No clipboard here (an address without HTTPS): show the link to copy by hand.
    window.prompt(m.product_copy_link(), url);
  }
}

function Listing({
  product,
  more,
  priceHistory,
  priceHint,
}: {
  product: ListingData;
  more: readonly ListingData[];
  priceHistory: readonly PricePoint[];
  priceHint?: ListingPriceHintData | undefined;
}) {
  const { status, user: me } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const { onReport, reportingIds, dialog } = useReportWithConfirm();
  const [buying, setBuying] = useState<ListingData | null>(null);
  const sold = product.isProductPurchased;
  const category = findCategory(product.categoryID);
  const reporting = reportingIds.includes(product._id);
  const signedIn = status === 'signed-in';
  // On the server-drawn page, until React runs it and the session is known, the buttons cannot act yet and say so.
  const ready = useHydrated() && status !== 'loading';
  const { locale } = useLocale();

  /** To the sign-in page, and back to this listing afterwards (with the purchase form open when buying). */
  const signInFirst = (buy: boolean) =>
    navigate(paths.login(), {
      state: { from: { pathname: location.pathname, search: buy ? `?${BUY_INTENT}=1` : '' } },
    });

  // Back from signing in to buy: the purchase form opens once, and the request leaves the address.
  const [returnedToBuy, setReturnedToBuy] = useState(() => search.has(BUY_INTENT));
  const wantsToBuy = search.has(BUY_INTENT);
  useEffect(() => {
    if (!wantsToBuy || status !== 'signed-in') return;
    setSearch(
      (current) => {
        current.delete(BUY_INTENT);
        return current;
      },
      { replace: true },
    );
  }, [wantsToBuy, status, setSearch]);
  const purchasing = buying ?? (returnedToBuy && status === 'signed-in' && !sold && !product.reserved ? product : null);
  const closePurchase = () => {
    setBuying(null);
    setReturnedToBuy(false);
  };

  return (
    <>
      <title>{`${product.name} · ${COMPANY.name}`}</title>
      <div className="mx-auto max-w-6xl px-4 py-6 md:px-6 md:py-10">
        {category && (
          <nav aria-label={m.product_breadcrumb()} className="breadcrumbs mb-4 text-sm">
            <ul>
              <li>
                <Link to={paths.home()}>{m.nav_home()}</Link>
              </li>
              <li>
                <Link to={paths.category(category.id)}>{category.name}</Link>
              </li>
              <li aria-current="page" className="min-w-0">
                <span className="block max-w-[50vw] truncate">{product.name}</span>
              </li>
            </ul>
          </nav>
        )}

        <div className="grid gap-6 md:grid-cols-2 md:gap-10">
          <Gallery photos={product.photos} name={product.name} locale={locale} />

          <div>
            <ListingSummary product={product} priceHint={priceHint} locale={locale} />

            {sold ? (
              <div className="mt-6 rounded-box border border-base-300 bg-base-200 p-4">
                <p className="font-semibold">{m.product_sold_note()}</p>
                {category && (
                  <Link to={paths.category(category.id)} className="btn btn-primary btn-sm mt-3">
                    {m.product_see_other({ category: category.name })}
                  </Link>
                )}
              </div>
            ) : (
              <div className="mt-6 grid grid-cols-1 gap-2 min-[400px]:grid-cols-2">
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={product.reserved || !ready}
                  aria-describedby={product.reserved ? 'reserved-note' : undefined}
                  onClick={() => (signedIn ? setBuying(product) : signInFirst(true))}
                >
                  {m.product_purchase_now()}
                </button>
                <MessageSellerButton productId={product._id} sellerId={product.sellerId} />
                {product.sellerId !== me?._id && (
                  <button
                    type="button"
                    className="btn btn-outline btn-error"
                    disabled={reporting || !ready}
                    onClick={() => (signedIn ? void onReport(product) : signInFirst(false))}
                  >
                    {reporting && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
                    {m.product_report()}
                  </button>
                )}
              </div>
            )}
            {!sold && product.reserved && (
              <p id="reserved-note" className="mt-3 text-sm text-muted">
                {RESERVED_NOTE()}
              </p>
            )}
            <Link to={paths.seller(product.sellerId)} className="btn btn-ghost btn-sm mt-3">
              {m.product_about_seller()}
            </Link>
            <button type="button" className="btn btn-ghost btn-sm mt-3 gap-2" onClick={() => void share(product)}>
              <ShareIcon className="size-4" />
              {m.product_share()}
            </button>
            <ListingAbout product={product} priceHistory={priceHistory} locale={locale} />
          </div>
        </div>

        <MoreFromSeller more={more} seller={product.Seller} locale={locale} />
      </div>
      <PurchaseModal product={purchasing} onClose={closePurchase} />
      {dialog}
    </>
  );
}

/*
 * The listing's photos and words depend on the listing and the language only, and are drawn again for nothing else
 * (not for who is signed in or a report in flight; docs/decisions/0027). `locale` is a prop so that switching the
 * language draws them again.
 */

const Gallery = memo(function Gallery({ photos, name }: { photos: readonly string[]; name: string; locale: Locale }) {
  return <PhotoGallery photos={photos} name={name} />;
});

/** Sold or held, the name, the seller, the prices, the fair-price hint and the facts. */
const ListingSummary = memo(function ListingSummary({
  product,
  priceHint,
}: {
  product: ListingData;
  priceHint: ListingPriceHintData | undefined;
  locale: Locale;
}) {
  const sold = product.isProductPurchased;
  const category = findCategory(product.categoryID);
  return (
    <>
      {sold && (
        <p className="badge badge-lg mb-3 border-0 bg-neutral font-semibold text-neutral-content">{m.product_sold()}</p>
      )}
      {!sold && product.reserved && <p className="badge badge-lg badge-warning mb-3 font-semibold">{RESERVED()}</p>}
      <h1 className="text-2xl font-extrabold tracking-tight text-secondary md:text-3xl">{product.name}</h1>

      <PostedBy product={product} className="mt-3" />
      <Prices product={product} className="mt-4 p-4" resaleClassName="text-2xl" />
      {priceHint && !sold && <ListingPriceHint hint={priceHint} className="mt-3" />}

      <ProductFacts product={product} className="mt-4 space-y-1.5">
        {category && <li>{m.product_category_fact({ name: category.name })}</li>}
        {product.imeiLast4 && <li>{IMEI_TEXT.ending(product.imeiLast4)}</li>}
      </ProductFacts>
    </>
  );
});

/** What the seller says about the phone and its price history. */
const ListingAbout = memo(function ListingAbout({
  product,
  priceHistory,
}: {
  product: ListingData;
  priceHistory: readonly PricePoint[];
  locale: Locale;
}) {
  return (
    <>
      <ListingDetails product={product} />
      <PriceHistory history={priceHistory} />
    </>
  );
});

/** The seller's other phones. */
const MoreFromSeller = memo(function MoreFromSeller({
  more,
  seller,
}: {
  more: readonly ListingData[];
  seller: string;
  locale: Locale;
}) {
  if (more.length === 0) return null;
  return (
    <section aria-labelledby="more-from-seller" className="mt-12">
      <h2 id="more-from-seller" className="text-xl font-bold text-secondary">
        {m.product_more_from({ seller })}
      </h2>
      <PhoneTiles phones={more} />
    </section>
  );
});
