/**
 * Generates PhoneHaat's raster imagery from hand-written SVG, rendered with sharp (librsvg):
 *
 *   - home-page hero slides and reviewer portraits  -> apps/web/src/assets/home/
 *   - seed product photos                           -> apps/server/src/db/seed-assets/products/
 *
 * Run from the repository root (only files whose path contains `name-filter` are rendered):
 *
 *   node --import tsx tools/generate-images/index.ts [name-filter]
 *
 * Everything is deterministic (no randomness; turbulence filters use fixed seeds), so running it
 * again reproduces the same files. Devices are drawn in millimetres at their real proportions and
 * placed into a scene with a View (scale, in-plane rotation and a vertical "tilt" that fakes a
 * camera looking down at a table at an angle).
 */
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { heroBuy, heroSell } from './scenes/hero.js';
import { MAN, portrait, WOMAN } from './scenes/portraits.js';
import { GALLERY_SHOTS, PRODUCT_SHOTS, productPhoto } from './scenes/product-photos.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const HOME_DIR = path.join(ROOT, 'apps/web/src/assets/home');
const PRODUCT_DIR = path.join(ROOT, 'apps/server/src/db/seed-assets/products');

interface Job {
  file: string;
  svg: () => string;
  format: 'webp' | 'jpeg';
  quality: number;
}

const HOME_JOBS: Job[] = [
  {
    file: path.join(HOME_DIR, 'hero-1-1600.webp'),
    svg: () => heroBuy({ w: 1600, h: 700, fx: 1175, fy: 330, scale: 3.3, compact: false }),
    format: 'webp',
    quality: 72,
  },
  {
    file: path.join(HOME_DIR, 'hero-1-800.webp'),
    svg: () => heroBuy({ w: 800, h: 480, fx: 400, fy: 128, scale: 1.45, compact: true }),
    format: 'webp',
    quality: 72,
  },
  {
    file: path.join(HOME_DIR, 'hero-2-1600.webp'),
    svg: () => heroSell({ w: 1600, h: 700, fx: 1170, fy: 340, scale: 3.3, compact: false }),
    format: 'webp',
    quality: 72,
  },
  {
    file: path.join(HOME_DIR, 'hero-2-800.webp'),
    svg: () => heroSell({ w: 800, h: 480, fx: 410, fy: 128, scale: 1.45, compact: true }),
    format: 'webp',
    quality: 72,
  },
  { file: path.join(HOME_DIR, 'review-1.webp'), svg: () => portrait(MAN), format: 'webp', quality: 80 },
  { file: path.join(HOME_DIR, 'review-2.webp'), svg: () => portrait(WOMAN), format: 'webp', quality: 80 },
];

const PRODUCT_JOBS: Job[] = [...PRODUCT_SHOTS, ...GALLERY_SHOTS].map((shot) => ({
  file: path.join(PRODUCT_DIR, `${shot.slug}.jpg`),
  svg: () => productPhoto(shot),
  format: 'jpeg',
  quality: 85,
}));

/** Renders one job and returns a report line. */
async function run(job: Job): Promise<string> {
  const image = sharp(Buffer.from(job.svg()));
  const out =
    job.format === 'webp'
      ? image.webp({ quality: job.quality, effort: 6, smartSubsample: true })
      : image.flatten({ background: '#ffffff' }).jpeg({ quality: job.quality, mozjpeg: true });
  const buffer = await out.toBuffer();
  await mkdir(path.dirname(job.file), { recursive: true });
  await writeFile(job.file, buffer);
  const meta = await sharp(buffer).metadata();
  const { size } = await stat(job.file);
  return `${path.relative(ROOT, job.file)}  ${meta.width}x${meta.height}  ${size} bytes`;
}

/** Renders the jobs whose file path contains the first argument (all of them without one). */
async function main(): Promise<void> {
  const filter = process.argv[2];
  const jobs = [...HOME_JOBS, ...PRODUCT_JOBS].filter((j) => filter === undefined || j.file.includes(filter));
  // librsvg renders one image per thread, so a few at a time finishes sooner; reports stay in order
  const reports: string[] = new Array<string>(jobs.length);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < jobs.length; i = next++) {
      const job = jobs[i];
      if (job) reports[i] = await run(job);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  console.log(reports.join('\n'));
}

await main();
