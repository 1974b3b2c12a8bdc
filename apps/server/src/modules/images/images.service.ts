import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import type { Storage } from '../../adapters/storage/storage.js';
import type { ImagesRepository } from './images.repository.js';

/** Widths written for every image, for `srcset`; an image narrower than a width is not enlarged. */
export const IMAGE_WIDTHS = [320, 640, 1024] as const;
export const CARD_WIDTH = 640;
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;
// sharp's prebuilt libvips reads the HEIF container only for AVIF: HEIC (HEVC) photos cannot be decoded here. iPhone
// browsers convert HEIC to JPEG when a web page asks for an image, so uploads from them arrive as JPEG.
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif', 'avif']);

/**
 * Photos decoded at once, per process. A 40-megapixel photo takes about 160 MB decoded; without a bound, a handful of
 * sellers uploading together could take the server's memory. The others wait their turn (their upload is already
 * received, at most 10 MB each). `activeCount` and `pendingCount` tell how busy it is.
 */
export const imageWork = pLimit(2);

export class ImageRejectedError extends Error {
  constructor(
    message: string,
    readonly statusCode = 422,
  ) {
    super(message);
  }
}

export interface StoredImage {
  id: string;
  width: number;
  height: number;
  variants: number[];
  bytes: number;
  /** The URL of the card-sized variant: what a product's `picture` holds. */
  url: string;
}

export const imageKey = (id: string, width: number) => `${id}-${width}.webp`;
export const imageUrl = (id: string, width: number) => `/api/images/${imageKey(id, width)}`;

/** The width of the JPEG that link previews show (they want at least 600 px). */
export const SHARE_WIDTH = 1024;
const shareImageKey = (id: string) => `${id}-${SHARE_WIDTH}.jpg`;
/** A listing photo's JPEG for link previews, from its card URL (`/api/images/<id>-640.webp`). */
export const shareImageUrl = (cardUrl: string) => cardUrl.replace(/-\d{2,4}\.webp$/, `-${SHARE_WIDTH}.jpg`);

async function streamToBuffer(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * Decodes an upload by its content (never its name), refuses what is not a photo we accept, and writes WebP
 * variants with the orientation applied and all metadata (EXIF, GPS, ICC beyond sRGB) dropped.
 */
export async function storeImage(
  storage: Storage,
  input: Buffer,
  /** Called with the photo's pixel count before it is decoded; throws to refuse it. */
  beforeDecode?: (pixels: number) => void,
): Promise<StoredImage> {
  if (input.byteLength > MAX_IMAGE_BYTES) throw new ImageRejectedError('The image is larger than 10 MB.', 413);

  let meta: Metadata;
  try {
    // The header only (nothing is decoded here), read without the pixel limit so an oversized photo is told so below.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejectedError(
      'The file is not an image we can read. Please upload a JPEG, PNG, WebP or AVIF photo.',
    );
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) {
    throw new ImageRejectedError('Only JPEG, PNG, WebP or AVIF photos are accepted.', 415);
  }
  if (!meta.width || !meta.height) throw new ImageRejectedError('The image has no size.');
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) {
    throw new ImageRejectedError('The image is larger than 40 megapixels.', 413);
  }
  beforeDecode?.(meta.width * meta.height);

  const id = createHash('sha256').update(input).digest('hex');
  return imageWork(() => encodeVariants(storage, input, id));
}

/** Decodes the photo once and writes each missing WebP width; run under `imageWork`. */
async function encodeVariants(storage: Storage, input: Buffer, id: string): Promise<StoredImage> {
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    // Decode once, fully (a truncated file fails here), with the EXIF orientation applied.
    decoded = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .rotate()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new ImageRejectedError('The image is damaged or incomplete. Please choose another photo.');
  }
  const { width, height } = decoded.info;

  // Every width is written (a small photo is not enlarged), so each variant URL of an image always exists.
  let bytes = 0;
  for (const target of IMAGE_WIDTHS) {
    const key = imageKey(id, target);
    if (!(await storage.has(key))) {
      const out = await sharp(decoded.data, { raw: decoded.info })
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: 72, effort: 4 })
        .toBuffer();
      await storage.put(key, out, 'image/webp');
      bytes += out.byteLength;
    }
  }
  return { id, width, height, variants: [...IMAGE_WIDTHS], bytes, url: imageUrl(id, CARD_WIDTH) };
}

/**
 * How many pixels each uploader may have decoded per minute (fixed one-minute windows, per process): a small file can
 * decode very large, so the number of uploads alone does not bound the work one seller can cause.
 */
export function createPixelBudget(megapixelsPerMinute: number) {
  const used = new LRUCache<string, { pixels: number }>({ max: 10_000, ttl: 60_000, ttlAutopurge: false });
  const budget = megapixelsPerMinute * 1_000_000;
  return (uploaderId: string) => (pixels: number) => {
    const entry = used.get(uploaderId, { updateAgeOnGet: false });
    const total = (entry?.pixels ?? 0) + pixels;
    if (total > budget) {
      throw new ImageRejectedError(
        'You have uploaded many large photos in the last minute. Please wait a minute.',
        429,
      );
    }
    if (entry) entry.pixels = total;
    else used.set(uploaderId, { pixels: total });
  };
}

/** The images domain: uploads checked, stored and recorded; whether an image is ours. */
export function createImagesService(options: {
  storage: Storage;
  repository: ImagesRepository;
  megapixelsPerMinute: number;
}) {
  const { storage, repository } = options;
  const pixelBudget = createPixelBudget(options.megapixelsPerMinute);
  return {
    async upload(uploaderId: string, input: Buffer): Promise<StoredImage> {
      const stored = await storeImage(storage, input, pixelBudget(uploaderId));
      await repository.insert({
        id: stored.id,
        width: stored.width,
        height: stored.height,
        variants: stored.variants,
        bytes: stored.bytes,
        uploaderId,
      });
      return stored;
    },

    /** Whether this image was uploaded to PhoneHaat (a listing's photos must be). */
    exists: (id: string) => repository.exists(id),

    read: (file: string) => storage.get(file),

    /**
     * The photo as a JPEG of its largest width, for link previews (Facebook, Messenger and WhatsApp do not all show
     * WebP): made from the stored WebP the first time it is asked for, then kept. Undefined for an unknown image.
     */
    async shareJpeg(id: string) {
      const key = shareImageKey(id);
      const kept = await storage.get(key);
      if (kept) return kept;
      const source = await storage.get(imageKey(id, SHARE_WIDTH));
      if (!source) return undefined;
      const jpeg = await imageWork(async () =>
        sharp(await streamToBuffer(source.body))
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 80, mozjpeg: true })
          .toBuffer(),
      );
      await storage.put(key, jpeg, 'image/jpeg');
      return { body: Readable.from(jpeg), size: jpeg.byteLength };
    },
  };
}

export type ImagesService = ReturnType<typeof createImagesService>;
