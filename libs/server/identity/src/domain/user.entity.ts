import { phoneProblem, toE164 } from '@changas/shared/contracts';
import { err, ok, type Result } from '@changas/server/kernel/domain';
import { normalizeEmail } from './email';
import { IdentityErrors } from './identity.errors';

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

/** Which emails the user wants (each on unless turned off); the password-recovery mail is always sent. */
export interface NotificationPreferences {
  readonly requestsReceived: boolean;
  readonly answers: boolean;
  readonly reminders: boolean;
}

const EVERY_NOTIFICATION: NotificationPreferences = {
  requestsReceived: true,
  answers: true,
  reminders: true,
};

export interface UserProps extends ProfileDetails {
  readonly id: number;
  readonly notificationPreferences: NotificationPreferences;
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
    private preferences: NotificationPreferences,
    readonly createdAt: Date,
    readonly sessionVersion: number,
  ) {}

  /**
   * A new account, with every email notification on. The email and the phone are kept in their one
   * normal form (normalised email, E.164 phone), so that equal ones are stored equal.
   */
  static register(details: ProfileDetails, passwordHash: string, now: Date): Result<NewUser> {
    const phone = storedPhone(details.phone);
    if (!phone.ok) return phone;
    return ok({
      ...details,
      email: normalizeEmail(details.email),
      phone: phone.value,
      notificationPreferences: EVERY_NOTIFICATION,
      passwordHash,
      createdAt: now,
      sessionVersion: 0,
    });
  }

  static restore({
    id,
    name,
    email,
    phone,
    province,
    locality,
    notificationPreferences,
    createdAt,
    sessionVersion,
  }: UserProps): User {
    return new User(
      id,
      { name, email, phone, province, locality },
      notificationPreferences,
      createdAt,
      sessionVersion,
    );
  }

  get profile(): ProfileDetails {
    return this.details;
  }

  get notificationPreferences(): NotificationPreferences {
    return this.preferences;
  }

  get email(): string {
    return this.details.email;
  }

  /** A session (access token) is valid only under the session version it was issued with. */
  acceptsSession(sessionVersion: number): boolean {
    return sessionVersion === this.sessionVersion;
  }

  /** A place is a province with its locality, or nothing: half of one would silently lose where the user is. */
  updateProfile(details: ProfileDetails): Result<void> {
    const hasProvince = details.province !== '';
    if (hasProvince !== (details.locality !== '')) return err(IdentityErrors.incompletePlace(hasProvince));
    const phone = storedPhone(details.phone);
    if (!phone.ok) return phone;
    this.details = { ...details, email: normalizeEmail(details.email), phone: phone.value };
    return ok(undefined);
  }

  /** Turns the given kinds of email on or off; the others stay as they were. */
  changeNotificationPreferences(changes: Partial<NotificationPreferences>): void {
    this.preferences = { ...this.preferences, ...changes };
  }
}

/** A phone as stored: E.164, or '' when none was given; one the rules refuse is told on its field. */
function storedPhone(raw: string): Result<string> {
  const problem = phoneProblem(raw);
  return problem ? err(IdentityErrors.invalidPhone(problem)) : ok(toE164(raw));
}
