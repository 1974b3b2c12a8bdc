import { latestCardMeeting } from '@phonehaat/shared';

/** `yyyy-MM-ddTHH:mm` in the phone's own time, as a datetime-local input holds it. */
export function localInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A meeting proposed from scratch (the purchase form, another proposal): tomorrow at 5 pm. */
export function defaultMeeting(now = new Date()): string {
  const at = new Date(now);
  at.setDate(at.getDate() + 1);
  at.setHours(17, 0, 0, 0);
  return localInputValue(at);
}

/** The latest meeting a buyer paying by card may propose from now (its payment is held only so long). */
export const latestCardMeetingInput = (now = new Date()) => localInputValue(latestCardMeeting(undefined, now));

/**
 * Whether a meeting time (as the input holds it) falls after dark in Bangladesh: before 7 am or from 7 pm (the sun
 * sets between 5:10 and 6:50 pm there). Strangers trading a phone for cash are safer in daylight and among people.
 */
export function isAfterDark(value: string): boolean {
  const hour = Number(/T(\d{2}):/.exec(value)?.[1]);
  return Number.isInteger(hour) && (hour < 7 || hour >= 19);
}
