import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.js';
import { ConfigError, loadConfig, type Config } from '../../config.js';
import {
  createPrincipal,
  createTestDatabase,
  multipartBody,
  samplePhoto,
  testConfig,
  type TestDatabase,
} from '../../../test/helpers.js';
import { createLocalStorage } from './local-storage.js';
import { createS3Storage, type S3StorageOptions } from './s3-storage.js';
import type { Storage } from './storage.js';

/** s3rver (an S3 server in Node, on its own folder) ships no types; this is the part we use. */
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverOptions = {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
};
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: S3rverOptions) => S3rverInstance;

const BUCKET = 'phonehaat-test';
const APP_BUCKET = 'phonehaat-app';
/** s3rver's built-in account. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

let s3rverDir: string;
let localDir: string;
let s3rver: S3rverInstance;
let endpoint: string;
/** Our own view of the bucket, to check what really landed in it. */
let inspector: S3Client;

beforeAll(async () => {
  s3rverDir = mkdtempSync(join(tmpdir(), 'phonehaat-s3rver-'));
  localDir = mkdtempSync(join(tmpdir(), 'phonehaat-local-storage-'));
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3rverDir,
    configureBuckets: [{ name: BUCKET }, { name: APP_BUCKET }],
  });
  const { port } = await s3rver.run();
  endpoint = `http://127.0.0.1:${port}`;
  inspector = new S3Client({ endpoint, region: 'us-east-1', credentials: CREDENTIALS, forcePathStyle: true });
});

afterAll(async () => {
  inspector?.destroy();
  await s3rver?.close();
  rmSync(s3rverDir, { recursive: true, force: true });
  rmSync(localDir, { recursive: true, force: true });
});

const s3Options = (overrides: Partial<S3StorageOptions> = {}): S3StorageOptions => ({
  bucket: BUCKET,
  endpoint,
  region: 'us-east-1',
  credentials: CREDENTIALS,
  forcePathStyle: true,
  prefix: 'images/',
  ...overrides,
});

/** A content-addressed key as the images module makes them, unique per call. */
let serial = 0;
const newKey = () => `${(serial += 1).toString(16).padStart(8, '0')}${'ab'.repeat(28)}-640.webp`;
const UNSAFE_KEYS = ['../escape.webp', 'a/b.webp', '/abs.webp', '.hidden', 'Upper.webp', '', 'sp ace.webp'];

const adapters: [string, () => Storage][] = [
  ['local', () => createLocalStorage(localDir)],
  ['s3', () => createS3Storage(s3Options())],
];

describe.each(adapters)('%s storage', (kind, make) => {
  it('reports its kind', () => {
    expect(make().kind).toBe(kind);
  });

  it('gives back the bytes that were put, with their size', async () => {
    const storage = make();
    const key = newKey();
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256));
    await storage.put(key, bytes, 'image/webp');
    const object = await storage.get(key);
    expect(object).toBeDefined();
    expect(object!.size).toBe(bytes.byteLength);
    expect((await buffer(object!.body)).equals(bytes)).toBe(true);
  });

  it('knows which keys it has', async () => {
    const storage = make();
    const key = newKey();
    expect(await storage.has(key)).toBe(false);
    await storage.put(key, Buffer.from('webp bytes'), 'image/webp');
    expect(await storage.has(key)).toBe(true);
  });

  it('answers undefined for a key it does not have', async () => {
    expect(await make().get(newKey())).toBeUndefined();
  });

  it('overwrites a key with the same content without complaint (content-addressed re-upload)', async () => {
    const storage = make();
    const key = newKey();
    await storage.put(key, Buffer.from('same'), 'image/webp');
    await storage.put(key, Buffer.from('same'), 'image/webp');
    expect((await buffer((await storage.get(key))!.body)).toString()).toBe('same');
  });

  it.each(UNSAFE_KEYS)('refuses the unsafe key %j', async (key) => {
    const storage = make();
    await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/Unsafe storage key/);
    await expect(storage.get(key)).rejects.toThrow(/Unsafe storage key/);
  });
});

