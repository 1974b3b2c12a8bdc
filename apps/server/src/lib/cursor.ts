import { z } from 'zod';
import { HttpError } from '../plugins/errors.js';

/** Keyset cursors: opaque to clients, `base64url(createdAt ISO|id)`. */
export interface KeysetCursor {
  createdAt: Date;
  id: string;
}

export const encodeCursor = (c: KeysetCursor) =>
  Buffer.from(`${c.createdAt.toISOString()}|${c.id}`).toString('base64url');

/** Every row id (products, users) is a UUID; a cursor naming anything else was not made by us. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The dates the database can compare with (and JavaScript writes as plain ISO): years 1970 to 9999. */
const LATEST = Date.UTC(9999, 11, 31);

export function decodeCursor(value: string | undefined): KeysetCursor | undefined {
  if (!value) return undefined;
  const [iso, id] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(iso ?? '');
  const time = createdAt.getTime();
  if (!id || !UUID.test(id) || Number.isNaN(time) || time < 0 || time > LATEST)
    throw new HttpError(400, 'cursor: not a valid page cursor.');
  return { createdAt, id };
}

export const CursorQuery = z.string().max(200).optional();

/** `Link: <path?cursor=…>; rel="next"` for the next page, keeping the first page's plain-array body. */
export function nextLink(path: string, query: Record<string, string | undefined>, next: KeysetCursor | undefined) {
  if (!next) return undefined;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && k !== 'cursor') params.set(k, v);
  params.set('cursor', encodeCursor(next));
  return `<${path}?${params.toString()}>; rel="next"`;
}
