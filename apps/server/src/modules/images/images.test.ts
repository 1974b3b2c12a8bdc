import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createPrincipal, createTestApp, multipartBody, samplePhoto, type TestContext } from '../../../test/helpers.js';
import { ImageRejectedError, imageWork, storeImage } from './images.service.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** A 1200x800 JPEG photo with GPS coordinates and a camera model in its EXIF, as a phone writes it. */
async function photoWithGps(orientation = 1) {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 30, g: 120, b: 90 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Samsung', Model: 'Galaxy A52' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 48/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '90/1 24/1 0/1' },
    })
    .withMetadata({ orientation })
    .toBuffer();
}

describe('storing images', () => {
  it('re-encodes a photo to WebP in three widths with EXIF and GPS removed', async () => {
    const input = await photoWithGps();
    const exif = (await sharp(input).metadata()).exif;
    expect(exif?.includes(Buffer.from('Galaxy A52'))).toBe(true);

    const stored = await storeImage(ctx.app.storage, input);
    expect(stored.url).toBe(`/api/images/${stored.id}-640.webp`);
    expect(stored.variants).toEqual([320, 640, 1024]);

    for (const width of [320, 640, 1024]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/images/${stored.id}-${width}.webp` });
      expect(res.statusCode).toBe(200);
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
      expect(meta.exif).toBeUndefined();
    }
  });

  it('applies the EXIF orientation so a portrait photo stays upright', async () => {
    expect((await sharp(await photoWithGps(6)).metadata()).orientation).toBe(6);
    const stored = await storeImage(ctx.app.storage, await photoWithGps(6));
    expect({ width: stored.width, height: stored.height }).toEqual({ width: 800, height: 1200 });
  });

  it('refuses a text file whatever its name, by content', async () => {
    await expect(storeImage(ctx.app.storage, Buffer.from('just some text pretending to be a .jpg'))).rejects.toThrow(
      ImageRejectedError,
    );
  });

  it('refuses an SVG, which can carry script', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    await expect(storeImage(ctx.app.storage, svg)).rejects.toMatchObject({ statusCode: 415 });
  });

  it('refuses a truncated JPEG', async () => {
    const input = await photoWithGps();
    await expect(storeImage(ctx.app.storage, input.subarray(0, Math.floor(input.length / 2)))).rejects.toThrow(
      /damaged or incomplete/,
    );
  });
});

describe('many uploads at once', () => {
  it('decodes two photos at a time, the others waiting their turn, and answers every one', async () => {
    const seller = await createPrincipal(ctx.app, 'Seller', 'Busy Seller');
    const photos = await Promise.all(Array.from({ length: 6 }, (_, i) => samplePhoto(500 + i, 2400, 1800)));
    // A damaged photo among them is refused and gives its turn up to the next one.
    const damaged = photos[0]!.subarray(0, Math.floor(photos[0]!.length / 2));
    let active = 0;
    let waiting = 0;
    const sampler = setInterval(() => {
      active = Math.max(active, imageWork.activeCount);
      waiting = Math.max(waiting, imageWork.pendingCount);
    }, 1);
    try {
      const answers = await Promise.all(
        [damaged, ...photos.slice(1)].map((photo) => {
          const form = multipartBody('image', 'phone.jpg', 'image/jpeg', photo);
          return ctx.app.inject({
            method: 'POST',
            url: '/api/images',
            payload: form.payload,
            headers: { ...form.headers, ...seller.headers },
          });
        }),
      );
      expect(answers.map((res) => res.statusCode)).toEqual([422, 201, 201, 201, 201, 201]);
    } finally {
      clearInterval(sampler);
    }
    expect(active).toBe(2);
    expect(waiting).toBeGreaterThanOrEqual(1);
    expect({ active: imageWork.activeCount, waiting: imageWork.pendingCount }).toEqual({ active: 0, waiting: 0 });
  });
});

describe('GET /api/images/:file', () => {
  it('serves variants with a year of immutable caching and answers a revalidation with 304', async () => {
    const stored = await storeImage(ctx.app.storage, await photoWithGps());
    const url = `/api/images/${stored.id}-320.webp`;
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const again = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('answers an unknown image with a JSON 404 and a malformed name with a 400', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: `/api/images/${'a'.repeat(64)}-640.webp` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Not Found', message: 'No such image.' });
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/images/..%2F..%2Fetc%2Fpasswd' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'Bad Request' });
  });
});
