import { normalizeEmail } from './email';

/** What a person edits on the profile screen (and gives when registering). */
export interface ProfileDetails {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly province: string;
  readonly locality: string;
}

export interface UserProps extends ProfileDetails {
  readonly id: number;
  readonly passwordHash: string;
  readonly createdAt: Date;
}

/** A user not stored yet: the database gives it its id. */
export type NewUser = Omit<UserProps, 'id'>;

/** A person with an account; every user is both client and provider (spec section 6). */
export class User {
  private constructor(
    readonly id: number,
    private details: ProfileDetails,
    private hash: string,
    readonly createdAt: Date,
  ) {}

  /** A new account; the email is kept in its normalised form so that it is unique whatever its case. */
  static register(details: ProfileDetails, passwordHash: string, now: Date): NewUser {
    return { ...details, email: normalizeEmail(details.email), passwordHash, createdAt: now };
  }

  static restore({ id, name, email, phone, province, locality, passwordHash, createdAt }: UserProps): User {
    return new User(id, { name, email, phone, province, locality }, passwordHash, createdAt);
  }

  get profile(): ProfileDetails {
    return this.details;
  }

  get email(): string {
    return this.details.email;
  }

  get passwordHash(): string {
    return this.hash;
  }

  toProps(): UserProps {
    return { ...this.details, id: this.id, passwordHash: this.hash, createdAt: this.createdAt };
  }

  updateProfile(details: ProfileDetails): void {
    this.details = { ...details, email: normalizeEmail(details.email) };
  }

  changePassword(passwordHash: string): void {
    this.hash = passwordHash;
  }
}
