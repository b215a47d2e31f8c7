// The Nest infrastructure entry: config, database, HTTP envelope and errors, rate limits, health.
// Pure domain helpers live in '@changas/server/kernel/domain'; test helpers in '@changas/server/kernel/testing'.
export * from './config/app-config';
export { loadConfig } from './config/load-config';
export { binaryCollation } from './infrastructure/database/binary-collation';
export { buildDataSourceOptions } from './infrastructure/database/data-source-options';
export { openDataSource } from './infrastructure/database/database-timeouts';
export { KeyedRows, type KeyedRowsOptions } from './infrastructure/database/keyed-rows';
export { PagedRows, type PagedRowsOptions, type RowsPage } from './infrastructure/database/paged-rows';
export { readStatement, type ReadStatement } from './infrastructure/database/read-statement';
export { isUniqueViolation } from './infrastructure/database/unique-violation';
export { TypeormUnitOfWork } from './infrastructure/database/typeorm-unit-of-work';
export { UnitOfWorkModule } from './infrastructure/database/database.module';
export { SuccessMessage } from './infrastructure/http/envelope';
export { CleanText } from './infrastructure/http/dto-transforms';
export {
  InPriorityOrder,
  isGiven,
  MatchesRule,
  OptionalTextField,
  Satisfies,
  TextField,
  textChecks,
} from './infrastructure/http/dto-fields';
export type { AuthenticatedUser } from './infrastructure/http/auth/authenticated-user';
export { CurrentUser } from './infrastructure/http/auth/current-user.decorator';
export { JWT_STRATEGY, JwtAuthGuard, OptionalJwtAuthGuard } from './infrastructure/http/auth/jwt-auth.guards';
export { createHttpAdapter } from './infrastructure/http/http-adapter';
export { PAGE_PARAMETERS, PageQueryDto } from './infrastructure/http/page-query.dto';
export {
  isPositiveInteger,
  positiveIntegerParameter,
  QueryDto,
  textParameter,
} from './infrastructure/http/query-parameters';
export { ParseIdPipe } from './infrastructure/http/parse-id.pipe';
export { unwrap } from './infrastructure/http/unwrap-result';
export { KernelModule } from './infrastructure/kernel.module';
export { ROOT_LOGGER } from './infrastructure/logging/logger-params';
export { logRequests } from './infrastructure/logging/request-logging';
export type { RateLimitPolicy, RateLimitRule } from './infrastructure/rate-limit/rate-limit.policy';
export { RateLimit, RateLimitInterceptor } from './infrastructure/rate-limit/rate-limit.interceptor';
export {
  RATE_LIMIT_STORE,
  type RateLimitCount,
  type RateLimitStore,
} from './infrastructure/rate-limit/rate-limit.store.port';
export { createMailer } from './infrastructure/mail/create-mailer';
