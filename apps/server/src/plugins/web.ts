import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { join } from 'node:path';
import type { Config } from '../config.js';

/**
 * Serves the built web client on the API's port: hashed assets cached for a year, index.html revalidated, and any
 * other GET that is not an API call answered with index.html so the client's router decides (SPA fallback).
 * API paths that match nothing are a JSON 404.
 */
export const webPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  const root = config.webDistDir;
  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      cacheControl: false,
      preCompressed: false,
      setHeaders(res, path) {
        const immutable = path.startsWith(join(root, 'assets'));
        const page = path === join(root, 'index.html');
        res.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : page ? 'no-cache' : 'public, max-age=0, must-revalidate',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/api/') && path !== '/api';
    if (root && wantsPage) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.code(404).send({ error: 'Not Found', message: `No route for ${request.method} ${path}.` });
  });
});
