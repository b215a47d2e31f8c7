export * from './lib/OfferServicePage';
export * from './lib/EditServicePage';
