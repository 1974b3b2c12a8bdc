/** SVG building blocks: colour and number helpers, element builders and the `Svg` document that collects defs. */

type Rgb = [number, number, number];

export function parseHex(hex: string): Rgb {
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
export function mix(a: string, b: string, t: number): string {
  const ca = parseHex(a);
  const cb = parseHex(b);
  return toHex([ca[0] + (cb[0] - ca[0]) * t, ca[1] + (cb[1] - ca[1]) * t, ca[2] + (cb[2] - ca[2]) * t]);
}

export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);
export const darken = (c: string, t: number) => mix(c, '#000000', t);

/** Keeps the SVG compact and the output stable. */
export const n = (v: number) => Number(v.toFixed(2));

export const rad = (deg: number) => (deg * Math.PI) / 180;

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

export const el = (tag: string, a: Attrs, ...children: string[]) =>
  children.length > 0 ? `<${tag}${attrs(a)}>${children.join('')}</${tag}>` : `<${tag}${attrs(a)}/>`;
export const g = (a: Attrs, ...children: string[]) => el('g', a, ...children);
export const rect = (x: number, y: number, w: number, h: number, r: number, a: Attrs = {}) =>
  el('rect', { x, y, width: w, height: h, rx: r, ...a });
export const circle = (cx: number, cy: number, r: number, a: Attrs = {}) => el('circle', { cx, cy, r, ...a });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, a: Attrs = {}) =>
  el('ellipse', { cx, cy, rx, ry, ...a });
export const pathEl = (d: string, a: Attrs = {}) => el('path', { d, ...a });

/** A colour with opacity, as #rrggbbaa. */
export const alpha = (color: string, a: number) =>
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
export class Svg {
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
export function roundedRectPath(x: number, y: number, w: number, h: number, r: number): string {
  const rr = Math.min(r, w / 2, h / 2);
  return (
    `M${n(x + rr)} ${n(y)}H${n(x + w - rr)}A${n(rr)} ${n(rr)} 0 0 1 ${n(x + w)} ${n(y + rr)}` +
    `V${n(y + h - rr)}A${n(rr)} ${n(rr)} 0 0 1 ${n(x + w - rr)} ${n(y + h)}H${n(x + rr)}` +
    `A${n(rr)} ${n(rr)} 0 0 1 ${n(x)} ${n(y + h - rr)}V${n(y + rr)}A${n(rr)} ${n(rr)} 0 0 1 ${n(x + rr)} ${n(y)}Z`
  );
}
