import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { ROUTES } from '@changas/shared/contracts';
import { useSession } from '@changas/web/data-access';

/**
 * Guards the private routes: anonymous visitors go to /login and come back after logging in;
 * someone who just logged out from a private screen goes to the home page instead.
 */
export function RequireAuth() {
  const { isAuthenticated, loggedOut } = useSession();
  const location = useLocation();
  if (isAuthenticated) return <Outlet />;
  return loggedOut ? (
    <Navigate to={ROUTES.home} replace />
  ) : (
    <Navigate to={ROUTES.login} replace state={{ from: location }} />
  );
}
