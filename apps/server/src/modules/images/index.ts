import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createImagesRepository } from './images.repository.js';
import { imagesRoutes } from './images.routes.js';
import { createImagesService, type ImagesService } from './images.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    images: ImagesService;
  }
}

/** The images domain: its service built once (app.images) and its routes under /api. */
export const imagesDomain = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'images',
      createImagesService({
        storage: app.storage,
        repository: createImagesRepository(app.db),
        megapixelsPerMinute: app.config.limits.uploadMegapixelsPerMinute,
      }),
    );
    await app.register(imagesRoutes, { prefix: '/api' });
  },
  { name: 'images', dependencies: ['auth'] },
);
