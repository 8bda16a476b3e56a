import { Navigate, Outlet, useLocation } from 'react-router';
import { passesGuard, type RouteGuard } from '@club/shared/rules/permissions';
import { useSession } from '../lib/session';
import { paths } from '../config/paths';

/**
 * The guards of SPEC.md 2.1: logged-out-only pages send a logged-in user to the
 * dashboard; every other page needs a login (else /auth) and, for staff pages, a role
 * (else the dashboard). Losing the session on a guarded page sends the user to /auth.
 */
export function RouteGuardOutlet({ guard }: { guard: RouteGuard }) {
  const { token, user } = useSession();
  const location = useLocation();
  const loggedIn = Boolean(token && user);

  if (guard === 'public-only') {
    return loggedIn ? <Navigate to={paths.dashboard} replace /> : <Outlet />;
  }
  if (!loggedIn) {
    return <Navigate to={paths.auth} replace state={{ from: location.pathname }} />;
  }
  if (!passesGuard(guard, user?.role)) {
    return <Navigate to={paths.dashboard} replace />;
  }
  return <Outlet />;
}
