export * from './lib/ServiceDetailPage';
