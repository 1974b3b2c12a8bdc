import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { tooManyRequests } from './errors.js';

/**
 * Security headers with a strict Content-Security-Policy (no inline script or style, nothing from other origins but
 * Stripe.js's when Stripe is the payment gateway),
 * HSTS when the site is served over HTTPS, response compression, and the rate limiter that routes opt into.
 */
export const securityPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  // With the Stripe gateway, exactly what Stripe.js needs: its script, its card-field and 3-D Secure frames, its API.
  const stripe = config.payments.gateway === 'stripe';
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(stripe ? ['https://js.stripe.com'] : [])],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...(stripe ? ['https://api.stripe.com'] : [])],
        ...(stripe ? { frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'] } : {}),
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.secureOrigin ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: config.secureOrigin ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // The same headers on every answer, API, pages, assets and errors alike (set before any route runs).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  // Limits live in Redis when REDIS_URL is set, so every instance behind a load balancer counts the same attempts.
  // Redis being down must not lock everyone out: the limiter then lets requests through (and we log it).
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: false })
    : undefined;
  if (redis) {
    redis.on('error', (err) => app.log.warn({ err }, 'redis (rate limits) unavailable'));
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'phonehaat-rate-limit:', skipOnError: true } : {}),
  });

  app.decorate('perUserLimit', ({ name, max, timeWindow, message }: PerUserLimit) => {
    const limit = app.createRateLimit({
      max,
      timeWindow,
      keyGenerator: (request) => `${name}:${request.user?.id ?? request.ip}`,
    });
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const outcome = await limit(request);
      if (!outcome.isAllowed && outcome.isExceeded) throw tooManyRequests(reply, outcome.ttlInSeconds, message);
    };
  });
});

export interface PerUserLimit {
  /** Names the counter (each limit counts on its own). */
  name: string;
  max: number;
  timeWindow: string;
  /** What the person is told when the limit is reached. */
  message: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A preHandler, after authentication: at most `max` calls per signed-in user per `timeWindow`, then 429. */
    perUserLimit(limit: PerUserLimit): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/**
 * helmet's headers for these options, worked out once. Our options depend on nothing in the request (no nonces, no
 * per-route policy), so every answer carries the same set; @fastify/helmet built a new helmet middleware and parsed
 * the policy again on every request (about 6% of the CPU of a cached category page).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}
