import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { phoneIdentities } from '../../db/schema/index.js';
import type { SealedImei } from './imei-vault.js';

/** The trust domain's tables: a listing's sealed IMEIs, found by their keyed hashes. */
export function createTrustRepository(db: Database) {
  return {
    async recordIdentities(productId: string, sellerId: string, sealed: SealedImei[]): Promise<void> {
      if (sealed.length === 0) return;
      await db.insert(phoneIdentities).values(
        sealed.map((s, index) => ({
          productId,
          sellerId,
          slot: index + 1,
          imeiHash: s.hash,
          imeiSealed: s.sealed,
          keyId: s.keyId,
          last4: s.last4,
        })),
      );
    },

    /** The listings (any state) that carry a number with one of these hashes (served by phone_identity_hash_idx). */
    listingsWithHashes(hashes: string[]) {
      return db
        .selectDistinct({ productId: phoneIdentities.productId, sellerId: phoneIdentities.sellerId })
        .from(phoneIdentities)
        .where(inArray(phoneIdentities.imeiHash, hashes));
    },

    sealedOf(productId: string) {
      return db
        .select({ sealed: phoneIdentities.imeiSealed, keyId: phoneIdentities.keyId })
        .from(phoneIdentities)
        .where(eq(phoneIdentities.productId, productId))
        .orderBy(asc(phoneIdentities.slot));
    },
  };
}

export type TrustRepository = ReturnType<typeof createTrustRepository>;
