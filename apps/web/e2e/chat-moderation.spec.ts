import { CHAT_TEXT } from '@phonehaat/shared';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { DEMO, loginAs, uniqueEmail } from './fixtures';
import { expect, expectAccessible, isPhone, listPhoneViaApi, test } from './support';

const photo = fileURLToPath(new URL('../../server/src/db/seed-assets/products/nokia-8110-4g.jpg', import.meta.url));

/** Every action of a card is a touch target of at least 44 px, its label on one line, inside the card, none over another. */
async function expectTouchTargets(card: Locator, names: string[]) {
  const box = await card.boundingBox();
  expect(box).not.toBeNull();
  const rects = [];
  for (const name of names) {
    const rect = await card.getByRole('button', { name, exact: true }).boundingBox();
    expect(rect, name).not.toBeNull();
    if (!rect || !box) return;
    expect(rect.height, `${name} is 44 px tall`).toBeGreaterThanOrEqual(44);
    const lines = await card.getByRole('button', { name, exact: true }).evaluate((button) => {
      const range = document.createRange();
      range.selectNodeContents(button);
      return new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size;
    });
    expect(lines, `${name} on one line`).toBe(1);
    expect(rect.x, `${name} inside the card`).toBeGreaterThanOrEqual(box.x);
    expect(rect.x + rect.width, `${name} inside the card`).toBeLessThanOrEqual(box.x + box.width + 0.5);
    rects.push(rect);
  }
  for (const [i, a] of rects.entries())
    for (const b of rects.slice(i + 1)) {
      const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
      expect(apart, 'the buttons do not overlap').toBe(true);
    }
  return rects;
}

async function openDashboardLink(page: Page, testInfo: TestInfo, name: string) {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Dashboard' })).toBeVisible();
  if (isPhone(testInfo)) await page.getByRole('button', { name: 'Open Sidebar' }).click();
  await page.getByRole('navigation', { name: 'Dashboard' }).locator('visible=true').getByRole('link', { name }).click();
}

