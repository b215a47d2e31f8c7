export * from './lib/locations';
