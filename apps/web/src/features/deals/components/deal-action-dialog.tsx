import { DEAL_EVENT_NEEDS, type DealEvent, type DealEventInput } from '@phonehaat/shared';
import { useId, useState } from 'react';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { defaultMeeting } from '@/lib/meeting-time';
import { m } from '@/paraglide/messages.js';
import { ASK } from '../strings';

/**
 * Asks for what an event needs before it is sent: a reason (decline, cancel), a note for the admin (a problem), or
 * the other meeting (propose). Nothing is sent without words, nor a meeting in the past. Escape, Back and a tap
 * outside close it without sending.
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
  const timeId = useId();
  const [time, setTime] = useState(defaultMeeting());
  // The message itself, not its words: a change of language shows it in the new one.
  const [error, setError] = useState<(() => string) | null>(null);
  if (!ask || !need) return null;
  const meeting = need === 'meeting';

  const submit = (words: string) => {
    if (!words) return setError(meeting ? () => m.deal_need_place : () => m.deal_need_words);
    if (meeting) {
      const at = new Date(time);
      if (Number.isNaN(at.getTime()) || at.getTime() <= Date.now()) return setError(() => m.deal_need_time);
      return onSend({ event, meetingPlace: words, meetingAt: at.toISOString() });
    }
    return onSend({ event, reason: words });
  };

  return (
    <ReasonDialog
      role="dialog"
      title={ask.title()}
      label={ask.label()}
      initialValue={meeting ? meetingPlace : ''}
      singleLine={meeting}
      maxLength={meeting ? 120 : 500}
      count={false}
      fieldsAfter={
        meeting && (
          <>
            <label htmlFor={timeId} className="mt-3 block font-semibold">
              {m.deal_meeting_time()}
            </label>
            <input
              id={timeId}
              type="datetime-local"
              className="input mt-1 w-full"
              value={time}
              onChange={(e) => setTime(e.target.value)}
            />
          </>
        )
      }
      submitLabel={ask.confirm()}
      pending={busy}
      error={error?.()}
      cancelLabel={m.deal_back()}
      onSubmit={submit}
      onCancel={onClose}
    />
  );
}
