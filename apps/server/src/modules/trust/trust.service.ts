import {
  BTRC_CHECK,
  STOLEN_TEXT,
  imeiProblem,
  normaliseImei,
  stolenMachine,
  type PhoneCheckResult,
  type Principal,
  type ReportStolen,
  type StolenReport,
} from '@phonehaat/shared';
import type { Transaction } from '../../db/client.js';
import type { AuthUser } from '../../plugins/auth.js';
import { HttpError } from '../../plugins/errors.js';
import type { ImeiVault } from './imei-vault.js';
import type { TrustRepository } from './trust.repository.js';

/**
 * What the trust domain asks of the listings domain: which listings are live or shown, flagging one for the admins,
 * and hiding listings of a stolen phone (and showing them again once it is recovered).
 */
export interface TrustListingsPort {
  liveListings(ids: string[]): Promise<{ id: string; sellerId: string }[]>;
  shownListings(ids: string[]): Promise<{ id: string }[]>;
  flagForAdmins(id: string): Promise<void>;
  hold(ids: string[], reason: 'stolen'): Promise<number>;
  release(ids: string[], reason: 'stolen'): Promise<number>;
}

const principalOf = (user: AuthUser): Principal =>
  user.role === 'Admin' ? 'admin' : user.role === 'Seller' ? 'seller' : 'buyer';

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
    /**
     * Job after a key rotation: every number sealed with an old key is sealed and hashed again with the current one,
     * a batch per transaction, until none is left; the old key can then leave IMEI_OLD_KEYS. Answers how many.
     */
    async resealOld(batch = 200): Promise<number> {
      let total = 0;
      for (;;) {
        const done = await repository.resealBatch(vault.currentKeyId, batch, (sealed, keyId) =>
          vault.seal(vault.open(sealed, keyId)),
        );
        total += done;
        if (done === 0) return total;
      }
    },

    /** Refuses (409) numbers in another seller's live listing, and flags that listing for the admins. */
    async checkListable(sellerId: string, imeis: string[]): Promise<void> {
      for (const imei of imeis) {
        if (await repository.standingStolen(vault.hashes(imei))) {
          throw new HttpError(409, STOLEN_TEXT.stolenImei(imei.slice(-4)));
        }
        const holders = await repository.listingsWithHashes(vault.hashes(imei));
        const others = holders.filter((h) => h.sellerId !== sellerId).map((h) => h.productId);
        if (others.length === 0) continue;
        const live = await listings.liveListings(others);
        if (live.length === 0) continue;
        for (const listing of live) await listings.flagForAdmins(listing.id);
        throw new HttpError(409, imeiTakenMessage(imei.slice(-4)));
      }
    },

    /**
     * Files a stolen-phone report (issue 16): the number can no longer be listed, and the listings that carry it now
     * are hidden and flagged to the admins. One report stands per phone.
     */
    async reportStolen(reporter: AuthUser, input: ReportStolen): Promise<{ id: string; hidden: number }> {
      const hashes = vault.hashes(input.imei);
      const taken = () => new HttpError(409, STOLEN_TEXT.alreadyReported(input.imei.slice(-4)));
      if (await repository.standingStolen(hashes)) throw taken();
      const id = await repository.fileStolen({
        reporterId: reporter.id,
        sealed: vault.seal(input.imei),
        gdNumber: input.gdNumber,
        stolenOn: input.stolenOn,
        area: input.area,
      });
      if (!id) throw taken();
      const carrying = await repository.listingsWithHashes(hashes);
      const hidden = await listings.hold(
        carrying.map((l) => l.productId),
        'stolen',
      );
      return { id, hidden };
    },

    /** The caller's own stolen reports, newest first, with the full number (it is their phone). */
    async stolenReportsOf(reporter: AuthUser): Promise<StolenReport[]> {
      const rows = await repository.stolenReportsOf(reporter.id);
      const opened = rows.map((row) => {
        const imei = vault.open(row.imeiSealed, row.keyId);
        return { row, imei, hashes: row.status === 'stolen' ? vault.hashes(imei) : [] };
      });
      // Two queries for the whole page: the listings carrying any standing report's number, then which are live.
      const carrying = await repository.listingsByHash(opened.flatMap((o) => o.hashes));
      const live = new Set(
        (await listings.liveListings([...new Set(carrying.map((c) => c.productId))])).map((l) => l.id),
      );
      return opened.map(({ row, imei, hashes }) => {
        const hidden = new Set(
          carrying.filter((c) => hashes.includes(c.hash) && live.has(c.productId)).map((c) => c.productId),
        );
        return {
          id: row.id,
          imei,
          gdNumber: row.gdNumber,
          stolenOn: row.stolenOn,
          area: row.area,
          status: row.status,
          reportedAt: row.createdAt.toISOString(),
          recoveredAt: row.recoveredAt?.toISOString() ?? null,
          hiddenListings: hidden.size,
        };
      });
    },

    /** The reporter marks the phone recovered: it may be listed again, and the listings it hid show again. */
    async recover(caller: AuthUser, id: string): Promise<void> {
      const report = await repository.stolenReport(id);
      if (!report) throw new HttpError(404, 'No such stolen-phone report.');
      if (report.reporterId !== caller.id) throw new HttpError(403, STOLEN_TEXT.notYours);
      const to = stolenMachine.next(report.status, 'recover', principalOf(caller));
      if (!(await repository.moveStolen(id, report.status, to))) return;
      const imei = vault.open(report.imeiSealed, report.keyId);
      const carrying = await repository.listingsWithHashes(vault.hashes(imei));
      await listings.release(
        carrying.map((l) => l.productId),
        'stolen',
      );
    },

    /**
     * 'Check a phone', for anyone: whether the string is an IMEI, whether it is reported stolen here, whether a
     * listing shows it for sale here now, and how to ask BTRC about its legal status.
     */
    async checkPhone(input: string): Promise<PhoneCheckResult> {
      const problem = imeiProblem(input);
      if (problem) return { valid: false, problem };
      const imei = normaliseImei(input);
      const hashes = vault.hashes(imei);
      const stolen = (await repository.standingStolen(hashes)) !== undefined;
      const carrying = await repository.listingsWithHashes(hashes);
      const [shown] = await listings.shownListings(carrying.map((l) => l.productId));
      return {
        valid: true,
        imei,
        stolen,
        listedHere: shown !== undefined,
        ...(shown ? { listingId: shown.id } : {}),
        btrc: { number: BTRC_CHECK.number, sms: BTRC_CHECK.sms(imei) },
      };
    },

    /** Keeps a listing's numbers sealed; given the listing's insert transaction, both are stored or neither. */
    async record(productId: string, sellerId: string, imeis: string[], tx?: Transaction): Promise<void> {
      await repository.recordIdentities(
        productId,
        sellerId,
        imeis.map((imei) => vault.seal(imei)),
        tx,
      );
    },

    /** A listing's full numbers, first IMEI first: for the parties of its accepted deal only (the caller decides). */
    async imeisOf(productId: string): Promise<string[]> {
      return (await repository.sealedOf(productId)).map((row) => vault.open(row.sealed, row.keyId));
    },
  };
}

export type TrustService = ReturnType<typeof createTrustService>;
