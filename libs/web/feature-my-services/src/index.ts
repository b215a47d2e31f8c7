export * from './lib/MyServicesPage';
