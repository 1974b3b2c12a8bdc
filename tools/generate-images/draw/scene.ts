/** Scene placement: how an object lying on a surface is seen (views), its shadows and its extruded side. */
import { darken, g, lighten, mix, n, pathEl, rad, type Svg } from './svg.js';

/**
 * How an object lying on a surface is seen. `tilt` < 1 squashes the surface vertically, which
 * reads as a camera looking down at the table at an angle (orthographic, which is close enough).
 */
export interface View {
  cx: number;
  cy: number;
  /** Pixels per millimetre. */
  scale: number;
  /** In-plane rotation in degrees (the object turned on the table). */
  angle: number;
  tilt: number;
}

export interface Ctx {
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
export interface Solid {
  w: number;
  h: number;
  /** Outline path in local millimetres. */
  outline: string;
  thickness: number;
  /** Side colours from the lit top edge to the darker bottom edge. */
  side: readonly [string, string];
  draw: (ctx: Ctx) => string;
}

export interface ShadowStyle {
  color: string;
  /** Strength multiplier: 1 is a normal table shadow. */
  strength: number;
  /** Offset of the soft shadow, in pixels (light comes from the top left). */
  dx: number;
  dy: number;
  /** Blur of the soft shadow, in pixels. */
  spread: number;
}

export const TABLE_SHADOW: ShadowStyle = { color: '#000000', strength: 1, dx: 14, dy: 18, spread: 22 };

export function place(s: Svg, solid: Solid, view: View, shadow: ShadowStyle = TABLE_SHADOW): string {
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
export function raised(ctx: Ctx, d: string, heightPx: number, side: string, top: string, shadowOpacity = 0.45): string {
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
