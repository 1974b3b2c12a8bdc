import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '../config.js';

/**
 * Security headers with a strict Content-Security-Policy (no inline script or style, nothing from other origins but
 * Stripe.js's when Stripe is the payment gateway),
 * HSTS when the site is served over HTTPS, response compression, and the rate limiter that routes opt into.
 */
export const securityPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  // With the Stripe gateway, exactly what Stripe.js needs: its script, its card-field and 3-D Secure frames, its API.
  const stripe = config.payments.gateway === 'stripe';
  await app.register(helmet, {
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
});
