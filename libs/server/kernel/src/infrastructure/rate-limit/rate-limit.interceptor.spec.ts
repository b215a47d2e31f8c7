import type { CallHandler, ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { lastValueFrom, type Observable, of, Subject, throwError } from 'rxjs';
import type { AppConfig } from '../../config/app-config';
import type { Clock } from '../../domain/clock.port';
import { DomainError } from '../../domain/domain-error';
import { InMemoryRateLimitStore } from './in-memory-rate-limit.store';
import type { RateLimitPolicy } from './rate-limit.policy';
import { RateLimit, RateLimitInterceptor } from './rate-limit.interceptor';

const emailOf = (body: unknown) => (body as { email?: string } | undefined)?.email;

const policy: RateLimitPolicy = {
  name: 'register',
  perIp: { limit: 3, windowMs: 60_000 },
  perAccount: { limit: 2, windowMs: 600_000, accountOf: emailOf },
};

const failuresOnlyPolicy: RateLimitPolicy = {
  name: 'login',
  perIp: { limit: 3, windowMs: 60_000 },
  perAccount: { limit: 2, windowMs: 600_000, accountOf: emailOf, countsOnlyFailures: true },
};

class LimitedController {
  @RateLimit(policy)
  register(): string {
    return 'limited';
  }

  @RateLimit(failuresOnlyPolicy)
  login(): string {
    return 'limited';
  }

  free(): string {
    return 'free';
  }
}

type Handler = 'register' | 'login' | 'free';

const succeeds = () => of('answer');
const fails = () => throwError(() => new DomainError('IDENTITY.INVALID_CREDENTIALS'));

describe('RateLimitInterceptor', () => {
  const clock: Clock = { now: () => new Date('2026-03-02T12:00:00Z') };
  let headers: Record<string, string>;

  function interceptor(rateLimitMultiplier = 1) {
    const config = { rateLimitMultiplier } as AppConfig;
    return new RateLimitInterceptor(new Reflector(), new InMemoryRateLimitStore(clock), config, clock);
  }

  function call(handler: Handler, ip: string, body?: unknown): ExecutionContext {
    const reply = { header: (name: string, value: string) => (headers[name] = value) };
    return {
      getHandler: () => LimitedController.prototype[handler],
      switchToHttp: () => ({ getRequest: () => ({ ip, body }), getResponse: () => reply }),
    } as unknown as ExecutionContext;
  }

  /** Runs one request through the interceptor; the handler answers with `outcome`. */
  async function send(
    limited: RateLimitInterceptor,
    context: ExecutionContext,
    outcome: () => Observable<unknown> = succeeds,
  ): Promise<unknown> {
    const next: CallHandler = { handle: outcome };
    return lastValueFrom(await limited.intercept(context, next));
  }

  async function refusal(promise: Promise<unknown>) {
    const error = await promise.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DomainError);
    return (error as DomainError).code;
  }

  beforeEach(() => {
    headers = {};
  });

  it('refuses the account after its limit, with Retry-After, while the IP still has room', async () => {
    const limited = interceptor();
    const ana = { email: 'ana@example.com' };

    await expect(send(limited, call('register', '10.0.0.1', ana))).resolves.toBe('answer');
    await expect(send(limited, call('register', '10.0.0.2', ana))).resolves.toBe('answer');

    await expect(refusal(send(limited, call('register', '10.0.0.3', ana)))).resolves.toBe(
      'COMMON.RATE_LIMITED',
    );
    expect(headers['retry-after']).toBe('600');
    await expect(send(limited, call('register', '10.0.0.3', { email: 'beto@example.com' }))).resolves.toBe(
      'answer',
    );
  });

  it('refuses an IP after its limit whatever the accounts, and skips the account limit without one', async () => {
    const limited = interceptor();
    for (const email of ['a@x.com', 'b@x.com', undefined]) {
      await expect(send(limited, call('register', '10.0.0.1', { email }))).resolves.toBe('answer');
    }

    await expect(refusal(send(limited, call('register', '10.0.0.1', {})))).resolves.toBe(
      'COMMON.RATE_LIMITED',
    );
    expect(headers['retry-after']).toBe('60');
    await expect(send(limited, call('register', '10.0.0.2', {}))).resolves.toBe('answer');
  });

  it('scales every limit by RATE_LIMIT_MULTIPLIER', async () => {
    const generous = interceptor(2);
    const ana = { email: 'ana@example.com' };
    for (let attempt = 1; attempt <= 4; attempt++) {
      await expect(send(generous, call('register', `10.0.0.${attempt}`, ana))).resolves.toBe('answer');
    }
    await expect(refusal(send(generous, call('register', '10.0.0.9', ana)))).resolves.toBe(
      'COMMON.RATE_LIMITED',
    );
  });

  it('lets handlers without a policy through', async () => {
    const limited = interceptor();
    for (let attempt = 1; attempt <= 10; attempt++) {
      await expect(send(limited, call('free', '10.0.0.1'))).resolves.toBe('answer');
    }
  });

  describe('with an account rule that counts only failures', () => {
    const ana = { email: 'ana@example.com' };

    it('never spends the account on successes, and refuses even a would-be success after its failures', async () => {
      const limited = interceptor();
      for (let attempt = 1; attempt <= 5; attempt++) {
        await expect(send(limited, call('login', `10.0.0.${attempt}`, ana))).resolves.toBe('answer');
      }

      for (const ip of ['10.0.1.1', '10.0.1.2']) {
        await expect(refusal(send(limited, call('login', ip, ana), fails))).resolves.toBe(
          'IDENTITY.INVALID_CREDENTIALS',
        );
      }

      await expect(refusal(send(limited, call('login', '10.0.1.3', ana)))).resolves.toBe(
        'COMMON.RATE_LIMITED',
      );
      expect(headers['retry-after']).toBe('600');
    });

    it('counts attempts still in flight, so concurrent failures cannot overshoot the limit', async () => {
      const limited = interceptor();
      const pending = new Subject<unknown>();

      const attempts = ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4'].map((ip) =>
        send(limited, call('login', ip, ana), () => pending).catch((error: DomainError) => error.code),
      );
      // Give every attempt time to check the limits before any answers.
      await new Promise((resolve) => setImmediate(resolve));
      pending.error(new DomainError('IDENTITY.INVALID_CREDENTIALS'));

      expect((await Promise.all(attempts)).sort()).toEqual([
        'COMMON.RATE_LIMITED',
        'COMMON.RATE_LIMITED',
        'IDENTITY.INVALID_CREDENTIALS',
        'IDENTITY.INVALID_CREDENTIALS',
      ]);
    });

    it('does not spend the account on a request the IP limit refused', async () => {
      const limited = interceptor();
      for (let attempt = 1; attempt <= 3; attempt++) {
        await send(limited, call('login', '10.0.0.1', { email: `otra${attempt}@x.com` }));
      }
      await expect(refusal(send(limited, call('login', '10.0.0.1', ana), fails))).resolves.toBe(
        'COMMON.RATE_LIMITED',
      );

      for (const ip of ['10.0.0.2', '10.0.0.3']) {
        await expect(refusal(send(limited, call('login', ip, ana), fails))).resolves.toBe(
          'IDENTITY.INVALID_CREDENTIALS',
        );
      }
    });
  });
});
