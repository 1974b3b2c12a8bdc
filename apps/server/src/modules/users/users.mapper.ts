import type { BuyerRow, SellerRow, User } from '@phonehaat/shared';
import type { UserRow } from './users.repository.js';

export const toUser = (row: UserRow): User => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  verified: row.verified,
});
export const toBuyerRow = (row: UserRow): BuyerRow => ({ _id: row.id, name: row.name, email: row.email });
export const toSellerRow = (row: UserRow): SellerRow => ({
  _id: row.id,
  name: row.name,
  email: row.email,
  verified: row.verified,
});
