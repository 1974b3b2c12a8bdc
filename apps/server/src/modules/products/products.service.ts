import {
  categoryIdOf,
  comparePrice,
  enoughComparables,
  findCategory,
  normaliseBrand,
  normaliseModel,
  poishaToTaka,
  takaToPoisha,
  type CreateProduct,
  type EditProduct,
  LISTING_HOLD_TEXT,
  listingFacts,
  listingMachine,
  listingState,
  type ListingEvent,
  type ListingState,
  REPORT_REASON_TEXT,
  type ListingHoldReason,
  type ListingPriceHint,
  type ModerationSummary,
  type PriceHint,
  type PriceHintQuery,
  type ReportReason,
  type SearchQuery,
} from '@phonehaat/shared';
import type { KeysetCursor, SortCursor } from '../../lib/cursor.js';
import type { AuthUser } from '../../plugins/auth.js';
import { HttpError } from '../../plugins/errors.js';
import type { Transaction } from '../../db/client.js';
import type { DomainEvents, EventBus } from '../../lib/events.js';
import type {
  ComparableKey,
  ProductRow,
  ProductsRepository,
  ProductWithSeller,
  QueueCursor,
  QueuedProduct,
  RemovedProduct,
} from './products.repository.js';
import { toPriceHint } from './products.mapper.js';

export const LISTING_PAGE_SIZE = 12;
/** Said of a hidden listing to anyone but its seller and the admins. */
export const HIDDEN = 'This listing is hidden while PhoneHaat’s admins look into it.';
export const SELLER_PAGE_SIZE = 50;
/** How many of the seller's other listings the listing page shows. */
export const MORE_FROM_SELLER = 4;

export interface Page<T> {
  page: T[];
  next: KeysetCursor | undefined;
}

function paged(rows: ProductWithSeller[], size: number): Page<ProductWithSeller> {
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return { page, next: rows.length > size && last ? { createdAt: last.createdAt, id: last.id } : undefined };
}

const imageIdOf = (picture: string) => /([a-f0-9]{64})-640\.webp$/.exec(picture)?.[1];

/** How many past prices the listing page shows at most. */
export const PRICE_HISTORY_LIMIT = 10;

/** The stored columns of a listing's form: the spec's fields and its details, brand and model in the catalogue's spelling. */
function columnsOf(input: EditProduct, photos: string[]) {
  const brand = input.brand ? normaliseBrand(input.brand) : null;
  return {
    name: input.name,
    picture: input.picture,
    photos,
    category: input.category,
    categoryId: categoryIdOf(input.category),
    yearOfUse: input.yearOfUse,
    originalPricePoisha: takaToPoisha(input.orginalPrice),
    resalePricePoisha: takaToPoisha(input.resalePrice),
    location: input.location,
    condition: input.productCondition,
    contact: input.contact,
    brand: brand || null,
    model: brand && input.model ? normaliseModel(brand, input.model) || null : null,
    storageGb: input.storageGb ?? null,
    ramGb: input.ramGb ?? null,
    colour: input.colour || null,
    batteryHealth: input.batteryHealth ?? null,
    includes: input.includes ?? [],
    warrantyMonths: input.warrantyMonths ?? null,
    description: input.description || null,
  };
}
type ListingColumns = ReturnType<typeof columnsOf>;

/** What a buyer agreed to in an accepted deal: while one holds the phone, these stay as they were. */
const HELD_BY_A_DEAL = [
  'name',
  'originalPricePoisha',
  'resalePricePoisha',
  'condition',
  'yearOfUse',
  'category',
  'brand',
  'model',
  'storageGb',
  'ramGb',
] as const satisfies readonly (keyof ListingColumns)[];

/** What the products domain asks of the images domain. */
export interface PhotoCheck {
  exists(imageId: string): Promise<boolean>;
}