describe('s3 storage over real S3 HTTP (s3rver)', () => {
  it('stores the object under the prefix with its content type and a year of immutable caching', async () => {
    const key = newKey();
    await createS3Storage(s3Options()).put(key, Buffer.from('RIFF....WEBP'), 'image/webp');
    const head = await inspector.send(new HeadObjectCommand({ Bucket: BUCKET, Key: `images/${key}` }));
    expect(head.ContentType).toBe('image/webp');
    expect(head.CacheControl).toBe('public, max-age=31536000, immutable');
    expect(head.ContentLength).toBe(12);
  });

  it('honours another prefix, and none', async () => {
    const key = newKey();
    await createS3Storage(s3Options({ prefix: 'shop/photos/' })).put(key, Buffer.from('a'), 'image/webp');
    await createS3Storage(s3Options({ prefix: '' })).put(key, Buffer.from('b'), 'image/webp');
    const nested = await inspector.send(new HeadObjectCommand({ Bucket: BUCKET, Key: `shop/photos/${key}` }));
    const root = await inspector.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }));
    expect([nested.ContentLength, root.ContentLength]).toEqual([1, 1]);
    expect(await createS3Storage(s3Options()).has(key)).toBe(false);
  });

  it('refuses an unsafe key in has() too, before any request', async () => {
    await expect(createS3Storage(s3Options()).has('../escape.webp')).rejects.toThrow(/Unsafe storage key/);
  });

  it('lets errors other than not-found through: a missing bucket', async () => {
    const storage = createS3Storage(s3Options({ bucket: 'no-such-bucket' }));
    await expect(storage.put(newKey(), Buffer.from('x'), 'image/webp')).rejects.toMatchObject({
      name: 'NoSuchBucket',
    });
    await expect(storage.get(newKey())).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });

  it('lets errors other than not-found through: credentials the store refuses', async () => {
    const storage = createS3Storage(
      s3Options({ credentials: { accessKeyId: 'WRONG', secretAccessKey: 'WRONG-SECRET' } }),
    );
    await expect(storage.get(newKey())).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
    await expect(storage.has(newKey())).rejects.toMatchObject({ $metadata: { httpStatusCode: 403 } });
    await expect(storage.put(newKey(), Buffer.from('x'), 'image/webp')).rejects.toMatchObject({
      $metadata: { httpStatusCode: 403 },
    });
  });

  it('lets errors other than not-found through: a store that is down', async () => {
    const closedPort = await freePort();
    const storage = createS3Storage(s3Options({ endpoint: `http://127.0.0.1:${closedPort}` }));
    await expect(storage.has(newKey())).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    await expect(storage.get(newKey())).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });
});

/** A port nothing listens on: bound, read, released. */
async function freePort(): Promise<number> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('S3 configuration', () => {
  it('keeps local storage when S3_BUCKET is unset', () => {
    const config = loadConfig({});
    expect(config.storage).toEqual({ kind: 'local', dir: config.storageDir });
  });

  it('defaults to AWS in us-east-1, virtual-hosted URLs, the SDK credential chain and the images/ prefix', () => {
    expect(loadConfig({ S3_BUCKET: 'phonehaat-images' }).storage).toEqual({
      kind: 's3',
      bucket: 'phonehaat-images',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
      prefix: 'images/',
    });
  });

  it('uses path-style URLs for an S3-compatible endpoint unless told otherwise', () => {
    const env = {
      S3_BUCKET: 'phonehaat-images',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'auto',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PREFIX: 'phonehaat/img',
    };
    expect(loadConfig(env).storage).toEqual({
      kind: 's3',
      bucket: 'phonehaat-images',
      endpoint: 'http://127.0.0.1:9000',
      region: 'auto',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
      prefix: 'phonehaat/img/',
    });
    expect(loadConfig({ ...env, S3_FORCE_PATH_STYLE: 'false' }).storage).toMatchObject({ forcePathStyle: false });
    expect(loadConfig({ ...env, S3_PREFIX: '/' }).storage).toMatchObject({ prefix: '' });
  });

  it('stops on a bad value with one clear line', () => {
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'notaurl' })).toThrow(ConfigError);
    expect(() => loadConfig({ S3_BUCKET: 'phonehaat-images', S3_ENDPOINT: 'notaurl' })).toThrow(
      /^Invalid configuration: S3_ENDPOINT="notaurl" must be an http:\/\/ or https:\/\/ URL such as https:\/\/s3\.example\.com$/,
    );
    expect(() => loadConfig({ S3_BUCKET: 's3://phonehaat' })).toThrow(
      /^Invalid configuration: S3_BUCKET="s3:\/\/phonehaat" must be a bucket name such as phonehaat-images$/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'phonehaat-images', S3_FORCE_PATH_STYLE: 'sometimes' })).toThrow(
      /S3_FORCE_PATH_STYLE="sometimes" must be true or false/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'phonehaat-images', S3_PREFIX: 'a/../b' })).toThrow(/S3_PREFIX="a\/..\/b"/);
    expect(() => loadConfig({ S3_BUCKET: 'phonehaat-images', S3_PREFIX: '/images' })).toThrow(/S3_PREFIX="\/images"/);
  });

  it('refuses an endpoint or keys without a bucket, and a key id without its secret (never printing the secret)', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /^Invalid configuration: S3_BUCKET="" must be set when S3_ENDPOINT is set$/,
    );
    // The defaults as .env.example writes them are fine without a bucket: local storage.
    expect(loadConfig({ S3_REGION: 'us-east-1', S3_PREFIX: 'images/' }).storage.kind).toBe('local');
    expect(() => loadConfig({ S3_BUCKET: 'phonehaat-images', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /^Invalid configuration: S3_SECRET_ACCESS_KEY="" set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither$/,
    );
    let message = '';
    try {
      loadConfig({ S3_BUCKET: 'phonehaat-images', S3_SECRET_ACCESS_KEY: 'top-secret-value' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/^Invalid configuration: S3_ACCESS_KEY_ID="" set both/);
    expect(message).not.toContain('top-secret-value');
  });
});

