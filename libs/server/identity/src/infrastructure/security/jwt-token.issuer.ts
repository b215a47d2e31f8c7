import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { AccessTokenClaims } from '@changas/shared/contracts';
import type { TokenIssuer } from '../../application/ports/token-issuer.port';

@Injectable()
export class JwtTokenIssuer implements TokenIssuer {
  constructor(private readonly jwt: JwtService) {}

  issue(userId: number): Promise<string> {
    const claims: Pick<AccessTokenClaims, 'sub'> = { sub: String(userId) };
    return this.jwt.signAsync(claims);
  }
}
