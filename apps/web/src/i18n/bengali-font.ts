import bold from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-700-normal.woff2?url';
import regular from '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2?url';

/** The Bengali code points (Google Fonts' `bengali` subset): a page without them never fetches the font. */
const BENGALI =
  'U+0951-0952, U+0964-0965, U+0980-09FE, U+1CD0, U+1CD2, U+1CD5-1CD6, U+1CD8, U+1CE1, U+1CEA, U+1CED, U+1CF2, ' +
  'U+1CF5-1CF7, U+200C-200D, U+20B9, U+25CC, U+A8F1';

const FACES = [
  {
    weight: '400',
    local: ['Noto Sans Bengali', 'NotoSansBengali-Regular', 'Noto Sans Bengali UI', 'NotoSansBengaliUI-Regular'],
    url: regular,
  },
  {
    weight: '600 800',
    local: ['Noto Sans Bengali Bold', 'NotoSansBengali-Bold', 'Noto Sans Bengali UI Bold', 'NotoSansBengaliUI-Bold'],
    url: bold,
  },
];

/**
 * 'PhoneHaat Bengali', the first family of the page's font stack (styles/index.css): Noto Sans Bengali, which draws
 * conjuncts right whatever fonts a phone has. The phone's own copy when it has one (Android's system Bengali font is
 * Noto: nothing to download, and the text drawn before looks the same), else ours, self-hosted, about 44 KB a
 * weight. Added by the page's script, after the first paint: the page's HTML, styles and first picture get a slow
 * line first, and the page is first drawn in the system's fonts (font-display: swap).
 */
export function addBengaliFont(): void {
  if (typeof FontFace === 'undefined' || !('fonts' in document)) return;
  for (const face of FACES) {
    const src = [...face.local.map((name) => `local('${name}')`), `url(${face.url}) format('woff2')`].join(', ');
    document.fonts.add(
      new FontFace('PhoneHaat Bengali', src, { weight: face.weight, display: 'swap', unicodeRange: BENGALI }),
    );
  }
}
