import { connect } from 'node:net';
import {
  AddProductBodySchema,
  AdvertiseSchema,
  CreateOrderSchema,
  CreatePaymentIntentSchema,
  CreateUserSchema,
  LoginSchema,
  PaymentRecordSchema,
  RegisterSchema,
  ReportSchema,
  SandboxCardSchema,
  VerifySellerSchema,
} from '@phonehaat/shared';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  createPrincipal,
  createTestApp,
  multipartBody,
  samplePhoto,
  sessionCookie,
  validProduct,
  type Principal,
  type TestContext,
} from './helpers.js';
import { apiRoutes } from './route-log.js';

/**
 * Hostile input: property-based requests to every route the app registers, built from the shared schemas and far
 * beyond them, sent by the right principal (so they pass the gates and reach validation and the business rules) and
 * by others. Whatever arrives, the answer is a success or a 4xx with a JSON `{error, message}`, never a 5xx, and the
 * server keeps answering.
 */
vi.mock('fastify', async (original) => (await import('./route-log.js')).withRouteLog(await original()));

/** Locally, `HOSTILE_RUNS_FACTOR=10` digs deeper; the suite's own budget (under ~90 s on 2 cores) is factor 1. */
const FACTOR = Number(process.env.HOSTILE_RUNS_FACTOR ?? 1);

let ctx: TestContext;
/** The app with the Stripe gateway and its webhook, for the routes only that configuration has. */
let stripeCtx: TestContext;
let sent = 0;
const started = performance.now();

// ---------------------------------------------------------------------------------------------------------------
// Arbitraries: hostile values.

const NASTY_STRINGS = [
  '',
  ' ',
  '\t\n\r',
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(50),
  '\u202Eevil\u202C',
  '\u200F\u200Eمرحبا بالعالم',
  'আমার সোনার বাংলা',
  '📱🔥👨‍👩‍👧‍👦🇧🇩',
  '\uD800',
  'x\uDFFFy',
  '\uFEFF',
  '\uFFFF\uFFFE',
  'Ａｄｍｉｎ',
  '..',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '%',
  '%zz',
  '%c0%ae%c0%ae/',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1' --",
  "'; drop table product; --",
  '\\',
  '"',
  '${jndi:ldap://x/a}',
  '{{7*7}}',
  '__proto__',
  'constructor',
  'prototype',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '1e400',
  '0x1F',
  '1_000',
  '9'.repeat(400),
  '\r\nX-Injected: yes',
  'admin@phonehaat.test\u0000@evil.test',
  'Admin',
  'Seller',
];
const NASTY_NUMBERS = [
  0,
  -0,
  -1,
  1.5,
  0.1,
  2 ** 15,
  -(2 ** 15) - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e21,
  1e308,
  -1e308,
  5e-324,
  Number.MAX_VALUE,
];

const hugeString = fc
  .tuple(
    fc.constantFrom('a', 'é', '📱', '\u0000', '\u202E', 'র', ' ', '"', '\\', '%'),
    fc.integer({ min: 5_000, max: 100_000 }),
  )
  .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)));
const anyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 5, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 1, arbitrary: hugeString },
);
const anyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(...NASTY_NUMBERS),
  fc.integer({ min: -5, max: 5 }),
);
const malformedId: fc.Arbitrary<string> = fc.oneof(
  fc.uuid(),
  fc.uuid().map((u) => u.toUpperCase()),
  fc.uuid().map((u) => u.replaceAll('-', '')),
  fc.uuid().map((u) => u.slice(0, -1)),
  fc.uuid().map((u) => `${u}0`),
  fc.uuid().map((u) => `{${u}}`),
  fc.uuid().map((u) => `${u.slice(0, -1)}g`),
  fc.uuid().map((u) => `${u}\u0000`),
  fc.uuid().map((u) => ` ${u} `),
  fc.constantFrom('00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff', '1', '-1', '0'),
  fc.string({ unit: fc.constantFrom(...'0123456789abcdef-'), minLength: 30, maxLength: 40 }),
);
/** Arrays and objects nested far deeper than any schema (recursive code and JSON.stringify choke on these). */
const deepNest = fc
  .tuple(fc.constantFrom('array', 'object'), fc.integer({ min: 2_000, max: 50_000 }))
  .map(([kind, depth]) => ({ deep: kind, depth }));
type DeepNest = { deep: 'array' | 'object'; depth: number };
const isDeepNest = (v: unknown): v is DeepNest =>
  typeof v === 'object' && v !== null && 'deep' in v && 'depth' in v && Object.keys(v).length === 2;
const deepNestText = ({ deep, depth }: DeepNest) =>
  deep === 'array' ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

const junk: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: anyString },
  { weight: 4, arbitrary: anyNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 2, arbitrary: fc.constant(null) },
  { weight: 2, arbitrary: malformedId },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(anyString, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(anyString, anyString, { maxKeys: 3 }) },
  { weight: 1, arbitrary: deepNest },
);

/** Values near a valid one: the boundaries of its type. */
function near(value: unknown): fc.Arbitrary<unknown> {
  if (typeof value === 'string') {
    return fc.oneof(
      fc.constantFrom('', ' ', `  ${value}  `, value.toUpperCase(), `${value}\u0000`, `\u0000${value}`),
      fc.integer({ min: 1, max: 400 }).map((n) => value + 'x'.repeat(n)),
      fc.constantFrom(`${value}\u202E`, `${value}📱`, value.normalize('NFD'), value.slice(1)),
      fc.constant(Number(value)),
    );
  }
  if (typeof value === 'number') {
    return fc.oneof(
      fc.constantFrom(0, -value, value + 0.5, value * 1e6, -1, String(value), `${value}abc`, ` ${value} `, '', [value]),
      fc.constantFrom('NaN', 'Infinity', '-Infinity', '1e400', '0x10', '1e3', '+1', '١٢٣'),
    );
  }
  if (typeof value === 'boolean') return fc.constantFrom('true', 1, 0, !value, 'yes', [value], null);
  return junk;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const EXTRA_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'role',
  'verified',
  'isAdmin',
  'sellerId',
  'buyerId',
  'price',
  'status',
  'paid',
  'isProductPurchased',
  '_id',
  'id',
  '',
];
const extraFields = fc.dictionary(fc.oneof(fc.constantFrom(...EXTRA_KEYS), anyString), junk, { maxKeys: 3 });