/** What the products domain asks of the trust domain: whether a phone's IMEIs may be listed, and keeping them. */
export interface IdentityPort {
  checkListable(sellerId: string, imeis: string[]): Promise<void>;
  /** Given the listing's insert transaction, the numbers are stored with the listing or not at all. */
  record(productId: string, sellerId: string, imeis: string[], tx?: Transaction): Promise<void>;
  /** The listing's IMEIs (none for a tablet without a SIM slot). */
  imeisOf(productId: string): Promise<string[]>;
}

/** What the products domain asks of the audit log: to append an entry, in the action's transaction when given. */
export interface AuditPort {
  record(
    entry: {
      actor: Pick<AuthUser, 'id' | 'name'> | 'system';
      action: 'listing.removed' | 'reports.dismissed' | 'listing.auto-hidden';
      targetKind: 'listing';
      targetId: string;
      reason?: string | null;
      detail?: Record<string, string | number | boolean | null>;
    },
    tx?: Transaction,
  ): Promise<void>;
}

/** A listing of the admins' queue with what its reports say. */
export type ReportedListing = ProductWithSeller & { moderation: ModerationSummary };

/** The cursor of the admins' queue: `base64url(reporters|since ISO|id)`. */
export const encodeQueueCursor = (c: QueueCursor) =>
  Buffer.from(`${c.reporters}|${c.since.toISOString()}|${c.id}`).toString('base64url');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function decodeQueueCursor(value: string | undefined): QueueCursor | undefined {
  if (!value) return undefined;
  const [count, iso, id] = Buffer.from(value, 'base64url').toString('utf8').split('|');
  const since = new Date(iso ?? '');
  const time = since.getTime();
  if (!/^\d{1,9}$/.test(count ?? '') || !id || !UUID.test(id) || Number.isNaN(time) || time < 0)
    throw new HttpError(400, 'cursor: not a valid page cursor.');
  return { reporters: Number(count), since, id };
}

