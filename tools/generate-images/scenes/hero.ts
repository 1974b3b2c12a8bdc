/** The home page's hero slides: buying (phones, trust badge, rating) and selling (price tag, coins, camera). */
import { alpha, circle, el, ellipse, g, n, pathEl, rad, rect, Svg } from '../draw/svg.js';
import { place, type ShadowStyle, type Solid, type View } from '../draw/scene.js';
import { takaSign } from '../draw/glyphs.js';
import { GALAXY_A52, HERO_FRONT, IPHONE_12, SELL_FRONT } from '../draw/devices.js';

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

export function heroBuy(layout: HeroLayout): string {
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

export function heroSell(layout: HeroLayout): string {
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
