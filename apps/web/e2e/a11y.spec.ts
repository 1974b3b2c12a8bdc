import { CONFIRM, TOAST } from '@phonehaat/shared';
import { request, type Page } from '@playwright/test';
import { routePatterns } from '../src/config/paths';
import { DEMO, loginAs, type DemoAccount } from './fixtures';
import {
  bookDealViaApi,
  expect,
  expectAccessible,
  isPhone,
  orderFirstPhone,
  registerBuyerViaApi,
  seededPhone,
  settled,
  signOutEverywhere,
  test,
} from './support';

/**
 * Every route of the route table (apps/web/src/config/paths.ts) visited by every kind of visitor, at both widths:
 * the right role sees the page and it passes axe-core (WCAG 2.0 A/AA, 2.1 AA; no serious or critical violation);
 * a wrong role is sent where the guards say (spec §4, §6), with the spec's toast where it has one. A page is put
 * through axe by the first kind of visitor (in the order signed out, buyer, seller, admin) who sees it, and by every
 * role where the page itself differs by role (`perRole`).
 */

type Visitor = 'anonymous' | 'Buyer' | 'Seller' | 'Admin';
type Outcome =
  | { page: string | RegExp } // the page shows, with this level-1 heading
  | { redirect: '/login' | '/'; toast?: string };

interface RouteCase {
  route: string;
  /** The address to visit; `{order}` becomes the buyer's open order, `{product}` the demo seller's phone listed for the walk. */
  url: string;
  outcome: (visitor: Visitor) => Outcome;
  /** The page's content differs by role (the dashboard's drawer, an admin's deals): axe it for every role. */
  perRole?: true;
}

const pub = (heading: string) => (): Outcome => ({ page: heading });
const signedIn =
  (heading: string | RegExp) =>
  (v: Visitor): Outcome =>
    v === 'anonymous' ? { redirect: '/login' } : { page: heading };
const only =
  (role: Exclude<Visitor, 'anonymous'>, heading: string, toast?: string) =>
  (v: Visitor): Outcome =>
    v === 'anonymous' ? { redirect: '/login' } : v === role ? { page: heading } : { redirect: '/', toast };

