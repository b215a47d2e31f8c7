import { Injectable, type PipeTransform } from '@nestjs/common';
import { DomainError } from '@changas/server/kernel/domain';

/** Ids are positive integers; '12abc', '-1' or 'abc' answer 400 'ID de servicio no válido' instead of a lookup. */
@Injectable()
export class ServiceIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = /^\d{1,15}$/.test(value) ? Number(value) : NaN;
    if (!(id >= 1)) throw new DomainError('CATALOG.INVALID_SERVICE_ID');
    return id;
  }
}
