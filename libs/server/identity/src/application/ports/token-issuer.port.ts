/** Issues the access token (the session) of a user. */
export interface TokenIssuer {
  issue(userId: number): Promise<string>;
}
