import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '@changas/shared/contracts';

/**
 * Where to go after logging in: the page the guard sent the visitor away from (its
 * `location.state.from`, a location or a path), else the dashboard. Only paths of this app.
 */
export function afterLoginPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  let path: string | undefined;
  if (typeof from === 'string') path = from;
  else if (
    from &&
    typeof from === 'object' &&
    typeof (from as { pathname?: unknown }).pathname === 'string'
  ) {
    const { pathname, search = '', hash = '' } = from as { pathname: string; search?: string; hash?: string };
    path = `${pathname}${search}${hash}`;
  }
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith(ROUTES.login)) {
    return ROUTES.dashboard;
  }
  return path;
}

/** Goes to `to` (replacing the current entry) after `delayMs`, unless the page unmounts first. */
export function useRedirectAfter(to: string | null, delayMs: number): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (to === null) return undefined;
    const timer = setTimeout(() => navigate(to, { replace: true }), delayMs);
    return () => clearTimeout(timer);
  }, [to, delayMs, navigate]);
}
