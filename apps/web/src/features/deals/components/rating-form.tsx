import type { Rating } from '@phonehaat/shared';
import { useId, useState } from 'react';
import { canRate } from '../utils';
import { DEALS_STRINGS } from '../strings';
import { formatWhen } from './format';

const STAR_WORDS = ['Very bad', 'Bad', 'OK', 'Good', 'Very good'] as const;

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
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const commentId = useId();
  const editable = canRate(given);

  return (
    <section aria-labelledby={titleId} className="rounded-box border border-base-300 bg-base-100 p-4">
      <h2 id={titleId} className="text-lg font-bold text-secondary">
        {DEALS_STRINGS.rateTitle(other)}
      </h2>
      {!editable && given ? (
        <p className="mt-2">
          You gave {given.stars} {given.stars === 1 ? 'star' : 'stars'}
          {given.comment ? `: “${given.comment}”` : '.'}
        </p>
      ) : (
        <form
          className="mt-2 space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (stars < 1) return setError('Give 1 to 5 stars.');
            setError(null);
            const words = comment.trim();
            onRate({ stars, ...(words ? { comment: words } : {}) });
          }}
        >
          <fieldset>
            <legend className="mb-1 font-medium">Stars</legend>
            <div className="rating rating-lg gap-1">
              {STAR_WORDS.map((word, i) => (
                <input
                  key={word}
                  type="radio"
                  name="stars"
                  className="mask mask-star-2 bg-warning"
                  aria-label={`${i + 1} ${i === 0 ? 'star' : 'stars'}: ${word}`}
                  checked={stars === i + 1}
                  onChange={() => setStars(i + 1)}
                />
              ))}
            </div>
          </fieldset>
          <div>
            <label htmlFor={commentId} className="mb-1 block font-medium">
              Comment (optional)
            </label>
            <textarea
              id={commentId}
              className="textarea w-full"
              rows={3}
              maxLength={500}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
            />
            <p className="mt-1 text-xs text-muted">{comment.length}/500</p>
          </div>
          {error && (
            <p role="alert" className="text-sm font-medium text-error">
              {error}
            </p>
          )}
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {given ? 'Change rating' : 'Send rating'}
          </button>
          {given && <p className="text-sm text-muted">You can change it until {formatWhen(given.editableUntil)}.</p>}
        </form>
      )}
    </section>
  );
}
