function decodeBase64Url(part: string): string {
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
}

/**
 * True when the token looks like a three-part signed token (JWT) whose `exp` is already past at
 * `now`, so the reset screen can show the expired view without asking the server. Any other
 * token (this API's random reset tokens among them) is left to the server.
 */
export function isExpiredSignedToken(token: string, now: number): boolean {
  const parts = token.split('.');
  if (parts.length !== 3 || parts.some((part) => part === '')) return false;
  try {
    const { exp } = JSON.parse(decodeBase64Url(parts[1])) as { exp?: unknown };
    return typeof exp === 'number' && exp * 1000 <= now;
  } catch {
    return false;
  }
}
