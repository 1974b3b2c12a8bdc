import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions } from '../src/db/schema/index.js';
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
import { DOCS_PATH, OPENAPI_PATH } from '../src/plugins/openapi.js';
import { apiRoutes, devRoutes, guardedRoutes, undescribedAnswers } from './route-log.js';

/**
 * The authorization matrix: every route the app registers, called by every kind of caller against real resources
 * owned by someone specific, with the status each must get. A route without an entry here fails the suite, so a new
 * route cannot ship without someone deciding who may call it.
 */

// Every route the app registers, as Fastify announces it (an onRoute hook on the app buildApp creates).
vi.mock('fastify', async (original) => (await import('./route-log.js')).withRouteLog(await original()));

const WHO = [
  'anonymous',
  'buyer',
  'otherBuyer',
  'seller',
  'otherSeller',
  'admin',
  'expiredToken',
  'deletedUser',
] as const;
type Who = (typeof WHO)[number];
type Expected = Record<Who, number>;

interface Caller {
  who: Who;
  id?: string;
  email?: string;
  name?: string;
  /** The API's bearer token. */
  token?: string;
  /** A session cookie of the same person (only GET /api/jwt takes it). */
  cookie?: string;
}

/** How a call authenticates: the caller's bearer token (the API's way), their session cookie, or nothing. */
type Credentials = 'bearer' | 'cookie';
type Call = Omit<InjectOptions, 'headers'> & { headers?: Record<string, string>; credentials?: Credentials };

interface Entry {
  /** `METHOD /url` exactly as registered. */
  route: string;
  /** What this entry's call targets, when a route has more than one entry. */
  target?: string;
  /** The call for this caller: real resources, fresh ones for calls that change something. */
  call: (who: Who) => Promise<Call> | Call;
  expect: Expected;
  /** Routes that exist only with the Stripe gateway are called on an app configured for it. */
  app?: 'stripe';
  /** Further checks on a successful answer (ownership of what comes back). */
  verify?: (res: LightMyRequestResponse, caller: Caller) => void;
}

let ctx: TestContext;
/** The same app as deployed (NODE_ENV=production): the development-only routes are not there. */
let productionCtx: TestContext;
/** A caught email in the development app's mail folder (what the local catcher writes for each message). */
const CAUGHT_MAIL_ID = '2026-11-26T08-00-00-000Z-matrix01';
/** The same app with the Stripe gateway and its webhook: the routes only that configuration registers. */
let stripeCtx: TestContext;
const callers = {} as Record<Who, Caller>;
let picture = '';
let imageFile = '';
let buyerOrderId = '';
const buyerOrderIds = new Set<string>();
const otherBuyerOrderIds = new Set<string>();

// What only their owners know: distinct, so a leak is found by a plain substring search.
const CONTACT: Partial<Record<Who, string>> = { buyer: '01811-550001', otherBuyer: '01922-660002' };
const MEETING: Partial<Record<Who, string>> = {
  buyer: 'Dhanmondi 27, road 9, house 14',
  otherBuyer: 'Uttara sector 7, road 31',
};
// The buyer's booking of a deal with the seller: its parties and an admin (who settles problems) may read it.
const DEAL_CONTACT = '01633-770003';
const DEAL_MEETING = 'Bashundhara City, level 5, gate 2';
let buyerDealId = '';
let completedDealId = '';

const inject = (options: InjectOptions) => ctx.app.inject(options);
const bearer = (c: Caller) => ({ authorization: `bearer ${c.token}` });

async function login(email: string, password: string): Promise<{ cookie: string; token: string }> {
  const res = await inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = sessionCookie(res.headers['set-cookie']);
  const jwt = await inject({ method: 'GET', url: `/api/jwt?email=${encodeURIComponent(email)}`, headers: { cookie } });
  expect(jwt.statusCode, jwt.body).toBe(200);
  return { cookie, token: jwt.json<{ accessToken: string }>().accessToken };
}

async function person(who: Who, role: 'Buyer' | 'Seller' | 'Admin', name: string): Promise<Caller> {
  const p: Principal = await createPrincipal(ctx.app, role, name);
  const { cookie } = await login(p.email, p.password);
  return { who, id: p.id, email: p.email, name, token: p.token, cookie };
}