/** Every field may be missing, valid, near valid or junk, and extra fields join in; at every depth. */
function around(example: unknown): fc.Arbitrary<unknown> {
  if (isPlainObject(example)) {
    const fields = Object.fromEntries(Object.entries(example).map(([k, v]) => [k, around(v)]));
    const record = fc.record(fields, { requiredKeys: [] });
    return fc.oneof(
      { weight: 6, arbitrary: fc.tuple(extraFields, record).map(([extra, r]) => ({ ...extra, ...r })) },
      { weight: 1, arbitrary: junk },
    );
  }
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(example) },
    { weight: 2, arbitrary: near(example) },
    { weight: 2, arbitrary: junk },
  );
}

/** Paths to the leaves of a valid example. */
function leaves(value: unknown, at: string[] = []): string[][] {
  if (!isPlainObject(value)) return [at];
  return Object.entries(value).flatMap(([k, v]) => [[...at, k], ...(isPlainObject(v) ? leaves(v, [...at, k]) : [])]);
}
function setAt(value: unknown, path: string[], to: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return to;
  const copy = { ...(isPlainObject(value) ? value : {}) };
  if (to === undefined && rest.length === 0) delete copy[head];
  else copy[head] = setAt(copy[head], rest, to);
  return copy;
}

/** A valid body with exactly one thing wrong: one field missing, near valid or junk. */
function oneFieldOff(example: unknown): fc.Arbitrary<unknown> {
  const paths = leaves(example).filter((p) => p.length > 0);
  if (paths.length === 0) return junk;
  return fc.constantFrom(...paths).chain((path) => {
    const valid = getAt(example, path);
    return fc
      .oneof(
        { weight: 2, arbitrary: fc.constant(undefined) },
        // A character the database cannot store, inside an otherwise valid value.
        { weight: 2, arbitrary: fc.constantFrom(`${String(valid)}\u0000`, `\u0000${String(valid)}`) },
        { weight: 3, arbitrary: near(valid) },
        { weight: 3, arbitrary: junk },
      )
      .map((replacement) => setAt(example, path, replacement));
  });
}
function getAt(value: unknown, path: string[]): unknown {
  return path.reduce<unknown>((v, k) => (isPlainObject(v) ? v[k] : undefined), value);
}

/** A JSON body from a schema's valid example: as is, one field off, everything around it, or anything at all. */
function jsonBody(schema: z.ZodType, example: unknown): fc.Arbitrary<unknown> {
  expect(schema.safeParse(example).success, `the example for ${JSON.stringify(example)} must be valid`).toBe(true);
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(example) },
    { weight: 4, arbitrary: oneFieldOff(example) },
    { weight: 4, arbitrary: around(example) },
    { weight: 1, arbitrary: junk },
  );
}

/** How the body travels: JSON (mostly), broken JSON text, the wrong content type, or nothing. */
type Payload =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string | undefined; text: string | Buffer }
  | { kind: 'none' };

const MALFORMED_JSON = [
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  'NaN',
  '{"a":NaN}',
  '{"a":Infinity}',
  '{"a":-Infinity}',
  '{"a":1e999}',
  '{"a":-1e999}',
  '{"a":123456789012345678901234567890}',
  '[1,2',
  '"unterminated',
  '\u0000',
  '',
  '   ',
  'null',
  'true',
  '0',
  '[]',
  '"a string"',
  '{"__proto__":{"isAdmin":true,"role":"Admin"}}',
  '{"constructor":{"prototype":{"role":"Admin"}}}',
  '\uFEFF{}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"a":"\\x41"}',
  '{"a":1}{"b":2}',
  '{"a":1} trailing',
  '{"a":1,"a":2}',
  '{"a" : 01}',
  '\u00ff\u00fe{\u0000}',
];
const CONTENT_TYPES = [
  'application/json',
  'APPLICATION/JSON',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json; boundary=x',
  'application/jsonx',
  'application/json, text/plain',
  'application/vnd.api+json',
  'text/json',
  'text/plain',
  'text/html',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=zzz',
  'application/octet-stream',
  'image/jpeg',
  '*/*',
  ';;;',
  'a'.repeat(2000),
];

function payload(body: fc.Arbitrary<unknown> | undefined): fc.Arbitrary<Payload> {
  const example = body ?? junk;
  const asText = (v: unknown) => (isDeepNest(v) ? deepNestText(v) : (JSON.stringify(v) ?? 'undefined'));
  return fc.oneof(
    { weight: body ? 14 : 2, arbitrary: example.map((value): Payload => ({ kind: 'json', value })) },
    { weight: body ? 1 : 4, arbitrary: fc.constant<Payload>({ kind: 'none' }) },
    {
      weight: 2,
      arbitrary: fc
        .oneof(
          fc.constantFrom(...MALFORMED_JSON),
          // A valid body cut short.
          fc.tuple(example, fc.nat()).map(([v, cut]) => {
            const text = asText(v);
            return text.slice(0, cut % (text.length + 1));
          }),
        )
        .map((text): Payload => ({ kind: 'raw', contentType: 'application/json', text })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          fc.option(fc.constantFrom(...CONTENT_TYPES), { nil: undefined }),
          fc.oneof(example.map(asText), anyString),
        )
        .map(([contentType, text]): Payload => ({ kind: 'raw', contentType, text })),
    },
    {
      weight: 1,
      // Over the 1 MB body limit.
      arbitrary: fc.constant<Payload>({
        kind: 'raw',
        contentType: 'application/json',
        text: JSON.stringify({ pad: 'x'.repeat(1_100_000) }),
      }),
    },
  );
}

