import { m } from '@/paraglide/messages.js';

export interface LoadMoreProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
  /** What is loaded, for the button's accessible name: 'Load more phones'. */
  noun?: string;
  className?: string;
}

/**
 * The next page of a list, on request: on a slow, metered connection nothing loads until the person asks for it.
 * Renders nothing on the last page.
 */
export function LoadMore({ hasNextPage, isFetchingNextPage, onLoadMore, noun, className = '' }: LoadMoreProps) {
  if (!hasNextPage) return null;
  return (
    <div className={`flex justify-center ${className}`}>
      <button
        type="button"
        className="btn btn-outline btn-primary min-w-40"
        aria-label={noun ? m.ui_load_more_of({ noun }) : undefined}
        disabled={isFetchingNextPage}
        onClick={onLoadMore}
      >
        {isFetchingNextPage && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        {isFetchingNextPage ? m.ui_loading_more() : m.ui_load_more()}
      </button>
    </div>
  );
}
