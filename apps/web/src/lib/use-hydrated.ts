import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the page is still its prerendered HTML (and during React's takeover of it), true once React runs it.
 * A form on a prerendered page keeps its submit button disabled until then, so someone quick on a slow line cannot
 * send it natively (as a GET with the password in the address) before the script that handles it has arrived.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
