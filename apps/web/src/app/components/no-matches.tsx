import { problemText } from '@/features/products/problems';
import { m } from '@/paraglide/messages.js';

/** A search that found nothing: say so, and offer the way back to everything. */
export function NoMatches({ onClear }: { onClear: () => void }) {
  return (
    <div className="rounded-box border border-dashed border-base-300 bg-base-200 px-4 py-12 text-center">
      <p className="text-lg font-semibold">{m.search_no_matches()}</p>
      <p className="mt-1 text-muted">{m.search_no_matches_hint()}</p>
      <button type="button" className="btn btn-primary mt-4" onClick={onClear}>
        {m.search_clear_filters()}
      </button>
    </div>
  );
}

/** A search link that does not parse (edited by hand): why, and the way back. */
export function BadSearch({ problem, onClear }: { problem: string; onClear: () => void }) {
  return (
    <div role="alert" className="alert alert-warning alert-soft flex flex-wrap justify-between">
      <span>{m.search_bad({ problem: problemText(problem) })}</span>
      <button type="button" className="btn btn-sm" onClick={onClear}>
        {m.search_clear_filters()}
      </button>
    </div>
  );
}
