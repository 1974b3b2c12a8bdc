import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  categoryIdOf,
  DHAKA_OFFSET_MS,
  dealFacts,
  dealMachine,
  dhakaDay,
  orderMachine,
  type DealStatus,
  type NotificationKind,
  safetyReasons,
  takaToPoisha,
} from '@phonehaat/shared';
import { hashPassword } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';
import type { Storage } from '../adapters/storage/storage.js';
import { createCheckoutRepository } from '../modules/checkout/checkout.repository.js';
import { createConversationsRepository } from '../modules/conversations/conversations.repository.js';
import { createDealsRepository } from '../modules/deals/deals.repository.js';
import { storeImage } from '../modules/images/images.service.js';
import {
  createNotificationsRepository,
  type NotificationsRepository,
} from '../modules/notifications/notifications.repository.js';
import { conversationLink, dealLink, dealNews } from '../modules/notifications/notifications.service.js';
import { createProductsRepository } from '../modules/products/products.repository.js';
import type { Database, Transaction } from './client.js';
import { accounts, images, productPrices, products, users } from './schema/index.js';
import {
  DEMO_CONVERSATION,
  DEMO_DETAILS,
  DEMO_FIRST_PRICES,
  DEMO_PASSWORD,
  DEMO_PRODUCTS,
  DEMO_SALE,
  DEMO_USERS,
  type DemoProduct,
  type DemoUser,
  type DhakaMoment,
} from './seed-data.js';

const ASSETS = join(dirname(fileURLToPath(import.meta.url)), 'seed-assets', 'products');
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export interface SeedResult {
  seeded: boolean;
  accounts: Pick<DemoUser, 'name' | 'email' | 'role'>[];
  products: number;
}

/** Keeps a listing's IMEIs (the trust domain's `record`, which seals them). */
export type RecordImeis = (productId: string, sellerId: string, imeis: string[]) => Promise<void>;

/**
 * Loads the demo marketplace into an empty database: an admin, three sellers (two verified), two buyers, thirteen
 * listings across the three categories, four of them advertised, each with a gallery of two to six photos (the cover
 * first), one conversation, read by both sides, between the demo buyer and a seller, and one sale: a phone the demo
 * buyer bought from another seller in a completed cash deal, rated by both. Each bell holds, read, what these told its
 * owner. A database that has any user is left alone.
 */
