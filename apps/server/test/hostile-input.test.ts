import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import {
  AddProductBodySchema,
  AdvertiseSchema,
  CreateDealSchema,
  CreateOrderSchema,
  CreatePaymentIntentSchema,
  DEAL_EVENTS,
  DealEventInputSchema,
  DeleteAccountSchema,
  DismissReportsSchema,
  AUDIT_ACTIONS,
  EditProductBodySchema,
  MarkNotificationsReadSchema,
  NotificationPreferencesUpdateSchema,
  RatingInputSchema,
  ReportConversationSchema,
  SendMessageSchema,
  StartConversationSchema,
  CreateUserSchema,
  LoginSchema,
  PaymentRecordSchema,
  RegisterSchema,
  ReportSchema,
  ReportStolenSchema,
  PhoneCheckSchema,
  RecoverStolenSchema,
  SandboxCardSchema,
  SuspendUserSchema,
  VerifySellerSchema,
} from '@phonehaat/shared';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { OpenAPIV3_1 } from 'openapi-types';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  createPrincipal,
  createTestApp,
  multipartBody,
  samplePhoto,
  sessionCookie,
  testImei,
  validProduct,
  type Principal,
  type TestContext,
} from './helpers.js';
import { OPENAPI_PATH } from '../src/plugins/openapi.js';
import { apiRoutes, undescribedAnswers } from './route-log.js';

/**
 * Hostile input: property-based requests to every route the app registers, read from its OpenAPI document (methods,
 * paths, parameters, query and body schemas) and built far beyond those schemas, sent by the right principal (so they
 * pass the gates and reach validation and the business rules) and by others. Whatever arrives, the answer is a success
 * or a 4xx with a JSON `{error, message}` that the document describes, never a 5xx, and the server keeps answering.
 * Every path is also asked in other spellings (dot segments, encoded dots and slashes, doubled slashes), which must
 * never get further than the path itself.
 */
vi.mock('fastify', async (original) => (await import('./route-log.js')).withRouteLog(await original()));

/** Locally, `HOSTILE_RUNS_FACTOR=10` digs deeper; the suite's own budget (under ~90 s on 2 cores) is factor 1. */
const FACTOR = Number(process.env.HOSTILE_RUNS_FACTOR ?? 1);

