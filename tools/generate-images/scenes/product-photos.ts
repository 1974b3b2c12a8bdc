/** The seed listings' product photos: a device placed on a lit table, and the shots of each listing. */
import { darken, n, rad, Svg } from '../draw/svg.js';
import { place, type Solid, TABLE_SHADOW, type View } from '../draw/scene.js';
import {
  GALAXY_A32,
  GALAXY_A52,
  GALAXY_A52_FRONT,
  IPHONE_11,
  IPHONE_12,
  IPHONE_13_PRO,
  IPHONE_13_PRO_FRONT,
  ONEPLUS_9,
  PIXEL_7,
  REALME_C55,
  REDMI_NOTE_12,
  WALTON_PRIMO_R10,
} from '../draw/devices.js';
import { grain, type SurfaceSpec, surfaceWithLight } from '../draw/surfaces.js';
import { ipadFront, nokia2720, nokia8110 } from '../draw/tablet-and-feature-phones.js';

interface ProductShot {
  slug: string;
  device: Solid;
  surface: SurfaceSpec;
  view: View;
}

const W_PHOTO = 1200;
const H_PHOTO = 900;

export function productPhoto(shot: ProductShot): string {
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

export const PRODUCT_SHOTS: ProductShot[] = [
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
  // The demo sale (seed-data DEMO_SALE): another seller's Nokia 2720 Flip, already sold to the demo buyer.
  {
    slug: 'sold-nokia-2720-flip',
    device: nokia2720(),
    surface: { kind: 'fabric', light: '#c9a3a0', dark: '#7a4f4c', seed: 141 },
    view: { cx: 600, cy: 450, scale: 3.7, angle: -18, tilt: 0.84 },
  },
];

const MARBLE_WHITE: SurfaceSpec = { kind: 'marble', light: '#f3f1ee', dark: '#9a9ea6', seed: 11 };
const MARBLE_GREY: SurfaceSpec = { kind: 'marble', light: '#f6f4f1', dark: '#7d828c', seed: 81 };

/**
 * The gallery: more photos of the same phones (`<slug>-2.jpg`, `-3`, …), as a seller would take them — the camera
 * close up, the screen side, another angle or another table. The listing page shows the cover and these.
 */
export const GALLERY_SHOTS: ProductShot[] = [
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
