import { createParamDecorator, type ExecutionContext, Injectable, type PipeTransform } from '@nestjs/common';
import type { ErrorCode } from '@changas/shared/contracts';
import { parseRouteId } from '@changas/shared/util';
import { DomainError } from '@changas/server/kernel/domain';

/**
 * A path parameter exactly as it came: `@Param('id')` on a `number` lets the global ValidationPipe
 * turn '012' into 12 and '1e3' into 1000 before any id pipe sees it. Use `@RawParam('id', AppointmentIdPipe)`.
 */
export const RawParam = createParamDecorator(
  (name: string, context: ExecutionContext): string | undefined =>
    context.switchToHttp().getRequest<{ params: Record<string, string | undefined> }>().params[name],
);

/**
 * Ids in the path are canonical positive integers (^[1-9][0-9]*$, within the safe range): '012',
 * '1e3', '-1' or 'abc' answer 400 instead of a lookup. Local until the kernel's ParseIdPipe lands.
 */
abstract class CanonicalIdPipe implements PipeTransform<string, number> {
  protected abstract readonly invalid: ErrorCode;

  transform(value: string): number {
    const id = parseRouteId(value);
    if (id === undefined) throw new DomainError(this.invalid);
    return id;
  }
}

/** `/appointments/{id}`: 400 'ID de turno no válido'. */
@Injectable()
export class AppointmentIdPipe extends CanonicalIdPipe {
  protected readonly invalid = 'SCHEDULING.INVALID_APPOINTMENT_ID';
}

/** `/services/{id}/…`: 400 'ID de servicio no válido', as the catalog's own service routes answer. */
@Injectable()
export class ServiceIdPipe extends CanonicalIdPipe {
  protected readonly invalid = 'CATALOG.INVALID_SERVICE_ID';
}
