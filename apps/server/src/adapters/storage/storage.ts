import type { Readable } from 'node:stream';

/** Where image bytes live: local disk by default, an S3-compatible bucket at scale. Keys are content-addressed. */
export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object's bytes as a stream, or undefined when there is no such key. */
  get(key: string): Promise<{ body: Readable; size: number } | undefined>;
  has(key: string): Promise<boolean>;
}
