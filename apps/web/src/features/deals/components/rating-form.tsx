import type { Rating } from '@phonehaat/shared';
import { useId, useState } from 'react';
import { formatDigits } from '@/i18n/format';
import { m } from '@/paraglide/messages.js';
import { canRate } from '../utils';
import { DEALS_STRINGS } from '../strings';
import { formatWhen } from './format';

const STAR_WORDS = [m.deal_star_very_bad, m.deal_star_bad, m.deal_star_ok, m.deal_star_good, m.deal_star_very_good];
const COMMENT_MAX = 500;

/** 'You gave 4 stars: “…”', or with a full stop when there is no comment. */
function youGave(stars: number, comment: string | null | undefined): string {
  const count = formatDigits(stars);
  if (comment)
    return stars === 1
      ? m.deal_you_gave_one_comment({ count, comment })
      : m.deal_you_gave_other_comment({ count, comment });
  return stars === 1 ? m.deal_you_gave_one({ count }) : m.deal_you_gave_other({ count });
}

/**
 * The caller's rating of the other side of a completed deal: 1 to 5 stars and a comment of up to 500 characters,
 * changeable until its `editableUntil`; after that it is shown, not editable.
 */
export function RatingForm({
  other,
  given,
  busy,
  onRate,
}: {
  other: 'seller' | 'buyer';
  given: Rating | null;
  busy: boolean;
  onRate: (input: { stars: number; comment?: string }) => void;
}) {
  const [stars, setStars] = useState(given?.stars ?? 0);
  const [comment, setComment] = useState(given?.comment ?? '');
  const [error, setError] = useState<(() => string) | null>(null);
  const titleId = useId();
  const commentId = useId();
  const settled = given && !canRate(given) ? given : null;

  return (
    <section aria-labelledby={titleId} className="rounded-box border border-base-300 bg-base-100 p-4">
      <h2 id={titleId} className="text-lg font-bold text-secondary">
        {settled ? DEALS_STRINGS.ratedTitle(other) : DEALS_STRINGS.rateTitle(other)}
      </h2>
      {settled ? (
        <p className="mt-2">{youGave(settled.stars, settled.comment)}</p>
      ) : (
        <form
          className="mt-2 space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (stars < 1)
              return setError(() => () => m.deal_rating_needed({ min: formatDigits(1), max: formatDigits(5) }));
            setError(null);
            const words = comment.trim();
            onRate({ stars, ...(words ? { comment: words } : {}) });
          }}
        >
          <fieldset>
            <legend className="mb-1 font-medium">{m.deal_stars_legend()}</legend>
            <div className="rating rating-lg gap-1">
              {STAR_WORDS.map((word, i) => (
                <input
                  key={i}
                  type="radio"
                  name="stars"
                  className="mask mask-star-2 bg-warning"
                  aria-label={(i === 0 ? m.deal_star_option_one : m.deal_star_option_other)({
                    count: formatDigits(i + 1),
                    word: word(),
                  })}
                  checked={stars === i + 1}
                  onChange={() => setStars(i + 1)}
                />
              ))}
            </div>
          </fieldset>
          <div>
            <label htmlFor={commentId} className="mb-1 block font-medium">
              {m.deal_comment_label()}
            </label>
            <textarea
              id={commentId}
              className="textarea w-full"
              rows={3}
              maxLength={COMMENT_MAX}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
            />
            <p className="mt-1 text-xs text-muted">
              {formatDigits(comment.length)}/{formatDigits(COMMENT_MAX)}
            </p>
          </div>
          {error && (
            <p role="alert" className="text-sm font-medium text-error">
              {error()}
            </p>
          )}
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {given ? m.deal_change_rating() : m.deal_send_rating()}
          </button>
          {given && (
            <p className="text-sm text-muted">
              {m.deal_rating_editable_until({ when: formatWhen(given.editableUntil) })}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
