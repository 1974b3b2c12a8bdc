import type { Account, CreateUser, Role } from '@phonehaat/shared';
import { verifyPassword } from 'better-auth/crypto';
import type { AuthUser } from '../../plugins/auth.js';
import type { DomainEvents, EventBus } from '../../lib/events.js';
import { HttpError } from '../../plugins/errors.js';
import type { Cursor, UserRow, UsersRepository } from './users.repository.js';

export const ADMIN_PAGE_SIZE = 50;

/** What the users domain asks of the audit log: to append an entry for an admin's action on an account. */
export interface UsersAuditPort {
  record(entry: {
    actor: Pick<AuthUser, 'id' | 'name'>;
    action: 'seller.verified' | 'user.deleted' | 'user.suspended' | 'user.reinstated';
    targetKind: 'user';
    targetId: string;
    reason?: string | null;
    detail?: Record<string, string | number | boolean | null>;
  }): Promise<void>;
}

export function createUsersService(repository: UsersRepository, events: EventBus, audit: UsersAuditPort) {
  const changed = (userId: string, change: DomainEvents['user.changed']['change'], reason?: string) =>
    events.emit('user.changed', { userId, change, ...(reason ? { reason } : {}) });

  async function sellerBy(selector: { id?: string | undefined; name?: string | undefined }): Promise<UserRow> {
    if (selector.id) {
      const seller = await repository.findById(selector.id);
      if (!seller || seller.role !== 'Seller') throw new HttpError(404, 'No such seller.');
      return seller;
    }
    const matches = await repository.findByNameAndRole(selector.name ?? '', 'Seller');
    if (matches.length === 0) throw new HttpError(404, 'No such seller.');
    if (matches.length > 1) {
      throw new HttpError(409, 'More than one seller has this name. Select the seller by id instead.');
    }
    return matches[0] as UserRow;
  }

  return {
    /** A present user's name and email (notifications' port), or undefined. */
    async contact(id: string): Promise<{ name: string; email: string } | undefined> {
      const user = await repository.findById(id);
      return user ? { name: user.name, email: user.email } : undefined;
    },
    /** What the account page shows: the email, whether it is proved, whether there is a password to change. */
    async account(caller: AuthUser): Promise<Account> {
      const user = await repository.findById(caller.id);
      if (!user) throw new HttpError(401, 'Your session has expired. Please sign in again.');
      return {
        email: user.email,
        emailVerified: user.emailVerified,
        hasPassword: (await repository.passwordHash(caller.id)) !== undefined,
      };
    },
    /**
     * The person deletes their own account: with a password, only when they type it again. Their unsold listings
     * leave the catalogue, they are signed out everywhere, and their finished deals and ratings stay without their name.
     */
    async deleteOwn(caller: AuthUser, password: string | undefined): Promise<void> {
      if (caller.role === 'Admin') throw new HttpError(403, 'An admin account cannot be deleted here.');
      const hash = await repository.passwordHash(caller.id);
      if (hash !== undefined) {
        if (!password) throw new HttpError(400, 'password: enter your password to delete your account.');
        if (!(await verifyPassword({ hash, password }))) {
          throw new HttpError(403, 'That password is not right. Your account was not deleted.');
        }
      }
      const deleted = await repository.softDelete(caller.id, caller.role, { forgetName: true });
      if (deleted === 0) throw new HttpError(401, 'Your session has expired. Please sign in again.');
      await changed(caller.id, 'deleted');
    },
    /** The name a person is shown by now, deleted or not (deals' PublicSellerPort); undefined for no such person. */
    shownName: (id: string) => repository.nameOf(id),
    /** A present seller as their public profile shows them (deals' PublicSellerPort); anyone else is undefined. */
    async publicSeller(id: string) {
      const user = await repository.findById(id);
      if (!user || user.role !== 'Seller' || user.deletedAt) return undefined;
      return { id: user.id, name: user.name, verified: user.verified, createdAt: user.createdAt };
    },

    /** The spec's POST /users after sign-up: only your own record, never as Admin. Idempotent. */
    async registerSelf(caller: AuthUser, input: CreateUser): Promise<UserRow> {
      if (input.role === 'Admin') throw new HttpError(403, 'Admin accounts cannot be created here.');
      if (input.email !== caller.email) throw new HttpError(403, 'You can only create your own user record.');
      const existing = await repository.findById(caller.id);
      if (!existing) throw new HttpError(401, 'Your session has expired. Please sign in again.');
      if (existing.role !== input.role) {
        throw new HttpError(409, `This account is already registered as ${existing.role}.`);
      }
      if (existing.name !== input.name) {
        await repository.updateName(existing.id, input.name);
        await changed(existing.id, 'profile');
      }
      return { ...existing, name: input.name };
    },

    async lookup(caller: AuthUser, email: string): Promise<UserRow> {
      if (caller.role !== 'Admin' && email !== caller.email) {
        throw new HttpError(403, 'You can only look up your own account.');
      }
      const user = await repository.findByEmail(email);
      if (!user) throw new HttpError(404, 'No user with this email.');
      return user;
    },

    async list(role: Extract<Role, 'Buyer' | 'Seller'>, after?: Cursor) {
      const rows = await repository.listByRole(role, ADMIN_PAGE_SIZE + 1, after);
      const page = rows.slice(0, ADMIN_PAGE_SIZE);
      const last = page.at(-1);
      return {
        page,
        next: rows.length > ADMIN_PAGE_SIZE && last ? { createdAt: last.createdAt, id: last.id } : undefined,
      };
    },

    // The admin's actions on accounts; each is appended to the audit log right after it (issue 16).
    async deleteBuyer(admin: AuthUser, id: string): Promise<number> {
      const buyer = await repository.findById(id);
      const deleted = await repository.softDelete(id, 'Buyer');
      if (deleted === 0) throw new HttpError(404, 'No such buyer.');
      await audit.record({
        actor: admin,
        action: 'user.deleted',
        targetKind: 'user',
        targetId: id,
        detail: { role: 'Buyer', name: buyer?.name ?? null },
      });
      await changed(id, 'deleted');
      return deleted;
    },

    async verifySeller(
      admin: AuthUser,
      selector: { id?: string | undefined; name?: string | undefined },
    ): Promise<number> {
      const seller = await sellerBy(selector);
      if (seller.verified) return 0;
      const verified = await repository.setVerified(seller.id);
      await audit.record({
        actor: admin,
        action: 'seller.verified',
        targetKind: 'user',
        targetId: seller.id,
        detail: { name: seller.name },
      });
      await changed(seller.id, 'verified');
      return verified;
    },

    /**
     * An admin suspends an account (issue 16): it is signed out everywhere and cannot sign in, its listings are hidden
     * and its deals before the meeting end (the listeners of 'suspended'); suspending again only changes the reason.
     */
    async suspend(admin: AuthUser, id: string, reason: string): Promise<number> {
      if (id === admin.id) throw new HttpError(403, 'You cannot suspend your own account.');
      const before = await repository.suspend(id, reason);
      if (!before) throw new HttpError(404, 'No such buyer or seller.');
      await audit.record({
        actor: admin,
        action: 'user.suspended',
        targetKind: 'user',
        targetId: id,
        reason,
        detail: { role: before.role, name: before.name },
      });
      await changed(id, 'suspended', reason);
      return before.suspendedAt ? 0 : 1;
    },

    /** An admin lifts a suspension: the account can sign in again and its listings held for it show again. */
    async reinstate(admin: AuthUser, id: string): Promise<number> {
      const user = await repository.findById(id);
      if (!user || user.role === 'Admin') throw new HttpError(404, 'No such buyer or seller.');
      if (!(await repository.reinstate(id))) return 0;
      await audit.record({
        actor: admin,
        action: 'user.reinstated',
        targetKind: 'user',
        targetId: id,
        detail: { role: user.role, name: user.name },
      });
      await changed(id, 'reinstated');
      return 1;
    },

    async deleteSeller(
      admin: AuthUser,
      selector: { id?: string | undefined; name?: string | undefined },
    ): Promise<number> {
      const seller = await sellerBy(selector);
      const deleted = await repository.softDelete(seller.id, 'Seller');
      if (deleted > 0) {
        await audit.record({
          actor: admin,
          action: 'user.deleted',
          targetKind: 'user',
          targetId: seller.id,
          detail: { role: 'Seller', name: seller.name },
        });
      }
      await changed(seller.id, 'deleted');
      return deleted;
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
