import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { Storage } from './storage.js';

/** The same rule as local storage: keys are content hashes with a suffix, never paths. */
const SAFE_KEY = /^[a-z0-9][a-z0-9._-]*$/;

/** Keys are content-addressed, so an object never changes: caches (a CDN in front of the bucket) may keep it. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export interface S3StorageOptions {
  bucket: string;
  /** An S3-compatible store's address; unset means AWS. */
  endpoint?: string | undefined;
  region: string;
  /** Unset: the AWS SDK's default credential chain. */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  /** Prepended to every key: '' or a folder ending in '/'. */
  prefix: string;
  /** A client of your own (tests, custom middleware); otherwise one is made from the options above. */
  client?: S3Client;
}

/** Not-found answers: GetObject says NoSuchKey; HeadObject has no body, so only its status says 404. */
function isNotFound(err: unknown): boolean {
  const { name, $metadata } = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  if (name === 'NoSuchKey' || name === 'NotFound') return true;
  // A missing bucket is a misconfiguration, not a missing image: let it fail loudly.
  return $metadata?.httpStatusCode === 404 && name !== 'NoSuchBucket';
}

/** Objects in an S3 bucket, or any S3-compatible store's (MinIO, Ceph, R2, ...), under one key prefix. */
export function createS3Storage(options: S3StorageOptions): Storage {
  const { bucket, prefix } = options;
  const client =
    options.client ??
    new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      credentials: options.credentials,
      forcePathStyle: options.forcePathStyle,
      // Many S3-compatible stores reject or ignore the CRC32 checksums the SDK now sends by default; AWS keeps them.
      ...(options.endpoint
        ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' }
        : {}),
    });

  const objectKey = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`Unsafe storage key: ${key}`);
    return `${prefix}${key}`;
  };

  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Body: body,
          ContentType: contentType,
          ContentLength: body.byteLength,
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
      );
    },
    async get(key) {
      const Key = objectKey(key);
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key }));
        // In Node the SDK's body is an http.IncomingMessage: a Readable.
        const body = res.Body as Readable | undefined;
        if (!body || res.ContentLength === undefined) {
          body?.destroy();
          throw new Error(`S3 answered GetObject ${Key} without a body or its length`);
        }
        return { body, size: res.ContentLength };
      } catch (err) {
        if (isNotFound(err)) return undefined;
        throw err;
      }
    },
    async has(key) {
      const Key = objectKey(key);
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key }));
        return true;
      } catch (err) {
        if (isNotFound(err)) return false;
        throw err;
      }
    },
  };
}
