import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { AccessTokenClaims } from '@changas/shared/contracts';
import type { TokenIssuer } from '../../application/ports/token-issuer.port';
import type { User } from '../../domain/user.entity';

@Injectable()
export class JwtTokenIssuer implements TokenIssuer {
  constructor(private readonly jwt: JwtService) {}

  issue({ id, sessionVersion }: User): Promise<string> {
    const claims: Pick<AccessTokenClaims, 'sub' | 'sv'> = { sub: String(id), sv: sessionVersion };
    return this.jwt.signAsync(claims);
  }
}
