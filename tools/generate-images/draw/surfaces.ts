/** Tables for the product photos (wood, marble, fabric, slate), their lighting and the film grain. */
import { alpha, darken, el, g, lighten, mix, n, parseHex, rect, type Svg } from './svg.js';

type SurfaceKind = 'wood' | 'marble' | 'fabric' | 'slate';

export interface SurfaceSpec {
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
export function surfaceWithLight(s: Svg, sf: SurfaceSpec, tilt: number): string {
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
export function grain(s: Svg): string {
  const f = s.canvasFilter(
    turbulence('fractalNoise', 0.9, 0.9, 1, 5) +
      el('feColorMatrix', { type: 'matrix', values: alphaMatrix(false, 0.5, -0.18) }),
  );
  return rect(0, 0, s.width, s.height, 0, { filter: f, opacity: 0.35 });
}