const ROUTES: RouteCase[] = [
  { route: '/', url: '/', outcome: pub('PhoneHaat: buy and sell used mobile phones in Bangladesh') },
  { route: '/blog', url: '/blog', outcome: pub('Blog') },
  // Signed in, the sign-in and sign-up pages have nothing to offer and send you home.
  { route: '/login', url: '/login', outcome: (v) => (v === 'anonymous' ? { page: 'Login' } : { redirect: '/' }) },
  {
    route: '/register',
    url: '/register',
    outcome: (v) => (v === 'anonymous' ? { page: 'Register' } : { redirect: '/' }),
  },
  { route: '/category/:id', url: '/category/1', outcome: signedIn('Android Devices') },
  { route: '/category/:id', url: '/category/2', outcome: signedIn('iOS Devices') },
  { route: '/category/:id', url: '/category/3', outcome: signedIn('KaiOS Devices') },
  { route: '/search', url: '/search?q=samsung', outcome: signedIn(/./) },
  // Public since issue 22: a shared listing link opens for anyone.
  { route: '/product/:id', url: '/product/{product}', outcome: pub('{product}'), perRole: true },
  { route: '/dashboard', url: '/dashboard', outcome: signedIn('Welcome to Dashboard'), perRole: true },
  { route: '/dashboard/myorders', url: '/dashboard/myorders', outcome: only('Buyer', 'My Orders') },
  { route: '/dashboard/payment/:id', url: '/dashboard/payment/{order}', outcome: only('Buyer', '{device}') },
  {
    route: '/dashboard/addproduct',
    url: '/dashboard/addproduct',
    outcome: only('Seller', 'Add Your Desired selling Product', TOAST.notSeller),
  },
  {
    route: '/dashboard/myproducts',
    url: '/dashboard/myproducts',
    outcome: only('Seller', 'My Products', TOAST.notSeller),
  },
  { route: '/dashboard/mybuyers', url: '/dashboard/mybuyers', outcome: only('Seller', 'My Buyers', TOAST.notSeller) },
  // Issue 16: the seller's own listing (the walk's phone is the demo seller's) opens to edit.
  {
    route: '/dashboard/myproducts/:id/edit',
    url: '/dashboard/myproducts/{product}/edit',
    outcome: only('Seller', 'Edit your listing', TOAST.notSeller),
  },
  { route: '/dashboard/allbuyer', url: '/dashboard/allbuyer', outcome: only('Admin', 'All Buyers', TOAST.notAdmin) },
  {
    route: '/dashboard/allseller',
    url: '/dashboard/allseller',
    outcome: only('Admin', 'All Sellers', TOAST.notAdmin),
  },
  {
    route: '/dashboard/reported',
    url: '/dashboard/reported',
    outcome: only('Admin', 'Reported Items', TOAST.notAdmin),
  },
  // Reported Chats (issue 17): conversations reported to the admin.
  {
    route: '/dashboard/reportedchats',
    url: '/dashboard/reportedchats',
    outcome: only('Admin', 'Reported Chats', TOAST.notAdmin),
  },
  // Issue 16: the admins' audit log.
  { route: '/dashboard/audit', url: '/dashboard/audit', outcome: only('Admin', 'Audit log', TOAST.notAdmin) },
  // Deals (issue 15): every role's own (an admin's: the problems); a deal that is not theirs is not found.
  {
    route: '/dashboard/deals',
    url: '/dashboard/deals',
    outcome: (v) =>
      v === 'anonymous' ? { redirect: '/login' } : { page: v === 'Admin' ? 'Deals with a problem' : 'My Deals' },
    perRole: true,
  },
  {
    route: '/dashboard/deals/:id',
    url: '/dashboard/deals/00000000-0000-4000-8000-000000000000',
    outcome: signedIn('Deal not found'),
  },
  // Messages (issue 17): every role's inbox; a conversation that is not theirs is not found.
  { route: '/dashboard/messages', url: '/dashboard/messages', outcome: signedIn('Messages') },
  {
    route: '/dashboard/messages/:id',
    url: '/dashboard/messages/00000000-0000-4000-8000-000000000000',
    outcome: signedIn('Conversation not found'),
  },
  { route: '/dashboard/account', url: '/dashboard/account', outcome: signedIn('My Account') },
  // Issue 16: anyone checks a phone; every signed-in person may report theirs stolen.
  { route: '/check-phone', url: '/check-phone', outcome: pub('Check a phone') },
  { route: '/dashboard/stolen', url: '/dashboard/stolen', outcome: signedIn('Stolen phones') },
  // Account recovery (issue 17): the pages an emailed link or 'Forgot password?' opens, for anyone.
  { route: '/forgot-password', url: '/forgot-password', outcome: pub('Forgot password') },
  { route: '/reset-password', url: '/reset-password', outcome: pub('Set a new password') },
  { route: '/verify-email', url: '/verify-email', outcome: pub('Verify your email') },
  // Public: a seller's profile (the demo seller, behind the walk's phone).
  { route: '/seller/:id', url: '/seller/{seller}', outcome: pub('{seller}') },
  { route: '*', url: '/no/such/page', outcome: pub('Page Not Found') },
];

/** The routes of the table as this build has them (a route is added to the table and to ROUTES together). */
const TABLE = new Set<string>(Object.values(routePatterns));
const ROUTES_HERE = ROUTES.filter(({ route }) => TABLE.has(route));

/** A payment page of someone else's order id, for the visitors who have none of their own. */
const SOMEONE_ELSES_ORDER = { orderId: '00000000-0000-4000-8000-000000000000', device: 'Order not found' };

const VISITORS: Visitor[] = ['anonymous', 'Buyer', 'Seller', 'Admin'];

