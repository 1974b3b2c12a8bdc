export * from './auth.js';
export * from './marketplace.js';
export * from './payments.js';
export * from './deals.js';
export * from './notifications.js';
export * from './conversations.js';
export * from './trust.js';
export * from './audit.js';
