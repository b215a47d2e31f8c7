import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  Inject,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { type Clock, CLOCK } from '../../domain/clock.port';
import { DomainError } from '../../domain/domain-error';
import type { RateLimitPolicy, RateLimitRule } from './rate-limit.policy';
import { RATE_LIMIT_STORE, type RateLimitStore } from './rate-limit.store.port';

const RATE_LIMIT_POLICY = 'changas:rate-limit-policy';

/** What the guard reads of Fastify's request and reply. */
interface LimitedRequest {
  readonly ip: string;
  readonly body: unknown;
}
interface LimitedReply {
  header(name: string, value: string): unknown;
}

/**
 * Answers 429 (COMMON.RATE_LIMITED, with Retry-After) once a client IP or the targeted account
 * exceeds the policy. Every attempt counts, valid or not, so it also slows down guessing.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const policy = this.reflector.get<RateLimitPolicy | undefined>(RATE_LIMIT_POLICY, context.getHandler());
    if (!policy) return true;
    const http = context.switchToHttp();
    const request = http.getRequest<LimitedRequest>();

    const checks: [string, RateLimitRule][] = [[`${policy.name}:ip:${request.ip}`, policy.perIp]];
    const account = policy.perAccount?.accountOf(request.body);
    if (policy.perAccount && account) checks.push([`${policy.name}:account:${account}`, policy.perAccount]);

    const counts = await Promise.all(
      checks.map(async ([key, rule]) => ({ rule, count: await this.store.hit(key, rule.windowMs) })),
    );
    const exceeded = counts.filter(({ rule, count }) => count.count > this.limitOf(rule));
    if (exceeded.length === 0) return true;

    const resetAt = Math.max(...exceeded.map(({ count }) => count.resetAt));
    const seconds = Math.max(1, Math.ceil((resetAt - this.clock.now().getTime()) / 1000));
    http.getResponse<LimitedReply>().header('retry-after', String(seconds));
    throw new DomainError('COMMON.RATE_LIMITED');
  }

  private limitOf(rule: RateLimitRule): number {
    return Math.floor(rule.limit * this.config.rateLimitMultiplier);
  }
}

/** Limits a route handler: `@RateLimit(LOGIN_RATE_LIMIT)`. */
export const RateLimit = (policy: RateLimitPolicy) =>
  applyDecorators(SetMetadata(RATE_LIMIT_POLICY, policy), UseGuards(RateLimitGuard));
