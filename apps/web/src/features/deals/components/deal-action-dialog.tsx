import { DEAL_EVENT_NEEDS, type DealEvent, type DealEventInput } from '@phonehaat/shared';
import { useId, useState } from 'react';
import { ReasonDialog } from '@/components/ui/reason-dialog';
import { describedBy } from '@/lib/aria';
import { defaultMeeting, isAfterDark, localInputValue } from '@/lib/meeting-time';
import { m } from '@/paraglide/messages.js';
import { ASK } from '../strings';
import { formatWhen } from './format';

/**
 * Asks for what an event needs before it is sent: a reason (decline, cancel), a note for the admin (a problem), or
 * the other meeting (propose). Nothing is sent without words, nor a meeting in the past, nor one after `meetBy` (a card
 * deal's payment is held only so long). Escape, Back and a tap outside close it without sending.
 */
export function DealActionDialog({
  event,
  meetingPlace,
  meetBy,
  busy,
  onSend,
  onClose,
}: {
  event: DealEvent;
  /** The meeting place now, the start of a proposal. */
  meetingPlace: string;
  /** A card deal's latest meeting time, as the server gives it. */
  meetBy?: string | undefined;
  busy: boolean;
  onSend: (input: DealEventInput) => void;
  onClose: () => void;
}) {
  const ask = ASK[event];
  const need = DEAL_EVENT_NEEDS[event];
  const timeId = useId();
  const [time, setTime] = useState(() => earliest(defaultMeeting(), meetBy));
  // The message itself, not its words: a change of language shows it in the new one.
  const [error, setError] = useState<(() => string) | null>(null);
  if (!ask || !need) return null;
  const meeting = need === 'meeting';

  const submit = (words: string) => {
    if (!words) return setError(meeting ? () => m.deal_need_place : () => m.deal_need_words);
    if (meeting) {
      const at = new Date(time);
      if (Number.isNaN(at.getTime()) || at.getTime() <= Date.now()) return setError(() => m.deal_need_time);
      if (meetBy && at.getTime() > new Date(meetBy).getTime()) {
        return setError(() => () => m.deal_meet_by_late({ when: formatWhen(meetBy) }));
      }
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
              max={meetBy ? localInputValue(new Date(meetBy)) : undefined}
              aria-describedby={describedBy(meetBy && `${timeId}-hint`, isAfterDark(time) && `${timeId}-dark`)}
              onChange={(e) => setTime(e.target.value)}
            />
            {meetBy && (
              <p id={`${timeId}-hint`} className="mt-1 text-sm text-muted">
                {m.deal_meet_by_hint({ when: formatWhen(meetBy) })}
              </p>
            )}
            {isAfterDark(time) && (
              <p
                id={`${timeId}-dark`}
                className="mt-1 rounded-field bg-warning/15 px-2 py-1 text-sm font-medium text-warning-content"
              >
                {m.order_meeting_after_dark()}
              </p>
            )}
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

/** The proposal's first time: the usual one (tomorrow at 5 pm), or the latest the deal allows when that is sooner. */
function earliest(usual: string, meetBy: string | undefined): string {
  if (!meetBy || new Date(usual).getTime() <= new Date(meetBy).getTime()) return usual;
  return localInputValue(new Date(meetBy));
}