/** Whether this visitor is the one who puts this page through axe. */
function axedBy({ outcome, perRole }: RouteCase, visitor: Visitor): boolean {
  if (!('page' in outcome(visitor))) return false;
  return perRole === true || VISITORS.find((v) => 'page' in outcome(v)) === visitor;
}

const expectedPages = (visitor: Visitor) => ROUTES_HERE.filter((route) => axedBy(route, visitor)).length;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Visits every route as this visitor; returns how many pages passed axe. */
async function walkRoutes(page: Page, visitor: Visitor, order: { orderId: string; device: string }) {
  const product = await seededPhone(page);
  let checked = 0;
  for (const routeCase of ROUTES_HERE) {
    const { route, url: pattern, outcome } = routeCase;
    const url = pattern
      .replace('{order}', order.orderId)
      .replace('{product}', product.id)
      .replace('{seller}', product.sellerId);
    const expected = outcome(visitor);
    await test.step(`${visitor} → ${url} (${route})`, async () => {
      await page.goto(url);
      if ('page' in expected) {
        const heading =
          typeof expected.page === 'string'
            ? expected.page
                .replace('{device}', order.device)
                .replace('{product}', product.name)
                .replace('{seller}', product.seller)
            : expected.page;
        await expect(page).toHaveURL(new RegExp(`${escape(url)}$`));
        await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
        if (axedBy(routeCase, visitor)) {
          await settled(page);
          await expectAccessible(page, `${url} as ${visitor}`);
          checked += 1;
        }
      } else {
        const target = expected.redirect === '/' ? /127\.0\.0\.1:\d+\/$/ : /\/login$/;
        await expect(page).toHaveURL(target);
        if (expected.toast) await expect(page.getByText(expected.toast)).toBeVisible();
        else {
          await expect(page.getByText(TOAST.notAdmin)).toHaveCount(0);
          await expect(page.getByText(TOAST.notSeller)).toHaveCount(0);
        }
      }
    });
  }
  return checked;
}

test('the journeys below visit every route of the route table', () => {
  const visited = new Set(ROUTES.map(({ route }) => route));
  expect([...TABLE].filter((route) => !visited.has(route))).toEqual([]);
});

test.describe('every route, every visitor, accessible', () => {
  test.use({
    // Someone else's order asked for by id: the API answers 404 (or 403 to a non-buyer), the page says so; an unknown
    // path's page is answered with status 404.
    allowedFailure: /\/api\/(orders|deals|conversations)\/[0-9a-f-]{36}$|\/no\/such\/page$/,
  });

  test('signed out: public pages pass axe; signed-in pages send you to /login', async ({ page }) => {
    test.setTimeout(180_000);
    const checked = await walkRoutes(page, 'anonymous', SOMEONE_ELSES_ORDER);
    expect(checked).toBe(expectedPages('anonymous'));

    // The sign-in page remembers where you were going: signing in lands on the page asked for.
    await page.goto('/dashboard/mybuyers');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(DEMO.seller.email);
    await page.getByLabel('Password').fill('phonehaat-demo');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Buyers' })).toBeVisible();
  });

  test('a buyer: buyer pages (empty and with an order) pass axe; seller and admin pages are refused', async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    const buyer = await registerBuyerViaApi(page.request, testInfo, `Mina Akter ${testInfo.project.name}`);

    // No orders yet: the empty state is a page too.
    await page.goto('/dashboard/myorders');
    await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
    await expect(page.getByText('You have not ordered any phone yet.')).toBeVisible();
    await expectAccessible(page, 'empty My Orders');

    const order = await orderFirstPhone(page.request, buyer.authorization);
    const checked = await walkRoutes(page, 'Buyer', order);
    expect(checked).toBe(expectedPages('Buyer'));
  });

  for (const [visitor, who] of [
    ['Seller', 'seller'],
    ['Admin', 'admin'],
  ] as const satisfies readonly (readonly [Visitor, DemoAccount])[]) {
    test(`${visitor.toLowerCase()}: ${visitor.toLowerCase()} pages pass axe; other roles' pages are refused`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(240_000);
      if (visitor === 'Seller') {
        // A deal waiting for the seller's answer, so that its amber status badge is on the seller's Deals page.
        const phone = await seededPhone(page);
        const buyerApi = await request.newContext({ baseURL: testInfo.project.use.baseURL ?? '' });
        try {
          const buyer = await registerBuyerViaApi(buyerApi, testInfo, `Tania Roy ${testInfo.project.name}`);
          await bookDealViaApi(buyerApi, buyer.authorization, phone.id, 'Banani, Dhaka');
        } finally {
          await buyerApi.dispose();
        }
      }
      await loginAs(page, who);
      const checked = await walkRoutes(page, visitor, SOMEONE_ELSES_ORDER);
      expect(checked).toBe(expectedPages(visitor));
    });
  }
});

