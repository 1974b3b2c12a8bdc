import { randomUUID } from 'node:crypto';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accounts, sessions, users } from '../../db/schema/index.js';
import { normaliseEmail } from '../auth/auth.js';

/**
 * Makes the account with this email an Admin with this password, creating it if needed. The only ways to become
 * Admin are this function's two callers: ADMIN_EMAIL + ADMIN_PASSWORD at start, and `npm run admin:create`.
 * Changing the password signs the account out everywhere.
 */
export async function ensureAdmin(
  db: Database,
  input: { email: string; password: string; name?: string | undefined },
): Promise<{ id: string; created: boolean }> {
  const email = normaliseEmail(input.email);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, email), isNull(users.deletedAt)))
      .limit(1);
    const id = existing?.id ?? randomUUID();
    if (existing) {
      await tx
        .update(users)
        .set({ role: 'Admin', ...(input.name ? { name: input.name } : {}) })
        .where(eq(users.id, id));
    } else {
      await tx
        .insert(users)
        .values({ id, email, name: input.name ?? 'PhoneHaat Admin', role: 'Admin', emailVerified: true });
    }
    const [credential] = await tx
      .select({ id: accounts.id, password: accounts.password })
      .from(accounts)
      .where(and(eq(accounts.userId, id), eq(accounts.providerId, 'credential')))
      .limit(1);
    const unchanged =
      credential?.password && (await verifyPassword({ hash: credential.password, password: input.password }));
    if (credential && !unchanged) {
      await tx
        .update(accounts)
        .set({ password: await hashPassword(input.password) })
        .where(eq(accounts.id, credential.id));
      await tx.delete(sessions).where(eq(sessions.userId, id));
    } else if (!credential) {
      const password = await hashPassword(input.password);
      await tx
        .insert(accounts)
        .values({ id: randomUUID(), accountId: id, providerId: 'credential', userId: id, password });
    }
    return { id, created: !existing };
  });
}
