/** The slab phones drawn, in millimetres from the manufacturers' spec sheets: backs and fronts. */
import { alpha, circle, g, pathEl, rect, roundedRectPath } from './svg.js';
import { type Ctx, raised } from './scene.js';
import { flash, island, lens, type RingStyle, sensor, slabBack } from './device-parts.js';
import { slabFront } from './screens.js';

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

export const GALAXY_A52 = slabBack({
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

export const IPHONE_12 = slabBack({
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

export const REDMI_NOTE_12 = slabBack({
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

export const PIXEL_7 = slabBack({
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

export const ONEPLUS_9 = slabBack({
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

export const WALTON_PRIMO_R10 = slabBack({
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

export const REALME_C55 = slabBack({
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

export const IPHONE_13_PRO = slabBack({
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

export const IPHONE_11 = slabBack({
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
export const GALAXY_A32 = slabBack({
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
export const GALAXY_A52_FRONT = slabFront({
  w: 75.1,
  h: 159.9,
  r: 9,
  thickness: 8.4,
  bezel: 2.6,
  frame: '#a99bd0',
  wallpaper: { colors: ['#d2c4ff', '#8466e0', '#2c1f6e'], style: 'orbs' },
});

/** The iPhone 13 Pro from the screen side: thin bezels, the smaller notch, graphite steel band. */
export const IPHONE_13_PRO_FRONT = slabFront({
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

export const HERO_FRONT = slabFront({
  w: 73,
  h: 152,
  r: 9.5,
  thickness: 7.8,
  bezel: 2.4,
  frame: '#d9dbe0',
  polished: true,
  wallpaper: { colors: ['#ffb36b', '#ff6a5c', '#6d3fd6'], style: 'orbs' },
});

export const SELL_FRONT = slabFront({
  w: 73,
  h: 152,
  r: 9.5,
  thickness: 7.8,
  bezel: 2.3,
  frame: '#3a3f47',
  polished: true,
  wallpaper: { colors: ['#9be7d4', '#1fb38f', '#0c4a55'], style: 'waves' },
});
