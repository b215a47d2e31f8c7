/** Injection tokens of the identity context's ports. */
export const USER_REPOSITORY = Symbol('UserRepository');
export const RESET_TOKEN_REPOSITORY = Symbol('ResetTokenRepository');
export const PASSWORD_HASHER = Symbol('PasswordHasher');
export const TOKEN_ISSUER = Symbol('TokenIssuer');
export const MAILER = Symbol('Mailer');
/** The public origin of the web app (a string), for links sent by mail. */
export const APP_URL = Symbol('AppUrl');
