/** The tablet and the feature phones, drawn front-on. */
import { circle, g, n, pathEl, rect, roundedRectPath } from './svg.js';
import { type Ctx, type Solid } from './scene.js';
import { frameBand, panelSheen } from './device-parts.js';
import { screenGlass, wallpaper } from './screens.js';
import { strokeText } from './glyphs.js';
import { kaiScreen, keypad, type KeyStyle, navCluster } from './feature-phone-parts.js';

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

export function ipadFront(): Solid {
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
export function nokia8110(): Solid {
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
export function nokia2720(): Solid {
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
