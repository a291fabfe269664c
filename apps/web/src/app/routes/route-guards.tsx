import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, type Location } from 'react-router';
import { useSession } from '../session/use-session';
import { FullPageProgress } from './FullPageProgress';
import { canAccessRoute, type AppRoute } from './route-table';

/**
 * The router state given to /login when a signed-out visitor opens an authenticated route
 * (read by features/auth signInReturnPath to go back there after signing in).
 */
export interface LoginRedirectState {
  /** Where the visitor was going (react-router Location: pathname, search, hash). */
  from: Location;
}

/**
 * Layout route for everything behind sign-in: a full-page progress while the session loads, a redirect
 * to /login (with `{ from: location }` state) when signed out, the child routes when signed in.
 */
export function RequireSession({ children }: { children?: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <FullPageProgress label="Loading your session" />;
  if (session.status !== 'signedIn' || !session.user) {
    const state: LoginRedirectState = { from: location };
    return <Navigate to="/login" replace state={state} />;
  }
  return children ?? <Outlet />;
}

/**
 * Renders its children only when the signed-in user's role may use `route` (spec 000 §2);
 * a signed-in user whose role may not use it goes to /not-found. Used inside RequireSession.
 */
export function RequireRole({ route, children }: { route: AppRoute; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <FullPageProgress label="Loading your session" />;
  if (session.status !== 'signedIn' || !session.user) {
    const state: LoginRedirectState = { from: location };
    return <Navigate to="/login" replace state={state} />;
  }
  if (!canAccessRoute(route, { role: session.user.role })) return <Navigate to="/not-found" replace />;
  return children;
}
