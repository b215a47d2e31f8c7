import { normalizeEmail } from './email';

/** What a person edits on the profile screen (and gives when registering). */
export interface ProfileDetails {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly province: string;
  readonly locality: string;
}

/** What other contexts may show about a user (e.g. a service's provider): never the email or the password. */
export interface PublicProfile {
  readonly id: number;
  readonly name: string;
  readonly phone: string;
  readonly province: string;
  readonly locality: string;
}

export interface UserProps extends ProfileDetails {
  readonly id: number;
  readonly createdAt: Date;
  /** Moves on with every password change; a session issued under an older version is over. */
  readonly sessionVersion: number;
}

/** A user not stored yet: the database gives it its id. The password hash is written, never read back with it. */
export interface NewUser extends Omit<UserProps, 'id'> {
  readonly passwordHash: string;
}

/**
 * A person with an account; every user is both client and provider (spec section 6). It does not
 * carry the password hash: only logging in reads it (UserRepository.findCredentials).
 */
export class User {
  private constructor(
    readonly id: number,
    private details: ProfileDetails,
    readonly createdAt: Date,
    readonly sessionVersion: number,
  ) {}

  /** A new account; the email is kept in its normalised form so that it is unique whatever its spelling. */
  static register(details: ProfileDetails, passwordHash: string, now: Date): NewUser {
    return {
      ...details,
      email: normalizeEmail(details.email),
      passwordHash,
      createdAt: now,
      sessionVersion: 0,
    };
  }

  static restore({ id, name, email, phone, province, locality, createdAt, sessionVersion }: UserProps): User {
    return new User(id, { name, email, phone, province, locality }, createdAt, sessionVersion);
  }

  get profile(): ProfileDetails {
    return this.details;
  }

  get email(): string {
    return this.details.email;
  }

  /** A session (access token) is valid only under the session version it was issued with. */
  acceptsSession(sessionVersion: number): boolean {
    return sessionVersion === this.sessionVersion;
  }

  updateProfile(details: ProfileDetails): void {
    this.details = { ...details, email: normalizeEmail(details.email) };
  }
}