export function createProductsService(
  repository: ProductsRepository,
  images: PhotoCheck,
  events: EventBus,
  identity: IdentityPort,
  audit: AuditPort,
  moderation: { autoHideReports: number },
) {
  const changed = (
    product: { id: string; categoryId: number; advertised: boolean },
    change: DomainEvents['listing.changed']['change'],
  ) =>
    events.emit('listing.changed', {
      productId: product.id,
      categoryId: product.categoryId,
      advertised: product.advertised,
      change,
    });
  async function removed(product: RemovedProduct | undefined): Promise<number> {
    if (!product) return 0;
    await changed(product, 'removed');
    return 1;
  }

  /** The listing's photos (the cover alone when none were listed), each one stored by the images domain. */
  async function checkedPhotos(input: EditProduct, body: 'add' | 'edit'): Promise<string[]> {
    const photos = input.photos ?? [input.picture];
    for (const [index, photo] of photos.entries()) {
      const imageId = imageIdOf(photo);
      if (!imageId || !(await images.exists(imageId))) {
        const field = input.photos ? `${body}.photos.${index}` : `${body}.picture`;
        throw new HttpError(400, `${field}: upload the photo first; that image is not on PhoneHaat.`);
      }
    }
    return photos;
  }

  /** The fair-price hint for these comparables, or undefined with fewer than 5 (decision 0019). */
  async function hintFor(key: ComparableKey): Promise<PriceHint | undefined> {
    const stats = enoughComparables(await repository.comparables(key));
    return stats && toPriceHint(key, stats);
  }

  /** A live listing's hint, with how its price compares; none for a listing that does not name its phone fully. */
  async function listingHint(product: ProductRow): Promise<ListingPriceHint | undefined> {
    const { brand, model, storageGb, condition } = product;
    if (!brand || !model || storageGb === null || product.isPurchased || product.soldElsewhereAt) return undefined;
    const hint = await hintFor({ brand, model, storageGb, condition, except: product.id });
    return hint && { ...hint, ...comparePrice(poishaToTaka(product.resalePricePoisha), hint.usualPrice) };
  }

  /** A listing page's data: the listing, the seller's other unsold listings, its price history and its price hint. */
  async function withMore(product: ProductWithSeller) {
    const [moreFromSeller, priceHistory, priceHint] = await Promise.all([
      repository.listOthersBySeller(product.sellerId, product.id, MORE_FROM_SELLER),
      repository.priceHistory(product.id, PRICE_HISTORY_LIMIT),
      listingHint(product),
    ]);
    return { product, moreFromSeller, priceHistory, priceHint };
  }

  /**
   * Hides these listings for `reason` (issue 16: a stolen report, many reports, a suspended seller) until that hold is
   * lifted; a listing hidden by anything but its seller's suspension is also put on the admins' Reported Items.
   * Answers how many were shown until now.
   */
  async function holdListings(ids: string[], reason: ListingHoldReason): Promise<number> {
    const { hidden, flagged } = await repository.hold(ids, reason, {
      // The admins suspended the seller themselves: nothing for Reported Items.
      flag: reason !== 'suspended',
      // Each listing hidden here is an automatic hide, which the audit log keeps (with the action's transaction).
      onHidden: async (tx, listings) => {
        for (const listing of listings) {
          await audit.record(
            {
              actor: 'system',
              action: 'listing.auto-hidden',
              targetKind: 'listing',
              targetId: listing.id,
              reason: LISTING_HOLD_TEXT[reason],
              detail: { hold: reason },
            },
            tx,
          );
        }
      },
    });
    // One announcement per listing: hidden says enough for one that was also flagged.
    for (const product of hidden) await changed(product, 'hidden');
    for (const product of flagged) if (!hidden.some((h) => h.id === product.id)) await changed(product, 'reported');
    return hidden.length;
  }

  /** Lifts the holds for `reason`; a listing no other hold keeps hidden shows again. */
  async function releaseListings(ids: string[], reason: ListingHoldReason): Promise<number> {
    const shown = await repository.release(ids, reason);
    for (const product of shown) await changed(product, 'shown');
    return shown.length;
  }

  async function ownProduct(caller: AuthUser, id: string) {
    const product = await repository.findPresent(id);
    if (!product) throw new HttpError(404, 'No such product.');
    if (product.sellerId !== caller.id && caller.role !== 'Admin') {
      throw new HttpError(403, 'You can only change your own listings.', 'forbidden');
    }
    return product;
  }

  return {
    async add(seller: AuthUser, input: CreateProduct): Promise<string> {
      const photos = await checkedPhotos(input, 'add');
      const imeis = [input.imei, input.imei2].filter((imei): imei is string => imei !== undefined);
      await identity.checkListable(seller.id, imeis);
      const columns = columnsOf(input, photos);
      const id = await repository.insert({ sellerId: seller.id, ...columns }, (tx, productId) =>
        identity.record(productId, seller.id, imeis, tx),
      );
      await changed({ id, categoryId: columns.categoryId, advertised: false }, 'added');
      return id;
    },

    /**
     * The seller changes their listing: every field, the photos added, removed or reordered. A sold or removed
     * listing cannot change, and while a buyer's accepted deal holds the phone its name, prices and specifications
     * stay as the buyer agreed to them (the description, photos, place and number may change).
     */
    async edit(caller: AuthUser, id: string, input: EditProduct): Promise<void> {
      const product = await repository.findPresent(id);
      if (!product) throw new HttpError(404, 'No such product.');
      if (product.sellerId !== caller.id) throw new HttpError(403, 'You can only edit your own listings.', 'forbidden');
      if (product.isPurchased) throw new HttpError(409, 'This phone is sold: a sold listing cannot be edited.');
      if (product.soldElsewhereAt)
        throw new HttpError(409, 'This phone is marked sold elsewhere: relist it first to edit it.');
      const photos = await checkedPhotos(input, 'edit');
      const columns = columnsOf(input, photos);
      if (await repository.isReserved(id)) {
        const held = HELD_BY_A_DEAL.find((key) => columns[key] !== product[key]);
        if (held) {
          throw new HttpError(
            409,
            "A buyer's accepted deal holds this phone: its name, prices and specifications stay as they agreed until that deal ends. You can still change the description, photos, location and number.",
          );
        }
      }
      const before = await repository.update(id, columns);
      if (!before) throw new HttpError(409, 'This phone is sold or removed: it cannot be edited.');
      await changed({ id, categoryId: before.categoryId, advertised: before.isAdvertised }, 'edited');
      if (columns.categoryId !== before.categoryId) {
        await changed({ id, categoryId: columns.categoryId, advertised: before.isAdvertised }, 'edited');
      }
    },

    /** The listing's last prices, newest first, in poisha. */
    priceHistory: (id: string) => repository.priceHistory(id, PRICE_HISTORY_LIMIT),

    async category(categoryId: number, after?: KeysetCursor) {
      if (!findCategory(categoryId)) throw new HttpError(404, 'No such category.');
      return paged(await repository.listCategory(categoryId, LISTING_PAGE_SIZE + 1, after), LISTING_PAGE_SIZE);
    },

    /** A page of a search; prices arrive in Taka and are compared in poisha. */
    async search(query: SearchQuery, after?: SortCursor) {
      const { minPrice, maxPrice, ...rest } = query;
      const rows = await repository.search(
        {
          ...rest,
          minPricePoisha: minPrice === undefined ? undefined : takaToPoisha(minPrice),
          maxPricePoisha: maxPrice === undefined ? undefined : takaToPoisha(maxPrice),
        },
        LISTING_PAGE_SIZE + 1,
        after,
      );
      const page = rows.slice(0, LISTING_PAGE_SIZE);
      const last = page.at(-1);
      const next =
        rows.length > LISTING_PAGE_SIZE && last
          ? { value: query.sort === 'newest' ? last.createdAt : last.resalePricePoisha, id: last.id }
          : undefined;
      return { page, next };
    },

    /**
     * A listing page: the product (sold or not) and the seller's other unsold listings. Removed ones are a 404, and so
     * are hidden ones (issue 16) to everyone but their seller and the admins.
     */
    async detail(id: string, caller?: AuthUser) {
      const product = await repository.findWithSeller(id);
      if (!product) throw new HttpError(404, 'This listing has been removed or does not exist.');
      if (product.hidden && caller?.id !== product.sellerId && caller?.role !== 'Admin')
        throw new HttpError(404, HIDDEN);
      return withMore(product);
    },

    /**
     * A listing's public page: the listing, 'hidden' while a hold keeps it from buyers (under review), 'removed' when
     * it was taken down, undefined when there never was one.
     */
    async page(id: string) {
      const product = await repository.findWithSeller(id);
      if (product?.hidden) return 'hidden' as const;
      if (!product) return (await repository.wasRemoved(id)) ? ('removed' as const) : undefined;
      return withMore(product);
    },

    /**
     * The fair-price hint a seller sees while pricing (Add Product, the edit page): brand and model in the catalogue's
     * spelling, as a listing stores them; the listing being edited left out. Null with fewer than 5 comparables.
     */
    async priceHint(query: PriceHintQuery): Promise<PriceHint | null> {
      const brand = normaliseBrand(query.brand);
      const model = normaliseModel(brand, query.model);
      if (!brand || !model) return null;
      const hint = await hintFor({
        brand,
        model,
        storageGb: query.storage,
        condition: query.condition,
        except: query.except,
      });
      return hint ?? null;
    },

    /** The live listings for the sitemap, newest first. */
    live: (limit: number) => repository.listLive(limit),

    /** A seller's live listings for their public profile (an unknown seller has none). */
    async sellerListings(sellerId: string, after?: KeysetCursor) {
      return paged(await repository.listLiveBySeller(sellerId, LISTING_PAGE_SIZE + 1, after), LISTING_PAGE_SIZE);
    },

    async mine(seller: AuthUser, after?: KeysetCursor) {
      return paged(await repository.listBySeller(seller.id, SELLER_PAGE_SIZE + 1, after), SELLER_PAGE_SIZE);
    },

    /** A page of the admins' queue, each listing with its open reports' reasons (counted) and notes. */
    async reported(after?: QueueCursor): Promise<{ page: ReportedListing[]; next: QueueCursor | undefined }> {
      const rows = await repository.listReported(SELLER_PAGE_SIZE + 1, after);
      const page: QueuedProduct[] = rows.slice(0, SELLER_PAGE_SIZE);
      const last = page.at(-1);
      const next =
        rows.length > SELLER_PAGE_SIZE && last
          ? { reporters: last.reporters, since: last.since, id: last.id }
          : undefined;
      const { reasons, notes } = await repository.reportSummaries(page.map((p) => p.id));
      return {
        page: page.map((p) => ({
          ...p,
          moderation: {
            status: p.reporters > 0 ? ('open' as const) : ('flagged' as const),
            reporters: p.reporters,
            since: p.since.toISOString(),
            reasons: reasons.filter((r) => r.productId === p.id).map(({ reason, count }) => ({ reason, count })),
            notes: notes
              .filter((n) => n.productId === p.id && n.note)
              .map((n) => ({ reason: n.reason, note: n.note ?? '', at: n.at.toISOString() })),
          },
        })),
        next,
      };
    },

    advertised: (limit: number) => repository.listAdvertised(limit),

    // Checkout's ListingsPort: a listing as an order copies it, whether it can be bought, its row locked for a sale.
    forOrder: (id: string) => repository.forOrder(id),
    availability: (id: string) => repository.availability(id),
    lockForSale: (tx: Transaction, id: string) => repository.lockForSale(tx, id),
    markSold: (tx: Transaction, id: string) => repository.markSold(tx, id),
    markUnsold: (tx: Transaction, id: string) => repository.markUnsold(tx, id),

    async advertise(caller: AuthUser, id: string): Promise<number> {
      const product = await ownProduct(caller, id);
      if (product.sellerId !== caller.id) throw new HttpError(403, 'Only the seller can advertise a listing.');
      if (product.isPurchased || product.soldElsewhereAt)
        throw new HttpError(409, 'A sold product cannot be advertised.');
      const advertised = await repository.advertise(id);
      if (advertised > 0) await changed({ id, categoryId: product.categoryId, advertised: true }, 'advertised');
      return advertised;
    },

    /**
     * The seller marks their listing sold outside PhoneHaat, or relists one they had marked so (listingMachine decides,
     * under the listing's lock): it leaves or rejoins every public list. Marked, it is 'soldElsewhere' (deals and
     * checkout end what is still open on it, as for a sale here, but /metrics counts no sale); relisted it is 'added'
     * again (not 'returned': no sale here was given back).
     */
    async changeSale(caller: AuthUser, id: string, event: ListingEvent): Promise<ListingState> {
      const found = await repository.findForSale(id);
      if (!found) throw new HttpError(404, 'No such product.');
      if (found.sellerId !== caller.id) {
        throw new HttpError(403, 'You can only mark your own listings sold elsewhere or relist them.', 'forbidden');
      }
      // A phone sold elsewhere may since be listed by its new owner: relisted, it is checked as a new listing is.
      if (event === 'relist' && found.soldElsewhereAt && !found.deletedAt) {
        await identity.checkListable(caller.id, await identity.imeisOf(id));
      }
      let to = 'live' as ListingState;
      const listing = await repository.changeSale(id, (row, reserved) => {
        const from = listingState({
          sold: row.isPurchased,
          soldElsewhere: row.soldElsewhereAt !== null,
          removed: row.deletedAt !== null,
        });
        to = listingMachine.next(from, event, 'seller', listingFacts(reserved));
        return to === 'soldElsewhere';
      });
      if (!listing) throw new HttpError(404, 'No such product.');
      await changed(listing, to === 'soldElsewhere' ? 'soldElsewhere' : 'added');
      return to;
    },

    async remove(caller: AuthUser, id: string): Promise<number> {
      await ownProduct(caller, id);
      return removed(await repository.softDelete(id));
    },

    /**
     * 'Report to Admin' with a reason and an optional note. The report that makes `autoHideReports` different people's
     * open reports hides the listing until an admin reviews it, and the audit log says PhoneHaat did.
     */
    async report(
      caller: AuthUser,
      productId: string,
      input: { reason: ReportReason; note?: string | undefined },
    ): Promise<void> {
      const product = await repository.findPresent(productId);
      if (!product) throw new HttpError(404, 'No such product.');
      if (product.sellerId === caller.id) throw new HttpError(403, 'You cannot report your own listing.');
      const { flagged, hidden } = await repository.report({
        productId,
        reporterId: caller.id,
        reason: input.reason,
        note: input.note || null,
        hideAt: moderation.autoHideReports,
        onHidden: (tx, reporters) =>
          audit.record(
            {
              actor: 'system',
              action: 'listing.auto-hidden',
              targetKind: 'listing',
              targetId: productId,
              reason: `Reported by ${reporters} people`,
              detail: { name: product.name, reporters },
            },
            tx,
          ),
      });
      // A repeated report changes nothing anybody sees.
      if (flagged) await changed({ id: productId, categoryId: product.categoryId, advertised: false }, 'reported');
      if (hidden) await changed(hidden, 'hidden');
    },

    hold: holdListings,
    release: releaseListings,
    /** A seller was suspended: every listing of theirs is held until the suspension is lifted. */
    holdSeller: async (sellerId: string) => holdListings(await repository.idsOfSeller(sellerId), 'suspended'),
    /** A seller's suspension was lifted: their listings no other hold keeps hidden show again. */
    releaseSeller: async (sellerId: string) => releaseListings(await repository.idsOfSeller(sellerId), 'suspended'),
    /** Which of these listings buyers can see on sale now. */
    shownListings: (ids: string[]) => repository.shownListings(ids),

    /** Trust's port: which of these listings are live (unsold, present), with their sellers. */
    liveListings: (ids: string[]) => repository.liveListings(ids),
    /** Trust's port: puts a listing on the admins' Reported Items (a duplicate IMEI), as a report would. */
    async flagForAdmins(id: string): Promise<void> {
      const product = await repository.flag(id);
      if (product) await changed(product, 'reported');
    },
    /**
     * An admin removes a flagged listing: its open reports are actioned, the seller sees why on My Products, and the
     * audit log keeps it (one transaction).
     */
    async removeReported(admin: AuthUser, id: string): Promise<number> {
      const decided = await repository.decide(id, 'action', (tx, { reports, reason, name }) =>
        audit.record(
          {
            actor: admin,
            action: 'listing.removed',
            targetKind: 'listing',
            targetId: id,
            reason: reason ? REPORT_REASON_TEXT[reason] : null,
            detail: { name, reports },
          },
          tx,
        ),
      );
      if (!decided) throw new HttpError(404, 'No such reported product.');
      return removed(decided.changed);
    },

    /**
     * An admin dismisses a flagged listing's reports: they are closed, the listing leaves the queue and, when only the
     * reports hid it, returns to the public lists; the audit log keeps it (one transaction).
     */
    async dismissReports(admin: AuthUser, id: string): Promise<number> {
      const decided = await repository.decide(id, 'dismiss', (tx, { reports, name }) =>
        audit.record(
          {
            actor: admin,
            action: 'reports.dismissed',
            targetKind: 'listing',
            targetId: id,
            reason: null,
            detail: { name, reports },
          },
          tx,
        ),
      );
      if (!decided) throw new HttpError(404, 'No such reported product.');
      if (decided.changed) await changed(decided.changed, 'shown');
      return decided.reports;
    },
  };
}

export type ProductsService = ReturnType<typeof createProductsService>;