describe('the app on S3 storage', () => {
  let config: Config;
  let database: TestDatabase;
  let app: App;

  beforeAll(async () => {
    config = testConfig({
      S3_BUCKET: APP_BUCKET,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
    database = await createTestDatabase();
    app = await buildApp({ config, database });
  });

  afterAll(async () => {
    await app?.close();
    await database?.destroy();
    if (config) rmSync(config.dataDir, { recursive: true, force: true });
  });

  it('chooses S3 from the configuration', () => {
    expect(app.storage.kind).toBe('s3');
  });

  it('stores an uploaded photo in the bucket and serves it back from there', async () => {
    const seller = await createPrincipal(app, 'Seller');
    const body = multipartBody('image', 'phone.jpg', 'image/jpeg', await samplePhoto());
    const upload = await app.inject({
      method: 'POST',
      url: '/api/images',
      payload: body.payload,
      headers: { ...body.headers, ...seller.headers },
    });
    expect(upload.statusCode).toBe(201);
    const { url } = upload.json<{ data: { url: string } }>().data;
    expect(url).toMatch(/^\/api\/images\/[a-f0-9]{64}-640\.webp$/);

    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.byteLength);
    const meta = await sharp(res.rawPayload).metadata();
    expect({ format: meta.format, width: meta.width }).toEqual({ format: 'webp', width: 640 });

    // Really in the bucket, byte for byte, and not on local disk.
    const file = url.split('/').pop()!;
    for (const width of [320, 640, 1024]) {
      const head = await inspector.send(
        new HeadObjectCommand({ Bucket: APP_BUCKET, Key: `images/${file.replace('-640.', `-${width}.`)}` }),
      );
      expect(head.ContentType).toBe('image/webp');
      expect(head.CacheControl).toBe('public, max-age=31536000, immutable');
    }
    const head = await inspector.send(new HeadObjectCommand({ Bucket: APP_BUCKET, Key: `images/${file}` }));
    expect(head.ContentLength).toBe(res.rawPayload.byteLength);
    expect(existsSync(config.storageDir)).toBe(false);
  });

  it('answers 404 JSON for an image that is not in the bucket', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/images/${'0'.repeat(64)}-640.webp` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not Found', message: 'No such image.' });
  });

  it('answers 5xx JSON, without detail, when the store is down', async () => {
    const down = await buildApp({
      config,
      database,
      storage: createS3Storage({ ...s3Options(), endpoint: `http://127.0.0.1:${await freePort()}` }),
    });
    try {
      const res = await down.inject({ method: 'GET', url: `/api/images/${'0'.repeat(64)}-640.webp` });
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
      expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
      expect(res.body).not.toContain('127.0.0.1');
    } finally {
      await down.close();
    }
  });
});
