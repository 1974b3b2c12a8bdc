import type { BuyerRow, SellerRow, User } from '@phonehaat/shared';
import type { UserRow } from './users.repository.js';

/** The spec's user record, from a row or from the user of a session (the same fields). */
export const toUser = (row: Pick<UserRow, 'id' | 'name' | 'email' | 'role' | 'verified'>): User => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  verified: row.verified,
});
const suspension = (row: UserRow) => ({
  suspended: row.suspendedAt !== null,
  suspensionReason: row.suspendedAt !== null ? row.suspensionReason : null,
});
export const toBuyerRow = (row: UserRow): BuyerRow => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  ...suspension(row),
});
export const toSellerRow = (row: UserRow): SellerRow => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  verified: row.verified,
  ...suspension(row),
});
