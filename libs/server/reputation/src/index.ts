export { ReputationModule } from './reputation.module';
export { REPUTATION_MIGRATIONS } from './infrastructure/migrations/reputation.migrations';
// The application API that the demo seed calls.
export { WriteReview } from './application/write-review.use-case';
