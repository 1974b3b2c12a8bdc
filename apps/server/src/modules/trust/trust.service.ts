import { HttpError } from '../../plugins/errors.js';
import type { ImeiVault } from './imei-vault.js';
import type { TrustRepository } from './trust.repository.js';

/** What the trust domain asks of the listings domain: which listings are live, and flagging one for the admins. */
export interface TrustListingsPort {
  liveListings(ids: string[]): Promise<{ id: string; sellerId: string }[]>;
  flagForAdmins(id: string): Promise<void>;
}

/** Said to a seller whose phone's IMEI is in another seller's live listing. */
export const imeiTakenMessage = (last4: string) =>
  `A phone with this IMEI (ending ${last4}) is already in another seller’s live listing on PhoneHaat. A phone can be ` +
  'listed by one seller at a time; our admins have been told and will look into it.';

/**
 * Trust and safety (issue 16): the phone's identity. Numbers arrive already checked (15 digits, Luhn) by the shared
 * schema; this domain refuses a number another seller lists now, keeps the numbers sealed, and opens them only for the
 * listings' own deals.
 */
export function createTrustService({
  repository,
  vault,
  listings,
}: {
  repository: TrustRepository;
  vault: ImeiVault;
  listings: TrustListingsPort;
}) {
  return {
    /** Refuses (409) numbers in another seller's live listing, and flags that listing for the admins. */
    async checkListable(sellerId: string, imeis: string[]): Promise<void> {
      for (const imei of imeis) {
        const holders = await repository.listingsWithHashes(vault.hashes(imei));
        const others = holders.filter((h) => h.sellerId !== sellerId).map((h) => h.productId);
        if (others.length === 0) continue;
        const live = await listings.liveListings(others);
        if (live.length === 0) continue;
        for (const listing of live) await listings.flagForAdmins(listing.id);
        throw new HttpError(409, imeiTakenMessage(imei.slice(-4)));
      }
    },

    async record(productId: string, sellerId: string, imeis: string[]): Promise<void> {
      await repository.recordIdentities(
        productId,
        sellerId,
        imeis.map((imei) => vault.seal(imei)),
      );
    },

    /** A listing's full numbers, first IMEI first: for the parties of its accepted deal only (the caller decides). */
    async imeisOf(productId: string): Promise<string[]> {
      return (await repository.sealedOf(productId)).map((row) => vault.open(row.sealed, row.keyId));
    },
  };
}

export type TrustService = ReturnType<typeof createTrustService>;
