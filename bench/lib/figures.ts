/** How the bench's reports write their figures, one way everywhere. */

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? Number.NaN) : ((s[mid - 1] ?? Number.NaN) + (s[mid] ?? Number.NaN)) / 2;
};

/** Milliseconds: one decimal under 10, whole above. */
export const ms = (n: number) => `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`;

/** A whole number with thousands separated: 1,000. */
export const int = (n: number) => Math.round(n).toLocaleString('en');