test.describe('open dialogs and the drawer, accessible', () => {
  test('the purchase modal, the report confirmation and the delete confirmation pass axe', async ({
    page,
  }, testInfo) => {
    // Four axe checks, a sign-out and a sign-in: more than the default 30 s on a busy 2-core machine.
    test.setTimeout(180_000);
    await registerBuyerViaApi(page.request, testInfo, `Rupa Sen ${testInfo.project.name}`);
    await page.goto('/category/2');
    await expect(page.getByRole('heading', { level: 1, name: 'iOS Devices' })).toBeVisible();
    await settled(page);
    const card = page.getByRole('article').first();
    await card.getByRole('button', { name: 'Purchase Now' }).click();
    const modal = page.getByRole('dialog', { name: 'Purchase Detail' });
    await expect(modal.getByLabel('Your Mobile Number')).toBeVisible();
    // Spec §5: the email input is of email type (read-only here: the order is the signed-in buyer's).
    await expect(modal.getByLabel('Your Email')).toHaveAttribute('type', 'email');
    await expectAccessible(page, 'the purchase modal');
    // Errors under the fields are part of the modal too.
    await modal.getByRole('button', { name: 'Submit' }).click();
    await expect(modal.getByText('Enter your mobile number.')).toBeVisible();
    await expectAccessible(page, 'the purchase modal with errors');
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();

    await card.getByRole('button', { name: 'Report to Admin' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Do you want to report this listing to the admin?' });
    await expect(ask).toBeVisible();
    await expectAccessible(page, 'the report confirmation');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toBeHidden();

    await signOutEverywhere(page);
    await loginAs(page, 'admin');
    await page.goto('/dashboard/allbuyer');
    await expect(page.getByRole('heading', { level: 1, name: 'All Buyers' })).toBeVisible();
    await page
      .getByRole('button', { name: /^Delete / })
      .first()
      .click();
    const confirm = page.getByRole('alertdialog', { name: CONFIRM.deleteBuyer });
    await expect(confirm).toBeVisible();
    await expectAccessible(page, 'the delete confirmation');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
  });

  test('the dashboard drawer passes axe open (phone) and beside the page (desktop)', async ({ page }, testInfo) => {
    await loginAs(page, 'seller');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Dashboard' })).toBeVisible();
    await settled(page);
    if (isPhone(testInfo)) {
      await page.getByRole('button', { name: 'Open Sidebar' }).click();
      await expect(
        page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'My Products' }),
      ).toBeVisible();
    } else {
      await expect(page.getByRole('button', { name: 'Open Sidebar' })).toBeHidden();
    }
    await expectAccessible(page, 'the dashboard with its drawer');
  });

  test('the phone menu passes axe open; on a laptop the links are inline instead', async ({ page }, testInfo) => {
    await page.goto('/blog');
    const nav = page.getByRole('navigation', { name: 'Main' });
    if (!isPhone(testInfo)) {
      await expect(nav.getByRole('button', { name: 'Open menu' })).toBeHidden();
      await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
      await expectAccessible(page, 'the inline navigation');
      return;
    }
    await nav.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
    await expectAccessible(page, 'the open phone menu');
  });
});
