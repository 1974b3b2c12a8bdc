import type { FastifyReply } from 'fastify';
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

/** Sets the `Link: rel="next"` header of a page when there is a next one. */
export function linkNext(
  reply: FastifyReply,
  path: string,
  query: Record<string, string | undefined>,
  next: KeysetCursor | undefined,
): void {
  const link = nextLink(path, query, next);
  if (link) reply.header('link', link);
}

/** A page boundary of a search: the sort column's value at the last row (a time or a price in poisha) and its id. */
export interface SortCursor {
  value: Date | number;
  id: string;
}

export const encodeSortCursor = (c: SortCursor) =>
  Buffer.from(`${c.value instanceof Date ? c.value.toISOString() : String(c.value)}|${c.id}`).toString('base64url');

/** Reads a search cursor for the given sort: a time for 'newest', a whole number of poisha for the price orders. */
export function decodeSortCursor(value: string | undefined, kind: 'time' | 'price'): SortCursor | undefined {
  if (!value) return undefined;
  if (kind === 'time') return toSortCursor(decodeCursor(value));
  const [price, id] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  const poisha = /^\d{1,12}$/.test(price ?? '') ? Number(price) : Number.NaN;
  if (!id || !UUID.test(id) || !Number.isSafeInteger(poisha))
    throw new HttpError(400, 'cursor: not a valid page cursor.');
  return { value: poisha, id };
}

const toSortCursor = (c: KeysetCursor | undefined): SortCursor | undefined => c && { value: c.createdAt, id: c.id };

/** `Link: <path?…&cursor=…>; rel="next"` for a search page. */
export function nextSearchLink(path: string, query: URLSearchParams, next: SortCursor | undefined) {
  if (!next) return undefined;
  const params = new URLSearchParams(query);
  params.set('cursor', encodeSortCursor(next));
  return `<${path}?${params.toString()}>; rel="next"`;
}
