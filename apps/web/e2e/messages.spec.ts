import { CHAT_TEXT } from '@phonehaat/shared';
import { fileURLToPath } from 'node:url';
import { DEMO } from './fixtures';
import { loginAs, uniqueEmail } from './fixtures';
import { expect, listPhoneViaApi, test } from './support';

const photo = fileURLToPath(new URL('../../server/src/db/seed-assets/products/nokia-8110-4g.jpg', import.meta.url));

/**
 * Chat (issue 17), two people at once in two browsers: a new buyer asks about a phone from its listing page, the
 * seller answers from the inbox, each sees the other's message arrive without reloading (the socket); a number in a
 * message brings the safety note; once the seller blocks the buyer, the buyer cannot write.
 */
test('a buyer asks, the seller answers, both see it live; a blocked buyer cannot write', async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  // Two browsers at once on a shared 2-core machine.
  test.setTimeout(120_000);
  const origin = new URL(baseURL ?? '').origin;
  const phone = `Nokia 8110 chat ${testInfo.project.name} ${Date.now()}`;
  const { id: productId } = await listPhoneViaApi(request, baseURL ?? '', DEMO.seller3.email, photo, {
    name: phone,
    category: 'kaiOS',
    yearOfUse: 1,
    orginalPrice: 2500,
    resalePrice: 1500,
    location: 'Farmgate, Dhaka',
    productCondition: 'Good',
    contact: '01555-000333',
  });

  const sellerContext = await browser.newContext();
  const buyerContext = await browser.newContext();
  try {
    const seller = await sellerContext.newPage();
    const buyer = await buyerContext.newPage();
    await loginAs(seller, 'seller3');
    const email = uniqueEmail('chat-buyer');
    const signUp = await buyer.request.post('/api/auth/sign-up/email', {
      data: { name: 'Chat Buyer', email, password: 'a good password', role: 'Buyer' },
      headers: { origin },
    });
    expect(signUp.status(), await signUp.text()).toBe(200);

    // The buyer asks from the listing page.
    await buyer.goto(`/product/${productId}`);
    await expect(buyer.getByRole('link', { name: /^Messages/ })).toBeVisible();
    await buyer.getByRole('button', { name: CHAT_TEXT.messageSeller }).click();
    await expect(buyer.getByRole('heading', { level: 1, name: DEMO.seller3.name, exact: true })).toBeVisible();
    await buyer.getByLabel(CHAT_TEXT.composerLabel).fill('Is the battery original? Call me on 01712-345678');
    await buyer.getByRole('button', { name: CHAT_TEXT.send, exact: true }).click();
    await expect(buyer.getByTestId('message')).toHaveText(['Is the battery original? Call me on 01712-345678']);
    await expect(buyer.getByRole('note')).toHaveText(`⚠ ${CHAT_TEXT.safetyNote}`);

    // The seller finds it in the inbox, unread, and answers.
    await seller.goto('/dashboard/messages');
    await expect(seller.getByTestId('messages-unread')).toBeVisible();
    await seller.getByRole('link', { name: new RegExp(`Chat Buyer.*${phone}`) }).click();
    await expect(seller.getByTestId('message')).toHaveText(['Is the battery original? Call me on 01712-345678']);
    await expect(seller.getByTestId('messages-unread')).toHaveCount(0);
    await seller.getByLabel(CHAT_TEXT.composerLabel).fill('Yes, original. Meet at Farmgate at 5?');
    await seller.getByRole('button', { name: CHAT_TEXT.send, exact: true }).click();

    // The buyer sees the answer without reloading, and answers back; the seller sees that live too.
    await expect(buyer.getByTestId('message').last()).toHaveText('Yes, original. Meet at Farmgate at 5?');
    await buyer.getByLabel(CHAT_TEXT.composerLabel).fill('OK, see you at 5.');
    await buyer.getByRole('button', { name: CHAT_TEXT.send, exact: true }).click();
    await expect(seller.getByTestId('message').last()).toHaveText('OK, see you at 5.');

    // The seller blocks the buyer: the buyer's composer goes, with the reason, without reloading.
    await seller.getByRole('button', { name: CHAT_TEXT.block, exact: true }).click();
    await seller.getByRole('alertdialog').getByRole('button', { name: CHAT_TEXT.block }).click();
    await expect(seller.getByText(CHAT_TEXT.youBlocked)).toBeVisible();
    await expect(buyer.getByText(CHAT_TEXT.theyBlocked)).toBeVisible();
    await expect(buyer.getByLabel(CHAT_TEXT.composerLabel)).toHaveCount(0);
  } finally {
    await sellerContext.close();
    await buyerContext.close();
  }
});
