import type { Listing, PricePoint } from '@phonehaat/shared';
import { formatMediumDate, formatMoney, formatNumber } from '@/i18n/format';
import { LISTING_TEXT as T } from '../strings';

/** The listing's details beyond the spec's fields (issue 16), as label and value; only what the seller said. */
function specRows(product: Listing): [string, string][] {
  const rows: [string, string | null][] = [
    [T.specBrandModel(), [product.brand, product.model].filter(Boolean).join(' ') || null],
    [T.specMemory(), T.memory(product.storageGb, product.ramGb) || null],
    [T.colour(), product.colour],
    [T.specBattery(), product.batteryHealth === null ? null : `${formatNumber(product.batteryHealth)}%`],
    [
      T.specIncludes(),
      product.includes.length ? product.includes.map((item) => T.includedItem[item]()).join(', ') : null,
    ],
    [T.specWarranty(), product.warrantyMonths === null ? null : T.months(product.warrantyMonths)],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null);
}

/** 'About this phone': brand and model, storage and RAM, colour, battery, what comes with it, warranty; and the description. */
export function ListingDetails({ product }: { product: Listing }) {
  const rows = specRows(product);
  if (rows.length === 0 && !product.description) return null;
  return (
    <section aria-labelledby="listing-details" className="mt-8">
      <h2 id="listing-details" className="text-xl font-bold text-secondary">
        {T.detailsHeading()}
      </h2>
      {rows.length > 0 && (
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-box border border-base-300 p-4">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {product.description && (
        <>
          <h3 className="mt-4 font-semibold">{T.descriptionHeading()}</h3>
          <p className="mt-1 whitespace-pre-line break-words">{product.description}</p>
        </>
      )}
    </section>
  );
}

/** The listing's price history, newest first; shown once the price has changed at least once. */
export function PriceHistory({ history }: { history: readonly PricePoint[] }) {
  if (history.length < 2) return null;
  return (
    <section aria-labelledby="price-history" className="mt-8">
      <h2 id="price-history" className="text-xl font-bold text-secondary">
        {T.historyHeading()}
      </h2>
      <ol className="mt-3 divide-y divide-base-300 rounded-box border border-base-300">
        {history.map((point, index) => (
          <li key={point.at} className="flex justify-between gap-4 px-4 py-2">
            <time dateTime={point.at} className="text-muted">
              {formatMediumDate(point.at)}
              {index === 0 && ` (${T.historyNow()})`}
            </time>
            <span className={index === 0 ? 'font-bold' : ''}>{formatMoney(point.price)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
