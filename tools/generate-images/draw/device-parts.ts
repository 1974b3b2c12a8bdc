/** Device parts: lenses, flash, camera islands, frames and the back of a slab phone. */
import { alpha, circle, darken, ellipse, g, lighten, n, pathEl, roundedRectPath } from './svg.js';
import { type Ctx, raised, type Solid } from './scene.js';

export type RingStyle = 'chrome' | 'black';

interface LensOptions {
  ring?: RingStyle;
  ringColor?: string;
  /** How thick the outer ring is, as a fraction of the radius. */
  ringWidth?: number;
  /** Whether the ring stands proud of the surface (draws a small wall and shadow). */
  proud?: boolean;
}

export function lens(ctx: Ctx, cx: number, cy: number, r: number, o: LensOptions = {}): string {
  const { s } = ctx;
  const ringColor = o.ringColor ?? '#9aa0a8';
  const ringFill =
    o.ring === 'black'
      ? s.linear([0, '#3a3d44', 0.5, '#121317', 1, '#2b2d33'])
      : s.linear(
          [
            0,
            lighten(ringColor, 0.65),
            0.35,
            ringColor,
            0.55,
            darken(ringColor, 0.35),
            0.8,
            lighten(ringColor, 0.25),
            1,
            darken(ringColor, 0.2),
          ],
          'diagonal',
        );
  const rw = o.ringWidth ?? 0.16;
  const glass = s.radial([0, '#262a40', 0.45, '#11131f', 0.8, '#06070b', 1, '#020204'], { cx: 0.42, cy: 0.4, r: 0.6 });
  const coating = s.radial(
    [0, alpha('#6a4fa3', 0.0), 0.55, alpha('#5b6fd0', 0.0), 0.75, alpha('#58a8b8', 0.4), 1, alpha('#3b2a6b', 0.0)],
    { cx: 0.5, cy: 0.5, r: 0.5 },
  );
  const ringD = `M${n(cx - r)} ${n(cy)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0Z`;
  const ring = circle(cx, cy, r, { fill: ringFill });
  const body = g(
    {},
    circle(cx, cy, r * (1 - rw), { fill: '#050507' }),
    circle(cx, cy, r * (1 - rw * 1.25), { fill: glass }),
    circle(cx, cy, r * (1 - rw * 1.3) * 0.72, { fill: coating }),
    circle(cx, cy, r * 0.3, { fill: '#010102' }),
    circle(cx, cy, r * 0.3, { fill: 'none', stroke: '#34395e', 'stroke-width': r * 0.04, opacity: 0.8 }),
    ellipse(cx - r * 0.3, cy - r * 0.34, r * 0.2, r * 0.1, {
      fill: '#ffffff',
      opacity: 0.7,
      transform: `rotate(-40 ${n(cx - r * 0.3)} ${n(cy - r * 0.34)})`,
      filter: s.blur(n(r * 0.025)),
    }),
    circle(cx + r * 0.22, cy + r * 0.26, r * 0.05, { fill: '#ffffff', opacity: 0.45 }),
    pathEl(
      `M${n(cx + r * 0.55)} ${n(cy - r * 0.05)}A${n(r * 0.56)} ${n(r * 0.56)} 0 0 1 ${n(cx + r * 0.05)} ${n(cy + r * 0.55)}`,
      { fill: 'none', stroke: '#9fd8ff', 'stroke-width': r * 0.05, opacity: 0.35, 'stroke-linecap': 'round' },
    ),
  );
  const top = g(
    {},
    ring,
    circle(cx, cy, r - r * 0.02, { fill: 'none', stroke: '#ffffff', 'stroke-opacity': 0.35, 'stroke-width': r * 0.03 }),
    body,
  );
  if (o.proud === false) return top;
  return raised(
    ctx,
    ringD,
    Math.max(1, r * ctx.view.scale * 0.07),
    darken(o.ring === 'black' ? '#2a2c31' : ringColor, 0.2),
    top,
    0.35,
  );
}

export function flash(ctx: Ctx, cx: number, cy: number, r: number): string {
  const { s } = ctx;
  const fill = s.radial([0, '#fffdf3', 0.55, '#f1e7c6', 0.85, '#cdbf92', 1, '#8f8463']);
  return g(
    {},
    circle(cx, cy, r, { fill: '#2b2b2e' }),
    circle(cx, cy, r * 0.82, { fill }),
    circle(cx, cy, r * 0.5, { fill: 'none', stroke: '#b8ab82', 'stroke-width': r * 0.06, opacity: 0.7 }),
    circle(cx, cy, r * 0.25, { fill: 'none', stroke: '#b8ab82', 'stroke-width': r * 0.06, opacity: 0.6 }),
    ellipse(cx - r * 0.25, cy - r * 0.3, r * 0.3, r * 0.15, { fill: '#fff', opacity: 0.7 }),
  );
}

/** A small dark sensor dot (mic, LiDAR, depth, colour sensor). */
export function sensor(ctx: Ctx, cx: number, cy: number, r: number): string {
  const fill = ctx.s.radial([0, '#3a3d48', 0.7, '#111217', 1, '#050506']);
  return g(
    {},
    circle(cx, cy, r, { fill }),
    circle(cx - r * 0.3, cy - r * 0.3, r * 0.25, { fill: '#fff', opacity: 0.35 }),
  );
}