// Path segments and query strings.

/** Percent-encodes like a client would (a lone surrogate, which has no UTF-8, becomes U+FFFD). */
const encode = (s: string) =>
  encodeURIComponent(s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));

const ODD_SEGMENTS = [
  '..',
  '.',
  '%2e%2e',
  '%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '....//....//',
  '%00',
  'a%00b',
  '%',
  '%zz',
  '%c0%ae',
  '%ff%fe',
  '%ed%a0%80',
  '%2F',
  'a%2Fb',
  '%20',
  '+',
  '~',
  '*',
  ';',
  ',',
  '@',
  '%3Cscript%3E',
  '%27%20OR%201%3D1',
  'null',
  'undefined',
  '-1',
  '0',
  'NaN',
];
const oddSegment: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...ODD_SEGMENTS) },
  { weight: 3, arbitrary: anyString.map((s) => encode(s.slice(0, 3_000)).slice(0, 20_000)) },
  { weight: 2, arbitrary: malformedId.map(encode) },
  { weight: 1, arbitrary: fc.integer({ min: 150, max: 20_000 }).map((n) => 'a'.repeat(n)) },
  // Raw unicode: the URL parser percent-encodes it on the way.
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 10 }) },
);
const segment = (...valid: string[]): fc.Arbitrary<string> =>
  valid.length > 0
    ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...valid) }, { weight: 3, arbitrary: oddSegment })
    : oddSegment;

const ODD_QUERY_VALUES = ['', '%', '%zz', '%00', '%E0%A4%A', '&', '=', '==', '[]', '%5B%5D', '+', '%2B'];
const queryValue = (valid: fc.Arbitrary<string> | undefined) =>
  fc.oneof(
    { weight: valid ? 4 : 0, arbitrary: (valid ?? fc.constant('')).map(encode) },
    { weight: 3, arbitrary: anyString.map(encode) },
    { weight: 2, arbitrary: fc.constantFrom(...ODD_QUERY_VALUES) },
    { weight: 1, arbitrary: fc.integer({ min: 200, max: 40_000 }).map((n) => 'q'.repeat(n)) },
  );

