import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root, so relative paths mean the same thing whichever directory npm runs us from. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const ConfigSchema = z
  .object({
    PORT: z.coerce
      .number({ message: 'must be a port number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    PUBLIC_URL: z.url({ message: 'must be a URL such as https://phonehaat.com.bd' }).optional(),
    DATA_DIR: z.string().min(1).default('data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
    WEB_DIST_DIR: z.string().min(1).default('apps/web/dist'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SEED_DEMO_DATA: booleanFlag.default(true),
    TRUST_PROXY: booleanFlag.default(false),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  })
  .transform((env) => {
    const dataDir = resolve(REPO_ROOT, env.DATA_DIR);
    const webDistDir = resolve(REPO_ROOT, env.WEB_DIST_DIR);
    const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
    return {
      port: env.PORT,
      host: env.HOST,
      publicUrl: publicUrl.replace(/\/$/, ''),
      secureOrigin: publicUrl.startsWith('https://'),
      dataDir,
      database: env.DATABASE_URL
        ? ({ driver: 'postgres', url: env.DATABASE_URL } as const)
        : ({ driver: 'pglite', dir: resolve(dataDir, 'pglite') } as const),
      storageDir: resolve(dataDir, 'files'),
      webDistDir: existsSync(resolve(webDistDir, 'index.html')) ? webDistDir : undefined,
      logLevel: env.LOG_LEVEL,
      seedDemoData: env.SEED_DEMO_DATA,
      trustProxy: env.TRUST_PROXY,
      shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    };
  });

export type Config = z.output<typeof ConfigSchema>;
export type DatabaseConfig = Config['database'];

export class ConfigError extends Error {}

/** Reads and validates the environment. The only place in the server that reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const relevant = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = ConfigSchema.safeParse(relevant);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = issue.path.join('.');
      return `${name}=${JSON.stringify(env[name] ?? '')} ${issue.message}`;
    });
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}`);
  }
  return result.data;
}
