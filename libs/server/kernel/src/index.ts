export { type Result, ok, err } from './domain/result';
export { DomainError } from './domain/domain-error';
export { type Clock, CLOCK, systemClock } from './domain/clock.port';
export { ManualClock } from './testing/manual-clock';
export { offsetOf, type Page, type PageRequest, pageRequest } from './domain/page';
export * from './config/app-config';
export { loadConfig } from './config/load-config';
export { buildDataSourceOptions } from './infrastructure/database/data-source-options';
export { isUniqueViolation } from './infrastructure/database/unique-violation';
export { SuccessMessage } from './infrastructure/http/envelope.interceptor';
export { Trim } from './infrastructure/http/dto-transforms';
export {
  InPriorityOrder,
  isGiven,
  MatchesRule,
  OptionalTextField,
  type Rule,
  Satisfies,
  TextField,
  textChecks,
  type TextRules,
} from './infrastructure/http/dto-fields';
export { unwrap } from './infrastructure/http/unwrap-result';
export { KernelModule } from './infrastructure/kernel.module';
export type { RateLimitPolicy, RateLimitRule } from './infrastructure/rate-limit/rate-limit.policy';
export { RateLimit, RateLimitGuard } from './infrastructure/rate-limit/rate-limit.guard';
export {
  RATE_LIMIT_STORE,
  type RateLimitCount,
  type RateLimitStore,
} from './infrastructure/rate-limit/rate-limit.store.port';
