import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import { ApiErrorSchema, ImageUploadResultSchema } from '@phonehaat/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors.js';
import { IMAGE_WIDTHS, imageUrl, MAX_IMAGE_BYTES } from './images.service.js';

const ImageParams = z.object({
  file: z.string().regex(/^[a-f0-9]{64}-(\d{2,4}\.webp|1024\.jpg)$/, 'Not an image name'),
});

/** What went wrong reading a multipart upload, as the client's fault it is: a cut-short or malformed form is a 400. */
function uploadError(err: unknown): unknown {
  if (err instanceof HttpError) return err;
  const { code, statusCode } = err as { code?: unknown; statusCode?: unknown };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new HttpError(413, 'The image is larger than 10 MB.');
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new HttpError(400, 'Send one photo in the field "image", and nothing else.');
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return err;
  // Busboy's own parse errors (no boundary, the form ends too soon) carry no status: the form is broken.
  return new HttpError(400, 'The upload was cut short or is not a valid form. Please try again.');
}

/** Serves stored image variants. Their names are content hashes, so they never change: cache them for a year. */
export const imagesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 0, parts: 1 },
    // Busboy (3.2.6) stalls for good on a part it skips (no name, not form-data) when more than its buffer of that
    // part arrives together with the part's end: the request never ends and never gets an answer. A buffer larger
    // than any photo we accept means that cannot happen; the photo is read whole into memory anyway (toBuffer).
    fileHwm: MAX_IMAGE_BYTES + 1024 * 1024,
  });

  // Our image host (replacing the spec's third-party one, same answer): sellers upload one photo in the field
  // `image`; it is checked by content, re-encoded and stored; the answer's url goes into the product's picture.
  const uploadLimit = app.perUserLimit({
    name: 'upload',
    max: app.config.limits.uploadsPerSeller,
    timeWindow: '10 minutes',
    message: 'You have uploaded many photos in a short time. Please wait a few minutes and try again.',
  });
  app.post(
    '/images',
    {
      preHandler: [app.requireRole('Seller'), uploadLimit],
      schema: {
        response: {
          201: ImageUploadResultSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          413: ApiErrorSchema,
          415: ApiErrorSchema,
          422: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw new HttpError(415, 'Send the photo as multipart/form-data in the field "image".');
      let buffer: Buffer;
      try {
        const file = await request.file();
        if (!file || file.fieldname !== 'image') throw new HttpError(400, 'Send the photo in the field "image".');
        buffer = await file.toBuffer();
      } catch (err) {
        throw uploadError(err);
      }
      const stored = await app.images.upload(request.user!.id, buffer);
      const srcset = IMAGE_WIDTHS.map((w) => `${imageUrl(stored.id, w)} ${w}w`).join(', ');
      return reply.code(201).send({ success: true as const, data: { url: stored.url, srcset } });
    },
  );

  app.get(
    '/images/:file',
    {
      schema: {
        params: ImageParams,
        response: {
          200: {
            description: 'The image: WebP in each width, and a JPEG of the largest for link previews.',
            content: {
              'image/webp': { schema: z.instanceof(Readable) },
              'image/jpeg': { schema: z.instanceof(Readable) },
            },
          },
          304: z.undefined(),
          404: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const etag = `"${file}"`;
      reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      const jpeg = file.endsWith('.jpg');
      const object = jpeg ? await app.images.shareJpeg(file.slice(0, 64)) : await app.images.read(file);
      if (!object) return reply.code(404).send({ error: 'Not Found', message: 'No such image.' });
      return reply
        .type(jpeg ? 'image/jpeg' : 'image/webp')
        .header('content-length', object.size)
        .send(object.body);
    },
  );
};
