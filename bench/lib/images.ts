import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { createLocalStorage } from '../../apps/server/src/adapters/storage/local-storage.js';
import { imageKey, storeImage } from '../../apps/server/src/modules/images/images.service.js';
import { ROOT } from './processes.js';

/**
 * A deterministic 4000x3000 photo-like JPEG (12 megapixels, what a phone camera gives): smooth colour fields from
 * an upscaled random grid, soft shapes, and fine sensor-like grain, so it compresses like a photo, not a test card.
 */
export async function twelveMegapixelPhoto(): Promise<Buffer> {
  let seed = 7;
  const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31) * 255;
  const grid = Buffer.alloc(40 * 30 * 3, 0).map(() => random());
  const base = await sharp(grid, { raw: { width: 40, height: 30, channels: 3 } })
    .resize(4000, 3000, { kernel: 'cubic' })
    .blur(8)
    .raw()
    .toBuffer();
  const grain = Buffer.alloc(4000 * 3000 * 3);
  for (let i = 0; i < grain.length; i += 1)
    grain[i] = Math.max(0, Math.min(255, base[i]! + (random() / 255 - 0.5) * 18));
  const shapes = Buffer.from(
    `<svg width="4000" height="3000" xmlns="http://www.w3.org/2000/svg">
      <rect x="1300" y="500" width="1400" height="2200" rx="180" fill="#1b1f24" opacity="0.9"/>
      <rect x="1380" y="620" width="1240" height="1960" rx="60" fill="#3d6f9e" opacity="0.85"/>
      <circle cx="2000" cy="2640" r="40" fill="#555"/>
    </svg>`,
  );
  return sharp(grain, { raw: { width: 4000, height: 3000, channels: 3 } })
    .composite([{ input: shapes }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

export interface ImageFigures {
  uploadBytes: number;
  variants: Record<number, number>;
  /** The demo photos' (covers and galleries) card (640) variants, for a second, real-photo figure. */
  demoCards: { min: number; median: number; max: number; count: number };
}

export async function imageFigures(): Promise<ImageFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'phonehaat-bench-images-'));
  try {
    const storage = createLocalStorage(dir);
    const upload = await twelveMegapixelPhoto();
    const stored = await storeImage(storage, upload);
    const variants: Record<number, number> = {};
    for (const width of stored.variants) {
      const key = imageKey(stored.id, width);
      variants[width] = statSync(join(dir, key.slice(0, 2), key)).size;
    }
    const assets = join(ROOT, 'apps/server/src/db/seed-assets/products');
    const cards: number[] = [];
    for (const name of readdirSync(assets).filter((f) => f.endsWith('.jpg'))) {
      const photo = await storeImage(storage, readFileSync(join(assets, name)));
      const key = imageKey(photo.id, 640);
      cards.push(statSync(join(dir, key.slice(0, 2), key)).size);
    }
    cards.sort((a, b) => a - b);
    return {
      uploadBytes: upload.byteLength,
      variants,
      demoCards: {
        min: cards[0] ?? 0,
        median: cards[Math.floor(cards.length / 2)] ?? 0,
        max: cards.at(-1) ?? 0,
        count: cards.length,
      },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
