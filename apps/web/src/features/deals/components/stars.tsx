import { StarIcon, StarRow } from '@/components/ui/icons/listing';
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
  /** Only a star, '4.3 (12)' (cards). */
  compact?: boolean;
}) {
  const text = ratingText(average, count);
  if (compact) {
    if (count === 0 || average === null) return null;
    return (
      <span className={`inline-flex items-center gap-0.5 ${className}`} title={text}>
        <StarIcon className="size-4 text-warning" />
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
      <StarRow filled={filled} />
      <span>{text}</span>
    </span>
  );
}
