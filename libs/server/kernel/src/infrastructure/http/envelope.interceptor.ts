import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  SetMetadata,
  StreamableFile,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { ApiSuccess } from '@changas/shared/contracts';
import { map, type Observable } from 'rxjs';

const SUCCESS_MESSAGE = 'changas:success-message';

/** Adds `message` to a handler's success envelope, e.g. `@SuccessMessage(SERVICE_MESSAGES.created)`. */
export const SuccessMessage = (message: string) => SetMetadata(SUCCESS_MESSAGE, message);

/** Wraps whatever a controller returns in `{ success: true, data, message? }`; a file goes out as it is. */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<ApiSuccess<unknown> | StreamableFile> {
    const message = this.reflector.get<string | undefined>(SUCCESS_MESSAGE, context.getHandler());
    return next
      .handle()
      .pipe(
        map((data: unknown) =>
          data instanceof StreamableFile
            ? data
            : { success: true, data: data ?? null, ...(message && { message }) },
        ),
      );
  }
}
