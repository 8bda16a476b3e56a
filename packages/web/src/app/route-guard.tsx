import { Navigate, Outlet, useLocation } from 'react-router';
import { passesGuard, type RouteGuard } from '@club/shared/rules/permissions';
import { sessionEndReason, useSession } from '../lib/session';
import { paths } from '../config/paths';
import { returnTo } from '../lib/return-to';

/** What the login screen is told by a guard that sent the user there. */
export interface AuthRedirectState {
  from: string;
  /** Message key of why the user must log in, shown above the form. */
  notice?: string;
}

/** SPEC.md 6: the sheet says why it cannot be shown; an ended session says so anywhere. */
function noticeFor(pathname: string): string | undefined {
  if (sessionEndReason() === 'expired') return 'abilitiesSheet.access.expired';
  if (sessionEndReason() === 'deleted') return 'auth.accountDeleted';
  if (/^\/character\/[^/]+\/abilities\/?$/.test(pathname)) return 'abilitiesSheet.access.login';
  if (/^\/events\/[^/]+\/check-in\/[^/]+\/?$/.test(pathname)) return 'eventDay.access.logIn';
  return undefined;
}

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
    return loggedIn ? (
      <Navigate to={returnTo(location.state, paths.dashboard)} replace />
    ) : (
      <Outlet />
    );
  }
  if (!loggedIn) {
    const state: AuthRedirectState = {
      from: location.pathname,
      notice: noticeFor(location.pathname),
    };
    return <Navigate to={paths.auth} replace state={state} />;
  }
  if (!passesGuard(guard, user?.role)) {
    return <Navigate to={paths.dashboard} replace />;
  }
  return <Outlet />;
}
