/**
 * Whether a new version of the app is waiting (its service worker installed, not yet in charge), and how to switch
 * to it. register.ts writes it; the update prompt reads it (useSyncExternalStore).
 */
type Apply = () => void;

let waiting: Apply | null = null;
const listeners = new Set<() => void>();

export const updateStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The function that switches to the waiting version and reloads, or null when there is none. */
  get: (): Apply | null => waiting,
  set(apply: Apply | null) {
    waiting = apply;
    for (const listener of listeners) listener();
  },
};
