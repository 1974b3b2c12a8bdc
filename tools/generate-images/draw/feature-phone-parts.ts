/** Feature-phone parts: keys, keypads, the navigation cluster and KaiOS screens. */
import { circle, darken, ellipse, g, lighten, n, pathEl, rad, rect, roundedRectPath } from './svg.js';
import { type Ctx, raised } from './scene.js';
import { screenGlass, type Wallpaper, wallpaper } from './screens.js';
import { strokeText } from './glyphs.js';

/** A handset glyph for the call/end keys, in a 10 x 10 box. */
const HANDSET =
  'M2.2 1.2C3 0.6 3.8 1 4.2 1.8L4.9 3.4C5.2 4.1 5 4.7 4.4 5.1 5 6.4 6 7.4 7.3 8 7.7 7.4 8.3 7.2 9 7.5L9.4 7.7C10.1 8.1 10.2 9 9.6 9.5 8.7 10.3 7.4 10.2 6.2 9.5 4 8.2 2.1 6.3 0.8 4 0.1 2.8 0.8 1.8 2.2 1.2Z';

export interface KeyStyle {
  top: string;
  label: string;
  /** Height of the key's side wall, in mm. */
  height: number;
}

function key(ctx: Ctx, cx: number, cy: number, w: number, h: number, r: number, style: KeyStyle, label = ''): string {
  const { s } = ctx;
  const d = roundedRectPath(cx - w / 2, cy - h / 2, w, h, r);
  const top = g(
    {},
    pathEl(d, {
      fill: s.linear([0, lighten(style.top, 0.16), 0.55, style.top, 1, darken(style.top, 0.12)]),
    }),
    pathEl(roundedRectPath(cx - w / 2 + 0.3, cy - h / 2 + 0.25, w - 0.6, h * 0.45, r * 0.8), {
      fill: '#ffffff',
      opacity: 0.1,
    }),
    label === '' ? '' : strokeText(label, cx, cy, h * 0.5, style.label, 1.7),
  );
  return raised(ctx, d, style.height * ctx.view.scale, darken(style.top, 0.4), top, 0.5);
}

const KEYPAD_LABELS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#'] as const;

/** Four rows of three keys. `at` positions each key (to follow a curved phone); defaults to a grid. */
export function keypad(
  ctx: Ctx,
  o: { x: number; y: number; w: number; h: number; style: KeyStyle; keyW: number; keyH: number; radius: number },
  at?: (col: number, row: number) => { x: number; y: number; angle: number },
): string {
  return KEYPAD_LABELS.map((label, i) => {
    const col = i % 3;
    const row = Math.floor(i / 3);
    const p = at ? at(col, row) : { x: o.x + (o.w / 3) * (col + 0.5), y: o.y + (o.h / 4) * (row + 0.5), angle: 0 };
    const inner = key(ctx, 0, 0, o.keyW, o.keyH, o.radius, o.style, label);
    return g({ transform: `translate(${n(p.x)} ${n(p.y)}) rotate(${n(p.angle)})` }, inner);
  }).join('');
}

