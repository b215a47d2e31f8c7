export * from './lib/search-text';
export * from './lib/money';
export * from './lib/numbers';
export * from './lib/made-on-first-use';
export * from './lib/route-id';
export * from './lib/argentina-time';
export * from './lib/html';
