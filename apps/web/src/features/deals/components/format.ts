import { formatDate, formatDayTime, formatDigits } from '@/i18n/format';
import { m } from '@/paraglide/messages.js';

/** A meeting or timeline moment as a Dhaka buyer reads it: 'Thu 26 Nov, 5:00 pm', in Dhaka's time. */
export const formatWhen = (iso: string) => formatDayTime(iso, { weekday: true, twelveHour: true });

export const formatMonth = (iso: string) => formatDate(iso, { month: 'long', year: 'numeric' });

/** An average rating with one decimal, in the person's digits: '4.3' or '৪.৩'. */
export const formatAverage = (average: number) =>
  average.toFixed(1).replace(/\d/g, (digit) => formatDigits(Number(digit)));

/** '4.3 out of 5 (12 ratings)' as words for screen readers and the eye alike. */
export const ratingText = (average: number | null, count: number) => {
  if (count === 0 || average === null) return m.deal_no_ratings();
  const words = { average: formatAverage(average), max: formatDigits(5), count: formatDigits(count) };
  return count === 1 ? m.deal_rating_text_one(words) : m.deal_rating_text_other(words);
};
