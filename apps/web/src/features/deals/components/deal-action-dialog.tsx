import { DEAL_EVENT_NEEDS, type DealEvent, type DealEventInput } from '@phonehaat/shared';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { defaultMeeting } from '@/lib/meeting-time';
import { m } from '@/paraglide/messages.js';
import { ASK } from '../strings';

/**
 * Asks for what an event needs before it is sent: a reason (decline, cancel), a note for the admin (a problem), or
 * the other meeting (propose). Escape, Back and a tap outside close it without sending.
 */
export function DealActionDialog({
  event,
  meetingPlace,
  busy,
  onSend,
  onClose,
}: {
  event: DealEvent;
  /** The meeting place now, the start of a proposal. */
  meetingPlace: string;
  busy: boolean;
  onSend: (input: DealEventInput) => void;
  onClose: () => void;
}) {
  const ask = ASK[event];
  const need = DEAL_EVENT_NEEDS[event];
  const titleId = useId();
  const fieldId = useId();
  const timeId = useId();
  const firstRef = useRef<HTMLTextAreaElement & HTMLInputElement>(null);
  const [text, setText] = useState(need === 'meeting' ? meetingPlace : '');
  const [time, setTime] = useState(defaultMeeting());
  // The message itself, not its words: a change of language shows it in the new one.
  const [error, setError] = useState<(() => string) | null>(null);
  const dialog = useModalDialog({ onClose, initialFocus: () => firstRef.current });
  if (!ask || !need) return null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const words = text.trim();
    if (!words) return setError(need === 'meeting' ? () => m.deal_need_place : () => m.deal_need_words);
    if (need === 'meeting') {
      const at = new Date(time);
      if (Number.isNaN(at.getTime()) || at.getTime() <= Date.now()) return setError(() => m.deal_need_time);
      return onSend({ event, meetingPlace: words, meetingAt: at.toISOString() });
    }
    return onSend({ event, reason: words });
  };

  return (
    <dialog {...dialog} className="modal modal-bottom sm:modal-middle" aria-labelledby={titleId} aria-modal="true">
      <form className="modal-box space-y-3" onSubmit={submit} noValidate>
        <h2 id={titleId} className="text-lg font-bold text-secondary">
          {ask.title()}
        </h2>
        <div>
          <label htmlFor={fieldId} className="mb-1 block font-medium">
            {ask.label()}
          </label>
          {need === 'meeting' ? (
            <input
              ref={firstRef}
              id={fieldId}
              className="input w-full"
              maxLength={120}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          ) : (
            <textarea
              ref={firstRef}
              id={fieldId}
              className="textarea w-full"
              rows={3}
              maxLength={500}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
          )}
        </div>
        {need === 'meeting' && (
          <div>
            <label htmlFor={timeId} className="mb-1 block font-medium">
              {m.deal_meeting_time()}
            </label>
            <input
              id={timeId}
              type="datetime-local"
              className="input w-full"
              value={time}
              onChange={(e) => setTime(e.target.value)}
            />
          </div>
        )}
        {error && (
          <p role="alert" className="text-sm font-medium text-error">
            {error()}
          </p>
        )}
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {m.deal_back()}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            {ask.confirm()}
          </button>
        </div>
      </form>
      <div className="modal-backdrop" aria-hidden="true" onClick={onClose} />
    </dialog>
  );
}