async function shoot(target: Page | Locator, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}-${testInfo.project.name}.png`);
  await target.screenshot({ path });
  await testInfo.attach(`${name} (${testInfo.project.name})`, { path, contentType: 'image/png' });
}

/**
 * Chat moderation (issue 17), three people in three browsers: a buyer messages a seller from the phone's card on its
 * category page; the seller reports the conversation; the admin finds it under Reported Chats with who is who and the
 * messages, and dismisses the report after confirming.
 */
test('a buyer messages from a card, the seller reports the chat, the admin reads and dismisses it', async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  // Three browsers at once on a shared 2-core machine.
  test.setTimeout(150_000);
  const origin = new URL(baseURL ?? '').origin;
  const phone = `Nokia 8110 moderation ${testInfo.project.name} ${Date.now()}`;
  await listPhoneViaApi(request, baseURL ?? '', DEMO.seller3.email, photo, {
    name: phone,
    category: 'kaiOS',
    yearOfUse: 1,
    orginalPrice: 2500,
    resalePrice: 1400,
    location: 'Mirpur 10, Dhaka',
    productCondition: 'Good',
    contact: '01555-000444',
  });

  const contexts = await Promise.all([browser.newContext(), browser.newContext(), browser.newContext()]);
  const [buyerContext, sellerContext, adminContext] = contexts;
  try {
    const buyer = await buyerContext!.newPage();
    const seller = await sellerContext!.newPage();
    const admin = await adminContext!.newPage();
    const email = uniqueEmail('moderation-buyer');
    const signUp = await buyer.request.post('/api/auth/sign-up/email', {
      data: { name: 'Moderation Buyer', email, password: 'a good password', role: 'Buyer' },
      headers: { origin },
    });
    expect(signUp.status(), await signUp.text()).toBe(200);
    await loginAs(seller, 'seller3');
    await loginAs(admin, 'admin');

    // The buyer sees three actions on the card, each a 44 px target, and messages the seller from it.
    await buyer.goto('/category/3');
    const card = buyer.getByRole('article', { name: phone });
    await expect(card.getByRole('button', { name: CHAT_TEXT.messageSeller })).toBeEnabled();
    const actions = ['Purchase Now', CHAT_TEXT.messageSeller, 'Report to Admin'];
    await expect(card.getByRole('button')).toHaveText(actions);
    await expect(card.getByRole('button', { name: CHAT_TEXT.messageSeller })).toHaveAccessibleDescription(phone);
    const [purchase, message, report] = (await expectTouchTargets(card, actions)) ?? [];
    if (isPhone(testInfo)) {
      // 360 px: one column, 'Purchase Now' first.
      expect(message!.y).toBeGreaterThan(purchase!.y);
      expect(report!.y).toBeGreaterThan(message!.y);
    } else {
      // 1280 px: the three side by side in one row.
      expect(message!.y).toBe(purchase!.y);
      expect(report!.y).toBe(purchase!.y);
    }
    await card.scrollIntoViewIfNeeded();
    await shoot(card, testInfo, 'card-with-message-seller');
    await card.getByRole('button', { name: CHAT_TEXT.messageSeller }).click();
    await expect(buyer.getByRole('heading', { level: 1, name: DEMO.seller3.name, exact: true })).toBeVisible();
    await expect(buyer.getByRole('link', { name: phone })).toBeVisible();
    await buyer.getByLabel(CHAT_TEXT.composerLabel).fill('Send it by courier, I pay by bKash after <b>delivery</b>');
    await buyer.getByRole('button', { name: CHAT_TEXT.send, exact: true }).click();
    await expect(buyer.getByTestId('message')).toHaveText(['Send it by courier, I pay by bKash after <b>delivery</b>']);

    // The seller's own card offers neither 'Message seller' nor 'Report to Admin'.
    await seller.goto('/category/3');
    const own = seller.getByRole('article', { name: phone });
    await expect(own.getByRole('button')).toHaveText(['Purchase Now']);

    // The seller opens the conversation and reports it, after confirming.
    await seller.goto('/dashboard/messages');
    await seller.getByRole('link', { name: new RegExp(`Moderation Buyer.*${phone}`) }).click();
    await expect(seller.getByTestId('message')).toHaveText([
      'Send it by courier, I pay by bKash after <b>delivery</b>',
    ]);
    await seller.getByRole('button', { name: CHAT_TEXT.report, exact: true }).click();
    await seller.getByRole('alertdialog').getByRole('button', { name: CHAT_TEXT.report }).click();
    await expect(seller.getByText(CHAT_TEXT.reportedToast)).toBeVisible();
    await expect(seller.getByRole('button', { name: CHAT_TEXT.reported, exact: true })).toBeDisabled();

    // The admin finds it under Reported Chats: the listing, who is who, who reported, no reason, the messages.
    await openDashboardLink(admin, testInfo, CHAT_TEXT.reportedChats);
    await expect(admin).toHaveURL(/\/dashboard\/reportedchats$/);
    await expect(admin.getByRole('heading', { level: 1, name: CHAT_TEXT.reportedChats })).toBeVisible();
    const reported = admin.getByRole('article', { name: phone });
    await expect(reported.getByRole('link', { name: phone })).toHaveAttribute('href', /\/product\/[0-9a-f-]{36}$/);
    const detail = (term: string) =>
      reported.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
    await expect(detail(CHAT_TEXT.buyer)).toHaveText('Moderation Buyer');
    await expect(detail(CHAT_TEXT.seller)).toHaveText(DEMO.seller3.name);
    await expect(detail(CHAT_TEXT.reportedBy)).toHaveText(DEMO.seller3.name);
    await expect(detail(CHAT_TEXT.reason)).toHaveText(CHAT_TEXT.noReason);
    await expect(reported.getByTestId('reported-message-text')).toBeHidden();
    await reported.getByText(CHAT_TEXT.readMessages(1)).click();
    await expect(reported.getByTestId('reported-message-text')).toHaveText([
      'Send it by courier, I pay by bKash after <b>delivery</b>',
    ]);
    await expect(reported.getByTestId('reported-message')).toContainText('Moderation Buyer (Buyer)');
    await expectAccessible(admin, 'Reported Chats with a report open');
    await shoot(admin, testInfo, 'reported-chats');

    // Dismiss asks first: Cancel keeps the report; Dismiss takes it off the list, for good.
    const dismiss = reported.getByRole('button', { name: CHAT_TEXT.dismissLabel(phone) });
    await dismiss.click();
    const ask = admin.getByRole('alertdialog', { name: CHAT_TEXT.dismissConfirm });
    await expect(ask).toContainText(phone);
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect(ask).toBeHidden();
    await expect(reported).toBeVisible();
    await dismiss.click();
    await admin
      .getByRole('alertdialog', { name: CHAT_TEXT.dismissConfirm })
      .getByRole('button', { name: CHAT_TEXT.dismiss })
      .click();
    await expect(admin.getByText(CHAT_TEXT.dismissedToast)).toBeVisible();
    await expect(reported).toHaveCount(0);
    await admin.reload();
    await expect(admin.getByRole('heading', { level: 1, name: CHAT_TEXT.reportedChats })).toBeVisible();
    await expect(admin.getByRole('article', { name: phone })).toHaveCount(0);
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
});
