/** Glyphs drawn as strokes (keypad digits, the Taka sign), so nothing depends on installed fonts. */
import { g, n, pathEl } from './svg.js';

/** Single-stroke glyphs in a 10 x 14 box. */
const GLYPHS: Record<string, string> = {
  '0': 'M5 0C8.5 0 10 3 10 7S8.5 14 5 14 0 11 0 7 1.5 0 5 0Z',
  '1': 'M2.2 3.2L6 0V14',
  '2': 'M0.6 3.6C0.6 1.3 2.6 0 5 0 7.8 0 9.4 1.6 9.4 4 9.4 6.6 7 8.3 0.5 14H10',
  '3': 'M0.8 1.6C2 0.5 3.4 0 5 0 7.8 0 9.3 1.5 9.3 3.6S7.6 6.8 4.4 6.8C7.8 6.8 9.8 8.2 9.8 10.4S7.8 14 5 14C3.2 14 1.5 13.5 0.3 12.3',
  '4': 'M7.4 14V0L0 10H10',
  '5': 'M9 0H1.6L0.9 6.2C2 5.6 3.4 5.3 4.8 5.3 7.8 5.3 9.8 7.2 9.8 9.7S7.7 14 4.8 14C3 14 1.4 13.4 0.3 12.3',
  '6': 'M8.8 1C7.8 0.3 6.6 0 5.4 0 2 0 0.2 3 0.2 7.6 0.2 11.8 2 14 5 14 7.9 14 9.8 12.1 9.8 9.4S8 5 5.2 5C3 5 1.2 6.2 0.3 8',
  '7': 'M0 0H10L3.6 14',
  '8': 'M5 6.6C2.4 6.6 0.8 5.3 0.8 3.3S2.6 0 5 0 9.2 1.3 9.2 3.3 7.6 6.6 5 6.6C2 6.6 0.2 8 0.2 10.3S2.2 14 5 14 9.8 12.6 9.8 10.3 8 6.6 5 6.6Z',
  '9': 'M1.2 13C2.2 13.7 3.4 14 4.6 14 8 14 9.8 11 9.8 6.4 9.8 2.2 8 0 5 0 2.1 0 0.2 1.9 0.2 4.6S2 9 4.8 9C7 9 8.8 7.8 9.7 6',
  '*': 'M5 3V11M1.5 5L8.5 9M8.5 5L1.5 9',
  '#': 'M3.6 1L2.6 13M7.6 1L6.6 13M0.6 5H9.8M0.2 9.4H9.4',
  ':': 'M5 4.2V4.3M5 10.8V10.9',
};

/** Draws `text` (digits, *, #, :) centred at (cx, cy) with glyph height `size`. */
export function strokeText(text: string, cx: number, cy: number, size: number, color: string, weight = 1.6): string {
  const k = size / 14;
  // glyphs are 10 units wide plus a 3-unit gap; the colon is narrow
  const advance = (ch: string) => (ch === ':' ? 7 : 13);
  let pen = -([...text].reduce((sum, ch) => sum + advance(ch), 0) - 3) / 2;
  return [...text]
    .map((ch) => {
      const d = GLYPHS[ch];
      const ox = cx + (pen - (ch === ':' ? 3 : 0)) * k;
      pen += advance(ch);
      if (d === undefined) return '';
      return pathEl(d, {
        fill: 'none',
        stroke: color,
        'stroke-width': n(weight),
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
        transform: `translate(${n(ox)} ${n(cy - size / 2)}) scale(${n(k)})`,
      });
    })
    .join('');
}

/** The Bangladeshi Taka sign, drawn with strokes in a 200 x 240 box (origin top-left). */
const TAKA = {
  body: 'M30 52C50 30 96 30 96 86V180C96 220 124 232 150 230C186 226 202 196 194 172C188 156 168 156 160 174',
  bar: 'M44 106H196',
};

export function takaSign(cx: number, cy: number, height: number, color: string, weight = 36): string {
  const k = height / 240;
  return g(
    { transform: `translate(${n(cx - 104 * k)} ${n(cy - 124 * k)}) scale(${n(k)})` },
    pathEl(TAKA.body, {
      fill: 'none',
      stroke: color,
      'stroke-width': weight,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
    pathEl(TAKA.bar, { fill: 'none', stroke: color, 'stroke-width': weight * 0.67 }),
  );
}
