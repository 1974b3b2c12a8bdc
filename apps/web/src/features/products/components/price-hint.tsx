import { comparePrice, type ListingPriceHint as ListingHint, type PriceHint } from '@phonehaat/shared';
import { usePriceHint, type PriceHintInput } from '../api/get-price-hint';
import { PRICE_HINT_TEXT as T } from '../strings';

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The hint's basis and what it is made of: '5 on sale now, 2 sold in the last 90 days'. */
function Breakdown({ hint }: { hint: PriceHint }) {
  return <span className="block text-xs text-muted">{T.breakdown(hint.listed.count, hint.sold.count)}</span>;
}

/**
 * The fair-price hint on a listing page (issue 16 item 4), near the prices: '8% below the usual price' and its basis.
 * The server gives it only with at least 5 comparables.
 */
export function ListingPriceHint({ hint, className = '' }: { hint: ListingHint; className?: string }) {
  return (
    <section
      aria-label={T.label()}
      className={`rounded-box border border-base-300 bg-base-100 p-3 text-sm ${className}`}
      data-testid="price-hint"
    >
      <p className="font-semibold text-secondary">{T.verdict(hint)}</p>
      <p className="mt-0.5 text-muted">{sentence(T.basis(hint))}</p>
      <Breakdown hint={hint} />
    </section>
  );
}

/**
 * The hint a seller sees while pricing, under the Resale Price field: asked (debounced) once brand, model, storage and
 * condition are chosen, compared with the price typed; before that it says what to choose, and with too few phones
 * like it, that there is no usual price yet. Its lines are kept whatever it says, so nothing below moves.
 */
export function SellerPriceHint({
  input,
  price,
  className = '',
}: {
  input: PriceHintInput | undefined;
  /** The resale price typed so far, in Taka (undefined when none or not a number). */
  price: number | undefined;
  className?: string;
}) {
  const hint = usePriceHint(input);
  const verdict = hint && price !== undefined && price > 0 ? comparePrice(price, hint.usualPrice) : undefined;
  return (
    <div aria-live="polite" className={`min-h-[5rem] text-sm md:min-h-[3.5rem] ${className}`} data-testid="price-hint">
      {input === undefined && <p className="text-muted">{T.sellerPrompt()}</p>}
      {hint === null && <p className="text-muted">{T.tooFew()}</p>}
      {hint && (
        <p>
          {verdict ? (
            <>
              <strong className="text-secondary">{T.verdict(verdict)}</strong>
              {' · '}
              {T.basis(hint)}
            </>
          ) : (
            sentence(T.basis(hint))
          )}
          <Breakdown hint={hint} />
        </p>
      )}
    </div>
  );
}
