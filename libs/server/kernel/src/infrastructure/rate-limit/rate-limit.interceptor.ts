import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
  SetMetadata,
  UseInterceptors,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { concatMap, type Observable } from 'rxjs';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { type Clock, CLOCK } from '../../domain/clock.port';
import { DomainError } from '../../domain/domain-error';
import type { RateLimitPolicy, RateLimitRule } from './rate-limit.policy';
import { RATE_LIMIT_STORE, type RateLimitCount, type RateLimitStore } from './rate-limit.store.port';

const RATE_LIMIT_POLICY = 'changas:rate-limit-policy';

/** What the interceptor reads of Fastify's request and reply. */
interface LimitedRequest {
  readonly ip: string;
  readonly body: unknown;
}
interface LimitedReply {
  header(name: string, value: string): unknown;
}

interface Hit {
  readonly key: string;
  readonly rule: RateLimitRule;
  readonly count: RateLimitCount;
  /** Given back unless the handler fails (a per-account rule that counts only failures). */
  readonly failuresOnly: boolean;
}

/**
 * Answers 429 (COMMON.RATE_LIMITED, with Retry-After) once a client IP or the targeted account
 * exceeds the policy. Every request takes its hits before the handler runs, so attempts still in
 * flight count too; a per-account rule that counts only failures gives its hit back when the
 * request succeeds or is refused.
 */
@Injectable()
export class RateLimitInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    @Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const policy = this.reflector.get<RateLimitPolicy | undefined>(RATE_LIMIT_POLICY, context.getHandler());
    if (!policy) return next.handle();
    const http = context.switchToHttp();
    const request = http.getRequest<LimitedRequest>();

    const checks: Omit<Hit, 'count'>[] = [
      { key: `${policy.name}:ip:${request.ip}`, rule: policy.perIp, failuresOnly: false },
    ];
    const { perAccount } = policy;
    const account = perAccount?.accountOf(request.body);
    if (perAccount && account) {
      const failuresOnly = perAccount.countsOnlyFailures ?? false;
      checks.push({ key: `${policy.name}:account:${account}`, rule: perAccount, failuresOnly });
    }
    const hits: Hit[] = await Promise.all(
      checks.map(async (check) => ({
        count: await this.store.hit(check.key, check.rule.windowMs),
        // Last: a name added after a spread costs a new hidden class per object on Node 20 (README, "Spreads").
        ...check,
      })),
    );
    const refundable = hits.filter(({ failuresOnly }) => failuresOnly);

    const exceeded = hits.filter(({ rule, count }) => count.count > this.limitOf(rule));
    if (exceeded.length > 0) {
      await this.giveBack(refundable);
      const resetAt = Math.max(...exceeded.map(({ count }) => count.resetAt));
      const seconds = Math.max(1, Math.ceil((resetAt - this.clock.now().getTime()) / 1000));
      http.getResponse<LimitedReply>().header('retry-after', String(seconds));
      throw new DomainError('COMMON.RATE_LIMITED');
    }
    if (refundable.length === 0) return next.handle();
    // A failure keeps its hit (the error passes through untouched); a success gives it back before answering.
    return next.handle().pipe(
      concatMap(async (answer: unknown) => {
        await this.giveBack(refundable);
        return answer;
      }),
    );
  }

  private async giveBack(hits: readonly Hit[]): Promise<void> {
    await Promise.all(hits.map(({ key, count }) => this.store.release(key, count.resetAt)));
  }

  private limitOf(rule: RateLimitRule): number {
    return Math.floor(rule.limit * this.config.rateLimitMultiplier);
  }
}

/** Limits a route handler: `@RateLimit(LOGIN_RATE_LIMIT)`. */
export const RateLimit = (policy: RateLimitPolicy) =>
  applyDecorators(SetMetadata(RATE_LIMIT_POLICY, policy), UseInterceptors(RateLimitInterceptor));
