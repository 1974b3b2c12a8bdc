import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fire, requestDeal } from '../../../test/deal-helpers.js';
import {
  createPrincipal,
  createTestApp,
  listProduct,
  testConfig,
  testImei,
  type Principal,
  type TestContext,
} from '../../../test/helpers.js';
import { createLocalStorage } from '../../adapters/storage/local-storage.js';
import { buildApp, type App } from '../../app.js';
import { phoneIdentities, stolenReports } from '../../db/schema/index.js';

/**
 * Rotating the IMEI key (decision 0014): after the restart with a new IMEI_KEY and the old one in IMEI_OLD_KEYS, a job
 * seals and hashes every stored number again with the new key; the old key can then go, and every number is still
 * found, checked and opened for its deal.
 */

const K1 = 'first-imei-key-of-this-test-000000000';
const K2 = 'second-imei-key-of-this-test-11111111';
// The same sessions on every instance, whichever key ring it has.
const AUTH = { AUTH_SECRET: 'auth-secret-of-the-key-rotation-test-2222' };

let ctx: TestContext;
const instances: App[] = [];
let seller: Principal;
let otherSeller: Principal;
let buyer: Principal;

/** Another instance on the same database, with its own settings (as after a restart). */
async function instance(env: Record<string, string>): Promise<App> {
  const config = testConfig({ ...AUTH, ...env });
  const app = await buildApp({ config, database: ctx.database, storage: createLocalStorage(ctx.config.storageDir) });
  await app.ready();
  instances.push(app);
  return app;
}

const keyIds = async (app: App) => {
  const rows = [
    ...(await app.db.select({ keyId: phoneIdentities.keyId }).from(phoneIdentities)),
    ...(await app.db.select({ keyId: stolenReports.keyId }).from(stolenReports)),
  ];
  return [...new Set(rows.map((r) => r.keyId))].sort();
};

beforeAll(async () => {
  ctx = await createTestApp({ ...AUTH, IMEI_KEY: K1, IMEI_KEY_ID: 'k1' });
  seller = await createPrincipal(ctx.app, 'Seller', 'Rotating Seller');
  otherSeller = await createPrincipal(ctx.app, 'Seller', 'Second Seller');
  buyer = await createPrincipal(ctx.app, 'Buyer', 'Rotating Buyer');
});
afterAll(async () => {
  for (const app of instances) await app.close();
  await ctx.close();
});

describe('rotating the IMEI key', () => {
  it('seals every number again with the new key, after which the old key can go', async () => {
    const onSale = testImei();
    const stolen = testImei();
    const productId = await listProduct(ctx.app, seller, { imei: onSale });
    const report = await ctx.app.inject({
      method: 'POST',
      url: '/api/stolen',
      headers: buyer.headers,
      payload: { imei: stolen, gdNumber: 'Dhanmondi PS GD 77', stolenOn: '2026-10-02', area: 'Dhanmondi, Dhaka' },
    });
    expect(report.statusCode, report.body).toBe(201);
    const { dealId } = await requestDeal(ctx.app, buyer, productId);
    expect((await fire(ctx.app, seller, dealId, { event: 'accept' })).statusCode).toBe(200);
    expect(await keyIds(ctx.app)).toEqual(['k1']);

    // Restarted with k2, k1 kept as an old key: the job re-seals everything.
    const rotated = await instance({ IMEI_KEY: K2, IMEI_KEY_ID: 'k2', IMEI_OLD_KEYS: `k1:${K1}` });
    expect(await rotated.jobs.runDue()).toBeGreaterThanOrEqual(1);
    expect(await keyIds(rotated)).toEqual(['k2']);

    // k1 dropped: the numbers are still read, found and checked.
    const after = await instance({ IMEI_KEY: K2, IMEI_KEY_ID: 'k2' });
    const deal = await after.inject({ method: 'GET', url: `/api/deals/${dealId}`, headers: buyer.headers });
    expect(deal.json().imeis).toEqual([onSale]);
    await expect(listProduct(after, otherSeller, { imei: onSale })).rejects.toThrow(/409/);
    const check = await after.inject({ method: 'POST', url: '/api/phone-check', payload: { imei: stolen } });
    expect(check.json()).toMatchObject({ valid: true, stolen: true });
    await expect(listProduct(after, otherSeller, { imei: stolen })).rejects.toThrow(/409/);
    const mine = await after.inject({ method: 'GET', url: '/api/stolen', headers: buyer.headers });
    expect(mine.json()).toEqual([expect.objectContaining({ imei: stolen })]);
  });
});
