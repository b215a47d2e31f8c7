export { CatalogModule } from './catalog.module';
export { CATALOG_MIGRATIONS } from './infrastructure/migrations/catalog.migrations';
// The application API that the demo seed calls.
export { CreateService } from './application/create-service.use-case';
export { ChangeServiceStatus } from './application/change-service-status.use-case';
export type { ServiceCommand } from './application/service-command';
// The queries that scheduling's adapters call.
export { GetServiceSchedules, type ServiceScheduleSnapshot } from './application/get-service-schedules.query';
export { CountMyServices } from './application/count-my-services.query';
// The query that favourites' adapter calls.
export { GetServiceSummaries, type ServiceSummary } from './application/get-service-summaries.query';
// The command reputation calls when a service's reviews change.
export { RecordServiceRating } from './application/record-service-rating.use-case';
export type { ServiceRating } from './domain/service.entity';
// Bulk test data (tools/bench) writes zones and the search text exactly as the domain does.
export { buildSearchText, searchTerms } from './domain/service-search';
export { Zone } from './domain/zone.value-object';
