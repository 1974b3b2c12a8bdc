export * from './constants/catalog.js';
export * from './constants/roles.js';
export * from './constants/messages.js';
export * from './domain/money.js';
export * from './domain/product-text.js';
export * from './schemas/common.js';
export * from './schemas/product.js';
export * from './schemas/user.js';
