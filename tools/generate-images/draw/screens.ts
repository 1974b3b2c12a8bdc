/** Screens and wallpapers: the front of a slab phone. */
import { alpha, circle, darken, g, lighten, mix, n, pathEl, rect, roundedRectPath } from './svg.js';
import { type Ctx, type Solid } from './scene.js';
import { frameBand } from './device-parts.js';

export interface Wallpaper {
  colors: readonly [string, string, string];
  style: 'waves' | 'orbs' | 'dunes';
}

export function wallpaper(ctx: Ctx, x: number, y: number, w: number, h: number, wp: Wallpaper): string {
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

export function screenGlass(ctx: Ctx, d: string, w: number, h: number): string {
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

export function slabFront(spec: FrontSpec): Solid {
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
