export * from './auth.js';
export * from './marketplace.js';
