import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { AppConfig } from '../../config/app-config';
import type { Clock } from '../../domain/clock.port';
import { DomainError } from '../../domain/domain-error';
import { InMemoryRateLimitStore } from './in-memory-rate-limit.store';
import type { RateLimitPolicy } from './rate-limit.policy';
import { RateLimit, RateLimitGuard } from './rate-limit.guard';

const policy: RateLimitPolicy = {
  name: 'login',
  perIp: { limit: 3, windowMs: 60_000 },
  perAccount: {
    limit: 2,
    windowMs: 600_000,
    accountOf: (body) => (body as { email?: string } | undefined)?.email,
  },
};

class LimitedController {
  @RateLimit(policy)
  login(): string {
    return 'limited';
  }

  free(): string {
    return 'free';
  }
}

describe('RateLimitGuard', () => {
  const clock: Clock = { now: () => new Date('2026-03-02T12:00:00Z') };
  let headers: Record<string, string>;

  function guard(rateLimitMultiplier = 1) {
    const config = { rateLimitMultiplier } as AppConfig;
    return new RateLimitGuard(new Reflector(), new InMemoryRateLimitStore(clock), config, clock);
  }

  function call(handler: 'login' | 'free', ip: string, body?: unknown): ExecutionContext {
    const reply = { header: (name: string, value: string) => (headers[name] = value) };
    return {
      getHandler: () => LimitedController.prototype[handler],
      switchToHttp: () => ({ getRequest: () => ({ ip, body }), getResponse: () => reply }),
    } as unknown as ExecutionContext;
  }

  async function refusal(promise: Promise<boolean>) {
    const error = await promise.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DomainError);
    return (error as DomainError).code;
  }

  beforeEach(() => {
    headers = {};
  });

  it('refuses the account after its limit, with Retry-After, while the IP still has room', async () => {
    const limited = guard();
    const ana = { email: 'ana@example.com' };

    await expect(limited.canActivate(call('login', '10.0.0.1', ana))).resolves.toBe(true);
    await expect(limited.canActivate(call('login', '10.0.0.2', ana))).resolves.toBe(true);

    await expect(refusal(limited.canActivate(call('login', '10.0.0.3', ana)))).resolves.toBe(
      'COMMON.RATE_LIMITED',
    );
    expect(headers['retry-after']).toBe('600');
    await expect(limited.canActivate(call('login', '10.0.0.3', { email: 'beto@example.com' }))).resolves.toBe(
      true,
    );
  });

  it('refuses an IP after its limit whatever the accounts, and skips the account limit without one', async () => {
    const limited = guard();
    for (const email of ['a@x.com', 'b@x.com', undefined]) {
      await expect(limited.canActivate(call('login', '10.0.0.1', { email }))).resolves.toBe(true);
    }

    await expect(refusal(limited.canActivate(call('login', '10.0.0.1', {})))).resolves.toBe(
      'COMMON.RATE_LIMITED',
    );
    expect(headers['retry-after']).toBe('60');
    await expect(limited.canActivate(call('login', '10.0.0.2', {}))).resolves.toBe(true);
  });

  it('scales every limit by RATE_LIMIT_MULTIPLIER', async () => {
    const generous = guard(2);
    const ana = { email: 'ana@example.com' };
    for (let attempt = 1; attempt <= 4; attempt++) {
      await expect(generous.canActivate(call('login', `10.0.0.${attempt}`, ana))).resolves.toBe(true);
    }
    await expect(refusal(generous.canActivate(call('login', '10.0.0.9', ana)))).resolves.toBe(
      'COMMON.RATE_LIMITED',
    );
  });

  it('lets handlers without a policy through', async () => {
    const limited = guard();
    for (let attempt = 1; attempt <= 10; attempt++) {
      await expect(limited.canActivate(call('free', '10.0.0.1'))).resolves.toBe(true);
    }
  });
});
