/**
 * Generates PhoneHaat's raster imagery from hand-written SVG, rendered with sharp (librsvg):
 *
 *   - home-page hero slides and reviewer portraits  -> apps/web/src/assets/home/
 *   - seed product photos                           -> apps/server/src/db/seed-assets/products/
 *
 * Run from the repository root:
 *
 *   node --import tsx apps/server/scripts/generate-images.ts [name-filter]
 *
 * Everything is deterministic (no randomness; turbulence filters use fixed seeds), so running it
 * again reproduces the same files. Devices are drawn in millimetres at their real proportions and
 * placed into a scene with a View (scale, in-plane rotation and a vertical "tilt" that fakes a
 * camera looking down at a table at an angle).
 */
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const HOME_DIR = path.join(ROOT, 'apps/web/src/assets/home');
const PRODUCT_DIR = path.join(ROOT, 'apps/server/src/db/seed-assets/products');

// ---------------------------------------------------------------------------------------------
// Colour and number helpers
// ---------------------------------------------------------------------------------------------

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const v = Number.parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function toHex([r, g, b]: Rgb): string {
  const part = (n: number) =>
    Math.round(Math.min(255, Math.max(0, n)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** Linear blend of two hex colours: t = 0 gives a, t = 1 gives b. */
function mix(a: string, b: string, t: number): string {
  const ca = parseHex(a);
  const cb = parseHex(b);
  return toHex([ca[0] + (cb[0] - ca[0]) * t, ca[1] + (cb[1] - ca[1]) * t, ca[2] + (cb[2] - ca[2]) * t]);
}

const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
const darken = (c: string, t: number) => mix(c, '#000000', t);

/** Keeps the SVG compact and the output stable. */
const n = (v: number) => Number(v.toFixed(2));

const rad = (deg: number) => (deg * Math.PI) / 180;

// ---------------------------------------------------------------------------------------------
// SVG document builder
// ---------------------------------------------------------------------------------------------

/**
 * Gradient stops as a flat list: offset, colour, offset, colour... A colour may carry an alpha
 * channel (`alpha('#ffffff', 0.3)`), which becomes the stop's opacity.
 */
type Stops = readonly (number | string)[];
type Attrs = Record<string, string | number | undefined>;

function attrs(a: Attrs): string {
  return Object.entries(a)
    .filter((e): e is [string, string | number] => e[1] !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? n(v) : v}"`)
    .join('');
}

const el = (tag: string, a: Attrs, ...children: string[]) =>
  children.length > 0 ? `<${tag}${attrs(a)}>${children.join('')}</${tag}>` : `<${tag}${attrs(a)}/>`;
const g = (a: Attrs, ...children: string[]) => el('g', a, ...children);
const rect = (x: number, y: number, w: number, h: number, r: number, a: Attrs = {}) =>
  el('rect', { x, y, width: w, height: h, rx: r, ...a });
const circle = (cx: number, cy: number, r: number, a: Attrs = {}) => el('circle', { cx, cy, r, ...a });
const ellipse = (cx: number, cy: number, rx: number, ry: number, a: Attrs = {}) =>
  el('ellipse', { cx, cy, rx, ry, ...a });
const pathEl = (d: string, a: Attrs = {}) => el('path', { d, ...a });

/** A colour with opacity, as #rrggbbaa. */
const alpha = (color: string, a: number) =>
  `${color}${Math.round(Math.min(1, Math.max(0, a)) * 255)
    .toString(16)
    .padStart(2, '0')}`;

function stopsMarkup(stops: Stops): string {
  const out: string[] = [];
  for (let i = 0; i + 1 < stops.length; i += 2) {
    const color = String(stops[i + 1]);
    const opacity = color.length === 9 ? Number.parseInt(color.slice(7), 16) / 255 : undefined;
    out.push(el('stop', { offset: Number(stops[i]), 'stop-color': color.slice(0, 7), 'stop-opacity': opacity }));
  }
  return out.join('');
}

/** Direction of a linear gradient across the element's bounding box, or its end point from the top-left. */
type Direction = 'down' | 'right' | 'diagonal' | readonly [x2: number, y2: number];

const DIRECTIONS: Record<'down' | 'right' | 'diagonal', readonly [number, number]> = {
  down: [0, 1],
  right: [1, 0],
  diagonal: [1, 1],
};

interface RadialOptions {
  cx?: number;
  cy?: number;
  r?: number;
  fx?: number;
  fy?: number;
  /** Coordinates are user-space units instead of fractions of the bounding box. */
  user?: boolean;
  transform?: string;
}

/** Collects <defs> for one image and hands out unique ids. */
class Svg {
  private readonly defs: string[] = [];
  private readonly cache = new Map<string, string>();
  private count = 0;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  private add(prefix: string, make: (id: string) => string, key?: string): string {
    if (key !== undefined) {
      const hit = this.cache.get(key);
      if (hit !== undefined) return hit;
    }
    this.count += 1;
    const id = `${prefix}${this.count}`;
    this.defs.push(make(id));
    const ref = `url(#${id})`;
    if (key !== undefined) this.cache.set(key, ref);
    return ref;
  }

  linear(stops: Stops, direction: Direction = 'down'): string {
    const [x2, y2] = typeof direction === 'string' ? DIRECTIONS[direction] : direction;
    return this.add(
      'lg',
      (id) => el('linearGradient', { id, x1: 0, y1: 0, x2, y2 }, stopsMarkup(stops)),
      `L${stops.join()}|${x2},${y2}`,
    );
  }

  /** Stripes repeating every `period` user units: horizontal lines, or vertical ones if `across`. */
  stripes(stops: Stops, period: number, offset = 0, across = false): string {
    const [x1, y1, x2, y2] = across ? [offset, 0, offset + period, 0] : [0, offset, 0, offset + period];
    return this.add('st', (id) =>
      el(
        'linearGradient',
        { id, x1, y1, x2, y2, gradientUnits: 'userSpaceOnUse', spreadMethod: 'repeat' },
        stopsMarkup(stops),
      ),
    );
  }

  radial(stops: Stops, o: RadialOptions = {}): string {
    const key = `R${stops.join()}${JSON.stringify(o)}`;
    return this.add(
      'rg',
      (id) =>
        el(
          'radialGradient',
          {
            id,
            cx: o.cx ?? 0.5,
            cy: o.cy ?? 0.5,
            r: o.r ?? 0.5,
            fx: o.fx,
            fy: o.fy,
            gradientUnits: o.user ? 'userSpaceOnUse' : undefined,
            gradientTransform: o.transform,
          },
          stopsMarkup(stops),
        ),
      key,
    );
  }

  /** A Gaussian blur whose filter region is padded generously around the element. */
  blur(std: number): string {
    return this.filter(el('feGaussianBlur', { stdDeviation: std }), `blur${std}`);
  }

  /** A filter applied in canvas coordinates (use it on untransformed groups). */
  canvasBlur(std: number): string {
    const m = 200;
    return this.add(
      'cb',
      (id) =>
        el(
          'filter',
          { id, filterUnits: 'userSpaceOnUse', x: -m, y: -m, width: this.width + 2 * m, height: this.height + 2 * m },
          el('feGaussianBlur', { stdDeviation: std }),
        ),
      `cblur${std}`,
    );
  }

  filter(primitives: string, key?: string, region = { x: -0.5, y: -0.5, w: 2, h: 2 }): string {
    return this.add(
      'f',
      (id) =>
        el(
          'filter',
          { id, x: region.x, y: region.y, width: region.w, height: region.h, 'color-interpolation-filters': 'sRGB' },
          primitives,
        ),
      key,
    );
  }

  /** A filter whose region is the whole canvas (for textures built from feTurbulence). */
  canvasFilter(primitives: string, key?: string, region = { x: 0, y: 0, w: this.width, h: this.height }): string {
    return this.add(
      'tf',
      (id) =>
        el(
          'filter',
          {
            id,
            filterUnits: 'userSpaceOnUse',
            x: region.x,
            y: region.y,
            width: region.w,
            height: region.h,
            'color-interpolation-filters': 'sRGB',
          },
          primitives,
        ),
      key,
    );
  }

  clip(shape: string): string {
    return this.add('cp', (id) => el('clipPath', { id }, shape));
  }

  mask(content: string): string {
    return this.add('mk', (id) =>
      el('mask', { id, maskUnits: 'userSpaceOnUse', x: 0, y: 0, width: this.width, height: this.height }, content),
    );
  }

  render(body: string): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" ` +
      `viewBox="0 0 ${this.width} ${this.height}"><defs>${this.defs.join('')}</defs>${body}</svg>`
    );
  }
}

/** Rounded rectangle as a path, so it can be reused for outlines, shadows and extrusions. */
function roundedRectPath(x: number, y: number, w: number, h: number, r: number): string {
  const rr = Math.min(r, w / 2, h / 2);
  return (
    `M${n(x + rr)} ${n(y)}H${n(x + w - rr)}A${n(rr)} ${n(rr)} 0 0 1 ${n(x + w)} ${n(y + rr)}` +
    `V${n(y + h - rr)}A${n(rr)} ${n(rr)} 0 0 1 ${n(x + w - rr)} ${n(y + h)}H${n(x + rr)}` +
    `A${n(rr)} ${n(rr)} 0 0 1 ${n(x)} ${n(y + h - rr)}V${n(y + rr)}A${n(rr)} ${n(rr)} 0 0 1 ${n(x + rr)} ${n(y)}Z`
  );
}

// ---------------------------------------------------------------------------------------------
// Scene placement: views, shadows and extrusion
// ---------------------------------------------------------------------------------------------

/**
 * How an object lying on a surface is seen. `tilt` < 1 squashes the surface vertically, which
 * reads as a camera looking down at the table at an angle (orthographic, which is close enough).
 */
interface View {
  cx: number;
  cy: number;
  /** Pixels per millimetre. */
  scale: number;
  /** In-plane rotation in degrees (the object turned on the table). */
  angle: number;
  tilt: number;
}

interface Ctx {
  s: Svg;
  view: View;
}

/** The local (millimetre) vector that appears as `px` pixels straight down on screen. */
function screenDown(view: View, px: number): [number, number] {
  const d = px / view.tilt / view.scale;
  const a = rad(view.angle);
  return [d * Math.sin(a), d * Math.cos(a)];
}

function viewTransform(view: View, w: number, h: number): string {
  return (
    `translate(${n(view.cx)} ${n(view.cy)}) scale(1 ${n(view.tilt)}) rotate(${n(view.angle)}) ` +
    `scale(${n(view.scale)}) translate(${n(-w / 2)} ${n(-h / 2)})`
  );
}

/** How far the side of an object of the given thickness shows below its top face, in pixels. */
function sidePixels(view: View, thicknessMm: number): number {
  return thicknessMm * view.scale * Math.max(0.22, Math.sqrt(1 - view.tilt * view.tilt));
}

/** Something that can be placed into a scene: an outline plus a drawing of its top face. */
interface Solid {
  w: number;
  h: number;
  /** Outline path in local millimetres. */
  outline: string;
  thickness: number;
  /** Side colours from the lit top edge to the darker bottom edge. */
  side: readonly [string, string];
  draw: (ctx: Ctx) => string;
}

interface ShadowStyle {
  color: string;
  /** Strength multiplier: 1 is a normal table shadow. */
  strength: number;
  /** Offset of the soft shadow, in pixels (light comes from the top left). */
  dx: number;
  dy: number;
  /** Blur of the soft shadow, in pixels. */
  spread: number;
}

const TABLE_SHADOW: ShadowStyle = { color: '#000000', strength: 1, dx: 14, dy: 18, spread: 22 };

function place(s: Svg, solid: Solid, view: View, shadow: ShadowStyle = TABLE_SHADOW): string {
  const t = viewTransform(view, solid.w, solid.h);
  const side = sidePixels(view, solid.thickness);
  const shape = (dx: number, dy: number, fill: string) =>
    g({ transform: `translate(${n(dx)} ${n(dy)})` }, g({ transform: t }, pathEl(solid.outline, { fill })));

  const shadows = [
    g(
      { filter: s.canvasBlur(shadow.spread * 1.8), opacity: n(0.3 * shadow.strength) },
      shape(shadow.dx * 1.8, side + shadow.dy * 1.8, shadow.color),
    ),
    g(
      { filter: s.canvasBlur(shadow.spread * 0.5), opacity: n(0.42 * shadow.strength) },
      shape(shadow.dx * 0.45, side + shadow.dy * 0.45, shadow.color),
    ),
    g({ filter: s.canvasBlur(2.5), opacity: n(0.7 * shadow.strength) }, shape(1, side + 2, shadow.color)),
  ];

  // the side wall: a bright rim where the rounded edge catches the light, then darker towards the table
  const sideColor = (u: number) =>
    u < 0.18
      ? mix(lighten(solid.side[0], 0.3), solid.side[0], u / 0.18)
      : mix(solid.side[0], solid.side[1], Math.min(1, (u - 0.18) / 0.6));
  const extrusion: string[] = [];
  const steps = Math.ceil(side);
  for (let i = steps; i >= 1; i -= 1) {
    extrusion.push(shape(0, (side * i) / steps, sideColor(i / steps)));
  }

  return g({}, ...shadows, ...extrusion, g({ transform: t }, solid.draw({ s, view })));
}

/** A raised feature (camera island, key) drawn in local coordinates with its own little side wall. */
function raised(ctx: Ctx, d: string, heightPx: number, side: string, top: string, shadowOpacity = 0.45): string {
  const { s, view } = ctx;
  const [sx, sy] = screenDown(view, 1);
  const steps = Math.max(1, Math.ceil(heightPx));
  const walls: string[] = [];
  for (let i = steps; i >= 1; i -= 1) {
    const k = (heightPx * i) / steps;
    walls.push(
      pathEl(d, {
        fill: mix(lighten(side, 0.15), darken(side, 0.25), i / steps),
        transform: `translate(${n(sx * k)} ${n(sy * k)})`,
      }),
    );
  }
  const shadow = pathEl(d, {
    fill: '#000',
    opacity: shadowOpacity,
    filter: s.blur(n(Math.max(0.4, heightPx / view.scale))),
    transform: `translate(${n(sx * heightPx * 1.6 + 0.3)} ${n(sy * heightPx * 1.6)})`,
  });
  return g({}, shadow, ...walls, top);
}

// ---------------------------------------------------------------------------------------------
// Device parts: lenses, flash, camera islands, frames and backs
// ---------------------------------------------------------------------------------------------

type RingStyle = 'chrome' | 'black';

interface LensOptions {
  ring?: RingStyle;
  ringColor?: string;
  /** How thick the outer ring is, as a fraction of the radius. */
  ringWidth?: number;
  /** Whether the ring stands proud of the surface (draws a small wall and shadow). */
  proud?: boolean;
}

function lens(ctx: Ctx, cx: number, cy: number, r: number, o: LensOptions = {}): string {
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

function flash(ctx: Ctx, cx: number, cy: number, r: number): string {
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
function sensor(ctx: Ctx, cx: number, cy: number, r: number): string {
  const fill = ctx.s.radial([0, '#3a3d48', 0.7, '#111217', 1, '#050506']);
  return g(
    {},
    circle(cx, cy, r, { fill }),
    circle(cx - r * 0.3, cy - r * 0.3, r * 0.25, { fill: '#fff', opacity: 0.35 }),
  );
}

/** A raised camera island: rounded rectangle with a little wall, rim light and its own finish. */
function island(
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
function frameBand(ctx: Ctx, w: number, h: number, r: number, c: { frame: string; polished?: boolean }): string {
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
function panelSheen(ctx: Ctx, d: string, w: number, h: number, finish: 'gloss' | 'matte', strength = 1): string {
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

function slabBack(spec: SlabSpec): Solid {
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

// ---------------------------------------------------------------------------------------------
// Screens and wallpapers
// ---------------------------------------------------------------------------------------------

interface Wallpaper {
  colors: readonly [string, string, string];
  style: 'waves' | 'orbs' | 'dunes';
}

function wallpaper(ctx: Ctx, x: number, y: number, w: number, h: number, wp: Wallpaper): string {
  const { s } = ctx;
  const [a, b, c] = wp.colors;
  const base = rect(x, y, w, h, 0, {
    fill: s.linear([0, a, 0.55, b, 1, c], [0.4, 1]),
  });
  const shapes: string[] = [];
  if (wp.style === 'orbs') {
    shapes.push(
      circle(x + w * 0.85, y + h * 0.22, w * 0.55, { fill: lighten(b, 0.25), opacity: 0.55, filter: s.blur(w * 0.08) }),
      circle(x + w * 0.1, y + h * 0.72, w * 0.6, { fill: c, opacity: 0.7, filter: s.blur(w * 0.1) }),
      circle(x + w * 0.3, y + h * 0.3, w * 0.22, { fill: lighten(a, 0.45), opacity: 0.3, filter: s.blur(w * 0.06) }),
    );
  } else if (wp.style === 'waves') {
    for (let i = 0; i < 4; i += 1) {
      const yy = y + h * (0.45 + i * 0.13);
      shapes.push(
        pathEl(
          `M${n(x - 2)} ${n(yy)}C${n(x + w * 0.3)} ${n(yy - h * 0.12)} ${n(x + w * 0.6)} ${n(yy + h * 0.1)} ${n(x + w + 2)} ${n(yy - h * 0.06)}V${n(y + h + 2)}H${n(x - 2)}Z`,
          { fill: mix(b, c, 0.25 + i * 0.22), opacity: 0.55 + i * 0.1 },
        ),
      );
    }
    shapes.push(
      circle(x + w * 0.75, y + h * 0.22, w * 0.16, { fill: lighten(a, 0.6), opacity: 0.85, filter: s.blur(w * 0.01) }),
    );
  } else {
    for (let i = 0; i < 3; i += 1) {
      const yy = y + h * (0.55 + i * 0.14);
      shapes.push(
        pathEl(
          `M${n(x - 2)} ${n(yy)}Q${n(x + w * (0.35 + i * 0.15))} ${n(yy - h * 0.2)} ${n(x + w + 2)} ${n(yy + h * 0.02)}V${n(y + h + 2)}H${n(x - 2)}Z`,
          { fill: mix(b, c, 0.3 + i * 0.3) },
        ),
      );
    }
  }
  return g({ 'clip-path': s.clip(rect(x, y, w, h, 0)) }, base, ...shapes);
}

interface FrontSpec {
  frame: string;
  polished?: boolean;
  w: number;
  h: number;
  r: number;
  thickness: number;
  bezel: number;
  wallpaper: Wallpaper;
  /** A notch (iPhone) at the top of the screen instead of the centred punch-hole camera, in mm. */
  notch?: { w: number; h: number };
}

function screenGlass(ctx: Ctx, d: string, w: number, h: number): string {
  const { s } = ctx;
  return g(
    { 'clip-path': s.clip(pathEl(d)) },
    pathEl(`M${n(-w * 0.3)} ${n(h * 0.55)}L${n(w * 0.75)} ${n(-h * 0.1)}H${n(w * 1.3)}L${n(-w * 0.3)} ${n(h * 1.0)}Z`, {
      fill: s.linear(
        [0, alpha('#ffffff', 0), 0.45, alpha('#ffffff', 0.13), 0.52, alpha('#ffffff', 0.05), 1, alpha('#ffffff', 0)],
        'right',
      ),
    }),
  );
}

function slabFront(spec: FrontSpec): Solid {
  const { w, h, r, bezel } = spec;
  const outline = roundedRectPath(0, 0, w, h, r);
  return {
    w,
    h,
    outline,
    thickness: spec.thickness,
    side: [darken(spec.frame, 0.08), darken(spec.frame, 0.6)],
    draw: (ctx) => {
      const glassInset = 0.7;
      const glassD = roundedRectPath(glassInset, glassInset, w - 2 * glassInset, h - 2 * glassInset, r - glassInset);
      const sx = bezel;
      const sw = w - 2 * bezel;
      const sh = h - 2 * bezel;
      const sr = Math.max(1, r - bezel);
      const screenD = roundedRectPath(sx, sx, sw, sh, sr);
      const notch = spec.notch;
      const punchHole = notch
        ? g(
            {},
            // the notch: flat-topped, rounded below, with the speaker slot and the front camera in it
            pathEl(
              `M${n(w / 2 - notch.w / 2 - 1.2)} ${n(sx - 0.1)}Q${n(w / 2 - notch.w / 2)} ${n(sx)} ${n(w / 2 - notch.w / 2)} ${n(sx + 1.2)}` +
                `V${n(sx + notch.h - 2.4)}Q${n(w / 2 - notch.w / 2)} ${n(sx + notch.h)} ${n(w / 2 - notch.w / 2 + 2.4)} ${n(sx + notch.h)}` +
                `H${n(w / 2 + notch.w / 2 - 2.4)}Q${n(w / 2 + notch.w / 2)} ${n(sx + notch.h)} ${n(w / 2 + notch.w / 2)} ${n(sx + notch.h - 2.4)}` +
                `V${n(sx + 1.2)}Q${n(w / 2 + notch.w / 2)} ${n(sx)} ${n(w / 2 + notch.w / 2 + 1.2)} ${n(sx - 0.1)}Z`,
              { fill: '#050506' },
            ),
            rect(w / 2 - 5, sx - 0.2, 10, 0.9, 0.45, { fill: '#26272c' }),
            circle(w / 2 + 7.2, sx + notch.h / 2, 1.1, { fill: '#0d0f18' }),
            circle(w / 2 + 6.9, sx + notch.h / 2 - 0.3, 0.35, { fill: '#3a4070', opacity: 0.8 }),
          )
        : g(
            {},
            circle(w / 2, bezel + 4.2, 1.5, { fill: '#050506' }),
            circle(w / 2 - 0.4, bezel + 3.8, 0.45, { fill: '#3a4070', opacity: 0.8 }),
          );
      return g(
        {},
        frameBand(ctx, w, h, r, spec),
        pathEl(glassD, { fill: '#070708' }),
        g({ 'clip-path': ctx.s.clip(pathEl(screenD)) }, wallpaper(ctx, sx, sx, sw, sh, spec.wallpaper)),
        statusBar(sx, sx, sw),
        punchHole,
        screenGlass(ctx, glassD, w, h),
      );
    },
  };
}

/** Tiny status-bar glyphs (clock pill, signal, battery): no text, just shapes. */
function statusBar(x: number, y: number, w: number): string {
  const top = y + 2.4;
  const right = x + w - 3.5;
  const bars = [0, 1, 2, 3]
    .map((i) => rect(right - 10 + i * 1.1, top + 1.2 - i * 0.35, 0.7, 0.8 + i * 0.35, 0.15, { fill: '#fff' }))
    .join('');
  return g(
    { opacity: 0.92 },
    rect(x + 3.5, top, 5, 1.5, 0.5, { fill: '#fff', opacity: 0.9 }),
    bars,
    rect(right - 4.6, top, 4.2, 2, 0.55, { fill: 'none', stroke: '#fff', 'stroke-width': 0.3 }),
    rect(right - 4.2, top + 0.35, 3, 1.3, 0.3, { fill: '#fff' }),
  );
}

// ---------------------------------------------------------------------------------------------
// Glyphs drawn as strokes (keypad digits, the Taka sign) so nothing depends on installed fonts
// ---------------------------------------------------------------------------------------------

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
function strokeText(text: string, cx: number, cy: number, size: number, color: string, weight = 1.6): string {
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

function takaSign(cx: number, cy: number, height: number, color: string, weight = 36): string {
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

// ---------------------------------------------------------------------------------------------
// Device catalogue (millimetre dimensions from the manufacturers' spec sheets)
// ---------------------------------------------------------------------------------------------

/** Camera island with lenses given relative to the island's top-left corner. */
interface CameraLayout {
  island?: { x: number; y: number; w: number; h: number; r: number; color: string; finish?: 'gloss' | 'matte' };
  lenses: readonly (readonly [x: number, y: number, r: number])[];
  ring?: RingStyle;
  ringColor?: string;
  ringWidth?: number;
  flashes?: readonly (readonly [x: number, y: number, r: number])[];
  sensors?: readonly (readonly [x: number, y: number, r: number])[];
}

function cameraFrom(layout: CameraLayout): (ctx: Ctx) => string {
  return (ctx) => {
    const i = layout.island;
    const ox = i?.x ?? 0;
    const oy = i?.y ?? 0;
    return g(
      {},
      i ? island(ctx, i.x, i.y, i.w, i.h, i.r, i.color, i.finish) : '',
      ...layout.lenses.map(([x, y, r]) =>
        lens(ctx, ox + x, oy + y, r, { ring: layout.ring, ringColor: layout.ringColor, ringWidth: layout.ringWidth }),
      ),
      ...(layout.flashes ?? []).map(([x, y, r]) => flash(ctx, ox + x, oy + y, r)),
      ...(layout.sensors ?? []).map(([x, y, r]) => sensor(ctx, ox + x, oy + y, r)),
    );
  };
}

const GALAXY_A52 = slabBack({
  w: 75.1,
  h: 159.9,
  r: 9,
  thickness: 8.4,
  band: 0.7,
  frame: '#a99bd0',
  back: '#b9acdf',
  finish: 'matte',
  camera: cameraFrom({
    island: { x: 5, y: 5, w: 23, h: 41, r: 6, color: '#b3a5da', finish: 'matte' },
    lenses: [
      [8.2, 8.5, 4.6],
      [8.2, 20.5, 4.2],
      [8.2, 32.2, 3.4],
    ],
    ring: 'black',
    ringWidth: 0.2,
    flashes: [[17.5, 8.2, 1.9]],
    sensors: [[17.5, 16.4, 1.6]],
  }),
});

const IPHONE_12 = slabBack({
  w: 71.5,
  h: 146.7,
  r: 10.5,
  thickness: 7.4,
  band: 1.1,
  frame: '#2f5f86',
  back: '#2e6a96',
  finish: 'gloss',
  camera: cameraFrom({
    island: { x: 3.6, y: 3.6, w: 28.8, h: 28.8, r: 7.4, color: '#33719f', finish: 'gloss' },
    lenses: [
      [7.4, 7.4, 5.3],
      [7.4, 21.4, 5.3],
    ],
    ringColor: '#3f7fae',
    ringWidth: 0.14,
    flashes: [[21.6, 7.2, 2]],
    sensors: [[21.6, 14.6, 0.7]],
  }),
});

const REDMI_NOTE_12 = slabBack({
  w: 76,
  h: 165.7,
  r: 9,
  thickness: 8,
  band: 0.7,
  frame: '#5a8cc4',
  back: '#4e8ed8',
  finish: 'gloss',
  decor: ({ s }, panel) =>
    pathEl(panel, {
      fill: s.linear([0, alpha('#bfe3ff', 0.55), 0.45, alpha('#7fb8f0', 0.15), 1, alpha('#2a5fb0', 0.35)], [0.3, 1]),
    }),
  camera: cameraFrom({
    island: { x: 5.5, y: 5.5, w: 24, h: 40, r: 6.5, color: '#1c2533', finish: 'gloss' },
    lenses: [
      [10.5, 10.5, 5.4],
      [10.5, 23.5, 4.3],
      [10.5, 33.8, 3.1],
    ],
    ring: 'chrome',
    ringColor: '#9aa3ad',
    flashes: [[19.5, 8.5, 1.8]],
  }),
});

function pixelVisor(ctx: Ctx): string {
  const { s } = ctx;
  const w = 73.2;
  const y = 21;
  const vh = 15;
  const d = roundedRectPath(-0.4, y, w + 0.8, vh, vh / 2);
  const alu = s.linear([0, '#e9eaec', 0.25, '#c4c6ca', 0.5, '#f3f4f5', 0.8, '#b4b6ba', 1, '#d7d8db']);
  const top = g(
    {},
    pathEl(d, { fill: alu }),
    pathEl(d, { fill: 'none', stroke: '#ffffff', 'stroke-opacity': 0.6, 'stroke-width': 0.3 }),
    rect(6, y + 2.2, 40, vh - 4.4, (vh - 4.4) / 2, {
      fill: s.linear([0, '#26282d', 0.5, '#0b0c0e', 1, '#191a1e']),
    }),
    rect(6.5, y + 2.6, 39, (vh - 5.2) * 0.45, (vh - 5.2) / 2, { fill: '#ffffff', opacity: 0.08 }),
    lens(ctx, 13.2, y + vh / 2, 4.7, { ring: 'black', proud: false }),
    lens(ctx, 27.4, y + vh / 2, 4.7, { ring: 'black', proud: false }),
    sensor(ctx, 38.6, y + vh / 2, 1.2),
    flash(ctx, 52, y + vh / 2, 1.7),
    circle(58.5, y + vh / 2, 0.45, { fill: '#3a3b3f' }),
  );
  return raised(ctx, d, ctx.view.scale * 1.1, '#9c9ea3', top, 0.45);
}

const PIXEL_7 = slabBack({
  w: 73.2,
  h: 155.6,
  r: 10.5,
  thickness: 8.7,
  band: 0.9,
  frame: '#c6c8cc',
  back: '#f2f1ed',
  finish: 'gloss',
  camera: pixelVisor,
});

const ONEPLUS_9 = slabBack({
  w: 74.2,
  h: 160,
  r: 9.5,
  thickness: 8.7,
  band: 0.8,
  frame: '#a9bccb',
  back: '#b8d4ea',
  finish: 'matte',
  camera: cameraFrom({
    island: { x: 5, y: 5, w: 24.5, h: 40, r: 6, color: '#aac6de', finish: 'matte' },
    lenses: [
      [10.6, 11, 5.3],
      [10.6, 27.5, 5.3],
    ],
    ring: 'chrome',
    ringColor: '#b9bec4',
    ringWidth: 0.2,
    flashes: [[20, 8.5, 1.7]],
    sensors: [
      [20, 16.5, 2],
      [20, 23, 1.2],
    ],
  }),
});

const WALTON_PRIMO_R10 = slabBack({
  w: 76.5,
  h: 165,
  r: 9.5,
  thickness: 8.9,
  band: 0.8,
  frame: '#9c1426',
  back: '#c8142f',
  finish: 'gloss',
  decor: ({ s }, panel) =>
    pathEl(panel, {
      fill: s.linear([0, alpha('#ff5a6e', 0.35), 0.5, alpha('#c8142f', 0), 1, alpha('#5a0210', 0.45)], 'diagonal'),
    }),
  camera: cameraFrom({
    island: { x: 5.5, y: 5.5, w: 28.5, h: 28.5, r: 7.5, color: '#16171b', finish: 'gloss' },
    lenses: [
      [8.6, 8.6, 4.9],
      [20.2, 8.6, 3.3],
      [8.6, 20.2, 3.3],
    ],
    ring: 'chrome',
    ringColor: '#8d939b',
    flashes: [[20.2, 20.2, 2]],
  }),
});

const REALME_C55 = slabBack({
  w: 75.9,
  h: 165.6,
  r: 9,
  thickness: 7.9,
  band: 0.7,
  frame: '#d4ae5e',
  back: '#e2b75a',
  finish: 'gloss',
  decor: ({ s }, panel) =>
    g(
      { 'clip-path': s.clip(pathEl(panel)) },
      // the "sunshower" finish: a bright light streak and fine diagonal sheen lines
      pathEl('M-10 120L70 -10H90L10 130Z', {
        fill: s.linear([0, alpha('#fff6d8', 0), 0.5, alpha('#fff6d8', 0.55), 1, alpha('#fff6d8', 0)], 'right'),
      }),
      ...Array.from({ length: 60 }, (_, i) =>
        pathEl(`M${-40 + i * 2.6} 170L${40 + i * 2.6} 0`, { stroke: '#fff3cf', 'stroke-width': 0.2, opacity: 0.14 }),
      ),
    ),
  camera: (ctx) =>
    g(
      {},
      lens(ctx, 14.2, 14.2, 7.2, { ring: 'chrome', ringColor: '#d9cdb0', ringWidth: 0.3 }),
      lens(ctx, 14.2, 32, 7.2, { ring: 'chrome', ringColor: '#d9cdb0', ringWidth: 0.3 }),
      rect(23.4, 7.6, 4.4, 7, 2.2, { fill: '#1a1a1c' }),
      flash(ctx, 25.6, 11.1, 1.6),
    ),
});

const IPHONE_13_PRO = slabBack({
  w: 71.5,
  h: 146.7,
  r: 10.5,
  thickness: 7.65,
  band: 1.2,
  frame: '#5d6066',
  polished: true,
  back: '#5b5e63',
  finish: 'matte',
  camera: cameraFrom({
    island: { x: 3.2, y: 3.2, w: 36.4, h: 36.4, r: 9.2, color: '#606368', finish: 'gloss' },
    lenses: [
      [11.2, 10.8, 6.7],
      [11.2, 25.4, 6.7],
      [26, 18.1, 6.7],
    ],
    ring: 'chrome',
    ringColor: '#74777d',
    ringWidth: 0.18,
    flashes: [[27.6, 6.6, 2.1]],
    sensors: [
      [27.6, 29.8, 2.4],
      [32.6, 27.6, 0.5],
    ],
  }),
});

const IPHONE_11 = slabBack({
  w: 75.7,
  h: 150.9,
  r: 11,
  thickness: 8.3,
  band: 1.1,
  frame: '#c9bfdc',
  back: '#d6cbe8',
  finish: 'gloss',
  camera: cameraFrom({
    island: { x: 4, y: 4, w: 30.5, h: 30.5, r: 8.2, color: '#d3c7e6', finish: 'matte' },
    lenses: [
      [8.4, 8.4, 5.7],
      [8.4, 22.1, 5.7],
    ],
    ringColor: '#cfc4e0',
    ringWidth: 0.14,
    flashes: [[22.2, 8.3, 2.2]],
    sensors: [[22.2, 15.3, 0.6]],
  }),
});

// Galaxy A32 5G (2021): four separate lenses down the left edge, no island, the flash beside the main camera.
const GALAXY_A32 = slabBack({
  w: 76.1,
  h: 164.2,
  r: 9.5,
  thickness: 9.1,
  band: 0.7,
  frame: '#5f86c2',
  back: '#6f98d6',
  finish: 'matte',
  camera: cameraFrom({
    lenses: [
      [12.4, 12.6, 4.4],
      [12.4, 23.4, 3.5],
      [12.4, 32.6, 3.2],
      [12.4, 41.4, 3.2],
    ],
    ring: 'chrome',
    ringColor: '#9fb9e0',
    ringWidth: 0.24,
    flashes: [[21.4, 12.6, 1.7]],
  }),
});

/** The Galaxy A52 from the screen side: flat display, centred punch-hole camera, violet plastic frame. */
const GALAXY_A52_FRONT = slabFront({
  w: 75.1,
  h: 159.9,
  r: 9,
  thickness: 8.4,
  bezel: 2.6,
  frame: '#a99bd0',
  wallpaper: { colors: ['#d2c4ff', '#8466e0', '#2c1f6e'], style: 'orbs' },
});

/** The iPhone 13 Pro from the screen side: thin bezels, the smaller notch, graphite steel band. */
const IPHONE_13_PRO_FRONT = slabFront({
  w: 71.5,
  h: 146.7,
  r: 10.5,
  thickness: 7.65,
  bezel: 2,
  frame: '#5d6066',
  polished: true,
  wallpaper: { colors: ['#b9c6d6', '#56657a', '#1d232d'], style: 'waves' },
  notch: { w: 26.8, h: 5.4 },
});

const HERO_FRONT = slabFront({
  w: 73,
  h: 152,
  r: 9.5,
  thickness: 7.8,
  bezel: 2.4,
  frame: '#d9dbe0',
  polished: true,
  wallpaper: { colors: ['#ffb36b', '#ff6a5c', '#6d3fd6'], style: 'orbs' },
});

const SELL_FRONT = slabFront({
  w: 73,
  h: 152,
  r: 9.5,
  thickness: 7.8,
  bezel: 2.3,
  frame: '#3a3f47',
  polished: true,
  wallpaper: { colors: ['#9be7d4', '#1fb38f', '#0c4a55'], style: 'waves' },
});

// ---------------------------------------------------------------------------------------------
// Home page: hero slides
// ---------------------------------------------------------------------------------------------

interface HeroLayout {
  w: number;
  h: number;
  /** Centre of the main composition. */
  fx: number;
  fy: number;
  /** Pixels per millimetre for the phones. */
  scale: number;
  /** Portrait (800 px) variants keep the bottom half calm instead of the left side. */
  compact: boolean;
}

const softShadow = (color: string, k: number): ShadowStyle => ({
  color,
  strength: 0.9,
  dx: 16 * k,
  dy: 30 * k,
  spread: 24 * k,
});

function star(cx: number, cy: number, r: number, fill: string): string {
  const pts: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const a = rad(-90 + i * 36);
    const rr = i % 2 === 0 ? r : r * 0.45;
    pts.push(`${n(cx + rr * Math.cos(a))},${n(cy + rr * Math.sin(a))}`);
  }
  return el('polygon', {
    points: pts.join(' '),
    fill,
    'stroke-linejoin': 'round',
    stroke: fill,
    'stroke-width': r * 0.12,
  });
}

/** A white rounded card floating above the background, with a soft coloured shadow. */
function floatingCard(s: Svg, x: number, y: number, w: number, h: number, r: number, shadow: string, content: string) {
  const k = h / 90;
  return g(
    {},
    rect(x + 4 * k, y + 14 * k, w, h, r, { fill: shadow, opacity: 0.35, filter: s.canvasBlur(n(14 * k)) }),
    rect(x, y, w, h, r, {
      fill: s.linear([0, '#ffffff', 1, '#f6f2ef']),
    }),
    rect(x + 0.5, y + 0.5, w - 1, h - 1, r, { fill: 'none', stroke: '#ffffff', 'stroke-width': 1 }),
    content,
  );
}

function trustBadge(s: Svg, cx: number, cy: number, k: number): string {
  const r = 46 * k;
  const shield =
    `M${n(cx)} ${n(cy - 24 * k)}L${n(cx + 19 * k)} ${n(cy - 16 * k)}V${n(cy + 1 * k)}` +
    `C${n(cx + 19 * k)} ${n(cy + 14 * k)} ${n(cx + 10 * k)} ${n(cy + 22 * k)} ${n(cx)} ${n(cy + 27 * k)}` +
    `C${n(cx - 10 * k)} ${n(cy + 22 * k)} ${n(cx - 19 * k)} ${n(cy + 14 * k)} ${n(cx - 19 * k)} ${n(cy + 1 * k)}` +
    `V${n(cy - 16 * k)}Z`;
  return g(
    {},
    circle(cx + 4 * k, cy + 14 * k, r, { fill: '#9a3b14', opacity: 0.35, filter: s.canvasBlur(n(14 * k)) }),
    circle(cx, cy, r, {
      fill: s.linear([0, '#ffffff', 1, '#f4efe9']),
    }),
    pathEl(shield, {
      fill: s.linear([0, '#34c77b', 1, '#139a5b']),
    }),
    pathEl(`M${n(cx - 8 * k)} ${n(cy + 1 * k)}L${n(cx - 2 * k)} ${n(cy + 7 * k)}L${n(cx + 9 * k)} ${n(cy - 6 * k)}`, {
      fill: 'none',
      stroke: '#fff',
      'stroke-width': n(4.2 * k),
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
  );
}

function ratingChip(s: Svg, x: number, y: number, k: number): string {
  const w = 178 * k;
  const h = 50 * k;
  const stars = [0, 1, 2, 3, 4]
    .map((i) => star(x + 26 * k + i * 31.5 * k, y + h / 2 + 1 * k, 11 * k, '#ffb321'))
    .join('');
  return floatingCard(s, x, y, w, h, h / 2, '#9a3b14', stars);
}

function heroBuy(layout: HeroLayout): string {
  const { w, h, fx, fy, scale, compact } = layout;
  const s = new Svg(w, h);
  const k = scale / 3.4;

  const bg = compact
    ? s.linear([0, '#ff9a6b', 0.5, '#ffc9a6', 1, '#fff1e6'], 'down')
    : s.linear([0, '#fff3e8', 0.4, '#ffe2cb', 0.75, '#ffb184', 1, '#ff8a5c'], [1, 0.25]);

  const glow = s.radial([0, alpha('#ffd9b8', 0.95), 0.6, alpha('#ffb488', 0.35), 1, alpha('#ff9a6b', 0)], {
    cx: fx,
    cy: fy,
    r: 330 * k,
    user: true,
  });
  const pinkGlow = s.radial([0, alpha('#ff5f7e', 0.5), 1, alpha('#ff5f7e', 0)], {
    cx: compact ? w : w * 0.98,
    cy: 0,
    r: compact ? 420 : 520 * k,
    user: true,
  });

  const shapes = g(
    {},
    rect(0, 0, w, h, 0, { fill: bg }),
    rect(0, 0, w, h, 0, { fill: pinkGlow }),
    circle(fx, fy, 330 * k, { fill: glow }),
    circle(fx, fy, 262 * k, { fill: 'none', stroke: '#ffffff', 'stroke-opacity': 0.45, 'stroke-width': n(2 * k) }),
    circle(fx, fy, 300 * k, {
      fill: 'none',
      stroke: '#ffffff',
      'stroke-opacity': 0.25,
      'stroke-width': n(1.5 * k),
      'stroke-dasharray': `${n(3 * k)} ${n(10 * k)}`,
    }),
    // organic blob behind the fan, top right
    pathEl(
      `M${n(fx + 120 * k)} ${n(fy - 300 * k)}C${n(fx + 260 * k)} ${n(fy - 330 * k)} ${n(fx + 380 * k)} ${n(fy - 210 * k)} ${n(fx + 350 * k)} ${n(fy - 90 * k)}` +
        `C${n(fx + 325 * k)} ${n(fy + 10 * k)} ${n(fx + 220 * k)} ${n(fy - 20 * k)} ${n(fx + 170 * k)} ${n(fy - 90 * k)}` +
        `C${n(fx + 120 * k)} ${n(fy - 160 * k)} ${n(fx + 20 * k)} ${n(fy - 280 * k)} ${n(fx + 120 * k)} ${n(fy - 300 * k)}Z`,
      {
        fill: s.linear([0, alpha('#ff7a59', 0.55), 1, alpha('#ff4f7b', 0.25)]),
      },
    ),
    rect(fx + 300 * k, fy - 250 * k, 70 * k, 70 * k, 18 * k, {
      fill: 'none',
      stroke: '#ffffff',
      'stroke-opacity': 0.55,
      'stroke-width': n(3 * k),
      transform: `rotate(18 ${n(fx + 335 * k)} ${n(fy - 215 * k)})`,
    }),
    circle(fx - 230 * k, fy - 250 * k, 20 * k, { fill: '#ffc35a', opacity: 0.9 }),
    circle(fx + 355 * k, fy - 20 * k, 9 * k, { fill: '#ffffff', opacity: 0.8 }),
    circle(fx - 300 * k, fy + 40 * k, 7 * k, { fill: '#ff7a59', opacity: 0.7 }),
    ...[0, 1, 2, 3].flatMap((i) =>
      [0, 1, 2, 3].map((j) =>
        circle(fx - 360 * k + i * 18 * k, fy - 160 * k + j * 18 * k, 2.6 * k, { fill: '#ff8a5c', opacity: 0.55 }),
      ),
    ),
    // a soft pool of shadow the phones float above
    ellipse(fx + 20 * k, fy + 300 * k, 270 * k, 26 * k, {
      fill: '#b2491f',
      opacity: 0.28,
      filter: s.canvasBlur(n(22 * k)),
    }),
  );

  const radius = 370 * k;
  const pivotX = fx;
  const pivotY = fy + radius;
  const phoneView = (deg: number, lift = 0): View => ({
    cx: pivotX + radius * Math.sin(rad(deg)),
    cy: pivotY - radius * Math.cos(rad(deg)) - lift,
    scale,
    angle: deg,
    tilt: 1,
  });
  const shadow = softShadow('#8f3312', k);
  const phones = g(
    {},
    place(s, GALAXY_A52, phoneView(-24, 4 * k), shadow),
    place(s, IPHONE_12, phoneView(24, 4 * k), shadow),
    place(s, HERO_FRONT, phoneView(0, 16 * k), shadow),
  );

  const extras = g({}, trustBadge(s, fx + 300 * k, fy + 185 * k, k), ratingChip(s, fx - 330 * k, fy + 150 * k, k));

  return s.render(shapes + phones + extras);
}

function coin(radiusMm: number): Solid {
  const r = radiusMm;
  const d = 2 * r;
  return {
    w: d,
    h: d,
    outline: `M0 ${r}a${r} ${r} 0 1 0 ${d} 0a${r} ${r} 0 1 0 ${-d} 0Z`,
    thickness: r * 0.22,
    side: ['#e3a92b', '#7a4b06'],
    draw: ({ s }) => {
      const face = s.radial([0, '#fff1b8', 0.45, '#ffd25a', 0.85, '#e9a622', 1, '#b87508'], {
        cx: 0.38,
        cy: 0.32,
        r: 0.75,
      });
      const rim = s.linear([0, '#fff4c4', 0.5, '#d99516', 1, '#8e5a05'], 'diagonal');
      return g(
        {},
        circle(r, r, r, { fill: rim }),
        circle(r, r, r * 0.88, { fill: face }),
        circle(r, r, r * 0.8, { fill: 'none', stroke: '#b87a0e', 'stroke-width': r * 0.025, opacity: 0.7 }),
        circle(r, r, r * 0.78, { fill: 'none', stroke: '#fff3c2', 'stroke-width': r * 0.02, opacity: 0.8 }),
        g(
          { transform: `translate(${n(r * 0.03)} ${n(r * 0.04)})`, opacity: 0.55 },
          takaSign(r, r, r * 1.05, '#8a5404', 38),
        ),
        g(
          { transform: `translate(${n(-r * 0.015)} ${n(-r * 0.02)})`, opacity: 0.9 },
          takaSign(r, r, r * 1.05, '#fff6cf', 38),
        ),
        takaSign(r, r, r * 1.05, '#e7a21f', 32),
        ellipse(r * 0.62, r * 0.5, r * 0.42, r * 0.16, {
          fill: '#ffffff',
          opacity: 0.45,
          transform: `rotate(-35 ${n(r * 0.62)} ${n(r * 0.5)})`,
          filter: s.blur(n(r * 0.05)),
        }),
      );
    },
  };
}

/** A price tag: a rounded card with a punched, ringed hole, the Taka sign and a string. */
function priceTag(): Solid {
  const w = 66;
  const h = 36;
  const outline =
    `M14 0H${w - 5}Q${w} 0 ${w} 5V${h - 5}Q${w} ${h} ${w - 5} ${h}H14Q11 ${h} 9 ${h - 2}L1.5 ${h / 2 + 3}` +
    `Q0 ${h / 2} 1.5 ${h / 2 - 3}L9 2Q11 0 14 0Z`;
  return {
    w,
    h,
    outline,
    thickness: 0.9,
    side: ['#f1a53a', '#b46a10'],
    draw: ({ s }) =>
      g(
        {},
        pathEl(outline, {
          fill: s.linear([0, '#ffd27a', 0.6, '#ffb341', 1, '#f39a22'], 'diagonal'),
        }),
        pathEl(outline, { fill: 'none', stroke: '#fff3d6', 'stroke-width': 0.5, opacity: 0.8 }),
        pathEl(`M10 ${h / 2}C2 ${h / 2 - 9} -8 ${h / 2 + 4} -14 ${h / 2 - 2}S-20 ${h / 2 - 11} -25 ${h / 2 - 6}`, {
          fill: 'none',
          stroke: '#fff4dc',
          'stroke-width': 0.9,
          'stroke-linecap': 'round',
        }),
        circle(10, h / 2, 3.2, { fill: '#fff1d2' }),
        circle(10, h / 2, 3.2, { fill: 'none', stroke: '#c98a2a', 'stroke-width': 0.7 }),
        circle(10, h / 2, 1.9, { fill: '#1a6f62' }),
        takaSign(37, h / 2 + 1, 22, '#ffffff', 34),
        rect(52, 10, 8, 2.2, 1.1, { fill: '#ffffff', opacity: 0.75 }),
        rect(52, 16, 6, 2.2, 1.1, { fill: '#ffffff', opacity: 0.5 }),
      ),
  };
}

function viewfinder(x: number, y: number, w: number, h: number, len: number, stroke: number): string {
  const c = (px: number, py: number, dx: number, dy: number) =>
    `M${n(px)} ${n(py + dy * len)}V${n(py + dy * 8)}Q${n(px)} ${n(py)} ${n(px + dx * 8)} ${n(py)}H${n(px + dx * len)}`;
  return pathEl(c(x, y, 1, 1) + c(x + w, y, -1, 1) + c(x, y + h, 1, -1) + c(x + w, y + h, -1, -1), {
    fill: 'none',
    stroke: '#ffffff',
    'stroke-width': n(stroke),
    'stroke-linecap': 'round',
    opacity: 0.85,
  });
}

function sparkle(cx: number, cy: number, r: number, fill: string): string {
  return pathEl(
    `M${n(cx)} ${n(cy - r)}Q${n(cx + r * 0.15)} ${n(cy - r * 0.15)} ${n(cx + r)} ${n(cy)}Q${n(cx + r * 0.15)} ${n(cy + r * 0.15)} ${n(cx)} ${n(cy + r)}` +
      `Q${n(cx - r * 0.15)} ${n(cy + r * 0.15)} ${n(cx - r)} ${n(cy)}Q${n(cx - r * 0.15)} ${n(cy - r * 0.15)} ${n(cx)} ${n(cy - r)}Z`,
    { fill },
  );
}

function boltBadge(s: Svg, cx: number, cy: number, k: number): string {
  const r = 40 * k;
  const bolt =
    `M${n(cx + 3 * k)} ${n(cy - 22 * k)}L${n(cx - 13 * k)} ${n(cy + 3 * k)}H${n(cx - 1 * k)}` +
    `L${n(cx - 4 * k)} ${n(cy + 22 * k)}L${n(cx + 13 * k)} ${n(cy - 4 * k)}H${n(cx + 1 * k)}Z`;
  return g(
    {},
    circle(cx + 4 * k, cy + 12 * k, r, { fill: '#0b5a4f', opacity: 0.35, filter: s.canvasBlur(n(12 * k)) }),
    circle(cx, cy, r, {
      fill: s.linear([0, '#ffffff', 1, '#eef6f3']),
    }),
    pathEl(bolt, {
      fill: s.linear([0, '#ffc94a', 1, '#ff9a1f']),
      stroke: '#ff9a1f',
      'stroke-width': n(1.5 * k),
      'stroke-linejoin': 'round',
    }),
  );
}

function heroSell(layout: HeroLayout): string {
  const { w, h, fx, fy, scale, compact } = layout;
  const s = new Svg(w, h);
  const k = scale / 3.4;

  const bg = compact
    ? s.linear([0, '#1aa889', 0.5, '#7fd9c0', 1, '#eefaf5'], 'down')
    : s.linear([0, '#effaf6', 0.4, '#d2f1e7', 0.72, '#5fcdb0', 1, '#15907d'], [1, 0.3]);
  const glow = s.radial([0, alpha('#e9fff7', 0.9), 0.55, alpha('#a6ead7', 0.35), 1, alpha('#7fd9c0', 0)], {
    cx: fx,
    cy: fy,
    r: 320 * k,
    user: true,
  });
  const deep = s.radial([0, alpha('#0a6a6a', 0.45), 1, alpha('#0a6a6a', 0)], {
    cx: w,
    cy: compact ? 0 : h,
    r: compact ? 420 : 520 * k,
    user: true,
  });

  const back = g(
    {},
    rect(0, 0, w, h, 0, { fill: bg }),
    rect(0, 0, w, h, 0, { fill: deep }),
    circle(fx, fy, 320 * k, { fill: glow }),
    // rising arcs: a quiet "fast" motif
    ...[0, 1, 2].map((i) =>
      circle(fx, fy, (230 + i * 42) * k, {
        fill: 'none',
        stroke: '#ffffff',
        'stroke-opacity': 0.42 - i * 0.12,
        'stroke-width': n(2.2 * k),
        'stroke-dasharray': `${n((140 + i * 60) * k)} ${n(2000 * k)}`,
        'stroke-linecap': 'round',
        transform: `rotate(${200 + i * 12} ${n(fx)} ${n(fy)})`,
      }),
    ),
    rect(fx + 290 * k, fy - 250 * k, 70 * k, 70 * k, 18 * k, {
      fill: '#ffffff',
      opacity: 0.18,
      transform: `rotate(-14 ${n(fx + 325 * k)} ${n(fy - 215 * k)})`,
    }),
    circle(fx - 300 * k, fy + 170 * k, 14 * k, { fill: '#ffc94a', opacity: 0.9 }),
    circle(fx + 330 * k, fy + 40 * k, 8 * k, { fill: '#ffffff', opacity: 0.8 }),
    ...[0, 1, 2, 3].flatMap((i) =>
      [0, 1, 2].map((j) =>
        circle(fx + 290 * k + i * 18 * k, fy + 140 * k + j * 18 * k, 2.6 * k, { fill: '#ffffff', opacity: 0.5 }),
      ),
    ),
    ellipse(fx + 40 * k, fy + 300 * k, 280 * k, 24 * k, {
      fill: '#0b5a4f',
      opacity: 0.25,
      filter: s.canvasBlur(n(22 * k)),
    }),
  );

  const shadow = softShadow('#0b4f47', k);
  const phoneView: View = { cx: fx - 40 * k, cy: fy - 10 * k, scale, angle: 9, tilt: 1 };
  const phone = place(s, SELL_FRONT, phoneView, shadow);
  const frameW = 300 * k;
  const frameH = 560 * k;
  const finder = g(
    { transform: `rotate(9 ${n(phoneView.cx)} ${n(phoneView.cy)})` },
    viewfinder(phoneView.cx - frameW / 2, phoneView.cy - frameH / 2, frameW, frameH, 44 * k, 4 * k),
  );

  const tag = place(
    s,
    priceTag(),
    { cx: fx - 215 * k, cy: fy + 95 * k, scale: scale * 1.25, angle: -18, tilt: 1 },
    { ...shadow, strength: 0.8 },
  );
  const coinSolid = coin(24);
  const coins = g(
    {},
    place(s, coinSolid, { cx: fx + 245 * k, cy: fy + 205 * k, scale: scale * 0.9, angle: 0, tilt: 0.42 }, shadow),
    place(
      s,
      coinSolid,
      { cx: fx + 245 * k, cy: fy + 185 * k, scale: scale * 0.9, angle: 0, tilt: 0.42 },
      { ...shadow, strength: 0.3 },
    ),
    place(s, coinSolid, { cx: fx + 180 * k, cy: fy + 60 * k, scale: scale * 1.25, angle: -12, tilt: 0.93 }, shadow),
  );
  const extras = g(
    {},
    boltBadge(s, fx + 215 * k, fy - 215 * k, k),
    sparkle(fx - 250 * k, fy - 190 * k, 16 * k, '#ffffff'),
    sparkle(fx + 320 * k, fy - 80 * k, 10 * k, '#ffffff'),
    sparkle(fx - 150 * k, fy + 250 * k, 9 * k, '#fff3c4'),
  );

  return s.render(back + finder + phone + tag + coins + extras);
}

// ---------------------------------------------------------------------------------------------
// Home page: reviewer portraits (flat illustration)
// ---------------------------------------------------------------------------------------------

interface PortraitSpec {
  bg: readonly [string, string];
  skin: string;
  hair: string;
  shirt: string;
  accent: string;
  woman: boolean;
}

function portrait(p: PortraitSpec): string {
  const s = new Svg(192, 192);
  const skinShade = darken(p.skin, 0.16);
  const bg = g(
    {},
    rect(0, 0, 192, 192, 0, { fill: p.bg[0] }),
    circle(96, 100, 84, {
      fill: s.linear([0, lighten(p.bg[1], 0.2), 1, p.bg[1]]),
    }),
  );

  const hairBack = p.woman
    ? pathEl('M55 88C48 48 74 26 98 26C126 26 148 46 141 90C140 116 144 138 154 162L40 162C50 140 56 116 55 88Z', {
        fill: p.hair,
      })
    : '';

  const shirtFill = s.linear([0, lighten(p.shirt, 0.12), 1, darken(p.shirt, 0.1)]);
  const body = g(
    {},
    pathEl('M18 192C20 160 44 142 74 136H118C148 142 172 160 174 192Z', { fill: shirtFill }),
    // neck
    pathEl('M80 112H112V140C106 150 86 150 80 140Z', { fill: skinShade }),
    pathEl('M80 128C90 136 102 136 112 128V118H80Z', { fill: darken(p.skin, 0.26), opacity: 0.5 }),
    p.woman
      ? g(
          {},
          pathEl('M74 136C80 150 112 150 118 136L122 138C116 160 76 160 70 138Z', { fill: darken(p.shirt, 0.18) }),
          // dupatta over the left shoulder
          pathEl('M118 136C140 140 160 152 168 192H134C132 168 124 150 112 142Z', { fill: p.accent }),
          pathEl('M124 144C138 152 150 168 154 192', {
            fill: 'none',
            stroke: darken(p.accent, 0.15),
            'stroke-width': 2,
            opacity: 0.6,
          }),
        )
      : g(
          {},
          // collar and placket
          pathEl('M78 134L96 158L84 166L70 140Z', { fill: lighten(p.shirt, 0.35) }),
          pathEl('M114 134L96 158L108 166L122 140Z', { fill: lighten(p.shirt, 0.35) }),
          pathEl('M96 158V192', { stroke: darken(p.shirt, 0.2), 'stroke-width': 1.6 }),
          circle(96, 170, 1.8, { fill: lighten(p.shirt, 0.5) }),
          circle(96, 184, 1.8, { fill: lighten(p.shirt, 0.5) }),
        ),
  );

  const face = g(
    {},
    ellipse(60, 92, 7, 10, { fill: skinShade }),
    ellipse(132, 92, 7, 10, { fill: skinShade }),
    pathEl('M62 78C62 52 78 42 96 42S130 52 130 78V96C130 118 114 132 96 132S62 118 62 96Z', { fill: p.skin }),
    // soft shading on the jaw
    pathEl('M62 96C62 118 78 132 96 132S130 118 130 96C126 112 112 124 96 124S66 112 62 96Z', {
      fill: skinShade,
      opacity: 0.35,
    }),
    ellipse(75, 106, 7, 4, { fill: '#e2786a', opacity: 0.18 }),
    ellipse(117, 106, 7, 4, { fill: '#e2786a', opacity: 0.18 }),
  );

  const features = g(
    {},
    pathEl('M70 82Q78 77 86 81', {
      fill: 'none',
      stroke: darken(p.hair, 0.1),
      'stroke-width': 3.2,
      'stroke-linecap': 'round',
    }),
    pathEl('M106 81Q114 77 122 82', {
      fill: 'none',
      stroke: darken(p.hair, 0.1),
      'stroke-width': 3.2,
      'stroke-linecap': 'round',
    }),
    ellipse(78, 93, 4, 4.4, { fill: '#241813' }),
    ellipse(114, 93, 4, 4.4, { fill: '#241813' }),
    circle(79.3, 91.6, 1.2, { fill: '#fff' }),
    circle(115.3, 91.6, 1.2, { fill: '#fff' }),
    p.woman
      ? pathEl('M73 90.5L70.5 88.5M119 90.5L121.5 88.5', {
          stroke: '#241813',
          'stroke-width': 1.6,
          'stroke-linecap': 'round',
        })
      : '',
    pathEl('M96 96Q94 106 90 110Q94 113 100 111', {
      fill: 'none',
      stroke: darken(p.skin, 0.3),
      'stroke-width': 2,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
    p.woman
      ? pathEl('M84 118Q96 127 108 118Q96 122 84 118Z', {
          fill: '#b24a4a',
          stroke: '#b24a4a',
          'stroke-width': 2.2,
          'stroke-linejoin': 'round',
        })
      : g(
          {},
          pathEl('M86 119Q96 127 106 119Z', {
            fill: '#ffffff',
            stroke: '#6b2f27',
            'stroke-width': 2,
            'stroke-linejoin': 'round',
          }),
        ),
  );

  const hairFront = p.woman
    ? g(
        {},
        pathEl(
          'M60 86C56 54 74 36 98 36C120 36 138 52 134 88C130 70 122 58 112 52C104 60 88 66 70 66C66 72 62 78 60 86Z',
          { fill: p.hair },
        ),
        // side locks framing the face, and the parting
        pathEl('M66 62C58 76 58 100 62 120C64 128 58 136 52 140C60 122 52 92 58 74Z', { fill: p.hair }),
        pathEl('M126 62C134 76 134 100 130 120C128 128 134 136 140 140C132 122 140 92 134 74Z', { fill: p.hair }),
        pathEl('M99 37C98 46 94 55 86 61', {
          fill: 'none',
          stroke: lighten(p.hair, 0.22),
          'stroke-width': 1.6,
          opacity: 0.9,
        }),
        pathEl('M106 42C116 46 124 54 128 66', {
          fill: 'none',
          stroke: lighten(p.hair, 0.2),
          'stroke-width': 2.2,
          opacity: 0.8,
          'stroke-linecap': 'round',
        }),
        circle(60, 108, 3.2, { fill: '#f2c14e' }),
        circle(132, 108, 3.2, { fill: '#f2c14e' }),
      )
    : g(
        {},
        pathEl(
          'M60 86C56 54 72 34 98 34C124 34 138 52 133 84C129 70 124 62 118 58C106 64 86 62 74 58C68 64 63 74 60 86Z',
          { fill: p.hair },
        ),
        pathEl('M74 50C86 44 104 42 120 48', {
          fill: 'none',
          stroke: lighten(p.hair, 0.18),
          'stroke-width': 2,
          opacity: 0.7,
          'stroke-linecap': 'round',
        }),
        // short, neatly trimmed beard and moustache
        pathEl(
          'M63 94C63 122 80 135 96 135S129 122 129 94C127 106 122 114 114 119C108 114 102 113 96 115C90 113 84 114 78 119C70 114 65 106 63 94Z',
          { fill: mix(p.hair, p.skin, 0.3), opacity: 0.92 },
        ),
        pathEl('M83 113.5Q96 107 109 113.5Q96 111.5 83 113.5Z', {
          fill: p.hair,
          stroke: p.hair,
          'stroke-width': 2.6,
          'stroke-linejoin': 'round',
        }),
      );

  return s.render(bg + hairBack + body + face + hairFront + features);
}

const MAN: PortraitSpec = {
  bg: ['#e8f0fb', '#bcd3f1'],
  skin: '#a8714f',
  hair: '#1d1614',
  shirt: '#4f86c6',
  accent: '#4f86c6',
  woman: false,
};

const WOMAN: PortraitSpec = {
  bg: ['#fdeee6', '#f6c8b2'],
  skin: '#c48a64',
  hair: '#1b1311',
  shirt: '#e0535f',
  accent: '#f2b632',
  woman: true,
};

// ---------------------------------------------------------------------------------------------
// Product photos: surfaces and lighting
// ---------------------------------------------------------------------------------------------

type SurfaceKind = 'wood' | 'marble' | 'fabric' | 'slate';

interface SurfaceSpec {
  kind: SurfaceKind;
  light: string;
  dark: string;
  seed: number;
}

/** feColorMatrix rows that map the red channel (0..1) onto the dark..light colour ramp, opaque. */
function rampMatrix(dark: string, light: string): string {
  const d = parseHex(dark).map((v) => v / 255);
  const l = parseHex(light).map((v) => v / 255);
  const row = (i: number) => `${n((l[i] ?? 0) - (d[i] ?? 0))} 0 0 0 ${n(d[i] ?? 0)}`;
  return `${row(0)} ${row(1)} ${row(2)} 0 0 0 0 1`;
}

/** feColorMatrix rows that turn the red channel into a black (or white) layer whose alpha follows it. */
function alphaMatrix(white: boolean, gain: number, bias: number): string {
  const c = white ? 1 : 0;
  return `0 0 0 0 ${c} 0 0 0 0 ${c} 0 0 0 0 ${c} ${n(gain)} 0 0 0 ${n(bias)}`;
}

function turbulence(kind: 'fractalNoise' | 'turbulence', fx: number, fy: number, octaves: number, seed: number) {
  return el('feTurbulence', {
    type: kind,
    baseFrequency: `${fx} ${fy}`,
    numOctaves: octaves,
    seed,
    stitchTiles: 'noStitch',
  });
}

function woodSurface(s: Svg, sf: SurfaceSpec): string {
  const { width: w, height: h } = s;
  const plank = 228;
  const layers: string[] = [];
  for (let i = 0; i * plank < h + plank; i += 1) {
    const y = i * plank - 70;
    const tone = [0, 0.07, -0.06, 0.03][i % 4] ?? 0;
    const shift = (c: string) => (tone >= 0 ? lighten(c, tone) : darken(c, -tone));
    const dark = shift(sf.dark);
    const light = shift(sf.light);
    // broad colour variation along the plank
    const region = { x: 0, y, w, h: plank };
    const figure = s.canvasFilter(
      turbulence('fractalNoise', 0.0025, 0.03, 3, sf.seed + i * 7) +
        el('feColorMatrix', { type: 'matrix', values: rampMatrix(mix(dark, light, 0.35), light) }),
      undefined,
      region,
    );
    // grain: repeating thin lines, bent by low-frequency noise so they wander like real grain
    const warp = s.canvasFilter(
      turbulence('fractalNoise', 0.0022, 0.011, 2, sf.seed + i * 13) +
        el('feDisplacementMap', { in: 'SourceGraphic', scale: 70, xChannelSelector: 'R', yChannelSelector: 'G' }),
      undefined,
      region,
    );
    const lines = (period: number, offset: number, k: number) =>
      s.stripes(
        [
          0,
          alpha(dark, k),
          0.12,
          alpha(dark, k * 0.35),
          0.3,
          alpha(dark, 0),
          0.7,
          alpha(dark, 0),
          0.85,
          alpha(dark, k * 0.2),
          1,
          alpha(dark, k),
        ],
        period,
        offset,
      );
    layers.push(
      g(
        { 'clip-path': s.clip(rect(0, y, w, plank, 0)) },
        rect(0, y, w, plank, 0, { filter: figure }),
        g(
          { filter: warp },
          rect(-120, y - 120, w + 240, plank + 240, 0, { fill: lines(6.3 + (i % 3) * 0.9, i * 3.1, 0.5) }),
          rect(-120, y - 120, w + 240, plank + 240, 0, { fill: lines(17.5 + (i % 2) * 4, i * 7.7, 0.55) }),
        ),
      ),
    );
    // the seam between planks: a dark groove with a lit lip below it
    layers.push(rect(0, y + plank - 2, w, 2.4, 0, { fill: darken(sf.dark, 0.6), opacity: 0.8 }));
    layers.push(rect(0, y + plank + 0.4, w, 1.2, 0, { fill: lighten(sf.light, 0.35), opacity: 0.3 }));
  }
  const pores = s.canvasFilter(
    turbulence('fractalNoise', 0.012, 0.6, 2, sf.seed + 3) +
      el('feColorMatrix', { type: 'matrix', values: alphaMatrix(false, 1.5, -0.6) }),
  );
  layers.push(rect(0, 0, w, h, 0, { filter: pores, opacity: 0.45 }));
  return g({}, ...layers);
}

function marbleSurface(s: Svg, sf: SurfaceSpec): string {
  const { width: w, height: h } = s;
  const base = s.canvasFilter(
    turbulence('fractalNoise', 0.0022, 0.0035, 4, sf.seed) +
      el('feColorMatrix', { type: 'matrix', values: rampMatrix(mix(sf.dark, sf.light, 0.65), sf.light) }),
  );
  // veins: an iso-line of smooth noise (values near 0.5) is a thin, winding, continuous line
  const veins = (fx: number, fy: number, seed: number, gain: number, blur: number) => {
    const table = Array.from({ length: 31 }, (_, i) => (i === 15 ? 1 : i === 14 || i === 16 ? 0.2 : 0)).join(' ');
    return s.filter(
      turbulence('fractalNoise', fx, fy, 3, seed) +
        el('feComponentTransfer', {}, el('feFuncR', { type: 'table', tableValues: table })) +
        el('feColorMatrix', { type: 'matrix', values: alphaMatrix(false, gain, 0) }) +
        el('feGaussianBlur', { stdDeviation: blur }),
      undefined,
      { x: 0, y: 0, w: 1, h: 1 },
    );
  };
  const turned = (filter: string, opacity: number) =>
    rect(-w * 0.4, -h * 0.6, w * 1.8, h * 2.2, 0, {
      filter,
      opacity,
      transform: `rotate(-32 ${w / 2} ${h / 2})`,
    });
  return g(
    {},
    rect(0, 0, w, h, 0, { filter: base }),
    turned(veins(0.0007, 0.0024, sf.seed + 1, 0.35, 2.2), 0.3),
    turned(veins(0.0007, 0.0024, sf.seed + 1, 0.65, 1), 0.5),
    turned(veins(0.0018, 0.005, sf.seed + 2, 0.6, 0.6), 0.22),
  );
}

function fabricSurface(s: Svg, sf: SurfaceSpec): string {
  const { width: w, height: h } = s;
  const folds = s.canvasFilter(
    turbulence('fractalNoise', 0.0016, 0.0026, 3, sf.seed) +
      el('feColorMatrix', { type: 'matrix', values: rampMatrix(sf.dark, sf.light) }),
  );
  // slubs: short, slightly irregular threads in both directions
  const threads = (fx: number, fy: number, seed: number) =>
    s.canvasFilter(
      turbulence('fractalNoise', fx, fy, 2, seed) +
        el('feColorMatrix', { type: 'matrix', values: alphaMatrix(false, 1.6, -0.68) }) +
        el('feGaussianBlur', { stdDeviation: 0.35 }),
    );
  // the weave itself: a fine regular cross-hatch
  const thread = darken(sf.dark, 0.35);
  const weave = (across: boolean) =>
    s.stripes(
      [0, alpha(thread, 1), 0.45, alpha(thread, 0), 0.55, alpha(thread, 0), 1, alpha(thread, 1)],
      3.1,
      0,
      across,
    );
  const folds2 = s.canvasFilter(
    turbulence('fractalNoise', 0.0012, 0.002, 2, sf.seed + 5) +
      el('feColorMatrix', { type: 'matrix', values: alphaMatrix(true, 0.9, -0.45) }) +
      el('feGaussianBlur', { stdDeviation: 12 }),
  );
  return g(
    {},
    rect(0, 0, w, h, 0, { filter: folds }),
    rect(0, 0, w, h, 0, { filter: folds2 }),
    rect(0, 0, w, h, 0, { fill: weave(false), opacity: 0.22 }),
    rect(0, 0, w, h, 0, { fill: weave(true), opacity: 0.22 }),
    rect(0, 0, w, h, 0, { filter: threads(0.5, 0.035, sf.seed + 1), opacity: 0.35 }),
    rect(0, 0, w, h, 0, { filter: threads(0.035, 0.5, sf.seed + 2), opacity: 0.35 }),
  );
}

function slateSurface(s: Svg, sf: SurfaceSpec): string {
  const { width: w, height: h } = s;
  const base = s.canvasFilter(
    turbulence('fractalNoise', 0.004, 0.006, 5, sf.seed) +
      el('feColorMatrix', { type: 'matrix', values: rampMatrix(sf.dark, sf.light) }),
  );
  const speckle = s.canvasFilter(
    turbulence('fractalNoise', 0.55, 0.55, 2, sf.seed + 4) +
      el('feColorMatrix', { type: 'matrix', values: alphaMatrix(false, 1.4, -0.55) }),
  );
  return g({}, rect(0, 0, w, h, 0, { filter: base }), rect(0, 0, w, h, 0, { filter: speckle, opacity: 0.6 }));
}

const SURFACES: Record<SurfaceKind, (s: Svg, sf: SurfaceSpec) => string> = {
  wood: woodSurface,
  marble: marbleSurface,
  fabric: fabricSurface,
  slate: slateSurface,
};

/**
 * The table top with window light from the upper left and a gentle vignette. When the shot is
 * tilted, the far (top) part of the table is blurred a little, like a shallow depth of field.
 */
function surfaceWithLight(s: Svg, sf: SurfaceSpec, tilt: number): string {
  const { width: w, height: h } = s;
  const texture = SURFACES[sf.kind](s, sf);
  const dof =
    tilt < 0.95
      ? g(
          {
            mask: s.mask(
              rect(0, 0, w, h, 0, {
                fill: s.linear([0, '#ffffff', 0.45, '#000000']),
              }),
            ),
          },
          g({ filter: s.canvasBlur(n(3 * (1 - tilt) * 6)) }, texture),
        )
      : '';
  const light = s.radial([0, alpha('#fff8ec', 0.32), 0.6, alpha('#fff8ec', 0.06), 1, alpha('#fff8ec', 0)], {
    cx: w * 0.18,
    cy: -h * 0.1,
    r: w * 0.9,
    user: true,
  });
  const vignette = s.radial([0.55, alpha('#000000', 0), 1, alpha('#000000', 0.38)], {
    cx: w / 2,
    cy: h * 0.48,
    r: w * 0.72,
    user: true,
  });
  return g({}, texture, dof, rect(0, 0, w, h, 0, { fill: light }), rect(0, 0, w, h, 0, { fill: vignette }));
}

/** Very light sensor grain on top of the whole photo, so flat areas do not look synthetic. */
function grain(s: Svg): string {
  const f = s.canvasFilter(
    turbulence('fractalNoise', 0.9, 0.9, 1, 5) +
      el('feColorMatrix', { type: 'matrix', values: alphaMatrix(false, 0.5, -0.18) }),
  );
  return rect(0, 0, s.width, s.height, 0, { filter: f, opacity: 0.35 });
}

// ---------------------------------------------------------------------------------------------
// Product photos: feature-phone parts (keys, keypads, KaiOS screens)
// ---------------------------------------------------------------------------------------------

/** A handset glyph for the call/end keys, in a 10 x 10 box. */
const HANDSET =
  'M2.2 1.2C3 0.6 3.8 1 4.2 1.8L4.9 3.4C5.2 4.1 5 4.7 4.4 5.1 5 6.4 6 7.4 7.3 8 7.7 7.4 8.3 7.2 9 7.5L9.4 7.7C10.1 8.1 10.2 9 9.6 9.5 8.7 10.3 7.4 10.2 6.2 9.5 4 8.2 2.1 6.3 0.8 4 0.1 2.8 0.8 1.8 2.2 1.2Z';

interface KeyStyle {
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
function keypad(
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
function navCluster(ctx: Ctx, cx: number, cy: number, width: number, style: KeyStyle): string {
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
function kaiScreen(ctx: Ctx, x: number, y: number, w: number, h: number, wp: Wallpaper, time: string): string {
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

// ---------------------------------------------------------------------------------------------
// Product photos: the tablet and the feature phones
// ---------------------------------------------------------------------------------------------

/** A tablet lock screen: wallpaper, status bar, a large thin clock and the date line. */
function lockScreen(ctx: Ctx, x: number, y: number, w: number, h: number): string {
  return g(
    {},
    wallpaper(ctx, x, y, w, h, { colors: ['#8ec5ff', '#6a5cff', '#ff7eb6'], style: 'dunes' }),
    strokeText('9:41', x + w / 2, y + 36, 24, '#ffffff', 1.1),
    rect(x + w / 2 - 16, y + 58, 32, 2.2, 1.1, { fill: '#ffffff', opacity: 0.75 }),
    rect(x + 4, y + 2.5, 9, 2.4, 1.2, { fill: '#fff', opacity: 0.9 }),
    rect(x + w - 12, y + 2.5, 8, 2.4, 0.8, { fill: 'none', stroke: '#fff', 'stroke-width': 0.5 }),
    rect(x + w - 11.3, y + 3.1, 5.6, 1.2, 0.4, { fill: '#fff' }),
  );
}

function ipadFront(): Solid {
  const w = 174.1;
  const h = 250.6;
  const r = 11;
  const outline = roundedRectPath(0, 0, w, h, r);
  const frame = { frame: '#c9cbcf' };
  return {
    w,
    h,
    outline,
    thickness: 7.5,
    side: ['#d8dadd', '#6d7076'],
    draw: (ctx) => {
      const { s } = ctx;
      const glass = roundedRectPath(0.9, 0.9, w - 1.8, h - 1.8, r - 0.9);
      const sx = 9.8;
      const sy = 21.5;
      const sw = w - 2 * sx;
      const sh = h - 2 * sy;
      const hb = h - sy / 2;
      return g(
        {},
        frameBand(ctx, w, h, r, frame),
        pathEl(glass, {
          fill: s.linear([0, '#fbfbfb', 1, '#e9eaec']),
        }),
        rect(sx - 0.4, sy - 0.4, sw + 0.8, sh + 0.8, 0.6, { fill: '#0b0b0c' }),
        g(
          { 'clip-path': s.clip(rect(sx, sy, sw, sh, 0)) },
          // the lock screen, in landscape: the tablet lies on its side with the home button on the right
          g(
            { transform: `rotate(90 ${n(w / 2)} ${n(h / 2)})` },
            lockScreen(ctx, w / 2 - sh / 2, h / 2 - sw / 2, sh, sw),
          ),
        ),
        circle(w / 2, sy / 2, 1.3, { fill: '#2a2c33' }),
        circle(w / 2, sy / 2, 0.55, { fill: '#3d4576' }),
        circle(w / 2, hb, 5.6, {
          fill: s.linear([0, '#f2f2f3', 1, '#d9dadc']),
        }),
        circle(w / 2, hb, 5.6, { fill: 'none', stroke: '#a9acb1', 'stroke-width': 0.5 }),
        circle(w / 2, hb, 5.1, { fill: 'none', stroke: '#ffffff', 'stroke-width': 0.4, opacity: 0.8 }),
        screenGlass(ctx, glass, w, h),
      );
    },
  };
}

/** Nokia 8110 4G, slider open. The phone's banana curve is drawn in-plane along an arc. */
function nokia8110(): Solid {
  const L = 168;
  const W = 48;
  const R = 330;
  const endCap = 20;
  const yellow = '#fbd214';

  const halfWidth = (t: number) => {
    const capTop = Math.min(1, t / endCap);
    const capBottom = Math.min(1, (L - t) / endCap);
    const c = Math.min(capTop, capBottom);
    return (W / 2) * Math.sqrt(1 - (1 - c) * (1 - c));
  };
  // centre line: an arc bowing to the right; returns point and rotation (degrees)
  const along = (t: number, off = 0) => {
    const phi = (t - L / 2) / R;
    const x = -R + (R + off) * Math.cos(phi);
    const y = (R + off) * Math.sin(phi);
    return { x, y, angle: (phi * 180) / Math.PI };
  };
  const samples = 140;
  const left: [number, number][] = [];
  const right: [number, number][] = [];
  for (let i = 0; i <= samples; i += 1) {
    // cosine spacing puts more points on the rounded ends
    const t = (L * (1 - Math.cos((Math.PI * i) / samples))) / 2;
    const hw = halfWidth(t);
    const a = along(t, -hw);
    const b = along(t, hw);
    left.push([a.x, a.y]);
    right.push([b.x, b.y]);
  }
  const all = [...left, ...right];
  const minX = Math.min(...all.map((p) => p[0]));
  const minY = Math.min(...all.map((p) => p[1]));
  const maxX = Math.max(...all.map((p) => p[0]));
  const maxY = Math.max(...all.map((p) => p[1]));
  const ox = -minX + 1;
  const oy = -minY + 1;
  const poly = (pts: [number, number][]) => pts.map(([x, y]) => `${n(x + ox)} ${n(y + oy)}`).join('L');
  const outline = `M${poly(left)}L${poly([...right].reverse())}Z`;
  const at = (t: number, off = 0) => {
    const p = along(t, off);
    return { x: p.x + ox, y: p.y + oy, angle: p.angle };
  };
  const placeAt = (t: number, off: number, content: string) => {
    const p = at(t, off);
    return g({ transform: `translate(${n(p.x)} ${n(p.y)}) rotate(${n(p.angle)})` }, content);
  };
  /** A band of the body between t0 and t1, narrower than the body by `inset` on each side. */
  const band = (t0: number, t1: number, inset: number) => {
    const a: string[] = [];
    const b: string[] = [];
    for (let i = 0; i <= 24; i += 1) {
      const t = t0 + ((t1 - t0) * i) / 24;
      const hw = halfWidth(t) - inset;
      const p = at(t, -hw);
      const q = at(t, hw);
      a.push(`${n(p.x)} ${n(p.y)}`);
      b.push(`${n(q.x)} ${n(q.y)}`);
    }
    return `M${a.join('L')}L${b.reverse().join('L')}Z`;
  };
  const arcStroke = (t0: number, t1: number, off: number) => {
    const pts: string[] = [];
    for (let i = 0; i <= 24; i += 1) {
      const p = at(t0 + ((t1 - t0) * i) / 24, off);
      pts.push(`${n(p.x)} ${n(p.y)}`);
    }
    return `M${pts.join('L')}`;
  };

  const keyStyle: KeyStyle = { top: '#2b2b2e', label: '#e9e9ea', height: 0.5 };
  const navStyle: KeyStyle = { top: '#262628', label: '#d6d6d8', height: 0.6 };

  return {
    w: maxX - minX + 2,
    h: maxY - minY + 2,
    outline,
    thickness: 11,
    side: ['#f0c417', '#6f5200'],
    draw: (ctx) => {
      const { s } = ctx;
      const body = s.linear([0, '#fff07a', 0.35, yellow, 1, '#d9a90c'], [1, 0.3]);
      const screen = g(
        {},
        placeAt(
          36,
          0,
          g(
            {},
            rect(-19, -22, 38, 44, 4, { fill: '#0c0c0d' }),
            kaiScreen(ctx, -15, -18.5, 30, 38, { colors: ['#5dd6ff', '#2b7de9', '#1a2a6c'], style: 'waves' }, '10:08'),
          ),
        ),
      );
      return g(
        {},
        pathEl(outline, { fill: body }),
        // the keypad, revealed between the body and the slid-down cover
        pathEl(band(86, 146, 3.2), { fill: '#141416' }),
        pathEl(band(86, 88, 3.2), { fill: '#000', opacity: 0.5 }),
        keypad(ctx, { x: 0, y: 0, w: 0, h: 0, style: keyStyle, keyW: 11.5, keyH: 8.4, radius: 3 }, (col, row) =>
          at(93.5 + row * 13.2, (col - 1) * 13),
        ),
        // lip of the slider cover, casting a shadow on the keypad
        pathEl(band(145, 150, 0), { fill: '#000', opacity: 0.35, filter: s.blur(0.8) }),
        pathEl(band(146.5, L, 0), { fill: body }),
        pathEl(band(146.5, 147.6, 0.5), { fill: '#fff8b0', opacity: 0.7 }),
        placeAt(160, 0, circle(0, 0, 0.9, { fill: '#3a3000', opacity: 0.7 })),
        // earpiece and screen
        placeAt(7.5, 0, rect(-6.5, -0.9, 13, 1.8, 0.9, { fill: '#2a2400' })),
        screen,
        placeAt(70, 0, navCluster(ctx, 0, 0, 40, navStyle)),
        // glossy reflections following the curve
        pathEl(arcStroke(6, 162, -W * 0.28), {
          fill: 'none',
          stroke: '#ffffff',
          'stroke-width': 5,
          opacity: 0.4,
          'stroke-linecap': 'round',
          filter: s.blur(1.6),
        }),
        pathEl(arcStroke(10, 158, W * 0.44), {
          fill: 'none',
          stroke: '#8a6400',
          'stroke-width': 3,
          opacity: 0.35,
          'stroke-linecap': 'round',
          filter: s.blur(1.2),
        }),
        pathEl(outline, { fill: 'none', stroke: '#fffbd0', 'stroke-width': 0.4, opacity: 0.8 }),
      );
    },
  };
}

/** Nokia 2720 Flip, opened flat: screen half on top, hinge, keypad half below. */
function nokia2720(): Solid {
  const w = 56.5;
  const half = 98;
  const hingeY = half - 4;
  const hingeH = 12;
  const lowerY = hingeY + hingeH - 4;
  const h = lowerY + half;
  const r = 9;
  const outline =
    roundedRectPath(0, 0, w, half, r) +
    roundedRectPath(-0.6, hingeY, w + 1.2, hingeH, 5) +
    roundedRectPath(0, lowerY, w, half, r);
  const keyStyle: KeyStyle = { top: '#2c2d31', label: '#f1f1f2', height: 0.55 };
  return {
    w,
    h,
    outline,
    thickness: 10,
    side: ['#3a3b3f', '#08080a'],
    draw: (ctx) => {
      const { s } = ctx;
      const shell = s.linear([0, '#3b3c41', 0.5, '#1f2024', 1, '#141518'], 'diagonal');
      const hinge = s.linear([0, '#55575d', 0.3, '#c9cbd0', 0.5, '#6c6f75', 0.8, '#2b2c30', 1, '#4a4c52']);
      return g(
        {},
        // screen half
        pathEl(roundedRectPath(0, 0, w, half, r), { fill: shell }),
        pathEl(roundedRectPath(3, 3, w - 6, half - 8, r - 3), { fill: '#0e0e10' }),
        rect(w / 2 - 7, 9, 14, 1.6, 0.8, { fill: '#2a2b2f' }),
        rect(w / 2 - 6.5, 9.3, 13, 1, 0.5, { fill: '#07070a' }),
        kaiScreen(ctx, 6.6, 17, w - 13.2, 58, { colors: ['#ffb36b', '#e0457b', '#3b1c6e'], style: 'orbs' }, '09:41'),
        rect(w / 2 - 5, 84, 10, 0.6, 0.3, { fill: '#8d8f95', opacity: 0.9 }),
        panelSheen(ctx, roundedRectPath(0, 0, w, half, r), w, half, 'gloss', 0.6),
        // hinge barrel
        pathEl(roundedRectPath(-0.6, hingeY, w + 1.2, hingeH, 5), { fill: hinge }),
        rect(4, hingeY + 2, w - 8, 0.5, 0.25, { fill: '#ffffff', opacity: 0.3 }),
        // keypad half
        pathEl(roundedRectPath(0, lowerY + 4, w, half - 4, r), { fill: shell }),
        pathEl(roundedRectPath(2.5, lowerY + 6, w - 5, half - 9, r - 2.5), { fill: '#18191c' }),
        navCluster(ctx, w / 2, lowerY + 22, w - 8, keyStyle),
        keypad(ctx, { x: 4, y: lowerY + 38, w: w - 8, h: 52, style: keyStyle, keyW: 14.6, keyH: 10, radius: 2.6 }),
        circle(w / 2, h - 3.5, 0.6, { fill: '#050506' }),
        panelSheen(ctx, roundedRectPath(0, lowerY, w, half, r), w, half, 'matte', 0.5),
      );
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Product photos: the shots
// ---------------------------------------------------------------------------------------------

interface ProductShot {
  slug: string;
  device: Solid;
  surface: SurfaceSpec;
  view: View;
}

const W_PHOTO = 1200;
const H_PHOTO = 900;

function productPhoto(shot: ProductShot): string {
  const s = new Svg(W_PHOTO, H_PHOTO);
  const table = surfaceWithLight(s, shot.surface, shot.view.tilt);
  const device = place(s, shot.device, shot.view, { ...TABLE_SHADOW, color: darken(shot.surface.dark, 0.6) });
  return s.render(table + device + grain(s));
}

/**
 * A view that puts the device's point `at` (local millimetres) at `to` in the photo: for close-ups centred on a
 * camera, where the rest of the phone runs off the frame.
 */
function focus(
  device: Solid,
  at: readonly [number, number],
  v: Omit<View, 'cx' | 'cy'>,
  to: readonly [number, number] = [W_PHOTO / 2, H_PHOTO / 2],
): View {
  const dx = at[0] - device.w / 2;
  const dy = at[1] - device.h / 2;
  const a = rad(v.angle);
  const x = (dx * Math.cos(a) - dy * Math.sin(a)) * v.scale;
  const y = (dx * Math.sin(a) + dy * Math.cos(a)) * v.scale * v.tilt;
  return { cx: n(to[0] - x), cy: n(to[1] - y), ...v };
}

const PRODUCT_SHOTS: ProductShot[] = [
  {
    slug: 'samsung-galaxy-a52',
    device: GALAXY_A52,
    surface: { kind: 'marble', light: '#f3f1ee', dark: '#9a9ea6', seed: 11 },
    view: { cx: 600, cy: 440, scale: 4.7, angle: -14, tilt: 0.8 },
  },
  {
    slug: 'xiaomi-redmi-note-12',
    device: REDMI_NOTE_12,
    surface: { kind: 'wood', light: '#b9814f', dark: '#5a3218', seed: 21 },
    view: { cx: 600, cy: 445, scale: 4.4, angle: 12, tilt: 0.82 },
  },
  {
    slug: 'google-pixel-7',
    device: PIXEL_7,
    surface: { kind: 'fabric', light: '#9fb89c', dark: '#4e6a55', seed: 31 },
    view: { cx: 600, cy: 450, scale: 4.8, angle: -8, tilt: 1 },
  },
  {
    slug: 'oneplus-9',
    device: ONEPLUS_9,
    surface: { kind: 'slate', light: '#60656d', dark: '#24272c', seed: 41 },
    view: { cx: 600, cy: 440, scale: 4.5, angle: 18, tilt: 0.78 },
  },
  {
    slug: 'walton-primo-r10',
    device: WALTON_PRIMO_R10,
    surface: { kind: 'wood', light: '#e2c49b', dark: '#a87d4f', seed: 51 },
    view: { cx: 600, cy: 445, scale: 4.4, angle: -20, tilt: 0.82 },
  },
  {
    slug: 'realme-c55',
    device: REALME_C55,
    surface: { kind: 'fabric', light: '#3f5478', dark: '#1a2540', seed: 61 },
    view: { cx: 600, cy: 450, scale: 4.5, angle: 6, tilt: 1 },
  },
  {
    slug: 'iphone-12',
    device: IPHONE_12,
    surface: { kind: 'wood', light: '#d9b487', dark: '#8f6338', seed: 71 },
    view: { cx: 600, cy: 440, scale: 4.9, angle: 16, tilt: 0.8 },
  },
  {
    slug: 'iphone-13-pro',
    device: IPHONE_13_PRO,
    surface: { kind: 'marble', light: '#f6f4f1', dark: '#7d828c', seed: 81 },
    view: { cx: 600, cy: 450, scale: 5, angle: -6, tilt: 1 },
  },
  {
    slug: 'iphone-11',
    device: IPHONE_11,
    surface: { kind: 'fabric', light: '#e7dccb', dark: '#b4a58d', seed: 91 },
    view: { cx: 600, cy: 440, scale: 4.8, angle: -17, tilt: 0.8 },
  },
  {
    slug: 'ipad-9th-gen',
    device: ipadFront(),
    surface: { kind: 'wood', light: '#a8703f', dark: '#4a2612', seed: 101 },
    view: { cx: 600, cy: 450, scale: 2.9, angle: -78, tilt: 0.8 },
  },
  {
    slug: 'nokia-8110-4g',
    device: nokia8110(),
    surface: { kind: 'slate', light: '#7b8794', dark: '#343c46', seed: 111 },
    view: { cx: 600, cy: 450, scale: 4.4, angle: -24, tilt: 0.86 },
  },
  {
    slug: 'nokia-2720-flip',
    device: nokia2720(),
    surface: { kind: 'wood', light: '#e8cfa9', dark: '#b08a5c', seed: 121 },
    view: { cx: 600, cy: 450, scale: 3.75, angle: 14, tilt: 0.86 },
  },
  {
    slug: 'samsung-galaxy-a32',
    device: GALAXY_A32,
    surface: { kind: 'fabric', light: '#d8d4cc', dark: '#8c867c', seed: 131 },
    view: { cx: 600, cy: 445, scale: 4.4, angle: 10, tilt: 0.82 },
  },
];

const MARBLE_WHITE: SurfaceSpec = { kind: 'marble', light: '#f3f1ee', dark: '#9a9ea6', seed: 11 };
const MARBLE_GREY: SurfaceSpec = { kind: 'marble', light: '#f6f4f1', dark: '#7d828c', seed: 81 };

/**
 * The gallery: more photos of the same phones (`<slug>-2.jpg`, `-3`, …), as a seller would take them — the camera
 * close up, the screen side, another angle or another table. The listing page shows the cover and these.
 */
const GALLERY_SHOTS: ProductShot[] = [
  // Samsung Galaxy A52 (advertised): five more
  {
    slug: 'samsung-galaxy-a52-2',
    device: GALAXY_A52_FRONT,
    surface: MARBLE_WHITE,
    view: { cx: 600, cy: 445, scale: 4.7, angle: 9, tilt: 0.84 },
  },
  {
    slug: 'samsung-galaxy-a52-3',
    device: GALAXY_A52,
    surface: MARBLE_WHITE,
    view: focus(GALAXY_A52, [16.5, 25.5], { scale: 11, angle: -14, tilt: 0.86 }, [620, 430]),
  },
  {
    slug: 'samsung-galaxy-a52-4',
    device: GALAXY_A52,
    surface: { kind: 'wood', light: '#b9814f', dark: '#5a3218', seed: 12 },
    view: { cx: 600, cy: 440, scale: 4.5, angle: 28, tilt: 0.78 },
  },
  {
    slug: 'samsung-galaxy-a52-5',
    device: GALAXY_A52,
    surface: { kind: 'fabric', light: '#c9ccd2', dark: '#6f7580', seed: 13 },
    view: { cx: 600, cy: 450, scale: 4.6, angle: -4, tilt: 1 },
  },
  {
    slug: 'samsung-galaxy-a52-6',
    device: GALAXY_A52_FRONT,
    surface: { kind: 'slate', light: '#60656d', dark: '#24272c', seed: 14 },
    view: { cx: 600, cy: 445, scale: 4.5, angle: -26, tilt: 0.8 },
  },
  // Xiaomi Redmi Note 12
  {
    slug: 'xiaomi-redmi-note-12-2',
    device: REDMI_NOTE_12,
    surface: { kind: 'wood', light: '#b9814f', dark: '#5a3218', seed: 21 },
    view: focus(REDMI_NOTE_12, [17.5, 25.5], { scale: 10.5, angle: 12, tilt: 0.84 }),
  },
  {
    slug: 'xiaomi-redmi-note-12-3',
    device: REDMI_NOTE_12,
    surface: { kind: 'marble', light: '#f1f0ee', dark: '#8e939b', seed: 22 },
    view: { cx: 600, cy: 450, scale: 4.3, angle: -18, tilt: 1 },
  },
  // Google Pixel 7
  {
    slug: 'google-pixel-7-2',
    device: PIXEL_7,
    surface: { kind: 'fabric', light: '#9fb89c', dark: '#4e6a55', seed: 31 },
    view: focus(PIXEL_7, [36.6, 28.5], { scale: 10, angle: -8, tilt: 0.86 }),
  },
  {
    slug: 'google-pixel-7-3',
    device: PIXEL_7,
    surface: { kind: 'wood', light: '#a8703f', dark: '#4a2612', seed: 32 },
    view: { cx: 600, cy: 440, scale: 4.6, angle: 22, tilt: 0.8 },
  },
  // OnePlus 9
  {
    slug: 'oneplus-9-2',
    device: ONEPLUS_9,
    surface: { kind: 'slate', light: '#60656d', dark: '#24272c', seed: 41 },
    view: focus(ONEPLUS_9, [17.25, 25], { scale: 10.5, angle: 18, tilt: 0.84 }),
  },
  {
    slug: 'oneplus-9-3',
    device: ONEPLUS_9,
    surface: { kind: 'wood', light: '#e2c49b', dark: '#a87d4f', seed: 42 },
    view: { cx: 600, cy: 450, scale: 4.5, angle: -10, tilt: 1 },
  },
  // Walton Primo R10
  {
    slug: 'walton-primo-r10-2',
    device: WALTON_PRIMO_R10,
    surface: { kind: 'wood', light: '#e2c49b', dark: '#a87d4f', seed: 51 },
    view: focus(WALTON_PRIMO_R10, [19.75, 19.75], { scale: 11, angle: -20, tilt: 0.86 }),
  },
  {
    slug: 'walton-primo-r10-3',
    device: WALTON_PRIMO_R10,
    surface: { kind: 'fabric', light: '#d8d4cc', dark: '#8c867c', seed: 52 },
    view: { cx: 600, cy: 445, scale: 4.4, angle: 14, tilt: 0.84 },
  },
  // Realme C55
  {
    slug: 'realme-c55-2',
    device: REALME_C55,
    surface: { kind: 'fabric', light: '#3f5478', dark: '#1a2540', seed: 61 },
    view: focus(REALME_C55, [17, 23], { scale: 10.5, angle: 6, tilt: 0.88 }),
  },
  {
    slug: 'realme-c55-3',
    device: REALME_C55,
    surface: { kind: 'marble', light: '#f3f1ee', dark: '#9a9ea6', seed: 62 },
    view: { cx: 600, cy: 440, scale: 4.4, angle: -24, tilt: 0.8 },
  },
  // Apple iPhone 12
  {
    slug: 'iphone-12-2',
    device: IPHONE_12,
    surface: { kind: 'wood', light: '#d9b487', dark: '#8f6338', seed: 71 },
    view: focus(IPHONE_12, [18, 18], { scale: 12, angle: 16, tilt: 0.86 }),
  },
  {
    slug: 'iphone-12-3',
    device: IPHONE_12,
    surface: { kind: 'slate', light: '#7b8794', dark: '#343c46', seed: 72 },
    view: { cx: 600, cy: 450, scale: 4.9, angle: -12, tilt: 1 },
  },
  // Apple iPhone 13 Pro (advertised): five more
  {
    slug: 'iphone-13-pro-2',
    device: IPHONE_13_PRO_FRONT,
    surface: MARBLE_GREY,
    view: { cx: 600, cy: 445, scale: 5, angle: 6, tilt: 0.88 },
  },
  {
    slug: 'iphone-13-pro-3',
    device: IPHONE_13_PRO,
    surface: MARBLE_GREY,
    view: focus(IPHONE_13_PRO, [21.4, 21.4], { scale: 11.5, angle: -6, tilt: 0.9 }),
  },
  {
    slug: 'iphone-13-pro-4',
    device: IPHONE_13_PRO,
    surface: { kind: 'slate', light: '#60656d', dark: '#24272c', seed: 82 },
    view: { cx: 600, cy: 440, scale: 4.8, angle: 22, tilt: 0.8 },
  },
  {
    slug: 'iphone-13-pro-5',
    device: IPHONE_13_PRO,
    surface: { kind: 'wood', light: '#d9b487', dark: '#8f6338', seed: 83 },
    view: { cx: 600, cy: 445, scale: 4.8, angle: -22, tilt: 0.82 },
  },
  {
    slug: 'iphone-13-pro-6',
    device: IPHONE_13_PRO_FRONT,
    surface: { kind: 'fabric', light: '#3f5478', dark: '#1a2540', seed: 84 },
    view: { cx: 600, cy: 450, scale: 4.9, angle: -10, tilt: 1 },
  },
  // Apple iPhone 11
  {
    slug: 'iphone-11-2',
    device: IPHONE_11,
    surface: { kind: 'fabric', light: '#e7dccb', dark: '#b4a58d', seed: 91 },
    view: focus(IPHONE_11, [19.25, 19.25], { scale: 12, angle: -17, tilt: 0.86 }),
  },
  {
    slug: 'iphone-11-3',
    device: IPHONE_11,
    surface: { kind: 'wood', light: '#a8703f', dark: '#4a2612', seed: 92 },
    view: { cx: 600, cy: 445, scale: 4.7, angle: 12, tilt: 0.84 },
  },
  // Apple iPad 9th generation
  {
    slug: 'ipad-9th-gen-2',
    device: ipadFront(),
    surface: { kind: 'wood', light: '#a8703f', dark: '#4a2612', seed: 101 },
    view: focus(ipadFront(), [87.05, 222], { scale: 5.2, angle: -78, tilt: 0.84 }, [700, 450]),
  },
  {
    slug: 'ipad-9th-gen-3',
    device: ipadFront(),
    surface: { kind: 'fabric', light: '#c9ccd2', dark: '#6f7580', seed: 102 },
    view: { cx: 600, cy: 450, scale: 2.75, angle: -96, tilt: 1 },
  },
  // Nokia 8110 4G
  {
    slug: 'nokia-8110-4g-2',
    device: nokia8110(),
    surface: { kind: 'slate', light: '#7b8794', dark: '#343c46', seed: 111 },
    view: focus(nokia8110(), [nokia8110().w / 2, nokia8110().h * 0.66], { scale: 8, angle: -24, tilt: 0.88 }),
  },
  {
    slug: 'nokia-8110-4g-3',
    device: nokia8110(),
    surface: { kind: 'wood', light: '#e2c49b', dark: '#a87d4f', seed: 112 },
    view: { cx: 600, cy: 450, scale: 4.3, angle: 16, tilt: 1 },
  },
  // Nokia 2720 Flip
  {
    slug: 'nokia-2720-flip-2',
    device: nokia2720(),
    surface: { kind: 'wood', light: '#e8cfa9', dark: '#b08a5c', seed: 121 },
    view: focus(nokia2720(), [28.25, 46], { scale: 8, angle: 14, tilt: 0.88 }),
  },
  {
    slug: 'nokia-2720-flip-3',
    device: nokia2720(),
    surface: { kind: 'marble', light: '#f1f0ee', dark: '#8e939b', seed: 122 },
    view: { cx: 600, cy: 450, scale: 3.7, angle: -12, tilt: 1 },
  },
  // Samsung Galaxy A32 5G
  {
    slug: 'samsung-galaxy-a32-2',
    device: GALAXY_A32,
    surface: { kind: 'fabric', light: '#d8d4cc', dark: '#8c867c', seed: 131 },
    view: focus(GALAXY_A32, [14, 27], { scale: 10.5, angle: 10, tilt: 0.86 }),
  },
  {
    slug: 'samsung-galaxy-a32-3',
    device: GALAXY_A32,
    surface: { kind: 'slate', light: '#60656d', dark: '#24272c', seed: 132 },
    view: { cx: 600, cy: 440, scale: 4.3, angle: -20, tilt: 0.8 },
  },
];

// ---------------------------------------------------------------------------------------------
// Output
// ---------------------------------------------------------------------------------------------

interface Job {
  file: string;
  svg: () => string;
  format: 'webp' | 'jpeg';
  quality: number;
}

const HOME_JOBS: Job[] = [
  {
    file: path.join(HOME_DIR, 'hero-1-1600.webp'),
    svg: () => heroBuy({ w: 1600, h: 700, fx: 1175, fy: 330, scale: 3.3, compact: false }),
    format: 'webp',
    quality: 72,
  },
  {
    file: path.join(HOME_DIR, 'hero-1-800.webp'),
    svg: () => heroBuy({ w: 800, h: 480, fx: 400, fy: 128, scale: 1.45, compact: true }),
    format: 'webp',
    quality: 72,
  },
  {
    file: path.join(HOME_DIR, 'hero-2-1600.webp'),
    svg: () => heroSell({ w: 1600, h: 700, fx: 1170, fy: 340, scale: 3.3, compact: false }),
    format: 'webp',
    quality: 72,
  },
  {
    file: path.join(HOME_DIR, 'hero-2-800.webp'),
    svg: () => heroSell({ w: 800, h: 480, fx: 410, fy: 128, scale: 1.45, compact: true }),
    format: 'webp',
    quality: 72,
  },
  { file: path.join(HOME_DIR, 'review-1.webp'), svg: () => portrait(MAN), format: 'webp', quality: 80 },
  { file: path.join(HOME_DIR, 'review-2.webp'), svg: () => portrait(WOMAN), format: 'webp', quality: 80 },
];

const PRODUCT_JOBS: Job[] = [...PRODUCT_SHOTS, ...GALLERY_SHOTS].map((shot) => ({
  file: path.join(PRODUCT_DIR, `${shot.slug}.jpg`),
  svg: () => productPhoto(shot),
  format: 'jpeg',
  quality: 85,
}));

/** Renders one job and returns a report line. */
async function run(job: Job): Promise<string> {
  const image = sharp(Buffer.from(job.svg()));
  const out =
    job.format === 'webp'
      ? image.webp({ quality: job.quality, effort: 6, smartSubsample: true })
      : image.flatten({ background: '#ffffff' }).jpeg({ quality: job.quality, mozjpeg: true });
  const buffer = await out.toBuffer();
  await mkdir(path.dirname(job.file), { recursive: true });
  await writeFile(job.file, buffer);
  const meta = await sharp(buffer).metadata();
  const { size } = await stat(job.file);
  return `${path.relative(ROOT, job.file)}  ${meta.width}x${meta.height}  ${size} bytes`;
}

/** Usage: generate-images.ts [filter]; only files whose path contains `filter` are rendered. */
async function main(): Promise<void> {
  const filter = process.argv[2];
  const jobs = [...HOME_JOBS, ...PRODUCT_JOBS].filter((j) => filter === undefined || j.file.includes(filter));
  // librsvg renders one image per thread, so a few at a time finishes sooner; reports stay in order
  const reports: string[] = new Array<string>(jobs.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < jobs.length; i = next++) {
      const job = jobs[i];
      if (job) reports[i] = await run(job);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  console.log(reports.join('\n'));
}

await main();
