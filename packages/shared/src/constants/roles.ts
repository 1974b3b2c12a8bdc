export const ROLES = ['Buyer', 'Seller', 'Admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a person may choose for themselves at sign-up. Admin is never self-chosen. */
export const SELF_SERVICE_ROLES = ['Buyer', 'Seller'] as const;
export type SelfServiceRole = (typeof SELF_SERVICE_ROLES)[number];