export async function seedDemoData(
  db: Database,
  storage: Storage,
  now = new Date(),
  recordImeis?: RecordImeis,
): Promise<SeedResult> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return { seeded: false, accounts: [], products: 0 };

  // Photos first, outside the transaction: storing them is idempotent (content-addressed). All handed over at once;
  // storeImage decodes as many at a time as it does for uploads.
  const slugs = new Set([...DEMO_PRODUCTS, DEMO_SALE.listing].flatMap((p) => [p.photo, ...(p.gallery ?? [])]));
  const photos = new Map(
    await Promise.all(
      [...slugs].map(
        async (slug) => [slug, await storeImage(storage, await readFile(join(ASSETS, `${slug}.jpg`)))] as const,
      ),
    ),
  );
  const urlOf = (slug: string) => {
    const stored = photos.get(slug);
    if (!stored) throw new Error(`demo photo ${slug} was not stored`);
    return stored.url;
  };
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const phones: { productId: string; sellerId: string; imeis: string[] }[] = [];
  await db.transaction(async (tx) => {
    const ids = new Map<string, string>();
    for (const user of DEMO_USERS) {
      const id = randomUUID();
      ids.set(user.key, id);
      await tx.insert(users).values({
        id,
        name: user.name,
        email: user.email,
        emailVerified: true,
        role: user.role,
        verified: user.verified ?? false,
      });
      await tx.insert(accounts).values({
        id: randomUUID(),
        accountId: id,
        providerId: 'credential',
        userId: id,
        password: passwordHash,
      });
    }
    for (const stored of photos.values()) {
      await tx
        .insert(images)
        .values({
          id: stored.id,
          width: stored.width,
          height: stored.height,
          variants: stored.variants,
          bytes: stored.bytes,
        })
        .onConflictDoNothing();
    }
    const listingIds = new Map<string, string>();
    /** Inserts one listing with its price history; its IMEIs are kept for the trust domain. */
    const insertListing = async (p: DemoProduct, index: number, details = DEMO_DETAILS[p.photo] ?? {}) => {
      // Spread posts over the day too, so ordering by time is stable and believable.
      const createdAt = new Date(now.getTime() - p.daysAgo * DAY_MS - index * 37 * 60_000);
      const sellerId = ids.get(p.seller) ?? '';
      const firstPrice = DEMO_FIRST_PRICES[p.photo];
      const [row] = await tx
        .insert(products)
        .values({
          sellerId,
          name: p.name,
          picture: urlOf(p.photo),
          // The listing page's gallery: the cover first, as Add Product stores it.
          photos: [p.photo, ...(p.gallery ?? [])].map(urlOf),
          category: p.category,
          categoryId: categoryIdOf(p.category),
          yearOfUse: p.yearOfUse,
          originalPricePoisha: takaToPoisha(p.orginalPrice),
          resalePricePoisha: takaToPoisha(p.resalePrice),
          location: p.location,
          condition: p.productCondition,
          contact: p.contact,
          isAdvertised: p.advertised ?? false,
          advertisedAt: p.advertised ? new Date(createdAt.getTime() + 3_600_000) : null,
          brand: details.brand ?? null,
          model: details.model ?? null,
          storageGb: details.storageGb ?? null,
          ramGb: details.ramGb ?? null,
          colour: details.colour ?? null,
          batteryHealth: details.batteryHealth ?? null,
          includes: details.includes ?? [],
          warrantyMonths: details.warrantyMonths ?? null,
          description: details.description ?? null,
          previousPricePoisha: firstPrice === undefined ? null : takaToPoisha(firstPrice),
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: products.id });
      if (!row) throw new Error(`demo listing ${p.name} was not stored`);
      listingIds.set(p.photo, row.id);
      const imeis = [p.imei, p.imei2].filter((imei): imei is string => imei !== undefined);
      if (imeis.length) phones.push({ productId: row.id, sellerId, imeis });
      // The price history: the first price, and the cut a day later when there was one.
      const prices = firstPrice === undefined ? [p.resalePrice] : [firstPrice, p.resalePrice];
      for (const [step, price] of prices.entries()) {
        await tx.insert(productPrices).values({
          productId: row.id,
          pricePoisha: takaToPoisha(price),
          createdAt: new Date(createdAt.getTime() + step * 6 * 3_600_000),
        });
      }
      return row.id;
    };
    for (const [index, p] of DEMO_PRODUCTS.entries()) await insertListing(p, index);

    // The conversation through its domain's repository, which keeps each side's read mark and unread count.
    const talk = DEMO_CONVERSATION;
    const listing = DEMO_PRODUCTS.find((p) => p.photo === talk.photo);
    const buyer = DEMO_USERS.find((u) => u.key === talk.buyer);
    const productId = listingIds.get(talk.photo);
    if (!listing || !buyer || !productId) throw new Error(`demo conversation about ${talk.photo}: no such listing`);
    const seller = DEMO_USERS.find((u) => u.key === listing.seller)!;
    const people = { buyer: ids.get(buyer.key) ?? '', seller: ids.get(seller.key) ?? '' };
    const chats = createConversationsRepository(tx);
    const chat = await chats.findOrCreate({
      productId,
      buyerId: people.buyer,
      sellerId: people.seller,
      buyerName: buyer.name,
      sellerName: seller.name,
      device: listing.name,
      productPic: urlOf(listing.photo),
      pricePoisha: takaToPoisha(listing.resalePrice),
    });
    const bell = createNotificationsRepository(db);
    for (const m of talk.messages) {
      const sentAt = new Date(now.getTime() - m.hoursAgo * 3_600_000);
      // Its recipient heard of the conversation once, at the first message to them, and has read it.
      await bell.add(tx, {
        userId: people[m.from === 'buyer' ? 'seller' : 'buyer'],
        kind: 'message.received',
        subjectId: chat.id,
        link: conversationLink(chat.id),
        title: listing.name,
        createdAt: sentAt,
        readAt: sentAt,
      });
      await chats.insertMessage({
        conversationId: chat.id,
        senderId: people[m.from],
        recipientId: people[m.from === 'buyer' ? 'seller' : 'buyer'],
        text: m.text,
        safety: safetyReasons(m.text).length > 0,
        sentAt,
      });
    }
    for (const side of ['buyer', 'seller'] as const) await chats.markRead(chat.id, side);

    await seedSale(db, tx, bell, {
      ids,
      urlOf,
      now,
      listingId: await insertListing(DEMO_SALE.listing, DEMO_PRODUCTS.length, DEMO_SALE.details),
    });
  });
  // The trust domain seals the numbers; the listings exist by now.
  for (const phone of recordImeis ? phones : []) await recordImeis!(phone.productId, phone.sellerId, phone.imeis);

  return {
    seeded: true,
    accounts: DEMO_USERS.map(({ name, email, role }) => ({ name, email, role })),
    products: DEMO_PRODUCTS.length,
  };
}

/**
 * The demo sale as a cash deal leaves it (modules/deals and checkout): the order paid, the phone sold, a cash payment
 * for the seller's My Buyers, the deal completed through the deal machine's moves with its timeline, and both ratings.
 */
