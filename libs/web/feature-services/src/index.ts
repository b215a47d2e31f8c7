export * from './lib/ServicesPage';