// The apps are built before the tests are collected: the routes to fuzz are read from their documents.
// 'Check a phone' allows many checks here, so the runs reach the check rather than its limit.
const ctx: TestContext = await createTestApp({ PHONE_CHECKS_PER_HOUR: '100000' });
/** The app with the Stripe gateway and its webhook, for the routes only that configuration has. */
const stripeCtx: TestContext = await createTestApp({
  STRIPE_SECRET_KEY: 'sk_test_hostile',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_hostile',
  STRIPE_WEBHOOK_SECRET: 'whsec_hostile',
});
await ctx.app.ready();
await stripeCtx.app.ready();
const contexts: Record<AppName, TestContext> = { sandbox: ctx, stripe: stripeCtx };
async function documentOf(context: TestContext): Promise<OpenAPIV3_1.Document> {
  const res = await context.app.inject({ method: 'GET', url: OPENAPI_PATH });
  if (res.statusCode !== 200) throw new Error(`${OPENAPI_PATH} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  return res.json<OpenAPIV3_1.Document>();
}
const documents: Record<AppName, OpenAPIV3_1.Document> = {
  sandbox: await documentOf(ctx),
  stripe: await documentOf(stripeCtx),
};
/** Where each app listens, for requests whose raw path the injector would normalise. */
const ports = {} as Record<AppName, number>;
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

/** A JSON body from a valid example (checked against its schema when given): as is, one field off, everything around
 * it, or anything at all. */
function jsonBody(example: unknown, schema?: z.ZodType): fc.Arbitrary<unknown> {
  if (schema) {
    expect(schema.safeParse(example).success, `the example for ${JSON.stringify(example)} must be valid`).toBe(true);
  }
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
// The routes: read from the app's OpenAPI document, with hand-written valid examples where the generator needs them.

type Who = 'anonymous' | 'buyer' | 'seller' | 'admin' | 'authUser';
type AppName = 'sandbox' | 'stripe';

/** What the generator knows of a route beyond its document: valid values to start from, and who may call it. */
interface Hand {
  runs?: number;
  /** The principal who may call it: most requests come from them. */
  as?: Who;
  /** Sent with the session cookie rather than the bearer token (GET /api/jwt). */
  cookie?: boolean;
  /** Valid values of path parameters (the first one makes the canonical request). */
  params?: () => Record<string, string[]>;
  /** The whole path, when it is more than its parameters (better-auth's catch-all). */
  path?: () => fc.Arbitrary<string>;
  query?: () => Record<string, fc.Arbitrary<string>>;
  body?: () => fc.Arbitrary<Payload>;
  /** A valid body: the canonical request's. */
  example?: () => Payload;
  /** A valid URL (path and query): the canonical request. */
  canonical?: () => string;
  /** The URL and body together, when the body depends on the URL (better-auth's catch-all). */
  target?: () => fc.Arbitrary<[string, Payload]>;
  /** Further headers the route reads. */
  headers?: () => fc.Arbitrary<Record<string, string>>;
}

/** How hostile requests to one route are built. */
interface Fuzz extends Omit<Hand, 'path' | 'body' | 'canonical' | 'runs'> {
  /** `METHOD /url`: the document's operation (`:param` spelling), or the registered route it lacks. */
  route: string;
  /** The registered route that answers it. */
  registered: string;
  runs: number;
  app: AppName;
  path: () => fc.Arbitrary<string>;
  body: () => fc.Arbitrary<Payload>;
  canonical: () => string;
}

const callers = {} as Record<Who, { id?: string; token?: string; cookie?: string; email?: string; name?: string }>;
let picture = '';
let imageFile = '';
const productIds: string[] = [];
/** Every detail a listing may say beyond the spec's fields (issue 16), all valid. */
const LISTING_DETAILS = {
  brand: 'Samsung',
  model: 'Galaxy A54',
  storageGb: 256,
  ramGb: 8,
  colour: 'Black',
  batteryHealth: 90,
  includes: ['box', 'charger', 'receipt'],
  warrantyMonths: 3,
  description: 'No scratches.',
};
const orderIds: string[] = [];
const dealIds: string[] = [];
const conversationIds: string[] = [];
const stolenIds: string[] = [];
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
/** A JSON body around a valid example (checked against the shared schema), and the example itself. */
const json = (schema: z.ZodType, example: () => unknown): Pick<Hand, 'body' | 'example'> => ({
  body: () => payload(jsonBody(example(), schema)),
  example: () => ({ kind: 'json', value: example() }),
});
const noBody = () => payload(undefined);
const sellerQuery = () => ({
  id: fc.oneof(fc.constantFrom(...victimSellers.map((s) => s.id)), malformedId, anyString),
  name: fc.oneof(fc.constantFrom(...victimSellers.map((s) => s.name)), anyString),
});

/**
 * Hand-written knowledge by route: real ids, tokens and bodies that pass validation, so requests reach the business
 * rules. A route without an entry is fuzzed from its document alone.
 */
const HAND: Record<string, Hand> = {
  'GET /api/health': { runs: 220, as: 'anonymous' },
  'GET /api/advertisedproduct': { runs: 310, as: 'anonymous', query: () => ({ limit: fc.string() }) },
  'GET /api/images/:file': {
    runs: 400,
    as: 'anonymous',
    params: () => ({
      file: [
        imageFile,
        imageFile.replace('-640', '-320'),
        imageFile.replace('-640', '-9999'),
        imageFile.toUpperCase(),
        imageFile.replace('.webp', ''),
        `..%2F..%2F${imageFile}`,
        `${'0'.repeat(64)}-640.webp`,
      ],
    }),
  },
  'POST /api/images': {
    runs: 400,
    as: 'seller',
    body: () => hostileMultipart(),
    example: () => {
      const { payload: text, headers } = multipartBody('image', 'phone.png', 'image/png', tinyPng);
      return { kind: 'raw', contentType: headers['content-type'], text };
    },
  },
  'GET /api/products/:categoryId': {
    runs: 400,
    as: 'buyer',
    params: () => ({
      categoryId: ['1', '2', '3', '4', '0', '-1', '1.5', '1e3', '0x1', '%201', 'NaN', 'Infinity', '9'.repeat(30)],
    }),
    query: () => ({ cursor: cursor() }),
  },
  'GET /api/search': {
    runs: 400,
    as: 'buyer',
    canonical: () => '/api/search?q=samsng&sort=price-asc',
    query: () => ({
      q: fc.oneof(anyString, fc.constantFrom('samsng a52', '%', '_', '\\', "'; drop table product; --")),
      category: fc.oneof(fc.constantFrom('1', '2', '3', '0', '-1', ''), anyNumber.map(String)),
      minPrice: anyNumber.map(String),
      maxPrice: anyNumber.map(String),
      condition: fc.oneof(fc.constantFrom('Excellent', 'Good,Fair', 'Broken', ',,,'), anyString),
      maxYears: anyNumber.map(String),
      verified: fc.oneof(fc.constantFrom('true', 'false', ''), anyString),
      location: anyString,
      brand: fc.oneof(fc.constantFrom('Samsung', 'xiaomi', 'Lava'), anyString),
      storage: fc.oneof(fc.constantFrom('128', '100', '1024', ''), anyNumber.map(String)),
      sort: fc.oneof(fc.constantFrom('newest', 'price-asc', 'price-desc'), anyString),
      cursor: cursor(),
    }),
  },
  'GET /api/price-hint': {
    runs: 300,
    as: 'seller',
    canonical: () => '/api/price-hint?brand=samsung&model=Galaxy%20A52&storage=128&condition=Good',
    query: () => ({
      brand: fc.oneof(fc.constantFrom('Samsung', 'xiaomi', 'Lava', '', ' '), anyString),
      model: fc.oneof(fc.constantFrom('Galaxy A52', 'galaxy  a52', "'; drop table product; --", ''), anyString),
      storage: fc.oneof(fc.constantFrom('128', '100', '1024', '', '-1'), anyNumber.map(String)),
      condition: fc.oneof(fc.constantFrom('Excellent', 'Good', 'Fair', 'New', ''), anyString),
      except: fc.oneof(fc.constantFrom(...productIds, ''), anyString),
    }),
  },
  // Public since issue 22: asked as a signed-out visitor.
  'GET /api/product/:id': { runs: 360, as: 'anonymous', params: () => ({ id: productIds }) },
  'GET /api/products': { runs: 360, as: 'seller', query: () => ({ name: anyString, cursor: cursor() }) },
  'POST /api/products/add': {
    runs: 500,
    as: 'seller',
    ...json(AddProductBodySchema, () => ({ add: { ...validProduct(picture), ...LISTING_DETAILS } })),
  },
  'PATCH /api/products/:id': {
    runs: 400,
    as: 'seller',
    params: () => ({ id: productIds }),
    ...json(EditProductBodySchema, () => ({
      edit: { ...validProduct(picture), ...LISTING_DETAILS, resalePrice: 20000 },
    })),
  },
  'PUT /api/products/:id': {
    runs: 400,
    as: 'seller',
    params: () => ({ id: productIds }),
    ...json(AdvertiseSchema, () => ({ advertised: true })),
  },
  'DELETE /api/products/:id': { runs: 360, as: 'seller', params: () => ({ id: productIds.slice(-4) }) },
  // Listings 6 and 7 only: no order, deal or delete here asks for them.
  'POST /api/products/:id/sold-elsewhere': { runs: 200, as: 'seller', params: () => ({ id: productIds.slice(6, 8) }) },
  'POST /api/products/:id/relist': { runs: 200, as: 'seller', params: () => ({ id: productIds.slice(6, 8) }) },
  'GET /api/jwt': {
    runs: 360,
    as: 'buyer',
    cookie: true,
    canonical: () => `/api/jwt?email=${encode(callers.buyer.email ?? '')}`,
    query: () => ({ email: emails() }),
  },
  'GET /api/users': {
    runs: 400,
    as: 'buyer',
    canonical: () => `/api/users?email=${encode(callers.buyer.email ?? '')}`,
    query: () => ({ email: emails() }),
  },
  'POST /api/users': {
    runs: 450,
    as: 'buyer',
    ...json(CreateUserSchema, () => ({ name: callers.buyer.name, email: callers.buyer.email, role: 'Buyer' })),
  },
  'GET /api/buyers': { runs: 310, as: 'admin', query: () => ({ cursor: cursor() }) },
  'DELETE /api/buyers/:id': { runs: 360, as: 'admin', params: () => ({ id: victimBuyers }) },
  'GET /api/sellers': { runs: 310, as: 'admin', query: () => ({ cursor: cursor() }) },
  'PUT /api/sellers': {
    runs: 400,
    as: 'admin',
    canonical: () => `/api/sellers?id=${victimSellers[0]?.id ?? ''}`,
    query: sellerQuery,
    ...json(VerifySellerSchema, () => ({ verification: true })),
  },
  'DELETE /api/sellers': {
    runs: 360,
    as: 'admin',
    canonical: () => `/api/sellers?id=${victimSellers.at(-1)?.id ?? ''}`,
    query: sellerQuery,
  },
  'PUT /api/users/:id/suspension': {
    runs: 300,
    as: 'admin',
    params: () => ({ id: [...victimBuyers, ...victimSellers.map((s) => s.id)] }),
    ...json(SuspendUserSchema, () => ({ reason: 'Asked buyers for advance payment by bKash.' })),
  },
  'DELETE /api/users/:id/suspension': {
    runs: 300,
    as: 'admin',
    params: () => ({ id: [...victimBuyers, ...victimSellers.map((s) => s.id)] }),
  },
  'PUT /api/reports/:productId': {
    runs: 400,
    as: 'buyer',
    params: () => ({ productId: productIds }),
    ...json(ReportSchema, () => ({ reported: true, reason: 'fake', note: 'The box says Samsang.' })),
  },
  'GET /api/reportedproduct': { runs: 310, as: 'admin', query: () => ({ cursor: cursor() }) },
  'DELETE /api/reportedproduct/:id': { runs: 360, as: 'admin', params: () => ({ id: productIds.slice(-6) }) },
  'PUT /api/reportedproduct/:id': {
    runs: 360,
    as: 'admin',
    params: () => ({ id: productIds.slice(0, 6) }),
    ...json(DismissReportsSchema, () => ({ dismissed: true })),
  },
  'GET /api/audit': {
    runs: 360,
    as: 'admin',
    query: () => ({
      action: fc.oneof(fc.constantFrom(...AUDIT_ACTIONS), anyString),
      from: fc.oneof(fc.constantFrom('2026-01-01', '2026-13-40', '1999-12-31', '9999-12-31'), anyString),
      to: fc.oneof(fc.constantFrom('2026-12-31', '2025-01-01', '0000-00-00'), anyString),
      cursor: cursor(),
    }),
  },
  'POST /api/orders': {
    runs: 500,
    as: 'buyer',
    body: () =>
      fc
        .constantFrom(...productIds)
        .chain((productId) => payload(jsonBody({ productId, ...ORDER_CONTACT }, CreateOrderSchema))),
    example: () => ({ kind: 'json', value: { productId: productIds[5], ...ORDER_CONTACT } }),
  },
  'GET /api/orders': { runs: 360, as: 'buyer', query: () => ({ email: emails() }) },
  'GET /api/orders/:id': { runs: 360, as: 'buyer', params: () => ({ id: orderIds }) },
  'GET /api/mybuyer': { runs: 310, as: 'seller', query: () => ({ name: anyString }) },
  'POST /api/deals': {
    runs: 450,
    as: 'buyer',
    body: () =>
      fc
        .constantFrom(...productIds)
        .chain((productId) => payload(jsonBody({ productId, ...DEAL_BOOKING() }, CreateDealSchema))),
    example: () => ({ kind: 'json', value: { productId: productIds[5], ...DEAL_BOOKING() } }),
  },
  'GET /api/deals': { runs: 200, as: 'buyer' },
  'GET /api/deals/waiting': { runs: 200, as: 'seller' },
  'GET /api/deals/:id': { runs: 300, as: 'buyer', params: () => ({ id: dealIds }) },
  'POST /api/deals/:id/events': {
    runs: 450,
    as: 'seller',
    params: () => ({ id: dealIds }),
    body: () =>
      fc
        .constantFrom(...DEAL_EVENTS)
        .chain((event) =>
          payload(
            jsonBody(
              { event, reason: 'Not today.', meetingPlace: 'Uttara sector 7', meetingAt: DEAL_BOOKING().meetingAt },
              DealEventInputSchema,
            ),
          ),
        ),
    example: () => ({ kind: 'json', value: { event: 'accept' } }),
  },
  'PUT /api/deals/:id/rating': {
    runs: 400,
    as: 'buyer',
    params: () => ({ id: dealIds }),
    ...json(RatingInputSchema, () => ({ stars: 4, comment: 'Phone as described.' })),
  },
  'GET /api/seller/:id': {
    runs: 300,
    as: 'anonymous',
    params: () => ({ id: [callers.seller.id ?? '', callers.buyer.id ?? '', 'nobody'] }),
  },
  'GET /api/seller/:id/products': {
    runs: 300,
    as: 'anonymous',
    params: () => ({ id: [callers.seller.id ?? '', callers.buyer.id ?? '', 'nobody'] }),
    query: () => ({ cursor: cursor() }),
  },
  'POST /api/create-payment-intent': {
    runs: 450,
    as: 'buyer',
    body: () =>
      fc
        .constantFrom(...orderIds)
        .chain((orderId) => payload(jsonBody({ orderId, price: 21500 }, CreatePaymentIntentSchema))),
    example: () => ({ kind: 'json', value: { orderId: orderIds[0] } }),
  },
  'POST /api/payment': {
    runs: 450,
    as: 'buyer',
    body: () =>
      fc
        .tuple(fc.constantFrom(...orderIds), fc.constantFrom(...intents.map((i) => i.id)))
        .chain(([orderID, transaction]) => payload(jsonBody({ orderID, transaction }, PaymentRecordSchema))),
    example: () => ({ kind: 'json', value: { orderID: orderIds[0], transaction: intents[0]?.id } }),
  },
  'POST /api/sandbox/payment-methods': {
    runs: 450,
    as: 'buyer',
    ...json(z.object({ card: SandboxCardSchema }), () => ({
      card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' },
    })),
  },
  'POST /api/sandbox/payment-intents/:id/confirm': {
    runs: 450,
    as: 'buyer',
    params: () => ({ id: intents.map((i) => i.id) }),
    body: () =>
      fc
        .tuple(fc.constantFrom(...intents), fc.constantFrom(...paymentMethods))
        .chain(([intent, paymentMethod]) =>
          payload(
            jsonBody(
              { clientSecret: intent.clientSecret, paymentMethod },
              z.object({ clientSecret: z.string(), paymentMethod: z.string() }),
            ),
          ),
        ),
    example: () => ({
      kind: 'json',
      value: { clientSecret: intents[0]?.clientSecret, paymentMethod: paymentMethods[0] },
    }),
  },
  'POST /api/stripe/webhook': {
    runs: 260,
    as: 'anonymous',
    ...json(z.object({ id: z.string(), type: z.string(), data: z.object({ object: z.object({}) }) }), () => ({
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
  },

  // better-auth: the endpoints the document describes, each from a valid example body...
  'POST /api/auth/sign-up/email': {
    runs: 100,
    as: 'anonymous',
    ...json(RegisterSchema, () => ({
      name: 'Fuzz Person',
      email: 'fuzz.person@phonehaat.test',
      password: 'a long password',
      role: 'Buyer',
    })),
  },
  'POST /api/auth/sign-in/email': {
    runs: 100,
    as: 'anonymous',
    ...json(LoginSchema, () => ({ email: callers.authUser.email, password: 'wrong password' })),
  },
  'POST /api/auth/sign-in/social': {
    runs: 80,
    as: 'anonymous',
    ...json(z.object({ provider: z.string(), callbackURL: z.string() }), () => ({
      provider: 'google',
      callbackURL: '/dashboard',
      errorCallbackURL: '/login',
    })),
  },
  'GET /api/auth/get-session': { runs: 80, as: 'authUser' },
  'POST /api/auth/update-user': {
    runs: 80,
    as: 'authUser',
    ...json(z.object({ name: z.string() }), () => ({ name: 'Fuzz Auth User' })),
  },
  'POST /api/auth/sign-out': { runs: 40, as: 'authUser', ...json(z.object({}), () => ({})) },
  // The account page and the bell (issue 17). Deleting is tried with passwords that are never the buyer's.
  'GET /api/account': { runs: 60, as: 'buyer' },
  'DELETE /api/account': {
    runs: 120,
    as: 'buyer',
    ...json(DeleteAccountSchema, () => ({ password: 'not the password' })),
  },
  'POST /api/conversations': {
    runs: 200,
    as: 'buyer',
    body: () =>
      fc.constantFrom(...productIds).chain((productId) => payload(jsonBody({ productId }, StartConversationSchema))),
    example: () => ({ kind: 'json', value: { productId: productIds[1] } }),
  },
  'GET /api/conversations': { runs: 60, as: 'seller' },
  'GET /api/conversations/unread': { runs: 60, as: 'seller' },
  'GET /api/conversations/:id': { runs: 200, as: 'buyer', params: () => ({ id: conversationIds }) },
  'GET /api/conversations/:id/messages': {
    runs: 250,
    as: 'seller',
    params: () => ({ id: conversationIds }),
    query: () => ({ after: fc.oneof(fc.nat().map(String), anyString, fc.constant('-1'), fc.constant('1e400')) }),
  },
  'POST /api/conversations/:id/messages': {
    runs: 300,
    as: 'buyer',
    params: () => ({ id: conversationIds }),
    ...json(SendMessageSchema, () => ({ text: 'Is the battery original? <b>bold</b> ০১৭১২৩৪৫৬৭৮' })),
  },
  'POST /api/conversations/:id/read': { runs: 150, as: 'seller', params: () => ({ id: conversationIds }) },
  'PUT /api/conversations/:id/block': { runs: 150, as: 'seller', params: () => ({ id: conversationIds.slice(1) }) },
  'DELETE /api/conversations/:id/block': {
    runs: 150,
    as: 'seller',
    params: () => ({ id: conversationIds.slice(1) }),
  },
  'PUT /api/conversations/:id/report': {
    runs: 200,
    as: 'buyer',
    params: () => ({ id: conversationIds }),
    ...json(ReportConversationSchema, () => ({ reason: 'Asked me to pay by bKash first.' })),
  },
  'GET /api/reportedconversations': { runs: 60, as: 'admin' },
  'DELETE /api/reportedconversations/:id': { runs: 150, as: 'admin', params: () => ({ id: conversationIds }) },
  'GET /api/socket': { runs: 60, as: 'buyer', query: () => ({ token: anyString }) },
  'POST /api/phone-check': {
    runs: 250,
    as: 'anonymous',
    ...json(PhoneCheckSchema, () => ({ imei: '35-209900-176148-1' })),
  },
  'POST /api/stolen': {
    runs: 250,
    as: 'buyer',
    ...json(ReportStolenSchema, () => ({
      imei: testImei(),
      gdNumber: 'Mohammadpur PS GD ৪৫১',
      stolenOn: '2026-09-30',
      area: 'Mohammadpur, Dhaka',
    })),
  },
  'GET /api/stolen': { runs: 40, as: 'buyer' },
  'PATCH /api/stolen/:id': {
    runs: 150,
    as: 'buyer',
    params: () => ({ id: stolenIds }),
    ...json(RecoverStolenSchema, () => ({ status: 'recovered' })),
  },
  'GET /api/notifications': { runs: 60, as: 'buyer' },
  'POST /api/notifications/read': {
    runs: 200,
    as: 'seller',
    ...json(MarkNotificationsReadSchema, () => ({ ids: [randomUUID()] })),
  },
  'GET /api/notifications/preferences': { runs: 40, as: 'buyer' },
  'PUT /api/notifications/preferences': {
    runs: 150,
    as: 'buyer',
    ...json(NotificationPreferencesUpdateSchema, () => ({
      emailDealRequested: true,
      emailDealAccepted: false,
      emailDealCompleted: true,
      language: 'bn',
    })),
  },
  // ...and its catch-all: better-auth's other endpoints, and paths that are none.
  'GET /api/auth/*': {
    runs: 220,
    as: 'authUser',
    canonical: () => '/api/auth/list-sessions',
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
  },
  'POST /api/auth/*': {
    runs: 220,
    as: 'authUser',
    canonical: () => '/api/auth/change-password',
    example: () => ({
      kind: 'json',
      value: { currentPassword: 'wrong password', newPassword: 'another long password' },
    }),
    target: () => authPost(),
  },

  // The document's own routes: the reference page's files.
  'GET /api/docs/static/*': {
    runs: 40,
    as: 'anonymous',
    params: () => ({ '*': ['swagger-ui.css', 'swagger-ui-bundle.js', 'index.css', 'favicon-32x32.png'] }),
  },
};
const ORDER_CONTACT = { contact: '01811-223344', meetingLocation: 'Dhanmondi 27, Dhaka' };
const DEAL_BOOKING = () => ({
  ...ORDER_CONTACT,
  payment: 'cash',
  meetingAt: new Date(Date.now() + 86_400_000).toISOString(),
});

// better-auth's other POST endpoints, each with a valid example body to start from.
const AUTH_POSTS: { path: string; schema: z.ZodType; example: () => unknown }[] = [
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
  {
    path: 'send-verification-email',
    schema: z.object({ email: z.string() }),
    example: () => ({ email: callers.authUser.email }),
  },
  { path: 'revoke-session', schema: z.object({ token: z.string() }), example: () => ({ token: 'abc' }) },
  { path: 'unlink-account', schema: z.object({ providerId: z.string() }), example: () => ({ providerId: 'google' }) },
  { path: 'no-such-endpoint', schema: z.object({}), example: () => ({}) },
];
const authPost = () =>
  fc.oneof(
    ...AUTH_POSTS.map(({ path, schema, example }) =>
      fc.tuple(fc.constant(`/api/auth/${path}`), payload(jsonBody(example(), schema))),
    ),
    fc.tuple(
      segment().map((s) => `/api/auth/${s}`),
      payload(undefined),
    ),
  );

// Reading the document.

type Schema = OpenAPIV3_1.SchemaObject;
const isSchema = (s: unknown): s is Schema => typeof s === 'object' && s !== null && !('$ref' in s);

/** A value the schema accepts (in the formats the API uses), for a request to start from. */
function exampleOf(schema: unknown): unknown {
  if (!isSchema(schema)) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const branch = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (branch) return exampleOf(branch);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map(exampleOf));
  const type = [schema.type].flat().find((t) => t !== 'null');
  if (type === 'object') {
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, exampleOf(s)]));
  }
  if (type === 'array' && 'items' in schema)
    return Array.from({ length: schema.minItems ?? 1 }, () => exampleOf(schema.items));
  if (type === 'integer' || type === 'number') return Math.min(Math.max(1, schema.minimum ?? 1), schema.maximum ?? 1);
  if (type === 'boolean') return true;
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'email') return 'fuzz@phonehaat.test';
  if (schema.format === 'uri') return 'https://phonehaat.test/';
  return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}

/** Values for a query parameter: as its schema allows, and the generator's junk beside them (queryValue). */
function valuesOf(schema: unknown): fc.Arbitrary<string> {
  if (!isSchema(schema)) return anyString;
  if (schema.enum?.length) return fc.constantFrom(...schema.enum.map(String));
  const type = [schema.type].flat().find((t) => t !== 'null');
  const int32 = (n: number | undefined, fallback: number) => Math.min(2 ** 31 - 1, Math.max(-(2 ** 31), n ?? fallback));
  if (type === 'integer') {
    return fc.integer({ min: int32(schema.minimum, -1000), max: int32(schema.maximum, 1000) }).map(String);
  }
  if (type === 'number') return anyNumber.map(String);
  if (type === 'boolean') return fc.constantFrom('true', 'false');
  return fc.oneof(fc.constant(String(exampleOf(schema))), fc.string({ maxLength: schema.maxLength ?? 40 }));
}

/** An operation of the document: its route, and what its parameters and body look like. */
interface Operation {
  route: string;
  params: Record<string, Schema>;
  query: { name: string; schema: Schema; required: boolean }[];
  body: Schema | undefined;
}
function operationsOf(document: OpenAPIV3_1.Document): Operation[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item ?? {}).flatMap(([method, value]) => {
      if (typeof value !== 'object' || value === null || !('responses' in value)) return [];
      const operation = value as OpenAPIV3_1.OperationObject;
      const parameters = (operation.parameters ?? []).filter(
        (p): p is OpenAPIV3_1.ParameterObject & { schema: Schema } => !('$ref' in p) && isSchema(p.schema),
      );
      const body = operation.requestBody && 'content' in operation.requestBody ? operation.requestBody : undefined;
      return [
        {
          route: `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`,
          params: Object.fromEntries(parameters.filter((p) => p.in === 'path').map((p) => [p.name, p.schema])),
          query: parameters
            .filter((p) => p.in === 'query')
            .map((p) => ({ name: p.name, schema: p.schema, required: p.required === true })),
          body: body?.content['application/json']?.schema as Schema | undefined,
        },
      ];
    }),
  );
}

/** Requests to a route outside the document, and to an operation no hand-written entry knows, are fewer. */
const UNDOCUMENTED_RUNS = 30;
const DOCUMENTED_RUNS = 300;

/** `/api/x/:id/y` with each parameter (`*` included) taken from `values`. */
const fill = (template: string, values: (name: string) => string) =>
  template.replace(/:([A-Za-z0-9_]+)|\*$/g, (whole, name: string | undefined) => values(name ?? whole));

/**
 * What to send to a route: the document's parameters, query and body, with the hand-written entry's values over
 * them. `registered` is the route that answers (better-auth's catch-all for its documented endpoints).
 */
function fuzzOf(route: string, registered: string, app: AppName, operation: Operation | undefined): Fuzz {
  const hand = HAND[route] ?? {};
  const [method = 'GET', template = '/api'] = route.split(' ');
  const names = [...template.matchAll(/:([A-Za-z0-9_]+)|\*$/g)].map((m) => m[1] ?? '*');
  const valid = (): Record<string, string[]> => ({
    ...Object.fromEntries(names.map((n) => [n, [String(exampleOf(operation?.params[n]) ?? 'x')]])),
    ...hand.params?.(),
  });
  const documentQuery = () =>
    Object.fromEntries((operation?.query ?? []).map((q) => [q.name, valuesOf(q.schema)] as const));
  const example =
    hand.example ?? (operation?.body ? () => ({ kind: 'json', value: exampleOf(operation.body) }) : undefined);
  return {
    ...hand,
    route,
    registered,
    app,
    runs: hand.runs ?? (operation ? DOCUMENTED_RUNS : UNDOCUMENTED_RUNS),
    path:
      hand.path ??
      (() => {
        const values = valid();
        return fc
          .tuple(...names.map((n) => segment(...(values[n] ?? []))))
          .map((segments) => fill(template, (n) => segments[names.indexOf(n)] ?? ''));
      }),
    query: () => ({ ...documentQuery(), ...hand.query?.() }),
    body:
      hand.body ??
      (operation?.body && BODY_METHODS.has(method) ? () => payload(jsonBody(exampleOf(operation.body))) : noBody),
    ...(example ? { example } : {}),
    canonical:
      hand.canonical ??
      (() => {
        const values = valid();
        const required = (operation?.query ?? []).filter((q) => q.required);
        const query = required.map((q) => `${q.name}=${encode(String(exampleOf(q.schema)))}`).join('&');
        return fill(template, (n) => values[n]?.[0] ?? 'x') + (query ? `?${query}` : '');
      }),
  };
}
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// Every route: each operation of the documents, and each registered route they leave out (better-auth's catch-all,
// the document's own routes), from the document and the hand-written entries.
const FUZZ: Fuzz[] = (() => {
  const registered = apiRoutes();
  const wildcards = [...registered].filter((r) => r.endsWith('*'));
  const answering = (route: string) =>
    registered.has(route)
      ? route
      : (wildcards.find((w) => route.startsWith(w.slice(0, -1)) && w.split(' ')[0] === route.split(' ')[0]) ?? route);
  const fuzz = new Map<string, Fuzz>();
  for (const app of ['sandbox', 'stripe'] as const) {
    for (const operation of operationsOf(documents[app])) {
      if (!fuzz.has(operation.route)) {
        fuzz.set(operation.route, fuzzOf(operation.route, answering(operation.route), app, operation));
      }
    }
  }
  for (const route of registered) {
    if (!fuzz.has(route)) fuzz.set(route, fuzzOf(route, route, 'sandbox', undefined));
  }
  return [...fuzz.values()];
})();

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
    who: spec.as
      ? fc.oneof(
          { weight: 7, arbitrary: fc.constant(spec.as) },
          { weight: 1, arbitrary: fc.constant<Who>('anonymous') },
          { weight: 2, arbitrary: fc.constantFrom(...ALL) },
        )
      : fc.constantFrom(...ALL),
    tokenNoise: fc.option(
      fc.oneof(
        fc.constantFrom(...TOKEN_NOISE),
        anyString.map((s) => `bearer ${onTheWire(s.slice(0, 5000))}`),
      ),
      { freq: 12, nil: undefined },
    ),
    target: spec.target
      ? spec.target()
      : fc.tuple(
          fc.tuple(spec.path(), query(spec.query?.() ?? {})).map(([p, q]) => p + q),
          spec.body(),
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
  for (const app of ['sandbox', 'stripe'] as const) {
    const address = await contexts[app].app.listen({ port: 0, host: '127.0.0.1' });
    ports[app] = Number(new URL(address).port);
  }
  callers.anonymous = {};
  const principal = async (role: 'Buyer' | 'Seller' | 'Admin', name: string) => {
    const p: Principal = await createPrincipal(ctx.app, role, name);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: p.email, password: p.password },
    });
    return { id: p.id, token: p.token, email: p.email, name, cookie: sessionCookie(login.headers['set-cookie']) };
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
  for (const productId of productIds.slice(6, 9)) {
    const deal = await ctx.app.inject({
      method: 'POST',
      url: '/api/deals',
      headers: as('buyer'),
      payload: { productId, ...DEAL_BOOKING() },
    });
    expect(deal.statusCode, deal.body).toBe(201);
    dealIds.push(deal.json<{ insertedId: string }>().insertedId);
  }
  // One of them completed, so a rating can be given.
  for (const [who, event] of [
    ['seller', 'accept'],
    ['seller', 'payCash'],
    ['buyer', 'receive'],
  ] as const) {
    const move = await ctx.app.inject({
      method: 'POST',
      url: `/api/deals/${dealIds[0]}/events`,
      headers: as(who),
      payload: { event },
    });
    expect(move.statusCode, move.body).toBe(200);
  }
  for (const productId of productIds.slice(0, 3)) {
    const chat = await ctx.app.inject({
      method: 'POST',
      url: '/api/conversations',
      headers: as('buyer'),
      payload: { productId },
    });
    expect(chat.statusCode, chat.body).toBe(200);
    conversationIds.push(chat.json<{ _id: string }>()._id);
  }
  for (let i = 0; i < 3; i += 1) {
    const filed = await ctx.app.inject({
      method: 'POST',
      url: '/api/stolen',
      headers: as('buyer'),
      payload: { imei: testImei(), gdNumber: `Uttara PS GD ${i}`, stolenOn: '2026-10-10', area: 'Uttara, Dhaka' },
    });
    expect(filed.statusCode, filed.body).toBe(201);
    stolenIds.push(filed.json<{ id: string }>().id);
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
  it('reaches every route the app registers, and every operation of its documents', () => {
    // Both configurations: the sandbox gateway's routes and the Stripe gateway's.
    const routes = apiRoutes();
    const reached = new Set(FUZZ.map((f) => f.registered));
    expect(
      [...routes].filter((r) => !reached.has(r)),
      'route without hostile input',
    ).toEqual([]);
    expect(
      FUZZ.filter((f) => !routes.has(f.registered)).map((f) => f.route),
      'an operation no registered route answers',
    ).toEqual([]);
    const fuzzed = new Set(FUZZ.map((f) => f.route));
    expect(
      Object.keys(HAND).filter((r) => !fuzzed.has(r)),
      'hand-written input for a route that does not exist',
    ).toEqual([]);
  });

  for (const spec of FUZZ) {
    it(
      `${spec.route}: ${spec.runs} hostile requests, never a 5xx, always a JSON message`,
      async () => {
        await fc.assert(
          fc.asyncProperty(request(spec), async (r) => {
            const options = toInject(spec, r);
            const res = await withinSeconds(30, contexts[spec.app].app.inject(options));
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
      const raw = fc.tuple(
        fc.constantFrom(...FUZZ.map((r) => r.route)),
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
            ports.sandbox,
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
          ports.sandbox,
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

  it(
    'gets no further by another spelling of a path (dot segments, encoded dots and slashes, doubled slashes)',
    async () => {
      const refused: string[] = [];
      for (const spec of FUZZ) {
        const method = spec.route.split(' ')[0] ?? 'GET';
        const url = spec.canonical();
        const [path = '', search] = url.split(/\?(.*)/s);
        const query = search === undefined ? '' : `?${search}`;
        const others: Who[] =
          spec.as === 'buyer' ? ['seller'] : spec.as === 'seller' || spec.as === 'admin' ? ['buyer'] : [];
        for (const who of new Set<Who>(['anonymous', spec.as ?? 'buyer', ...others])) {
          const ask = (target: string) => exchange(spec, method, target, who);
          const canonical = await ask(url);
          judge(`${method} ${url} as ${who}`, canonical);
          for (const spelling of spellings(path)) {
            const target = spelling + query;
            const res = await ask(target);
            judge(`${method} ${target} as ${who}`, res);
            // Refused (4xx), or answered as the path itself is for this caller: never a success it does not give.
            if (res.statusCode !== canonical.statusCode && (res.statusCode < 400 || res.statusCode >= 500)) {
              refused.push(
                `${method} ${target} as ${who}: ${res.statusCode}, while ${url} answers ${canonical.statusCode}`,
              );
            }
          }
        }
      }
      expect(refused, 'a spelling answered what its path does not').toEqual([]);
      await healthy();
    },
    180_000 * Math.max(1, FACTOR),
  );

  it('answered only what the OpenAPI document describes', () => {
    expect(undescribedAnswers([documents.sandbox, documents.stripe]), 'answers missing from the document').toEqual([]);
  });

  it(`sent at least 10,000 hostile requests in all`, () => {
    const seconds = Math.round((performance.now() - started) / 1000);
    console.info(`hostile input: ${sent} requests in ${seconds} s`);
    expect(sent).toBeGreaterThanOrEqual(10_000 * Math.min(FACTOR, 1));
  });
});

/**
 * Other spellings of a path (`/api/x/y`): a dot segment at each level (`/api/./x/y`), `x/../x`, encoded dots (`%2e`,
 * `%2E%2E`), an encoded slash (`x%2fy`), doubled slashes (`/api//x/y`, `//api/x/y`), a trailing slash, and an encoded
 * letter (`%79`).
 */
function spellings(path: string): string[] {
  const parts = path.split('/').slice(1);
  const last = parts.length - 1;
  const at = (i: number, ...inserted: string[]) =>
    `/${[...parts.slice(0, i), ...inserted, ...parts.slice(i)].join('/')}`;
  const out = new Set<string>();
  for (let i = 1; i <= last; i += 1) out.add(at(i, '.'));
  out.add(at(1, parts[1] ?? '', '..'));
  out.add(at(last, 'zz', '..'));
  out.add(at(1, '%2e'));
  out.add(at(last, '%2E'));
  out.add(at(1, 'zz', '%2E%2E'));
  out.add(at(last, 'zz', '%2e%2e'));
  if (last >= 2) out.add(`/${[...parts.slice(0, -2), `${parts[last - 1]}%2f${parts[last]}`].join('/')}`);
  out.add(at(1, ''));
  out.add(`/${path}`);
  out.add(`${path}/`);
  out.add(
    path.replace(/\/([a-z])([^/]*)$/, (_, c: string, rest: string) => `/%${c.charCodeAt(0).toString(16)}${rest}`),
  );
  out.delete(path);
  return [...out];
}

/** The route's canonical request (its valid body) to `target`, sent over a socket exactly as written. */
function exchange(spec: Fuzz, method: string, target: string, who: Who): Promise<LightMyRequestResponse> {
  const caller = callers[who];
  const lines = [`${method} ${target} HTTP/1.1`, 'Host: localhost', 'Connection: close'];
  if (spec.cookie) {
    if (caller.cookie) lines.push(`Cookie: ${caller.cookie}`);
  } else if (caller.token) lines.push(`Authorization: bearer ${caller.token}`);
  const body = spec.example?.();
  let bytes = Buffer.alloc(0);
  if (body?.kind === 'json') {
    bytes = Buffer.from(JSON.stringify(body.value) ?? 'null');
    lines.push('Content-Type: application/json');
  } else if (body?.kind === 'raw') {
    bytes = Buffer.from(body.text);
    if (body.contentType !== undefined) lines.push(`Content-Type: ${body.contentType}`);
  }
  if (method !== 'GET') lines.push(`Content-Length: ${bytes.length}`);
  return rawRequest(ports[spec.app], Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`), bytes]));
}

/** One raw HTTP/1.1 exchange; answers the status and the body, shaped like an injected response for `judge`. */
function rawRequest(port: number, text: string | Buffer): Promise<LightMyRequestResponse> {
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
      if (statusCode === 0) {
        reject(new Error(`no HTTP answer to ${text.toString().slice(0, 200)}: ${head.slice(0, 200)}`));
      } else resolve({ statusCode, body: body.toString('utf8') } as LightMyRequestResponse);
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