async function seedSale(
  db: Database,
  tx: Transaction,
  bell: NotificationsRepository,
  {
    ids,
    urlOf,
    now,
    listingId,
  }: { ids: Map<string, string>; urlOf: (slug: string) => string; now: Date; listingId: string },
) {
  const sale = DEMO_SALE;
  const { listing } = sale;
  const buyer = DEMO_USERS.find((u) => u.key === sale.buyer);
  const seller = DEMO_USERS.find((u) => u.key === listing.seller);
  if (!buyer || !seller) throw new Error('demo sale: no such buyer or seller');
  const people = { buyer: ids.get(buyer.key) ?? '', seller: ids.get(seller.key) ?? '' };
  const at = ({ daysAgo, hour, minute = 0 }: DhakaMoment) => {
    const { year, month, day } = dhakaDay(new Date(now.getTime() - daysAgo * DAY_MS));
    return new Date(Date.UTC(year, month, day, hour, minute) - DHAKA_OFFSET_MS);
  };
  const requestedAt = at(sale.requested);
  const meetingAt = at(sale.meeting);
  // What the order, the deal and the payment each copy when they are made.
  const copied = {
    productId: listingId,
    buyerId: people.buyer,
    sellerId: people.seller,
    buyerName: buyer.name,
    sellerName: seller.name,
    device: listing.name,
    pricePoisha: takaToPoisha(listing.resalePrice),
  };

  const checkout = createCheckoutRepository(db).in(tx);
  const dealsRepo = createDealsRepository(db).in(tx);
  /** The bell as the notifications domain filled it when the deal moved or was rated, each entry read since. */
  const tell = async (userIds: string[], kind: NotificationKind, dealId: string, when: Date) => {
    for (const userId of userIds)
      await bell.add(tx, {
        userId,
        kind,
        subjectId: dealId,
        link: dealLink(dealId),
        title: listing.name,
        createdAt: when,
        readAt: when,
      });
  };
  const tellMove = async (dealId: string, to: DealStatus, from: DealStatus | null, when: Date) => {
    const news = dealNews(to, from);
    if (news)
      await tell(
        news.to.map((party) => people[party]),
        news.kind,
        dealId,
        when,
      );
  };
  const order = await checkout.insertOrder({
    ...copied,
    buyerEmail: buyer.email,
    productPic: urlOf(listing.photo),
    meetingLocation: sale.meetingPlace,
    contact: sale.buyerContact,
    createdAt: requestedAt,
    updatedAt: requestedAt,
  });
  const deal = await dealsRepo.insertDeal({
    ...copied,
    orderId: order.id,
    productPic: urlOf(listing.photo),
    payment: 'cash',
    meetingPlace: sale.meetingPlace,
    meetingAt,
    buyerContact: sale.buyerContact,
    sellerContact: listing.contact,
    // Answered long before DEAL_ACCEPT_HOURS (48 by default) ran out.
    answerBy: new Date(requestedAt.getTime() + 48 * HOUR_MS),
    createdAt: requestedAt,
    updatedAt: requestedAt,
  });
  await dealsRepo.insertEvent({
    dealId: deal.id,
    event: 'request',
    fromStatus: null,
    toStatus: deal.status,
    by: 'buyer',
    actorId: people.buyer,
    meetingPlace: deal.meetingPlace,
    meetingAt: deal.meetingAt,
    createdAt: requestedAt,
  });
  await tellMove(deal.id, deal.status, null, requestedAt);
  // The machine says where each move leads.
  let status = deal.status;
  let completedAt = requestedAt;
  for (const move of sale.moves) {
    completedAt = at(move.at);
    const to = dealMachine.next(status, move.event, move.by, dealFacts('cash', false));
    await dealsRepo.insertEvent({
      dealId: deal.id,
      event: move.event,
      fromStatus: status,
      toStatus: to,
      by: move.by,
      actorId: people[move.by],
      createdAt: completedAt,
    });
    await tellMove(deal.id, to, status, completedAt);
    status = to;
  }
  if (status !== 'completed') throw new Error(`demo sale: the deal ends ${status}, not completed`);
  await dealsRepo.updateDeal(deal.id, { status, updatedAt: completedAt });
  await checkout.setOrderStatus(order.id, orderMachine.next(order.status, 'pay', 'system'), completedAt);
  await createProductsRepository(db).markSold(tx, listingId);
  await checkout.insertPayment({
    ...copied,
    orderId: order.id,
    buyerEmail: buyer.email,
    contact: sale.buyerContact,
    buyerLocation: sale.meetingPlace,
    gateway: 'cash',
    transactionId: `cash:${deal.id}`,
    createdAt: completedAt,
  });
  for (const rating of sale.ratings) {
    const given = at(rating.at);
    await dealsRepo.putRating({
      dealId: deal.id,
      side: rating.by,
      raterId: people[rating.by],
      rateeId: people[rating.by === 'buyer' ? 'seller' : 'buyer'],
      stars: rating.stars,
      comment: rating.comment,
      createdAt: given,
      updatedAt: given,
    });
    await tell([people[rating.by === 'buyer' ? 'seller' : 'buyer']], 'rating.received', deal.id, given);
  }
}
