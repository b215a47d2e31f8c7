export * from './lib/HomePage';
