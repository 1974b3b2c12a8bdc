/** A meeting or timeline moment as a Dhaka buyer reads it: 'Thu 26 Nov, 5:00 pm', in Dhaka's time. */
const WHEN = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'Asia/Dhaka',
});

export const formatWhen = (iso: string) => WHEN.format(new Date(iso));

const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'Asia/Dhaka' });
export const formatMonth = (iso: string) => MONTH.format(new Date(iso));

/** '4.3 ★ (12)' as words for screen readers and the eye alike. */
export const ratingText = (average: number | null, count: number) =>
  count === 0 || average === null
    ? 'No ratings yet'
    : `${average.toFixed(1)} out of 5 (${count} ${count === 1 ? 'rating' : 'ratings'})`;
