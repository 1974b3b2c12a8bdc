import { and, desc, eq, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Role } from '@phonehaat/shared';
import type { Database } from '../../db/client.js';
import { accounts, products, sessions, users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;
export interface Cursor {
  createdAt: Date;
  id: string;
}

const present = isNull(users.deletedAt);
/** The name a self-deleted account's past deals and ratings show. */
export const DELETED_NAME = 'Deleted account';

export function createUsersRepository(db: Database) {
  return {
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.email, email), present))
        .limit(1);
      return row;
    },

    /** The person's name as stored, deleted accounts included. */
    async nameOf(id: string): Promise<string | undefined> {
      const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, id)).limit(1);
      return row?.name;
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, id), present))
        .limit(1);
      return row;
    },

    async findByNameAndRole(name: string, role: Role): Promise<UserRow[]> {
      return db
        .select()
        .from(users)
        .where(and(eq(users.name, name), eq(users.role, role), present))
        .limit(2);
    },

    /** One page of present users of a role, newest first, keyset-paginated on (created_at, id). */
    async listByRole(role: Role, limit: number, after?: Cursor): Promise<UserRow[]> {
      const keyset = after
        ? or(lt(users.createdAt, after.createdAt), and(eq(users.createdAt, after.createdAt), lt(users.id, after.id)))
        : undefined;
      return db
        .select()
        .from(users)
        .where(and(eq(users.role, role), present, keyset))
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit);
    },

    async setVerified(id: string): Promise<number> {
      const rows = await db
        .update(users)
        .set({ verified: true })
        .where(and(eq(users.id, id), eq(users.role, 'Seller'), present))
        .returning({ id: users.id });
      return rows.length;
    },

    /**
     * Removes an account for good while keeping the record of what it bought and sold: the row stays (orders and
     * payments point at it) with its email freed and its name kept; its sign-in methods and sessions are deleted, so
     * every token it had stops working at once; a seller's unsold listings leave the catalogue.
     */
    async softDelete(id: string, role: Role, options: { forgetName?: boolean } = {}): Promise<number> {
      return db.transaction(async (tx) => {
        const now = new Date();
        const rows = await tx
          .update(users)
          .set({
            deletedAt: now,
            email: sql`'deleted+' || ${users.id} || '@phonehaat.invalid'`,
            // Deleted by its owner: the deals and ratings it leaves behind no longer carry the person's name.
            ...(options.forgetName ? { name: DELETED_NAME, image: null } : {}),
          })
          .where(and(eq(users.id, id), eq(users.role, role), present))
          .returning({ id: users.id });
        if (rows.length === 0) return 0;
        await tx.delete(sessions).where(eq(sessions.userId, id));
        await tx.delete(accounts).where(eq(accounts.userId, id));
        if (role === 'Seller') {
          await tx
            .update(products)
            .set({ deletedAt: now })
            .where(and(eq(products.sellerId, id), eq(products.isPurchased, false), isNull(products.deletedAt)));
        }
        return rows.length;
      });
    },

    /**
     * Suspends a present, non-admin account with the reason, and deletes its sessions so every token it had stops
     * working at once (one transaction). Answers the account as it was, or undefined when there is none to suspend.
     */
    async suspend(id: string, reason: string): Promise<UserRow | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(users)
          .where(and(eq(users.id, id), present, ne(users.role, 'Admin')))
          .for('update');
        if (!before) return undefined;
        await tx
          .update(users)
          .set({ suspendedAt: before.suspendedAt ?? new Date(), suspensionReason: reason })
          .where(eq(users.id, id));
        await tx.delete(sessions).where(eq(sessions.userId, id));
        return before;
      });
    },

    /** Lifts the suspension of a present account; answers whether one stood. */
    async reinstate(id: string): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ suspendedAt: null, suspensionReason: null })
        .where(and(eq(users.id, id), present, isNotNull(users.suspendedAt)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /** The password hash of the account's email-and-password sign-in, or undefined (a Google-only account). */
    async passwordHash(id: string): Promise<string | undefined> {
      const [row] = await db
        .select({ password: accounts.password })
        .from(accounts)
        .where(and(eq(accounts.userId, id), eq(accounts.providerId, 'credential')))
        .limit(1);
      return row?.password ?? undefined;
    },
    async updateName(id: string, name: string): Promise<void> {
      await db.update(users).set({ name }).where(eq(users.id, id));
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
