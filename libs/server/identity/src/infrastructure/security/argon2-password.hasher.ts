import { Injectable } from '@nestjs/common';
import { argon2id, hash, verify } from 'argon2';
import type { PasswordHasher } from '../../application/ports/password-hasher.port';

/** OWASP's argon2id baseline: 19 MiB of memory, 2 iterations, 1 lane. */
export const ARGON2_OPTIONS = { type: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class Argon2PasswordHasher implements PasswordHasher {
  hash(password: string): Promise<string> {
    return hash(password, ARGON2_OPTIONS);
  }

  async verify(digest: string, password: string): Promise<boolean> {
    try {
      return await verify(digest, password);
    } catch {
      return false; // not an argon2 digest
    }
  }
}
