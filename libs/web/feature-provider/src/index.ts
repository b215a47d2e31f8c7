export * from './lib/ProviderPage';
