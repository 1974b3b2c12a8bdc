import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { phoneIdentities, stolenReports } from '../../db/schema/index.js';
import type { StolenStatus } from '@phonehaat/shared';
import type { SealedImei } from './imei-vault.js';

/** The trust domain's tables: a listing's sealed IMEIs, found by their keyed hashes. */
export function createTrustRepository(db: Database) {
  return {
    /**
     * Rewrites up to `limit` numbers of each table sealed with another key than `keyId` with `reseal`, in one
     * transaction whose rows are locked (skipping rows another instance is rewriting); answers how many were rewritten.
     */
    async resealBatch(
      keyId: string,
      limit: number,
      reseal: (sealed: string, keyId: string) => { hash: string; sealed: string; keyId: string },
    ): Promise<number> {
      return db.transaction(async (tx) => {
        let done = 0;
        for (const table of [phoneIdentities, stolenReports]) {
          const rows = await tx
            .select({ id: table.id, sealed: table.imeiSealed, keyId: table.keyId })
            .from(table)
            .where(ne(table.keyId, keyId))
            .limit(limit)
            .for('update', { skipLocked: true });
          for (const row of rows) {
            const fresh = reseal(row.sealed, row.keyId);
            await tx
              .update(table)
              .set({ imeiHash: fresh.hash, imeiSealed: fresh.sealed, keyId: fresh.keyId })
              .where(eq(table.id, row.id));
          }
          done += rows.length;
        }
        return done;
      });
    },

    /** Records a listing's numbers, inside the transaction that inserts the listing when one is given. */
    async recordIdentities(
      productId: string,
      sellerId: string,
      sealed: SealedImei[],
      tx: Database | Transaction = db,
    ): Promise<void> {
      if (sealed.length === 0) return;
      await tx.insert(phoneIdentities).values(
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

    /** Which listings (any state) carry a number with each of these hashes, as (hash, listing) pairs, in one query. */
    listingsByHash(hashes: string[]) {
      if (hashes.length === 0) return Promise.resolve([]);
      return db
        .selectDistinct({ hash: phoneIdentities.imeiHash, productId: phoneIdentities.productId })
        .from(phoneIdentities)
        .where(inArray(phoneIdentities.imeiHash, hashes));
    },

    /** The standing stolen report of a number with one of these hashes (served by stolen_report_standing_uq). */
    async standingStolen(hashes: string[]) {
      const [row] = await db
        .select({ id: stolenReports.id, reporterId: stolenReports.reporterId })
        .from(stolenReports)
        .where(and(inArray(stolenReports.imeiHash, hashes), eq(stolenReports.status, 'stolen')))
        .limit(1);
      return row;
    },

    /** Files a stolen report; answers its id, or undefined when one for this number stands already (a race lost). */
    async fileStolen(report: {
      reporterId: string;
      sealed: SealedImei;
      gdNumber: string;
      stolenOn: string;
      area: string;
    }): Promise<string | undefined> {
      const [row] = await db
        .insert(stolenReports)
        .values({
          reporterId: report.reporterId,
          imeiHash: report.sealed.hash,
          imeiSealed: report.sealed.sealed,
          keyId: report.sealed.keyId,
          last4: report.sealed.last4,
          gdNumber: report.gdNumber,
          stolenOn: report.stolenOn,
          area: report.area,
        })
        .onConflictDoNothing()
        .returning({ id: stolenReports.id });
      return row?.id;
    },

    stolenReportsOf(reporterId: string) {
      return db
        .select()
        .from(stolenReports)
        .where(eq(stolenReports.reporterId, reporterId))
        .orderBy(desc(stolenReports.createdAt))
        .limit(100);
    },

    async stolenReport(id: string) {
      const [row] = await db.select().from(stolenReports).where(eq(stolenReports.id, id)).limit(1);
      return row;
    },

    /** Moves a report from `from` to `to`; answers whether this call moved it (a second press does nothing). */
    async moveStolen(id: string, from: StolenStatus, to: StolenStatus): Promise<boolean> {
      const rows = await db
        .update(stolenReports)
        .set({ status: to, recoveredAt: to === 'recovered' ? new Date() : null })
        .where(and(eq(stolenReports.id, id), eq(stolenReports.status, from)))
        .returning({ id: stolenReports.id });
      return rows.length > 0;
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
