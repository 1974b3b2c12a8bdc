import type { BuyerRow, SellerRow, User } from '@phonehaat/shared';
import type { UserRow } from './users.repository.js';

export const toUser = (row: UserRow): User => ({
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