/** The cluster under a feature phone's screen: soft keys, a round D-pad, call and end keys. */
export function navCluster(ctx: Ctx, cx: number, cy: number, width: number, style: KeyStyle): string {
  const { s } = ctx;
  const padR = width * 0.2;
  const side = width * 0.36;
  const ring = s.linear([0, lighten(style.top, 0.22), 1, darken(style.top, 0.15)]);
  const padD = `M${n(cx - padR * 1.25)} ${n(cy)}a${n(padR * 1.25)} ${n(padR)} 0 1 0 ${n(padR * 2.5)} 0a${n(padR * 1.25)} ${n(padR)} 0 1 0 ${n(-padR * 2.5)} 0Z`;
  const pad = raised(
    ctx,
    padD,
    style.height * ctx.view.scale,
    darken(style.top, 0.4),
    g(
      {},
      pathEl(padD, { fill: ring }),
      ellipse(cx, cy, padR * 0.55, padR * 0.45, { fill: darken(style.top, 0.25) }),
      ellipse(cx, cy - padR * 0.05, padR * 0.48, padR * 0.36, { fill: style.top }),
      ...[0, 90, 180, 270].map((a) =>
        circle(cx + Math.cos(rad(a)) * padR * 0.92, cy + Math.sin(rad(a)) * padR * 0.78, padR * 0.06, {
          fill: style.label,
          opacity: 0.7,
        }),
      ),
    ),
    0.5,
  );
  const kw = width * 0.2;
  const kh = width * 0.1;
  const callGlyph = (x: number, y: number, color: string, flip: boolean) =>
    pathEl(HANDSET, {
      fill: color,
      transform: `translate(${n(x - kh * 0.35)} ${n(y - kh * 0.35)}) scale(${n((kh * 0.7) / 10)})${flip ? ' rotate(135 5 5)' : ''}`,
    });
  return g(
    {},
    key(ctx, cx - side, cy - padR * 0.55, kw, kh, kh / 2, style, ''),
    rect(cx - side - kw * 0.18, cy - padR * 0.55 - 0.25, kw * 0.36, 0.5, 0.25, { fill: style.label, opacity: 0.8 }),
    key(ctx, cx + side, cy - padR * 0.55, kw, kh, kh / 2, style, ''),
    rect(cx + side - kw * 0.18, cy - padR * 0.55 - 0.25, kw * 0.36, 0.5, 0.25, { fill: style.label, opacity: 0.8 }),
    key(ctx, cx - side, cy + padR * 0.6, kw, kh, kh / 2, style, ''),
    callGlyph(cx - side, cy + padR * 0.6, '#3ccf6e', false),
    key(ctx, cx + side, cy + padR * 0.6, kw, kh, kh / 2, style, ''),
    callGlyph(cx + side, cy + padR * 0.6, '#f0524d', true),
    pad,
  );
}

/** A KaiOS-style home screen: wallpaper, a big clock, a date line, and the soft-key bar. */
export function kaiScreen(ctx: Ctx, x: number, y: number, w: number, h: number, wp: Wallpaper, time: string): string {
  const barH = h * 0.09;
  return g(
    { 'clip-path': ctx.s.clip(rect(x, y, w, h, 0.6)) },
    wallpaper(ctx, x, y, w, h, wp),
    rect(x, y, w, h * 0.07, 0, { fill: '#000', opacity: 0.35 }),
    rect(x + w - 6, y + h * 0.02, 4, h * 0.03, 0.3, { fill: '#fff', opacity: 0.9 }),
    ...[0, 1, 2, 3].map((i) =>
      rect(x + 1.4 + i * 1.1, y + h * 0.05 - i * 0.45, 0.7, 0.5 + i * 0.45, 0.1, { fill: '#fff' }),
    ),
    strokeText(time, x + w / 2, y + h * 0.3, h * 0.14, '#ffffff', 2.2),
    rect(x + w * 0.3, y + h * 0.42, w * 0.4, h * 0.025, h * 0.0125, { fill: '#fff', opacity: 0.75 }),
    rect(x, y + h - barH, w, barH, 0, { fill: '#101014', opacity: 0.88 }),
    rect(x + w * 0.06, y + h - barH / 2 - 0.35, w * 0.18, 0.7, 0.35, { fill: '#fff', opacity: 0.85 }),
    rect(x + w * 0.41, y + h - barH / 2 - 0.45, w * 0.18, 0.9, 0.45, { fill: '#fff', opacity: 0.95 }),
    rect(x + w * 0.76, y + h - barH / 2 - 0.35, w * 0.18, 0.7, 0.35, { fill: '#fff', opacity: 0.85 }),
    screenGlass(ctx, roundedRectPath(x, y, w, h, 0.6), w, h),
  );
}
