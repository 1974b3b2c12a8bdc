/** The home page's reviewer portraits (flat illustration). */
import { circle, darken, ellipse, g, lighten, mix, pathEl, rect, Svg } from '../draw/svg.js';

interface PortraitSpec {
  bg: readonly [string, string];
  skin: string;
  hair: string;
  shirt: string;
  accent: string;
  woman: boolean;
}

export function portrait(p: PortraitSpec): string {
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

export const MAN: PortraitSpec = {
  bg: ['#e8f0fb', '#bcd3f1'],
  skin: '#a8714f',
  hair: '#1d1614',
  shirt: '#4f86c6',
  accent: '#4f86c6',
  woman: false,
};

export const WOMAN: PortraitSpec = {
  bg: ['#fdeee6', '#f6c8b2'],
  skin: '#c48a64',
  hair: '#1b1311',
  shirt: '#e0535f',
  accent: '#f2b632',
  woman: true,
};
