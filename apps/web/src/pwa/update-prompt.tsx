import { useSyncExternalStore } from 'react';
import { CloseIcon } from '@/components/ui/icons';
import { m } from '@/paraglide/messages.js';
import { updateStore } from './update-store';

/** When a new version of PhoneHaat is waiting (a deploy since the page loaded): says so, with Reload to switch. */
export function UpdatePrompt() {
  const apply = useSyncExternalStore(updateStore.subscribe, updateStore.get, () => null);
  if (!apply) return null;
  return (
    <div className="fixed inset-x-2 bottom-12 z-[76] mx-auto flex max-w-md items-center gap-3 rounded-box bg-base-100 p-3 shadow-xl ring-1 ring-base-300">
      <p role="status" className="flex-1 text-sm">
        {m.pwa_update_ready()}
      </p>
      <button type="button" className="btn btn-sm btn-primary" onClick={apply}>
        {m.pwa_update_reload()}
      </button>
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        aria-label={m.pwa_update_later()}
        onClick={() => updateStore.set(null)}
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}
