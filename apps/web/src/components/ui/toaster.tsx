import { TOAST_LIMITS } from '@phonehaat/shared';
import { useEffect } from 'react';
import { resolveValue, useToaster, type Toast } from 'react-hot-toast/headless';
import { toast } from '@/lib/toast';

const toastOptions = {
  success: { duration: TOAST_LIMITS.successMs },
  error: { duration: TOAST_LIMITS.errorMs },
};

const tone: Record<Toast['type'], string> = {
  success: 'alert-success',
  error: 'alert-error',
  loading: 'alert-info',
  blank: 'bg-neutral text-neutral-content border-neutral',
  custom: 'bg-neutral text-neutral-content border-neutral',
};

/**
 * react-hot-toast's store and timers (success 2 s, error 4 s), drawn with daisyUI alerts: the library's own
 * <Toaster> injects a <style> element at run time, which the CSP (`style-src 'self'`) blocks.
 * At most TOAST_LIMITS.max are visible; older ones are dismissed.
 */
export default function Toaster() {
  const { toasts, handlers } = useToaster(toastOptions);
  const visible = toasts.filter((t) => t.visible);

  useEffect(() => {
    // The store keeps the newest first: everything past the limit is dismissed.
    const overflow = toasts.filter((t) => t.visible).slice(TOAST_LIMITS.max);
    for (const t of overflow) toast.dismiss(t.id);
  }, [toasts]);

  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-3 z-[60] flex flex-col items-center gap-2 px-3"
      onMouseEnter={handlers.startPause}
      onMouseLeave={handlers.endPause}
    >
      {visible.slice(0, TOAST_LIMITS.max).map((t) => (
        <div
          key={t.id}
          role={t.type === 'error' ? 'alert' : 'status'}
          className={`alert pointer-events-auto w-full max-w-sm py-3 text-sm font-medium shadow-lg ${tone[t.type]}`}
        >
          {resolveValue(t.message, t)}
        </div>
      ))}
    </div>
  );
}
