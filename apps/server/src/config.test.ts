import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('config', () => {
  it('runs on embedded defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database.driver).toBe('pglite');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.seedDemoData).toBe(true);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' });
    expect(config.database).toEqual({ driver: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/test' });
  });

  it('names the variable and the bad value in one line', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/^Invalid configuration: PORT="abc" must be a port number$/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT="70000" must be between 0 and 65535/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL="mysql:\/\/x" must be a postgres:\/\/ URL/,
    );
    expect(() => loadConfig({ SEED_DEMO_DATA: 'maybe' })).toThrow(/SEED_DEMO_DATA="maybe" must be true or false/);
    // A release later than this would come after a card network lets the hold lapse (CARD_HOLD_DAYS).
    expect(loadConfig({ DEAL_RELEASE_DAYS: '3' }).deals.releaseDays).toBe(3);
    expect(() => loadConfig({ DEAL_RELEASE_DAYS: '4' })).toThrow(
      /DEAL_RELEASE_DAYS="4" must be at most 3, or a card hold lapses before the money is taken/,
    );
  });

  it('wants AUTH_SECRET from the environment in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true', IMEI_KEY: 'i'.repeat(32) })).toThrow(
      /^Invalid configuration: AUTH_SECRET="" must be set \(at least 32 characters\) when NODE_ENV=production$/,
    );
    expect(
      loadConfig({
        NODE_ENV: 'production',
        AUTH_SECRET: 'x'.repeat(32),
        PAYMENTS_TEST_MODE: 'true',
        IMEI_KEY: 'i'.repeat(32),
      }).auth.secret,
    ).toBe('x'.repeat(32));
    expect(loadConfig({}).auth.secret).toBeUndefined();
  });

  it('wants IMEI_KEY in production, takes older keys by id for rotation, and never prints a key', () => {
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), PAYMENTS_TEST_MODE: 'true' };
    expect(() => loadConfig(production)).toThrow(
      /^Invalid configuration: IMEI_KEY=\(hidden\) must be set \(at least 32 characters\) when NODE_ENV=production$/,
    );
    const keys = loadConfig({
      IMEI_KEY: 'n'.repeat(32),
      IMEI_KEY_ID: 'k2',
      IMEI_OLD_KEYS: `k1:${'o'.repeat(32)}`,
    }).imeiKeys;
    expect(keys).toEqual({
      current: { id: 'k2', secret: 'n'.repeat(32) },
      old: [{ id: 'k1', secret: 'o'.repeat(32) }],
    });
    expect(() => loadConfig({ IMEI_KEY: 'short secret' })).toThrow(
      /^Invalid configuration: IMEI_KEY=\(hidden\) must be at least 32 characters$/,
    );
    expect(() => loadConfig({ IMEI_OLD_KEYS: 'k1:short' })).toThrow(/IMEI_OLD_KEYS=\(hidden\) must be id:key pairs/);
  });

  it('turns HSTS on only for an https public URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://phonehaat.com.bd/' }).secureOrigin).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'https://phonehaat.com.bd/' }).publicUrl).toBe('https://phonehaat.com.bd');
    expect(loadConfig({}).secureOrigin).toBe(false);
  });

  it('refuses to start production on test cards unless the operator says so', () => {
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), IMEI_KEY: 'i'.repeat(32) };
    expect(() => loadConfig(production)).toThrow(
      /^Invalid configuration: STRIPE_SECRET_KEY="" must be set when NODE_ENV=production \(or set PAYMENTS_TEST_MODE=true to take test cards, no money\)$/,
    );
    expect(loadConfig({ ...production, PAYMENTS_TEST_MODE: 'true' }).payments.gateway).toBe('sandbox');
    const stripe = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_PUBLISHABLE_KEY: 'pk_live_x' };
    expect(loadConfig({ ...production, ...stripe }).payments.gateway).toBe('stripe');
    expect(loadConfig({}).payments.gateway).toBe('sandbox');
  });
});