/** A raised camera island: rounded rectangle with a little wall, rim light and its own finish. */
export function island(
  ctx: Ctx,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  color: string,
  finish: 'gloss' | 'matte' = 'gloss',
  heightMm = 1,
): string {
  const { s } = ctx;
  const d = roundedRectPath(x, y, w, h, r);
  const fill = s.linear(
    [0, lighten(color, finish === 'gloss' ? 0.18 : 0.1), 0.5, color, 1, darken(color, 0.12)],
    'diagonal',
  );
  const top = g(
    {},
    pathEl(d, { fill }),
    finish === 'gloss'
      ? pathEl(`M${n(x)} ${n(y + h * 0.62)}L${n(x + w)} ${n(y + h * 0.12)}V${n(y)}H${n(x)}Z`, {
          fill: s.linear([0, alpha('#ffffff', 0.16), 1, alpha('#ffffff', 0.02)], 'diagonal'),
          'clip-path': s.clip(pathEl(d)),
        })
      : '',
    pathEl(d, { fill: 'none', stroke: '#ffffff', 'stroke-opacity': 0.32, 'stroke-width': 0.35 }),
    pathEl(roundedRectPath(x + 0.4, y + 0.4, w - 0.8, h - 0.8, r - 0.4), {
      fill: 'none',
      stroke: '#000',
      'stroke-opacity': 0.18,
      'stroke-width': 0.3,
    }),
  );
  return raised(ctx, d, heightMm * ctx.view.scale * 0.55, darken(color, 0.15), top);
}

interface SlabColors {
  /** Frame (side band) colour. */
  frame: string;
  /** Polished frames get sharper highlights. */
  polished?: boolean;
  back: string;
  finish: 'gloss' | 'matte';
}

/** The metal or plastic band around a phone, seen from the back or front. */
export function frameBand(ctx: Ctx, w: number, h: number, r: number, c: { frame: string; polished?: boolean }): string {
  const { s } = ctx;
  const f = c.frame;
  const hi = c.polished ? 0.7 : 0.4;
  const fill = s.linear(
    [
      0,
      darken(f, 0.35),
      0.015,
      lighten(f, hi),
      0.04,
      f,
      0.5,
      lighten(f, 0.1),
      0.96,
      darken(f, 0.1),
      0.985,
      lighten(f, hi * 0.6),
      1,
      darken(f, 0.4),
    ],
    'right',
  );
  return g(
    {},
    pathEl(roundedRectPath(0, 0, w, h, r), { fill }),
    pathEl(roundedRectPath(0.25, 0.25, w - 0.5, h - 0.5, r - 0.25), {
      fill: 'none',
      stroke: '#ffffff',
      'stroke-opacity': c.polished ? 0.55 : 0.3,
      'stroke-width': 0.35,
    }),
  );
}

/** Reflection of a big soft window across a glossy or matte panel, clipped to the panel. */
export function panelSheen(ctx: Ctx, d: string, w: number, h: number, finish: 'gloss' | 'matte', strength = 1): string {
  const { s } = ctx;
  const clip = s.clip(pathEl(d));
  if (finish === 'matte') {
    return g(
      { 'clip-path': clip },
      ellipse(w * 0.25, h * 0.2, w * 0.9, h * 0.45, {
        fill: s.radial([0, alpha('#ffffff', 0.22 * strength), 1, alpha('#ffffff', 0)]),
      }),
      ellipse(w * 0.9, h * 0.95, w * 0.7, h * 0.35, {
        fill: s.radial([0, alpha('#000000', 0.14 * strength), 1, alpha('#000000', 0)]),
      }),
    );
  }
  const band = s.linear(
    [
      0,
      alpha('#ffffff', 0),
      0.35,
      alpha('#ffffff', 0.28 * strength),
      0.55,
      alpha('#ffffff', 0.08 * strength),
      0.62,
      alpha('#ffffff', 0.2 * strength),
      1,
      alpha('#ffffff', 0),
    ],
    'right',
  );
  return g(
    { 'clip-path': clip },
    pathEl(
      `M${n(-w * 0.2)} ${n(h * 0.62)}L${n(w * 0.55)} ${n(-h * 0.05)}L${n(w * 1.05)} ${n(-h * 0.05)}L${n(-w * 0.2)} ${n(h * 1.05)}Z`,
      {
        fill: band,
        filter: s.blur(n(w * 0.025)),
      },
    ),
    pathEl(`M${n(-w * 0.1)} ${n(h * 1.1)}L${n(w * 1.2)} ${n(h * 0.35)}V${n(h * 1.1)}Z`, {
      fill: s.linear([0, alpha('#000000', 0), 1, alpha('#000000', 0.18 * strength)], 'diagonal'),
      filter: s.blur(n(w * 0.04)),
    }),
  );
}

interface SlabSpec extends SlabColors {
  w: number;
  h: number;
  r: number;
  thickness: number;
  /** Width of the frame band visible around the back panel, in mm. */
  band: number;
  camera: (ctx: Ctx) => string;
  /** Extra back decoration drawn under the camera (patterns, stripes). */
  decor?: (ctx: Ctx, panel: string) => string;
}

export function slabBack(spec: SlabSpec): Solid {
  const { w, h, r } = spec;
  const outline = roundedRectPath(0, 0, w, h, r);
  return {
    w,
    h,
    outline,
    thickness: spec.thickness,
    side: [darken(spec.frame, 0.08), darken(spec.frame, 0.6)],
    draw: (ctx) => {
      const { s } = ctx;
      const b = spec.band;
      const panel = roundedRectPath(b, b, w - 2 * b, h - 2 * b, r - b);
      const base = s.linear([0, lighten(spec.back, 0.14), 0.55, spec.back, 1, darken(spec.back, 0.14)], 'diagonal');
      return g(
        {},
        frameBand(ctx, w, h, r, spec),
        pathEl(panel, { fill: base }),
        spec.decor ? spec.decor(ctx, panel) : '',
        panelSheen(ctx, panel, w, h, spec.finish),
        pathEl(panel, { fill: 'none', stroke: '#000', 'stroke-opacity': 0.18, 'stroke-width': 0.3 }),
        spec.camera(ctx),
      );
    },
  };
}
