import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const ImageParams = z.object({
  file: z.string().regex(/^[a-f0-9]{64}-\d{2,4}\.webp$/, 'Not an image name'),
});

/** Serves stored image variants. Their names are content hashes, so they never change: cache them for a year. */
export const imagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/images/:file', { schema: { params: ImageParams } }, async (request, reply) => {
    const { file } = request.params;
    const etag = `"${file}"`;
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    const object = await app.storage.get(file);
    if (!object) return reply.code(404).send({ error: 'Not Found', message: 'No such image.' });
    return reply.type('image/webp').header('content-length', object.size).send(object.body);
  });
};
