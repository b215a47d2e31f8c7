import type { PipeTransform } from '@nestjs/common';
import type { ErrorCode } from '@changas/shared/contracts';
import { parseRouteId } from '@changas/shared/util';
import { DomainError } from '../../domain/domain-error';

/**
 * The one reading of an id in a path, the web's own (`parseRouteId`): a canonical positive integer
 * that an id column can hold ('20'; never '020', '+20', '20.0', '2e1' or '0x14'), else a 400 with the
 * context's code. `@Param('id', new ParseIdPipe('CATALOG.INVALID_SERVICE_ID')) id: number`
 */
export class ParseIdPipe implements PipeTransform<string, number> {
  constructor(private readonly invalidIdCode: ErrorCode) {}

  transform(value: string): number {
    const id = parseRouteId(value);
    if (id === undefined) throw new DomainError(this.invalidIdCode);
    return id;
  }
}
