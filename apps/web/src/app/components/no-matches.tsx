/** A search that found nothing: say so, and offer the way back to everything. */
export function NoMatches({ onClear }: { onClear: () => void }) {
  return (
    <div className="rounded-box border border-dashed border-base-300 bg-base-200 px-4 py-12 text-center">
      <p className="text-lg font-semibold">No phones match your search.</p>
      <p className="mt-1 text-muted">Try other words, a wider price range or fewer filters.</p>
      <button type="button" className="btn btn-primary mt-4" onClick={onClear}>
        Clear filters
      </button>
    </div>
  );
}

/** A search link that does not parse (edited by hand): why, and the way back. */
export function BadSearch({ problem, onClear }: { problem: string; onClear: () => void }) {
  return (
    <div role="alert" className="alert alert-warning alert-soft flex flex-wrap justify-between">
      <span>This search cannot run: {problem}</span>
      <button type="button" className="btn btn-sm" onClick={onClear}>
        Clear filters
      </button>
    </div>
  );
}
