import { formatDigits } from '@/i18n/format';
import { m } from '@/paraglide/messages.js';
import { formatAverage, ratingText } from './format';

/** Five stars filled to the nearest whole, with the words beside them ('4.3 out of 5 (12 ratings)'). */
export function Stars({
  average,
  count,
  className = '',
  compact = false,
}: {
  average: number | null;
  count: number;
  className?: string;
  /** Only '★ 4.3 (12)' (cards). */
  compact?: boolean;
}) {
  const text = ratingText(average, count);
  if (compact) {
    if (count === 0 || average === null) return null;
    return (
      <span className={`inline-flex items-center gap-0.5 ${className}`} title={text}>
        <span aria-hidden="true" className="text-warning">
          ★
        </span>
        <span aria-hidden="true" className="font-semibold">
          {formatAverage(average)}
        </span>
        <span aria-hidden="true" className="text-muted">
          ({formatDigits(count)})
        </span>
        <span className="sr-only">{m.deal_seller_rating({ text })}</span>
      </span>
    );
  }
  const filled = average === null ? 0 : Math.round(average);
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <span aria-hidden="true" className="tracking-tight text-warning">
        {'★'.repeat(filled)}
        <span className="text-base-300">{'★'.repeat(5 - filled)}</span>
      </span>
      <span>{text}</span>
    </span>
  );
}