function query(known: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<string> {
  const names = Object.keys(known);
  const key = fc.oneof(
    { weight: names.length > 0 ? 6 : 0, arbitrary: names.length > 0 ? fc.constantFrom(...names) : fc.constant('') },
    {
      weight: 2,
      arbitrary: fc.constantFrom('__proto__', 'constructor', 'email[]', 'email[a]', 'cursor', 'id', 'name', '', 'a'),
    },
    { weight: 1, arbitrary: anyString.map((s) => encode(s.slice(0, 200))) },
  );
  const pair = key.chain((k) => queryValue(Object.hasOwn(known, k) ? known[k] : undefined).map((v) => `${k}=${v}`));
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant('') },
    { weight: 7, arbitrary: fc.array(pair, { minLength: 1, maxLength: 4 }).map((ps) => `?${ps.join('&')}`) },
    { weight: 1, arbitrary: fc.constantFrom('?', '??', '?&&&', '?=&=', '?a', '?%', '?#x', '?a=1#frag', '?;a=1') },
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The routes: how a hostile request to each is built.

type Who = 'anonymous' | 'buyer' | 'seller' | 'admin' | 'authUser';
interface Fuzz {
  route: string;
  runs: number;
  /** The principal who may call it: most requests come from them. */
  as: Who;
  /** Sent with the session cookie rather than the bearer token (GET /api/jwt). */
  cookie?: boolean;
  path: () => fc.Arbitrary<string>;
  query?: () => Record<string, fc.Arbitrary<string>>;
  body?: () => fc.Arbitrary<Payload>;
  /** Further headers the route reads. */
  headers?: () => fc.Arbitrary<Record<string, string>>;
  /** Routes only the Stripe gateway registers go to an app configured for it. */
  app?: 'stripe';
}

const callers = {} as Record<Who, { token?: string; cookie?: string; email?: string; name?: string }>;
let picture = '';
let imageFile = '';
const productIds: string[] = [];
const orderIds: string[] = [];
const intents: { id: string; clientSecret: string }[] = [];
const victimBuyers: string[] = [];
const victimSellers: { id: string; name: string }[] = [];
const paymentMethods: string[] = [];

/** Cursors: real ones, base64url of a date and junk, and plain junk. */
const cursor = () =>
  fc.oneof(
    fc
      .tuple(
        fc.oneof(
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
          anyString,
        ),
        malformedId,
      )
      .map(([when, id]) => Buffer.from(`${when}|${id}`).toString('base64url')),
    fc
      .tuple(fc.date({ noInvalidDate: true }), fc.constantFrom(...productIds, ...orderIds))
      .map(([d, id]) => Buffer.from(`${d.toISOString()}|${id}`).toString('base64url')),
    anyString.map((s) => Buffer.from(s).toString('base64url')),
    anyString,
  );
const emails = () =>
  fc.oneof(
    fc.constantFrom(callers.buyer.email ?? '', callers.seller.email ?? '', callers.admin.email ?? ''),
    fc.constantFrom(` ${callers.buyer.email?.toUpperCase()} `, `${callers.buyer.email}\u0000`),
    fc.emailAddress(),
    anyString,
  );
const json = (schema: z.ZodType, example: () => unknown) => () => payload(jsonBody(schema, example()));
const noBody = () => payload(undefined);

const ROUTES: Fuzz[] = [
  { route: 'GET /api/health', runs: 250, as: 'anonymous', path: () => fc.constant('/api/health'), body: noBody },
  {
    route: 'GET /api/advertisedproduct',
    runs: 350,
    as: 'anonymous',
    path: () => fc.constant('/api/advertisedproduct'),
    query: () => ({ limit: fc.string() }),
    body: noBody,
  },
  {
    route: 'GET /api/images/:file',
    runs: 450,
    as: 'anonymous',
    path: () =>
      segment(
        imageFile,
        imageFile.replace('-640', '-320'),
        imageFile.replace('-640', '-9999'),
        imageFile.toUpperCase(),
        imageFile.replace('.webp', ''),
        `..%2F..%2F${imageFile}`,
        `${'0'.repeat(64)}-640.webp`,
      ).map((s) => `/api/images/${s}`),
    body: noBody,
  },
  {
    route: 'POST /api/images',
    runs: 450,
    as: 'seller',
    path: () => fc.constant('/api/images'),
    body: () => hostileMultipart(),
  },
  {
    route: 'GET /api/products/:categoryId',
    runs: 450,
    as: 'buyer',
    path: () =>
      segment('1', '2', '3', '4', '0', '-1', '1.5', '1e3', '0x1', '%201', 'NaN', 'Infinity', '9'.repeat(30)).map(
        (s) => `/api/products/${s}`,
      ),
    query: () => ({ cursor: cursor() }),
    body: noBody,
  },
  {
    route: 'GET /api/search',
    runs: 450,
    as: 'buyer',
    path: () => fc.constant('/api/search'),
    query: () => ({
      q: fc.oneof(anyString, fc.constantFrom('samsng a52', '%', '_', '\\', "'; drop table product; --")),
      category: fc.oneof(fc.constantFrom('1', '2', '3', '0', '-1', ''), anyNumber.map(String)),
      minPrice: anyNumber.map(String),
      maxPrice: anyNumber.map(String),
      condition: fc.oneof(fc.constantFrom('Excellent', 'Good,Fair', 'Broken', ',,,'), anyString),
      maxYears: anyNumber.map(String),
      verified: fc.oneof(fc.constantFrom('true', 'false', ''), anyString),
      location: anyString,
      sort: fc.oneof(fc.constantFrom('newest', 'price-asc', 'price-desc'), anyString),
      cursor: cursor(),
    }),
    body: noBody,
  },
  {
    route: 'GET /api/product/:id',
    runs: 400,
    as: 'buyer',
    path: () => segment(...productIds).map((s) => `/api/product/${s}`),
    body: noBody,
  },
  {
    route: 'GET /api/products',
    runs: 400,
    as: 'seller',
    path: () => fc.constant('/api/products'),
    query: () => ({ name: anyString, cursor: cursor() }),
    body: noBody,
  },
  {
    route: 'POST /api/products/add',
    runs: 550,
    as: 'seller',
    path: () => fc.constant('/api/products/add'),
    body: json(AddProductBodySchema, () => ({ add: validProduct(picture) })),
  },
  {
    route: 'PUT /api/products/:id',
    runs: 450,
    as: 'seller',
    path: () => segment(...productIds).map((s) => `/api/products/${s}`),
    body: json(AdvertiseSchema, () => ({ advertised: true })),
  },
  {
    route: 'DELETE /api/products/:id',
    runs: 400,
    as: 'seller',
    path: () => segment(...productIds.slice(-4)).map((s) => `/api/products/${s}`),
    body: noBody,
  },
  {
    route: 'GET /api/jwt',
    runs: 400,
    as: 'buyer',
    cookie: true,
    path: () => fc.constant('/api/jwt'),
    query: () => ({ email: emails() }),
    body: noBody,
  },
  {
    route: 'GET /api/users',
    runs: 450,
    as: 'buyer',
    path: () => fc.constant('/api/users'),
    query: () => ({ email: emails() }),
    body: noBody,
  },
  {
    route: 'POST /api/users',
    runs: 500,
    as: 'buyer',
    path: () => fc.constant('/api/users'),
    body: json(CreateUserSchema, () => ({ name: callers.buyer.name, email: callers.buyer.email, role: 'Buyer' })),
  },
  {
    route: 'GET /api/buyers',
    runs: 350,
    as: 'admin',
    path: () => fc.constant('/api/buyers'),
    query: () => ({ cursor: cursor() }),
    body: noBody,
  },
  {
    route: 'DELETE /api/buyers/:id',
    runs: 400,
    as: 'admin',
    path: () => segment(...victimBuyers).map((s) => `/api/buyers/${s}`),
    body: noBody,
  },
  {
    route: 'GET /api/sellers',
    runs: 350,
    as: 'admin',
    path: () => fc.constant('/api/sellers'),
    query: () => ({ cursor: cursor() }),
    body: noBody,
  },
  {
    route: 'PUT /api/sellers',
    runs: 450,
    as: 'admin',
    path: () => fc.constant('/api/sellers'),
    query: () => ({
      id: fc.oneof(fc.constantFrom(...victimSellers.map((s) => s.id)), malformedId, anyString),
      name: fc.oneof(fc.constantFrom(...victimSellers.map((s) => s.name)), anyString),
    }),
    body: json(VerifySellerSchema, () => ({ verification: true })),
  },
  {
    route: 'DELETE /api/sellers',
    runs: 400,
    as: 'admin',
    path: () => fc.constant('/api/sellers'),
    query: () => ({
      id: fc.oneof(fc.constantFrom(...victimSellers.map((s) => s.id)), malformedId, anyString),
      name: fc.oneof(fc.constantFrom(...victimSellers.map((s) => s.name)), anyString),
    }),
    body: noBody,
  },
  {
    route: 'PUT /api/reports/:productId',
    runs: 450,
    as: 'buyer',
    path: () => segment(...productIds).map((s) => `/api/reports/${s}`),
    body: json(ReportSchema, () => ({ reported: true })),
  },
  {
    route: 'GET /api/reportedproduct',
    runs: 350,
    as: 'admin',
    path: () => fc.constant('/api/reportedproduct'),
    query: () => ({ cursor: cursor() }),
    body: noBody,
  },
  {
    route: 'DELETE /api/reportedproduct/:id',
    runs: 400,
    as: 'admin',
    path: () => segment(...productIds.slice(-6)).map((s) => `/api/reportedproduct/${s}`),
    body: noBody,
  },
  {
    route: 'POST /api/orders',
    runs: 550,
    as: 'buyer',
    path: () => fc.constant('/api/orders'),
    body: () =>
      fc.constantFrom(...productIds).chain((productId) =>
        payload(
          jsonBody(CreateOrderSchema, {
            productId,
            contact: '01811-223344',
            meetingLocation: 'Dhanmondi 27, Dhaka',
          }),
        ),
      ),
  },
  {
    route: 'GET /api/orders',
    runs: 400,
    as: 'buyer',
    path: () => fc.constant('/api/orders'),
    query: () => ({ email: emails() }),
    body: noBody,
  },
  {
    route: 'GET /api/orders/:id',
    runs: 400,
    as: 'buyer',
    path: () => segment(...orderIds).map((s) => `/api/orders/${s}`),
    body: noBody,
  },
  {
    route: 'GET /api/mybuyer',
    runs: 350,
    as: 'seller',
    path: () => fc.constant('/api/mybuyer'),
    query: () => ({ name: anyString }),
    body: noBody,
  },
  {
    route: 'POST /api/create-payment-intent',
    runs: 500,
    as: 'buyer',
    path: () => fc.constant('/api/create-payment-intent'),
    body: () =>
      fc
        .constantFrom(...orderIds)
        .chain((orderId) => payload(jsonBody(CreatePaymentIntentSchema, { orderId, price: 21500 }))),
  },
  {
    route: 'POST /api/payment',
    runs: 500,
    as: 'buyer',
    path: () => fc.constant('/api/payment'),
    body: () =>
      fc
        .tuple(fc.constantFrom(...orderIds), fc.constantFrom(...intents.map((i) => i.id)))
        .chain(([orderID, transaction]) => payload(jsonBody(PaymentRecordSchema, { orderID, transaction }))),
  },
  {
    route: 'POST /api/sandbox/payment-methods',
    runs: 500,
    as: 'buyer',
    path: () => fc.constant('/api/sandbox/payment-methods'),
    body: json(z.object({ card: SandboxCardSchema }), () => ({
      card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' },
    })),
  },
  {
    route: 'POST /api/sandbox/payment-intents/:id/confirm',
    runs: 500,
    as: 'buyer',
    path: () => segment(...intents.map((i) => i.id)).map((s) => `/api/sandbox/payment-intents/${s}/confirm`),
    body: () =>
      fc.tuple(fc.constantFrom(...intents), fc.constantFrom(...paymentMethods)).chain(([intent, paymentMethod]) =>
        payload(
          jsonBody(z.object({ clientSecret: z.string(), paymentMethod: z.string() }), {
            clientSecret: intent.clientSecret,
            paymentMethod,
          }),
        ),
      ),
  },
  {
    route: 'GET /api/auth/*',
    runs: 400,
    as: 'authUser',
    path: () =>
      fc
        .array(
          segment(
            'get-session',
            'list-sessions',
            'list-accounts',
            'account-info',
            'ok',
            'error',
            'verify-email',
            'callback',
            'google',
            'oauth2',
            'reset-password',
            'delete-user',
            'jwks',
          ),
          { minLength: 1, maxLength: 3 },
        )
        .map((segments) => `/api/auth/${segments.join('/')}`),
    query: () => ({
      token: anyString,
      callbackURL: fc.oneof(fc.webUrl(), anyString, fc.constant('//evil.test')),
      error: anyString,
      code: anyString,
      state: anyString,
    }),
    body: noBody,
  },
  {
    route: 'POST /api/auth/*',
    runs: 400,
    as: 'authUser',
    path: () => fc.constant(''),
    body: () => fc.constant<Payload>({ kind: 'none' }),
  },
];

ROUTES.push({
  route: 'POST /api/stripe/webhook',
  runs: 300,
  as: 'anonymous',
  app: 'stripe',
  path: () => fc.constant('/api/stripe/webhook'),
  body: json(z.object({ id: z.string(), type: z.string(), data: z.object({ object: z.object({}) }) }), () => ({
    id: 'evt_1',
    type: 'payment_intent.succeeded',
    data: { object: { id: 'pi_1', object: 'payment_intent', amount: 2150000, currency: 'bdt', metadata: {} } },
  })),
  headers: () =>
    fc.record(
      {
        'stripe-signature': fc.oneof(
          fc.integer().map((t) => `t=${t},v1=${'0'.repeat(64)}`),
          fc.constantFrom(
            '',
            't=',
            'v1=',
            't=1,v1=',
            ',,,',
            't=1,v0=abc',
            `t=${Math.floor(Date.now() / 1000)},v1=deadbeef`,
          ),
          anyString.map(onTheWire),
        ),
      },
      { requiredKeys: [] },
    ),
});

// better-auth's POST endpoints, each with a valid example body to start from.
const AUTH_POSTS: { path: string; schema: z.ZodType; example: () => unknown }[] = [
  {
    path: 'sign-up/email',
    schema: RegisterSchema,
    example: () => ({
      name: 'Fuzz Person',
      email: 'fuzz.person@phonehaat.test',
      password: 'a long password',
      role: 'Buyer',
    }),
  },
  {
    path: 'sign-in/email',
    schema: LoginSchema,
    example: () => ({ email: callers.authUser.email, password: 'wrong password' }),
  },
  {
    path: 'sign-in/social',
    schema: z.object({ provider: z.string(), callbackURL: z.string() }),
    example: () => ({ provider: 'google', callbackURL: '/dashboard', errorCallbackURL: '/login' }),
  },
  { path: 'update-user', schema: z.object({ name: z.string() }), example: () => ({ name: 'Fuzz Auth User' }) },
  {
    path: 'change-password',
    schema: z.object({ currentPassword: z.string(), newPassword: z.string() }),
    example: () => ({ currentPassword: 'wrong password', newPassword: 'another long password' }),
  },
  {
    path: 'change-email',
    schema: z.object({ newEmail: z.string() }),
    example: () => ({ newEmail: 'x@phonehaat.test' }),
  },
  {
    path: 'request-password-reset',
    schema: z.object({ email: z.string() }),
    example: () => ({ email: callers.authUser.email, redirectTo: '/reset' }),
  },
  {
    path: 'reset-password',
    schema: z.object({ newPassword: z.string(), token: z.string() }),
    example: () => ({ newPassword: 'another long password', token: 'abc' }),
  },
  { path: 'verify-email', schema: z.object({}), example: () => ({ token: 'abc' }) },
  { path: 'revoke-session', schema: z.object({ token: z.string() }), example: () => ({ token: 'abc' }) },
  { path: 'unlink-account', schema: z.object({ providerId: z.string() }), example: () => ({ providerId: 'google' }) },
  { path: 'sign-out', schema: z.object({}), example: () => ({}) },
  { path: 'no-such-endpoint', schema: z.object({}), example: () => ({}) },
];
const authPost = () =>
  fc.oneof(
    ...AUTH_POSTS.map(({ path, schema, example }) =>
      fc.tuple(fc.constant(`/api/auth/${path}`), payload(jsonBody(schema, example()))),
    ),
    fc.tuple(
      segment().map((s) => `/api/auth/${s}`),
      payload(undefined),
    ),
  );

// Multipart bodies for the image upload: broken in every way a form can be.
let tinyPng: Buffer = Buffer.alloc(0);
function hostileMultipart(): fc.Arbitrary<Payload> {
  const bytes = fc.oneof(
    fc.uint8Array({ maxLength: 2048 }).map((a) => Buffer.from(a)),
    fc.constant(tinyPng),
    fc.nat({ max: 200 }).map((n) => tinyPng.subarray(0, n)),
    anyString.map((s) => Buffer.from(s.slice(0, 20_000))),
  );
  const filename = fc.oneof(
    fc.constantFrom('phone.jpg', '../../etc/passwd', 'a.svg', '', '.jpg', 'x'.repeat(1000), 'ফোন.png', 'a\u0000.jpg'),
    anyString.map((s) => s.slice(0, 300).replaceAll('"', '').replaceAll('\r', '').replaceAll('\n', '')),
  );
  const field = fc.constantFrom('image', 'image', 'file', '', 'IMAGE', 'image[]');
  const mime = fc.constantFrom(
    'image/jpeg',
    'image/png',
    'text/plain',
    'image/svg+xml',
    '',
    'application/x-msdownload',
  );
  const wellFormed = fc.tuple(field, filename, mime, bytes).map(([f, n, m, b]): Payload => {
    const { payload: body, headers } = multipartBody(f, n, m, b);
    return { kind: 'raw', contentType: headers['content-type'], text: body };
  });
  const boundary = 'hostileboundary';
  const broken = fc
    .tuple(
      fc.constantFrom(
        // Two files; a text field first; no closing boundary; no headers; a header with no end; nothing at all.
        (b: Buffer) =>
          Buffer.concat([
            Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n\r\n`),
            b,
            Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="b.jpg"\r\n\r\n`),
            b,
            Buffer.from(`\r\n--${boundary}--\r\n`),
          ]),
        (b: Buffer) =>
          Buffer.concat([
            Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n`),
            Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n\r\n`),
            b,
            Buffer.from(`\r\n--${boundary}--\r\n`),
          ]),
        (b: Buffer) =>
          Buffer.concat([
            Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n\r\n`),
            b,
          ]),
        (b: Buffer) => Buffer.concat([Buffer.from(`--${boundary}\r\n\r\n`), b, Buffer.from(`\r\n--${boundary}--`)]),
        (b: Buffer) => Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="im`), b]),
        (_b: Buffer) => Buffer.alloc(0),
        (b: Buffer) => b,
      ),
      fc.constantFrom(
        `multipart/form-data; boundary=${boundary}`,
        'multipart/form-data; boundary=other',
        'multipart/form-data',
        'multipart/mixed; boundary=hostileboundary',
      ),
      bytes,
    )
    .map(([build, contentType, b]): Payload => ({ kind: 'raw', contentType, text: build(b) }));
  return fc.oneof(
    { weight: 5, arbitrary: wellFormed },
    { weight: 4, arbitrary: broken },
    { weight: 1, arbitrary: payload(undefined) },
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Sending and judging.

const ALL: Who[] = ['anonymous', 'buyer', 'seller', 'admin', 'authUser'];
const TOKEN_NOISE = [
  'bearer',
  'bearer ',
  'Bearer  x',
  'basic YWRtaW46YWRtaW4=',
  'bearer ..',
  'bearer a.b.c',
  'bearer %00',
  'token abc',
];
/**
 * A header value as a server can receive it: the UTF-8 bytes of the text, read as Latin-1, with the control
 * characters HTTP forbids left out (Node refuses those before any app code runs; the raw-socket test shows it).
 */
const onTheWire = (text: string) =>
  Buffer.from(Buffer.from(text, 'utf8').filter((byte) => byte === 0x09 || (byte >= 0x20 && byte !== 0x7f))).toString(
    'latin1',
  );

interface HostileRequest {
  who: Who;
  tokenNoise: string | undefined;
  target: [string, Payload];
  headers: Record<string, string>;
  ip: string;
}

function request(spec: Fuzz): fc.Arbitrary<HostileRequest> {
  return fc.record({
    who: fc.oneof(
      { weight: 7, arbitrary: fc.constant(spec.as) },
      { weight: 1, arbitrary: fc.constant<Who>('anonymous') },
      { weight: 2, arbitrary: fc.constantFrom(...ALL) },
    ),
    tokenNoise: fc.option(
      fc.oneof(
        fc.constantFrom(...TOKEN_NOISE),
        anyString.map((s) => `bearer ${onTheWire(s.slice(0, 5000))}`),
      ),
      { freq: 12, nil: undefined },
    ),
    target:
      spec.route === 'POST /api/auth/*'
        ? authPost()
        : fc.tuple(
            fc.tuple(spec.path(), query(spec.query?.() ?? {})).map(([p, q]) => p + q),
            (spec.body ?? noBody)(),
          ),
    headers: spec.headers?.() ?? fc.constant({}),
    ip: fc.ipV4(),
  });
}

function toInject(spec: Fuzz, r: HostileRequest): InjectOptions {
  const [url, body] = r.target;
  const caller = callers[r.who];
  const headers: Record<string, string> = { ...r.headers };
  if (spec.cookie) {
    if (caller.cookie) headers.cookie = caller.cookie;
  } else if (caller.token) headers.authorization = `bearer ${caller.token}`;
  if (r.tokenNoise !== undefined) headers.authorization = r.tokenNoise;
  const method = spec.route.split(' ')[0] as InjectOptions['method'];
  const options: InjectOptions = { method, url, headers, remoteAddress: r.ip };
  if (body.kind === 'json') {
    options.payload = isDeepNest(body.value) ? deepNestText(body.value) : (JSON.stringify(body.value) ?? 'null');
    headers['content-type'] = 'application/json';
  } else if (body.kind === 'raw') {
    options.payload = body.text;
    if (body.contentType !== undefined) headers['content-type'] = body.contentType;
  }
  return options;
}

function judge(label: string, res: LightMyRequestResponse) {
  sent += 1;
  if (res.statusCode >= 500) {
    throw new Error(`${label} answered ${res.statusCode}: ${res.body.slice(0, 400)}`);
  }
  if (res.statusCode >= 400) {
    let body: unknown;
    try {
      body = JSON.parse(res.body);
    } catch {
      throw new Error(`${label} answered ${res.statusCode} without JSON: ${res.body.slice(0, 200)}`);
    }
    const shape = z.object({ error: z.string().min(1), message: z.string().min(1) }).safeParse(body);
    if (!shape.success) throw new Error(`${label} answered ${res.statusCode} with ${res.body.slice(0, 200)}`);
  }
}

/** An answer that never comes is a failure too: a hung request becomes a counterexample, not a suite timeout. */
async function withinSeconds<T>(seconds: number, pending: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${seconds} s`)), seconds * 1000);
  });
  try {
    return await Promise.race([pending, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function healthy() {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
  expect(res.statusCode, res.body).toBe(200);
}

// ---------------------------------------------------------------------------------------------------------------

beforeAll(async () => {
  ctx = await createTestApp();
  stripeCtx = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_hostile',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_hostile',
    STRIPE_WEBHOOK_SECRET: 'whsec_hostile',
  });
  await ctx.app.ready();
  callers.anonymous = {};
  const principal = async (role: 'Buyer' | 'Seller' | 'Admin', name: string) => {
    const p: Principal = await createPrincipal(ctx.app, role, name);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: p.email, password: p.password },
    });
    return { token: p.token, email: p.email, name, cookie: sessionCookie(login.headers['set-cookie']) };
  };
  callers.buyer = await principal('Buyer', 'Fuzz Buyer Principal');
  callers.seller = await principal('Seller', 'Fuzz Seller Principal');
  callers.admin = await principal('Admin', 'Fuzz Admin Principal');
  callers.authUser = await principal('Buyer', 'Fuzz Auth User');

  tinyPng = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer();
  const photo = multipartBody('image', 'phone.jpg', 'image/jpeg', await samplePhoto(11, 320, 240));
  const upload = await ctx.app.inject({
    method: 'POST',
    url: '/api/images',
    payload: photo.payload,
    headers: { ...photo.headers, authorization: `bearer ${callers.seller.token}` },
  });
  expect(upload.statusCode, upload.body).toBe(201);
  picture = upload.json<{ data: { url: string } }>().data.url;
  imageFile = picture.split('/').at(-1) ?? '';

  const as = (who: Who) => ({ authorization: `bearer ${callers[who].token}` });
  for (let i = 0; i < 12; i += 1) {
    const add = await ctx.app.inject({
      method: 'POST',
      url: '/api/products/add',
      headers: as('seller'),
      payload: { add: validProduct(picture) },
    });
    productIds.push(add.json<{ insertedId: string }>().insertedId);
  }
  for (const productId of productIds.slice(0, 4)) {
    const order = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: as('buyer'),
      payload: { productId, contact: '01811-223344', meetingLocation: 'Dhanmondi 27, Dhaka' },
    });
    const orderId = order.json<{ insertedId: string }>().insertedId;
    orderIds.push(orderId);
    const intent = await ctx.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: as('buyer'),
      payload: { orderId },
    });
    const { intentId, clientSecret } = intent.json<{ intentId: string; clientSecret: string }>();
    intents.push({ id: intentId, clientSecret });
  }
  for (const number of ['4242424242424242', '4000000000000002', '4000000000009995']) {
    const method = await ctx.app.inject({
      method: 'POST',
      url: '/api/sandbox/payment-methods',
      headers: as('buyer'),
      payload: { card: { number, expMonth: 12, expYear: 2034, cvc: '123' } },
    });
    paymentMethods.push(method.json<{ id: string }>().id);
  }
  for (let i = 0; i < 4; i += 1) {
    for (const role of ['Buyer', 'Seller'] as const) {
      const name = `Fuzz Victim ${role} ${i}`;
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: {
          name,
          email: `fuzz-victim-${role.toLowerCase()}-${i}@phonehaat.test`,
          password: 'long password',
          role,
        },
      });
      const id = res.json<{ user: { id: string } }>().user.id;
      if (role === 'Buyer') victimBuyers.push(id);
      else victimSellers.push({ id, name });
    }
  }
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await stripeCtx?.close();
});

describe('hostile input', () => {
  it('has a hostile-input generator for every route the app registers', () => {
    // Both configurations: the sandbox gateway's routes and the Stripe gateway's.
    const routes = apiRoutes();
    const covered = new Set(ROUTES.map((r) => r.route));
    expect(
      [...routes].filter((r) => !covered.has(r)),
      'route without hostile input',
    ).toEqual([]);
    expect(
      [...covered].filter((r) => !routes.has(r)),
      'hostile input for a route that does not exist',
    ).toEqual([]);
  });

  for (const spec of ROUTES) {
    it(
      `${spec.route}: ${spec.runs} hostile requests, never a 5xx, always a JSON message`,
      async () => {
        await fc.assert(
          fc.asyncProperty(request(spec), async (r) => {
            const options = toInject(spec, r);
            const res = await withinSeconds(30, (spec.app === 'stripe' ? stripeCtx : ctx).app.inject(options));
            judge(`${options.method} ${String(options.url).slice(0, 200)} as ${r.who}`, res);
          }),
          { numRuns: Math.round(spec.runs * FACTOR) },
        );
        await healthy();
      },
      180_000 * Math.max(1, FACTOR),
    );
  }

  it(
    'answers raw request lines (unnormalised .., bad percent-encoding, very long) over a real socket',
    async () => {
      const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = new URL(address);
      const raw = fc.tuple(
        fc.constantFrom(...ROUTES.map((r) => r.route)),
        fc.array(
          fc.oneof(
            oddSegment.map((s) => s.slice(0, 3000)),
            fc.constantFrom('..', '.', '', '%2e%2e', '\\..'),
          ),
          {
            minLength: 1,
            maxLength: 4,
          },
        ),
        fc.oneof(
          fc.constant(''),
          query({ email: emails(), cursor: cursor() }).map((q) => q.slice(0, 3000)),
        ),
        fc.constantFrom<Who>(...ALL),
      );
      await fc.assert(
        fc.asyncProperty(raw, async ([route, segments, q, who]) => {
          const [method = 'GET', template = '/api'] = route.split(' ');
          const base = template.replace(/\/:[^/]+.*$/, '').replace('/*', '');
          // Non-ASCII goes percent-encoded, as an HTTP client must; everything else raw, `..` included.
          const target = `${base}/${segments.join('/')}${q}`.replace(/[^\x21-\x7e]/gu, encode);
          const token = callers[who].token;
          const res = await rawRequest(
            Number(port),
            `${method} ${target} HTTP/1.1\r\nHost: localhost\r\n${token ? `Authorization: bearer ${token}\r\n` : ''}` +
              `Content-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`,
          );
          judge(`raw ${method} ${target.slice(0, 200)}`, res);
        }),
        { numRuns: Math.round(300 * FACTOR) },
      );
      // Control characters in a header never reach the app: Node answers 400 (JSON, from Fastify) on its own.
      for (const bad of ['\u0000', '\u0001', '\u007f', '\r']) {
        const res = await rawRequest(
          Number(port),
          `GET /api/orders HTTP/1.1\r\nHost: localhost\r\nAuthorization: bearer ${callers.buyer.token}${bad}x\r\n` +
            'Connection: close\r\n\r\n',
        );
        judge(`raw header with ${JSON.stringify(bad)}`, res);
        expect(res.statusCode).toBe(400);
      }
      await healthy();
    },
    180_000 * Math.max(1, FACTOR),
  );

  it('never redirects to another site, whatever callbackURL says', async () => {
    const evil = ['https://evil.test/phish', '//evil.test', '/\\evil.test', 'javascript:alert(1)', ' '];
    for (const callbackURL of evil) {
      const verify = await ctx.app.inject({
        method: 'GET',
        url: `/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent(callbackURL)}`,
      });
      judge(`verify-email callbackURL=${callbackURL}`, verify);
      expect(String(verify.headers.location ?? '')).not.toMatch(/evil|javascript/);
      const signIn = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: callers.authUser.email, password: 'wrong password', callbackURL },
      });
      judge(`sign-in callbackURL=${callbackURL}`, signIn);
      expect(signIn.statusCode).toBe(403);
    }
  });

  it(`sent at least 10,000 hostile requests in all`, () => {
    const seconds = Math.round((performance.now() - started) / 1000);
    console.info(`hostile input: ${sent} requests in ${seconds} s`);
    expect(sent).toBeGreaterThanOrEqual(10_000 * Math.min(FACTOR, 1));
  });
});

/** One raw HTTP/1.1 exchange; answers the status and the body, shaped like an injected response for `judge`. */
function rawRequest(port: number, text: string): Promise<LightMyRequestResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    socket.on('error', reject);
    socket.on('close', () => {
      const all = Buffer.concat(chunks);
      const split = all.indexOf('\r\n\r\n');
      const head = all.subarray(0, split < 0 ? all.length : split).toString('latin1');
      let body: Buffer = split < 0 ? Buffer.alloc(0) : all.subarray(split + 4);
      const statusCode = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
      if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) body = dechunk(body);
      if (statusCode === 0) reject(new Error(`no HTTP answer to ${text.slice(0, 200)}: ${head.slice(0, 200)}`));
      else resolve({ statusCode, body: body.toString('utf8') } as LightMyRequestResponse);
    });
    // Written, not ended: the server closes the connection after its answer (Connection: close).
    socket.write(text);
  });
}

function dechunk(body: Buffer): Buffer {
  const out: Buffer[] = [];
  let at = 0;
  for (;;) {
    const eol = body.indexOf('\r\n', at);
    const size = Number.parseInt(body.subarray(at, eol).toString('latin1'), 16);
    if (!size || eol < 0) return Buffer.concat(out);
    out.push(body.subarray(eol + 2, eol + 2 + size));
    at = eol + 2 + size + 2;
  }
}
