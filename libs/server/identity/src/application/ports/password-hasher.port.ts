export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password and for a hash it cannot read. */
  verify(hash: string, password: string): Promise<boolean>;
}
