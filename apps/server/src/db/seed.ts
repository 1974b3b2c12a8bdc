import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { categoryIdOf, safetyReasons, takaToPoisha } from '@phonehaat/shared';
import { hashPassword } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';
import type { Storage } from '../adapters/storage/storage.js';
import { createConversationsRepository } from '../modules/conversations/conversations.repository.js';
import { storeImage } from '../modules/images/images.service.js';
import type { Database } from './client.js';
import { accounts, images, productPrices, products, users } from './schema/index.js';
import {
  DEMO_CONVERSATION,
  DEMO_DETAILS,
  DEMO_FIRST_PRICES,
  DEMO_PASSWORD,
  DEMO_PRODUCTS,
  DEMO_USERS,
  type DemoUser,
} from './seed-data.js';

const ASSETS = join(dirname(fileURLToPath(import.meta.url)), 'seed-assets', 'products');
const DAY_MS = 86_400_000;

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
 * first), and one conversation, read by both sides, between the demo buyer and a seller. A database that has any user
 * is left alone.
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
  const slugs = new Set(DEMO_PRODUCTS.flatMap((p) => [p.photo, ...(p.gallery ?? [])]));
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
    for (const [index, p] of DEMO_PRODUCTS.entries()) {
      // Spread posts over the day too, so ordering by time is stable and believable.
      const createdAt = new Date(now.getTime() - p.daysAgo * DAY_MS - index * 37 * 60_000);
      const sellerId = ids.get(p.seller) ?? '';
      const details = DEMO_DETAILS[p.photo] ?? {};
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
      if (row) listingIds.set(p.photo, row.id);
      const imeis = [p.imei, p.imei2].filter((imei): imei is string => imei !== undefined);
      if (row && imeis.length) phones.push({ productId: row.id, sellerId, imeis });
      // The price history: the first price, and the cut a day later when there was one.
      const prices = firstPrice === undefined ? [p.resalePrice] : [firstPrice, p.resalePrice];
      for (const [step, price] of prices.entries()) {
        await tx.insert(productPrices).values({
          productId: row?.id ?? '',
          pricePoisha: takaToPoisha(price),
          createdAt: new Date(createdAt.getTime() + step * 6 * 3_600_000),
        });
      }
    }

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
    for (const m of talk.messages) {
      await chats.insertMessage({
        conversationId: chat.id,
        senderId: people[m.from],
        recipientId: people[m.from === 'buyer' ? 'seller' : 'buyer'],
        text: m.text,
        safety: safetyReasons(m.text).length > 0,
        sentAt: new Date(now.getTime() - m.hoursAgo * 3_600_000),
      });
    }
    for (const side of ['buyer', 'seller'] as const) await chats.markRead(chat.id, side);
  });
  // The trust domain seals the numbers; the listings exist by now.
  for (const phone of recordImeis ? phones : []) await recordImeis!(phone.productId, phone.sellerId, phone.imeis);

  return {
    seeded: true,
    accounts: DEMO_USERS.map(({ name, email, role }) => ({ name, email, role })),
    products: DEMO_PRODUCTS.length,
  };
}
