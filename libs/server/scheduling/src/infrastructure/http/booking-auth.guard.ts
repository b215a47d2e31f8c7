import { Injectable } from '@nestjs/common';
import { JwtAuthGuard } from '@changas/server/identity';
import { DomainError } from '@changas/server/kernel/domain';

/** JwtAuthGuard whose 401 tells an anonymous client what booking needs: 'Debes iniciar sesión para reservar un turno'. */
@Injectable()
export class BookingAuthGuard extends JwtAuthGuard {
  override handleRequest<TUser>(error: unknown, user: TUser | false): TUser {
    if (error || !user) throw new DomainError('SCHEDULING.LOGIN_REQUIRED');
    return user;
  }
}
