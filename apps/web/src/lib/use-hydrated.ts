import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the render under way is React taking over a page from HTML drawn before it (main.tsx begins it, the app's
 * root ends it once the page is taken over), or the server drawing that HTML.
 */
let takingOver = typeof document === 'undefined';

export function beginTakeover(): void {
  takingOver = true;
}

export function endTakeover(): void {
  takingOver = false;
}

/**
 * False while the page is still its prerendered HTML (and during React's takeover of it), true once React runs it.
 * A form on a prerendered page keeps its submit button disabled until then, so someone quick on a slow line cannot
 * send it natively (as a GET with the password in the address) before the script that handles it has arrived. What
 * changes when it turns true is drawn in a transition, in slices, not as one long task of the whole layout.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => !takingOver);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