/** A fresh, unsold listing of a seller (the one photo, uploaded once, serves every listing). */
async function newProduct(owner: Who = 'seller'): Promise<string> {
  const res = await inject({
    method: 'POST',
    url: '/api/products/add',
    headers: bearer(callers[owner]),
    payload: { add: validProduct(picture) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ insertedId: string }>().insertedId;
}

async function newOrder(buyer: 'buyer' | 'otherBuyer' = 'buyer', productId?: string): Promise<string> {
  const res = await inject({
    method: 'POST',
    url: '/api/orders',
    headers: bearer(callers[buyer]),
    payload: { productId: productId ?? (await newProduct()), contact: CONTACT[buyer], meetingLocation: MEETING[buyer] },
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json<{ insertedId: string }>().insertedId;
  (buyer === 'buyer' ? buyerOrderIds : otherBuyerOrderIds).add(id);
  return id;
}

/** The buyer's stolen reports carry this GD number: nobody else may read it. */
const BUYER_GD = 'Gulshan PS GD 7781';
const stolenReport = (gdNumber = 'Tejgaon PS GD 1200') => ({
  imei: testImei(),
  gdNumber,
  stolenOn: '2026-11-01',
  area: 'Karwan Bazar, Dhaka',
});

/** A fresh stolen-phone report of the buyer's, standing. */
async function newStolenReport(): Promise<string> {
  const res = await inject({
    method: 'POST',
    url: '/api/stolen',
    headers: bearer(callers.buyer),
    payload: stolenReport(BUYER_GD),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

/** A fresh cash deal of the buyer with the seller, waiting for the seller's answer. */
async function newDeal(): Promise<string> {
  const res = await inject({
    method: 'POST',
    url: '/api/deals',
    headers: bearer(callers.buyer),
    payload: {
      productId: await newProduct(),
      contact: DEAL_CONTACT,
      meetingLocation: DEAL_MEETING,
      payment: 'cash',
      meetingAt: new Date(Date.now() + 86_400_000).toISOString(),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { insertedId, orderId } = res.json<{ insertedId: string; orderId: string }>();
  buyerOrderIds.add(orderId);
  return insertedId;
}

/** A cash deal of the buyer with the seller, taken to completion (the only kind that can be rated). */
async function newCompletedDeal(): Promise<string> {
  const id = await newDeal();
  for (const [who, event] of [
    ['seller', 'accept'],
    ['seller', 'payCash'],
    ['buyer', 'receive'],
  ] as const) {
    const res = await inject({
      method: 'POST',
      url: `/api/deals/${id}/events`,
      headers: bearer(callers[who]),
      payload: { event },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  return id;
}

async function newIntent(): Promise<{ orderId: string; intentId: string; clientSecret: string }> {
  const orderId = await newOrder();
  const res = await inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: bearer(callers.buyer),
    payload: { orderId },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { orderId, ...res.json<{ intentId: string; clientSecret: string }>() };
}

async function newPaymentMethod(who: 'buyer' | 'otherBuyer' = 'buyer'): Promise<string> {
  const res = await inject({
    method: 'POST',
    url: '/api/sandbox/payment-methods',
    headers: bearer(callers[who]),
    payload: { card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' } },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: string }>().id;
}

/** A buyer's order whose card payment the gateway has confirmed, not yet recorded. */
async function newConfirmedIntent() {
  const intent = await newIntent();
  const confirm = await inject({
    method: 'POST',
    url: `/api/sandbox/payment-intents/${intent.intentId}/confirm`,
    headers: bearer(callers.buyer),
    payload: { clientSecret: intent.clientSecret, paymentMethod: await newPaymentMethod() },
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  return intent;
}

/** A fresh listing of the seller reported by `reporter` (each person may file only a few reports an hour). */
async function newReportedProduct(reporter: 'otherBuyer' | 'buyer' = 'otherBuyer'): Promise<string> {
  const id = await newProduct();
  const res = await inject({
    method: 'PUT',
    url: `/api/reports/${id}`,
    headers: bearer(callers[reporter]),
    payload: { reported: true },
  });
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

// The buyer's conversation with the seller: what was said is theirs alone.
const CHAT_SECRET = 'Meet me at Shahbag gate 4 after Asr';
let chatId = '';

/** A fresh conversation of the buyer about a fresh listing of the seller (no message: the buyer's send limit). */
async function newChat(): Promise<string> {
  const res = await inject({
    method: 'POST',
    url: '/api/conversations',
    headers: bearer(callers.buyer),
    payload: { productId: await newProduct() },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ _id: string }>()._id;
}

async function newReportedChat(): Promise<string> {
  const id = await newChat();
  const res = await inject({
    method: 'PUT',
    url: `/api/conversations/${id}/report`,
    headers: bearer(callers.buyer),
    payload: {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

let victims = 0;
/** A fresh account for the admin's deletions and verifications, so each call has something to change. */
async function newAccount(role: 'Buyer' | 'Seller'): Promise<string> {
  victims += 1;
  const res = await inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: {
      name: `Victim ${role} ${victims}`,
      email: `victim-${role.toLowerCase()}-${victims}@phonehaat.test`,
      password: 'a long enough password',
      role,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ user: { id: string } }>().user.id;
}

/** Every row the API could change (sessions aside: an expired one is removed by whoever presents it). */
const STATE_TABLES = [
  'user',
  'account',
  'product',
  'order',
  'payment',
  'payment_attempt',
  'report',
  'listing_hold',
  'audit_log',
  'image',
  'sandbox_payment_method',
  'sandbox_payment_intent',
  'deal',
  'deal_event',
  'job',
  'conversation',
  'message',
  'user_block',
];
async function snapshot(app = ctx.app): Promise<string> {
  const parts: unknown[] = [];
  for (const table of STATE_TABLES) {
    const result = await app.db.execute(sql.raw(`select * from "${table}" order by 1`));
    parts.push(table, (result as unknown as { rows: unknown[] }).rows);
  }
  return JSON.stringify(parts);
}

// Who may call what. `c` = the refusals common to every signed-in route: no token, an expired one, a deleted user's.
const c = { anonymous: 401, expiredToken: 401, deletedUser: 401 } as const;
const everyone = (status: number): Expected => Object.fromEntries(WHO.map((w) => [w, status])) as unknown as Expected;
const everyoneSignedIn = (status: number): Expected => ({
  ...c,
  buyer: status,
  otherBuyer: status,
  seller: status,
  otherSeller: status,
  admin: status,
});
const adminOnly: Expected = {
  ...c,
  buyer: 403,
  otherBuyer: 403,
  seller: 403,
  otherSeller: 403,
  admin: 200,
};
const ownedByCaller = (key: 'email' | 'sellerId') => (res: LightMyRequestResponse, caller: Caller) => {
  for (const row of res.json<Record<string, unknown>[]>()) {
    expect(row[key]).toBe(key === 'email' ? caller.email : caller.id);
  }
};

const MATRIX: Entry[] = [
  // Public.
  { route: 'GET /api/health', call: () => ({ method: 'GET', url: '/api/health' }), expect: everyone(200) },
  // Prometheus' token only (METRICS_TOKEN): no person's token reads the metrics, not even an admin's.
  { route: 'GET /metrics', call: () => ({ method: 'GET', url: '/metrics' }), expect: everyone(401) },
  {
    route: 'GET /api/images/:file',
    call: () => ({ method: 'GET', url: `/api/images/${imageFile}` }),
    expect: everyone(200),
  },
  {
    route: 'GET /api/advertisedproduct',
    call: () => ({ method: 'GET', url: '/api/advertisedproduct' }),
    expect: everyone(200),
  },
  {
    route: 'GET /api/auth/*',
    target: 'get-session by bearer token: only the caller’s own session, or null',
    call: () => ({ method: 'GET', url: '/api/auth/get-session' }),
    expect: everyone(200),
    verify: (res, caller) => {
      const body = res.json<{ user?: { email: string } } | null>();
      if (['anonymous', 'expiredToken', 'deletedUser'].includes(caller.who)) expect(body).toBeNull();
      else expect(body?.user?.email).toBe(caller.email);
    },
  },
  {
    route: 'POST /api/auth/*',
    target: 'sign-in as the buyer with a wrong password',
    call: () => ({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: callers.buyer.email, password: 'not the password' },
    }),
    expect: everyone(401),
  },

  // The API's generated OpenAPI document and its reference page (Swagger UI's own files).
  { route: `GET ${OPENAPI_PATH}`, call: () => ({ method: 'GET', url: OPENAPI_PATH }), expect: everyone(200) },
  { route: `GET ${DOCS_PATH}`, call: () => ({ method: 'GET', url: DOCS_PATH }), expect: everyone(200) },
  { route: `GET ${DOCS_PATH}/json`, call: () => ({ method: 'GET', url: `${DOCS_PATH}/json` }), expect: everyone(200) },
  { route: `GET ${DOCS_PATH}/yaml`, call: () => ({ method: 'GET', url: `${DOCS_PATH}/yaml` }), expect: everyone(200) },
  {
    route: `GET ${DOCS_PATH}/static/swagger-initializer.js`,
    call: () => ({ method: 'GET', url: `${DOCS_PATH}/static/swagger-initializer.js` }),
    expect: everyone(200),
  },
  {
    route: `GET ${DOCS_PATH}/static/index.html`,
    target: 'a redirect to the page',
    call: () => ({ method: 'GET', url: `${DOCS_PATH}/static/index.html` }),
    expect: everyone(302),
  },
  {
    route: `GET ${DOCS_PATH}/static/*`,
    call: () => ({ method: 'GET', url: `${DOCS_PATH}/static/swagger-ui.css` }),
    expect: everyone(200),
  },

  // Identity and users.
  {
    route: 'GET /api/jwt',
    target: 'the buyer’s email, with each caller’s session cookie',
    call: () => ({ method: 'GET', url: `/api/jwt?email=${callers.buyer.email}`, credentials: 'cookie' }),
    expect: { ...c, buyer: 200, otherBuyer: 403, seller: 403, otherSeller: 403, admin: 403 },
  },
  {
    route: 'GET /api/jwt',
    target: 'the buyer’s email with a bearer token instead of the cookie',
    call: () => ({ method: 'GET', url: `/api/jwt?email=${callers.buyer.email}` }),
    expect: everyone(401),
  },
  {
    route: 'GET /api/users',
    target: 'the buyer’s record',
    call: () => ({ method: 'GET', url: `/api/users?email=${callers.buyer.email}` }),
    expect: { ...c, buyer: 200, otherBuyer: 403, seller: 403, otherSeller: 403, admin: 200 },
  },
  {
    route: 'POST /api/users',
    target: 'the buyer’s record',
    call: () => ({
      method: 'POST',
      url: '/api/users',
      payload: { name: callers.buyer.name, email: callers.buyer.email, role: 'Buyer' },
    }),
    expect: { ...c, buyer: 200, otherBuyer: 403, seller: 403, otherSeller: 403, admin: 403 },
  },
  { route: 'GET /api/buyers', call: () => ({ method: 'GET', url: '/api/buyers' }), expect: adminOnly },
  {
    route: 'DELETE /api/buyers/:id',
    target: 'a fresh buyer',
    call: async () => ({ method: 'DELETE', url: `/api/buyers/${await newAccount('Buyer')}` }),
    expect: adminOnly,
  },
  { route: 'GET /api/sellers', call: () => ({ method: 'GET', url: '/api/sellers' }), expect: adminOnly },
  {
    route: 'PUT /api/sellers',
    target: 'verify a fresh seller',
    call: async () => ({
      method: 'PUT',
      url: `/api/sellers?id=${await newAccount('Seller')}`,
      payload: { verification: true },
    }),
    expect: adminOnly,
  },
  {
    route: 'DELETE /api/sellers',
    target: 'a fresh seller',
    call: async () => ({ method: 'DELETE', url: `/api/sellers?id=${await newAccount('Seller')}` }),
    expect: adminOnly,
  },
  {
    route: 'PUT /api/users/:id/suspension',
    target: 'suspend a fresh seller',
    call: async () => ({
      method: 'PUT',
      url: `/api/users/${await newAccount('Seller')}/suspension`,
      payload: { reason: 'Asked buyers for advance payment.' },
    }),
    expect: adminOnly,
  },
  {
    route: 'DELETE /api/users/:id/suspension',
    target: 'a fresh buyer',
    call: async () => ({ method: 'DELETE', url: `/api/users/${await newAccount('Buyer')}/suspension` }),
    expect: adminOnly,
  },

  // Listings.
  {
    route: 'POST /api/images',
    call: async () => ({
      method: 'POST',
      url: '/api/images',
      ...multipartBody('image', 'phone.jpg', 'image/jpeg', await samplePhoto(undefined, 320, 240)),
    }),
    expect: { ...c, buyer: 403, otherBuyer: 403, seller: 201, otherSeller: 201, admin: 403 },
  },
  {
    route: 'POST /api/products/add',
    call: () => ({ method: 'POST', url: '/api/products/add', payload: { add: validProduct(picture) } }),
    expect: { ...c, buyer: 403, otherBuyer: 403, seller: 201, otherSeller: 201, admin: 403 },
  },
  {
    route: 'GET /api/products/:categoryId',
    call: () => ({ method: 'GET', url: '/api/products/1' }),
    expect: { ...c, buyer: 200, otherBuyer: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  {
    route: 'GET /api/search',
    call: () => ({ method: 'GET', url: '/api/search?q=samsng&sort=price-asc&brand=samsung&storage=128' }),
    expect: { ...c, buyer: 200, otherBuyer: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  {
    route: 'GET /api/price-hint',
    call: () => ({
      method: 'GET',
      url: '/api/price-hint?brand=samsung&model=Galaxy%20A52&storage=128&condition=Good',
    }),
    // A seller pricing a phone (Add Product, the edit page); the buyer sees the hint on the listing page.
    expect: { ...c, buyer: 403, otherBuyer: 403, seller: 200, otherSeller: 200, admin: 403 },
  },
  {
    route: 'GET /api/product/:id',
    target: 'a fresh listing of the seller',
    call: async () => ({ method: 'GET', url: `/api/product/${await newProduct()}` }),
    // Public (issue 22): a shared link opens for anyone. A token that is sent must be a valid one.
    expect: { ...c, anonymous: 200, buyer: 200, otherBuyer: 200, seller: 200, otherSeller: 200, admin: 200 },
    verify: (res, caller) => {
      const { product, moreFromSeller } = res.json<{ product: object; moreFromSeller: object[] }>();
      // The seller's mobile number and the report flag are for the signed-in only.
      for (const listing of [product, ...moreFromSeller]) {
        if (caller.who === 'anonymous') {
          expect(listing).not.toHaveProperty('contact');
          expect(listing).not.toHaveProperty('reported');
        } else expect(listing).toHaveProperty('contact', expect.any(String));
      }
    },
  },
  {
    route: 'GET /api/products',
    target: 'My Products, asked with the seller’s name',
    call: () => ({ method: 'GET', url: `/api/products?name=${encodeURIComponent(callers.seller.name ?? '')}` }),
    expect: { ...c, buyer: 403, otherBuyer: 403, seller: 200, otherSeller: 200, admin: 403 },
    verify: ownedByCaller('sellerId'),
  },
  {
    route: 'PUT /api/products/:id',
    target: 'advertise a fresh listing of the seller',
    call: async () => ({ method: 'PUT', url: `/api/products/${await newProduct()}`, payload: { advertised: true } }),
    expect: { ...c, buyer: 403, otherBuyer: 403, seller: 200, otherSeller: 403, admin: 403 },
  },
  {
    route: 'PATCH /api/products/:id',
    target: 'edit a fresh listing of the seller',
    call: async () => {
      const id = await newProduct();
      return {
        method: 'PATCH',
        url: `/api/products/${id}`,
        payload: { edit: { ...validProduct(picture), resalePrice: 20000 } },
      };
    },
    // Only the listing's own seller: an admin removes a listing but does not rewrite it.
    expect: { ...c, buyer: 403, otherBuyer: 403, seller: 200, otherSeller: 403, admin: 403 },
  },
  {
    route: 'DELETE /api/products/:id',
    target: 'a fresh listing of the seller',
    call: async () => ({ method: 'DELETE', url: `/api/products/${await newProduct()}` }),
    expect: { ...c, buyer: 403, otherBuyer: 403, seller: 200, otherSeller: 403, admin: 200 },
  },
  {
    route: 'POST /api/products/:id/sold-elsewhere',
    target: 'a fresh listing of the seller',
    call: async () => ({ method: 'POST', url: `/api/products/${await newProduct()}/sold-elsewhere` }),
    // Only the listing's own seller says where their phone went.
    expect: { ...c, buyer: 403, otherBuyer: 403, seller: 200, otherSeller: 403, admin: 403 },
  },
  {
    route: 'POST /api/products/:id/relist',
    target: 'a fresh listing of the seller, marked sold elsewhere',
    call: async () => {
      const id = await newProduct();
      const marked = await inject({
        method: 'POST',
        url: `/api/products/${id}/sold-elsewhere`,
        headers: bearer(callers.seller),
      });
      expect(marked.statusCode, marked.body).toBe(200);
      return { method: 'POST', url: `/api/products/${id}/relist` };
    },
    expect: { ...c, buyer: 403, otherBuyer: 403, seller: 200, otherSeller: 403, admin: 403 },
  },
  {
    route: 'PUT /api/reports/:productId',
    target: 'a fresh listing of the seller',
    call: async () => ({ method: 'PUT', url: `/api/reports/${await newProduct()}`, payload: { reported: true } }),
    expect: { ...c, buyer: 200, otherBuyer: 200, seller: 403, otherSeller: 200, admin: 200 },
  },
  {
    route: 'GET /api/reportedproduct',
    call: () => ({ method: 'GET', url: '/api/reportedproduct' }),
    expect: adminOnly,
  },
  {
    route: 'DELETE /api/reportedproduct/:id',
    target: 'a fresh reported listing of the seller',
    call: async () => ({ method: 'DELETE', url: `/api/reportedproduct/${await newReportedProduct()}` }),
    expect: adminOnly,
  },
  {
    route: 'PUT /api/reportedproduct/:id',
    target: 'dismiss the reports of a fresh reported listing of the seller',
    call: async () => ({
      method: 'PUT',
      url: `/api/reportedproduct/${await newReportedProduct('buyer')}`,
      payload: { dismissed: true },
    }),
    expect: adminOnly,
  },
  {
    route: 'GET /api/audit',
    target: 'the audit log (admins only; no route changes it)',
    call: () => ({ method: 'GET', url: '/api/audit' }),
    expect: adminOnly,
  },

  // Orders and payments.
  {
    route: 'POST /api/stripe/webhook',
    target: 'an event without a Stripe signature (public: the signature is the authorization)',
    app: 'stripe',
    call: () => ({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: { type: 'payment_intent.succeeded', data: { object: { id: 'pi_forged' } } },
    }),
    expect: everyone(400),
  },
  {
    route: 'POST /api/orders',
    target: 'a fresh listing of the seller',
    call: async (who) => ({
      method: 'POST',
      url: '/api/orders',
      payload: {
        productId: await newProduct(),
        contact: CONTACT[who] ?? '01500-000000',
        meetingLocation: MEETING[who] ?? 'Gulshan 1',
      },
    }),
    expect: { ...c, buyer: 201, otherBuyer: 201, seller: 403, otherSeller: 403, admin: 403 },
  },
  {
    route: 'GET /api/orders',
    target: 'the buyer’s orders by email',
    call: () => ({ method: 'GET', url: `/api/orders?email=${callers.buyer.email}` }),
    expect: { ...c, buyer: 200, otherBuyer: 403, seller: 403, otherSeller: 403, admin: 403 },
    verify: ownedByCaller('email'),
  },
  {
    route: 'GET /api/orders',
    target: 'the caller’s orders, no email',
    call: () => ({ method: 'GET', url: '/api/orders' }),
    expect: { ...c, buyer: 200, otherBuyer: 200, seller: 403, otherSeller: 403, admin: 403 },
    verify: ownedByCaller('email'),
  },
  {
    route: 'GET /api/orders/:id',
    target: 'the buyer’s order',
    call: () => ({ method: 'GET', url: `/api/orders/${buyerOrderId}` }),
    expect: { ...c, buyer: 200, otherBuyer: 404, seller: 403, otherSeller: 403, admin: 403 },
  },
  {
    route: 'GET /api/mybuyer',
    target: 'My Buyers, asked with the seller’s name',
    call: () => ({ method: 'GET', url: `/api/mybuyer?name=${encodeURIComponent(callers.seller.name ?? '')}` }),
    expect: { ...c, buyer: 403, otherBuyer: 403, seller: 200, otherSeller: 200, admin: 403 },
    verify: (res, caller) => {
      // The seller sold two phones to the buyer (one paid by card, one for cash at a deal); the other seller nothing.
      expect(res.json<unknown[]>()).toHaveLength(caller.who === 'seller' ? 2 : 0);
    },
  },
  {
    route: 'POST /api/create-payment-intent',
    target: 'a fresh order of the buyer',
    call: async () => ({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { orderId: (await newOrder()) as string },
    }),
    expect: { ...c, buyer: 200, otherBuyer: 404, seller: 403, otherSeller: 403, admin: 403 },
  },
  {
    route: 'POST /api/payment',
    target: 'a fresh order of the buyer, its card payment confirmed',
    call: async () => {
      const { orderId, intentId } = await newConfirmedIntent();
      return { method: 'POST', url: '/api/payment', payload: { orderID: orderId, transaction: intentId } };
    },
    expect: { ...c, buyer: 200, otherBuyer: 404, seller: 403, otherSeller: 403, admin: 403 },
  },
  // Deals.
  {
    route: 'POST /api/deals',
    target: 'a fresh listing of the seller',
    call: async (who) => ({
      method: 'POST',
      url: '/api/deals',
      payload: {
        productId: await newProduct(),
        contact: who === 'buyer' ? DEAL_CONTACT : '01500-000000',
        meetingLocation: who === 'buyer' ? DEAL_MEETING : 'Gulshan 1',
        payment: 'cash',
        meetingAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
    }),
    expect: { ...c, buyer: 201, otherBuyer: 201, seller: 403, otherSeller: 403, admin: 403 },
  },
  {
    route: 'GET /api/deals',
    target: 'the caller’s own deals (an admin’s: those with a problem)',
    call: () => ({ method: 'GET', url: '/api/deals' }),
    expect: everyoneSignedIn(200),
    verify: (res, caller) => {
      const rows = res.json<{ buyer: string; Seller: string; you: string }[]>();
      for (const row of rows)
        expect(row.you === 'admin' || [row.buyer, row.Seller].includes(caller.name ?? '')).toBe(true);
      if (caller.who === 'buyer' || caller.who === 'seller') expect(rows.length).toBeGreaterThan(0);
      if (caller.who === 'otherSeller') expect(rows).toEqual([]);
    },
  },
  {
    route: 'GET /api/deals/waiting',
    call: () => ({ method: 'GET', url: '/api/deals/waiting' }),
    expect: everyoneSignedIn(200),
  },
  {
    route: 'GET /api/deals/:id',
    target: 'the buyer’s deal with the seller',
    call: () => ({ method: 'GET', url: `/api/deals/${buyerDealId}` }),
    expect: { ...c, buyer: 200, otherBuyer: 404, seller: 200, otherSeller: 404, admin: 200 },
  },
  {
    route: 'POST /api/deals/:id/events',
    target: 'accept a fresh deal of the buyer with the seller',
    call: async () => ({ method: 'POST', url: `/api/deals/${await newDeal()}/events`, payload: { event: 'accept' } }),
    expect: { ...c, buyer: 403, otherBuyer: 404, seller: 200, otherSeller: 404, admin: 403 },
  },
  {
    route: 'POST /api/deals/:id/events',
    target: 'cancel a fresh deal of the buyer with the seller',
    call: async () => ({
      method: 'POST',
      url: `/api/deals/${await newDeal()}/events`,
      payload: { event: 'cancel', reason: 'Bought one elsewhere.' },
    }),
    expect: { ...c, buyer: 200, otherBuyer: 404, seller: 403, otherSeller: 404, admin: 200 },
  },
  {
    route: 'PUT /api/deals/:id/rating',
    target: 'the buyer’s completed deal with the seller (a second rating by the same side is a change)',
    call: () => ({ method: 'PUT', url: `/api/deals/${completedDealId}/rating`, payload: { stars: 4 } }),
    expect: { ...c, buyer: 200, otherBuyer: 404, seller: 200, otherSeller: 404, admin: 403 },
  },
  {
    route: 'GET /api/seller/:id',
    target: 'the seller’s public profile',
    call: () => ({ method: 'GET', url: `/api/seller/${callers.seller.id}` }),
    expect: everyone(200),
  },
  {
    route: 'GET /api/seller/:id/products',
    target: 'the seller’s live listings (public: no mobile number, no report flag)',
    call: () => ({ method: 'GET', url: `/api/seller/${callers.seller.id}/products` }),
    expect: everyone(200),
    verify: (res) => {
      for (const listing of res.json<object[]>()) {
        expect(listing).not.toHaveProperty('contact');
        expect(listing).not.toHaveProperty('reported');
      }
    },
  },
  // Conversations (issue 17): only the buyer and the seller of a conversation see or change it.
  {
    route: 'POST /api/conversations',
    target: 'a fresh listing of the seller',
    call: async () => ({ method: 'POST', url: '/api/conversations', payload: { productId: await newProduct() } }),
    expect: { ...c, buyer: 200, otherBuyer: 200, seller: 403, otherSeller: 200, admin: 403 },
  },
  {
    route: 'GET /api/conversations',
    target: 'the caller’s own conversations',
    call: () => ({ method: 'GET', url: '/api/conversations' }),
    expect: everyoneSignedIn(200),
    verify: (res, caller) => {
      const rows = res.json<{ other: { _id: string } }[]>();
      for (const row of rows) expect(row.other._id).not.toBe(caller.id);
      if (caller.who === 'buyer' || caller.who === 'seller') expect(rows.length).toBeGreaterThan(0);
    },
  },
  {
    route: 'GET /api/conversations/unread',
    call: () => ({ method: 'GET', url: '/api/conversations/unread' }),
    expect: everyoneSignedIn(200),
  },
  {
    route: 'GET /api/conversations/:id',
    target: 'the buyer’s conversation with the seller',
    call: () => ({ method: 'GET', url: `/api/conversations/${chatId}` }),
    expect: { ...c, buyer: 200, otherBuyer: 404, seller: 200, otherSeller: 404, admin: 404 },
  },
  {
    route: 'GET /api/conversations/:id/messages',
    target: 'the buyer’s conversation with the seller',
    call: () => ({ method: 'GET', url: `/api/conversations/${chatId}/messages?after=0` }),
    expect: { ...c, buyer: 200, otherBuyer: 404, seller: 200, otherSeller: 404, admin: 404 },
  },
  {
    route: 'POST /api/conversations/:id/messages',
    target: 'the buyer’s conversation with the seller',
    call: () => ({
      method: 'POST',
      url: `/api/conversations/${chatId}/messages`,
      payload: { text: 'Is the box included?' },
    }),
    expect: { ...c, buyer: 201, otherBuyer: 404, seller: 201, otherSeller: 404, admin: 404 },
  },
  {
    route: 'POST /api/conversations/:id/read',
    target: 'the buyer’s conversation with the seller',
    call: () => ({ method: 'POST', url: `/api/conversations/${chatId}/read` }),
    expect: { ...c, buyer: 200, otherBuyer: 404, seller: 200, otherSeller: 404, admin: 404 },
  },
  {
    route: 'PUT /api/conversations/:id/block',
    target: 'a fresh conversation of the buyer with the seller',
    call: async () => ({ method: 'PUT', url: `/api/conversations/${await newChat()}/block` }),
    expect: { ...c, buyer: 200, otherBuyer: 404, seller: 200, otherSeller: 404, admin: 404 },
  },
  {
    route: 'DELETE /api/conversations/:id/block',
    target: 'a fresh conversation of the buyer with the seller',
    call: async () => ({ method: 'DELETE', url: `/api/conversations/${await newChat()}/block` }),
    expect: { ...c, buyer: 200, otherBuyer: 404, seller: 200, otherSeller: 404, admin: 404 },
  },
  {
    route: 'PUT /api/conversations/:id/report',
    target: 'a fresh conversation of the buyer with the seller',
    call: async () => ({ method: 'PUT', url: `/api/conversations/${await newChat()}/report`, payload: {} }),
    expect: { ...c, buyer: 200, otherBuyer: 404, seller: 200, otherSeller: 404, admin: 404 },
  },
  {
    route: 'GET /api/reportedconversations',
    call: () => ({ method: 'GET', url: '/api/reportedconversations' }),
    expect: adminOnly,
  },
  {
    route: 'DELETE /api/reportedconversations/:id',
    target: 'a fresh reported conversation',
    call: async () => ({ method: 'DELETE', url: `/api/reportedconversations/${await newReportedChat()}` }),
    expect: adminOnly,
  },
  {
    route: 'POST /api/phone-check',
    target: 'a number nobody listed (public; a token that is sent must be good)',
    call: () => ({ method: 'POST', url: '/api/phone-check', payload: { imei: testImei() } }),
    expect: { ...everyone(200), expiredToken: 401, deletedUser: 401 },
  },
  {
    route: 'POST /api/stolen',
    target: 'a fresh number reported stolen',
    call: (who) => ({
      method: 'POST',
      url: '/api/stolen',
      payload: stolenReport(who === 'buyer' ? BUYER_GD : undefined),
    }),
    expect: everyoneSignedIn(201),
  },
  {
    route: 'GET /api/stolen',
    call: () => ({ method: 'GET', url: '/api/stolen' }),
    expect: everyoneSignedIn(200),
    verify: (res, caller) => {
      // Each sees their own reports only: the buyer's (filed above) carry their own GD number.
      if (caller.who === 'buyer') expect(res.body).toContain(BUYER_GD);
      else expect(res.body).not.toContain(BUYER_GD);
    },
  },
  {
    route: 'PATCH /api/stolen/:id',
    target: 'a fresh stolen report of the buyer',
    call: async () => ({
      method: 'PATCH',
      url: `/api/stolen/${await newStolenReport()}`,
      payload: { status: 'recovered' },
    }),
    expect: { ...c, buyer: 200, otherBuyer: 403, seller: 403, otherSeller: 403, admin: 403 },
  },
  {
    route: 'GET /api/socket',
    target: 'a plain GET without the WebSocket upgrade (the socket signs in by its first frame)',
    call: () => ({ method: 'GET', url: '/api/socket' }),
    expect: everyone(426),
  },
  {
    route: 'POST /api/sandbox/payment-methods',
    call: () => ({
      method: 'POST',
      url: '/api/sandbox/payment-methods',
      payload: { card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' } },
    }),
    expect: { ...c, buyer: 200, otherBuyer: 200, seller: 403, otherSeller: 403, admin: 403 },
  },
  {
    route: 'POST /api/sandbox/payment-intents/:id/confirm',
    target: 'a fresh intent of the buyer, its client secret known to the caller',
    call: async (who) => {
      const intent = await newIntent();
      const paymentMethod = await newPaymentMethod(who === 'otherBuyer' ? 'otherBuyer' : 'buyer');
      return {
        method: 'POST',
        url: `/api/sandbox/payment-intents/${intent.intentId}/confirm`,
        payload: { clientSecret: intent.clientSecret, paymentMethod },
      };
    },
    expect: { ...c, buyer: 200, otherBuyer: 402, seller: 403, otherSeller: 403, admin: 403 },
  },
  // The account page and the bell (issue 17): each person's own, nobody else's.
  {
    route: 'GET /api/account',
    call: () => ({ method: 'GET', url: '/api/account' }),
    expect: { ...c, buyer: 200, otherBuyer: 200, seller: 200, otherSeller: 200, admin: 200 },
    verify: (res, caller) => expect(res.json()).toMatchObject({ email: caller.email }),
  },
  {
    route: 'DELETE /api/account',
    target: 'with a wrong password (the callers stay)',
    call: () => ({ method: 'DELETE', url: '/api/account', payload: { password: 'not the password' } }),
    expect: { ...c, buyer: 403, otherBuyer: 403, seller: 403, otherSeller: 403, admin: 403 },
  },
  {
    route: 'GET /api/notifications',
    call: () => ({ method: 'GET', url: '/api/notifications' }),
    expect: { ...c, buyer: 200, otherBuyer: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  {
    route: 'POST /api/notifications/read',
    call: () => ({ method: 'POST', url: '/api/notifications/read', payload: {} }),
    expect: { ...c, buyer: 200, otherBuyer: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  {
    route: 'GET /api/notifications/preferences',
    call: () => ({ method: 'GET', url: '/api/notifications/preferences' }),
    expect: { ...c, buyer: 200, otherBuyer: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
  {
    route: 'PUT /api/notifications/preferences',
    call: () => ({
      method: 'PUT',
      url: '/api/notifications/preferences',
      payload: { emailDealRequested: true, emailDealAccepted: false, emailDealCompleted: true },
    }),
    expect: { ...c, buyer: 200, otherBuyer: 200, seller: 200, otherSeller: 200, admin: 200 },
  },
];

/** What a caller must never see: other people's emails, orders, contact numbers, meeting places and tokens. */
function secretsHiddenFrom(who: Who): string[] {
  const hidden: string[] = [];
  const secret = (value: string | undefined, ...seenBy: Who[]) => {
    if (value && !seenBy.includes(who)) hidden.push(value);
  };
  // The buyer's email reaches the admin (user lists) and the seller who sold them a phone (My Buyers).
  secret(callers.buyer.email, 'buyer', 'admin', 'seller');
  secret(DEAL_CONTACT, 'buyer', 'seller', 'admin');
  secret(DEAL_MEETING, 'buyer', 'seller', 'admin');
  secret(CONTACT.buyer, 'buyer', 'seller');
  secret(MEETING.buyer, 'buyer', 'seller');
  for (const id of buyerOrderIds) secret(id, 'buyer');
  secret(callers.otherBuyer.email, 'otherBuyer', 'admin');
  secret(CONTACT.otherBuyer, 'otherBuyer');
  secret(MEETING.otherBuyer, 'otherBuyer');
  for (const id of otherBuyerOrderIds) secret(id, 'otherBuyer');
  secret(callers.seller.email, 'seller', 'admin');
  secret(callers.otherSeller.email, 'otherSeller', 'admin');
  secret(callers.admin.email, 'admin');
  secret(CHAT_SECRET, 'buyer', 'seller');
  for (const w of WHO) {
    // A session cookie's value starts with its session token.
    secret(callers[w].token, w);
    secret(callers[w].cookie?.split('=')[1]?.split('.')[0], w);
  }
  return hidden;
}

beforeAll(async () => {
  ctx = await createTestApp({ METRICS_TOKEN: 'metrics-token-of-the-authorization-matrix' });
  await ctx.app.ready();
  stripeCtx = await createTestApp({
    STRIPE_SECRET_KEY: 'sk_test_matrix',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_matrix',
    STRIPE_WEBHOOK_SECRET: 'whsec_matrix',
  });
  await stripeCtx.app.ready();
  productionCtx = await createTestApp({
    NODE_ENV: 'production',
    AUTH_SECRET: 'a production secret of at least thirty-two characters',
    IMEI_KEY: 'a production IMEI key of at least thirty-two characters',
    PAYMENTS_TEST_MODE: 'true',
  });
  await productionCtx.app.ready();
  mkdirSync(ctx.config.mail.catcherDir, { recursive: true });
  writeFileSync(
    join(ctx.config.mail.catcherDir, `${CAUGHT_MAIL_ID}.json`),
    JSON.stringify({
      id: CAUGHT_MAIL_ID,
      date: '2026-11-26T08:00:00.000Z',
      from: 'no-reply@phonehaat.test',
      to: ['buyer@phonehaat.test'],
      subject: 'Verify your email',
      text: 'Open http://localhost:3000/verify to verify.',
      html: '',
    }),
  );
  const anonymous: Caller = { who: 'anonymous' };
  callers.anonymous = anonymous;
  callers.buyer = await person('buyer', 'Buyer', 'Nusrat Jahan');
  callers.otherBuyer = await person('otherBuyer', 'Buyer', 'Tanvir Hasan');
  callers.seller = await person('seller', 'Seller', 'Rahim Uddin');
  callers.otherSeller = await person('otherSeller', 'Seller', 'Karim Sheikh');
  callers.admin = await person('admin', 'Admin', 'Site Admin');

  // One photo for every listing.
  const photo = multipartBody('image', 'phone.jpg', 'image/jpeg', await samplePhoto(7, 320, 240));
  const upload = await inject({
    method: 'POST',
    url: '/api/images',
    payload: photo.payload,
    headers: { ...photo.headers, ...bearer(callers.seller) },
  });
  expect(upload.statusCode).toBe(201);
  picture = upload.json<{ data: { url: string } }>().data.url;
  imageFile = picture.split('/').at(-1) ?? '';

  // The buyer's open order, the buyer's paid order (the seller's one sale), the other buyer's order elsewhere.
  buyerOrderId = await newOrder('buyer');
  const paid = await newConfirmedIntent();
  const record = await inject({
    method: 'POST',
    url: '/api/payment',
    headers: bearer(callers.buyer),
    payload: { orderID: paid.orderId, transaction: paid.intentId },
  });
  expect(record.statusCode, record.body).toBe(200);
  await newOrder('otherBuyer', await newProduct('otherSeller'));
  buyerDealId = await newDeal();
  completedDealId = await newCompletedDeal();
  chatId = await newChat();
  const said = await inject({
    method: 'POST',
    url: `/api/conversations/${chatId}/messages`,
    headers: bearer(callers.buyer),
    payload: { text: CHAT_SECRET },
  });
  expect(said.statusCode, said.body).toBe(201);

  // A second session of the buyer, then expired: the owner's token, but too old.
  const buyerPassword = 'correct horse battery';
  const expired = await login(callers.buyer.email ?? '', buyerPassword);
  await ctx.app.db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(sessions.token, expired.token));
  callers.expiredToken = { ...callers.buyer, who: 'expiredToken', ...expired };

  // A buyer with a token and a cookie, then deleted by the admin.
  const doomed = await person('deletedUser', 'Buyer', 'Gone Buyer');
  const deletion = await inject({ method: 'DELETE', url: `/api/buyers/${doomed.id}`, headers: bearer(callers.admin) });
  expect(deletion.statusCode, deletion.body).toBe(200);
  callers.deletedUser = doomed;
});
afterAll(async () => {
  await ctx.close();
  await stripeCtx.close();
  await productionCtx.close();
});

describe('authorization matrix', () => {
  it('has an entry for every route the app registers, and none for a route it does not', () => {
    // Both configurations: the sandbox gateway's routes and the Stripe gateway's.
    const routes = new Set([...apiRoutes(), ...guardedRoutes()]);
    const covered = new Set(MATRIX.map((e) => e.route));
    const missing = [...routes].filter((r) => !covered.has(r));
    const stale = [...covered].filter((r) => !routes.has(r));
    expect(missing, 'new route without an authorization entry').toEqual([]);
    expect(stale, 'authorization entry for a route that does not exist').toEqual([]);
    expect(routes.size).toBeGreaterThanOrEqual(28);
  });

  const cases = MATRIX.flatMap((entry) =>
    WHO.map((who) => ({
      name: `${entry.route}${entry.target ? ` (${entry.target})` : ''} as ${who} → ${entry.expect[who]}`,
      entry,
      who,
    })),
  );

  for (const { name, entry, who } of cases)
    it(name, async () => {
      const caller = callers[who];
      const { credentials = 'bearer', headers = {}, ...call } = await entry.call(who);
      const auth =
        credentials === 'cookie'
          ? caller.cookie
            ? { cookie: caller.cookie }
            : {}
          : caller.token
            ? bearer(caller)
            : {};
      const app = entry.app === 'stripe' ? stripeCtx.app : ctx.app;
      const mutates = call.method !== 'GET';
      const before = mutates ? await snapshot(app) : '';

      const res = await app.inject({ ...call, headers: { ...headers, ...auth } } as InjectOptions);

      expect(res.statusCode, `${entry.route} as ${who}: ${res.body.slice(0, 300)}`).toBe(entry.expect[who]);
      if (res.statusCode >= 400) {
        expect(res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
        if (mutates) expect(await snapshot(app), 'a refused call changed stored data').toBe(before);
      } else if (entry.verify) {
        entry.verify(res, caller);
      }
      const body = res.body + String(res.headers.link ?? '');
      for (const secret of secretsHiddenFrom(who)) {
        expect(body.includes(secret), `${who} was shown someone else's ${secret}`).toBe(false);
      }
    });

  // The development mail page: open to anyone where it exists (outside production, to read the catcher's mail), and
  // not there at all in production.
  const DEV_MATRIX: { route: string; url: string }[] = [
    { route: 'GET /dev/mail', url: '/dev/mail' },
    { route: 'GET /dev/mail/:id', url: `/dev/mail/${CAUGHT_MAIL_ID}` },
  ];

  it('has an entry for every development-only route', () => {
    expect(new Set(DEV_MATRIX.map((e) => e.route))).toEqual(devRoutes());
  });

  for (const { route, url } of DEV_MATRIX)
    for (const who of WHO)
      it(`${route} as ${who} → 200 in development, 404 in production`, async () => {
        const caller = callers[who];
        const headers = caller.token ? bearer(caller) : {};
        const dev = await ctx.app.inject({ method: 'GET', url, headers });
        expect(dev.statusCode, dev.body.slice(0, 300)).toBe(200);
        expect(dev.body).toContain('Verify your email');
        const production = await productionCtx.app.inject({ method: 'GET', url, headers });
        expect(production.statusCode, production.body.slice(0, 300)).toBe(404);
        expect(production.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
      });

  it('got only answers the OpenAPI document describes', async () => {
    const documents = await Promise.all(
      [ctx, stripeCtx].map(async ({ app }) => (await app.inject({ method: 'GET', url: OPENAPI_PATH })).json()),
    );
    expect(undescribedAnswers(documents), 'answers missing from the document').toEqual([]);
  });
});
