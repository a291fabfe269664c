import { Navigate, useLocation } from 'react-router';
import { HomePage } from '../../features/welcome/HomePage';
import { useSession } from '../session/use-session';
import { useMountedRoutes } from './mounted-routes';
import { routeHref } from './route-table';

/**
 * The default path. '/' and '/accommodations' send each role to its landing screen:
 * - User: accommodations/welcome (the organization's welcome text);
 * - staff: accommodations/cases (the case list) once that screen is mounted. Until a later issue
 *   builds it, staff land on a real Home page at /accommodations that greets them by name and lists
 *   the screens their role has (no placeholder of the case list).
 */
export function AccommodationsLanding() {
  const session = useSession();
  const mounted = useMountedRoutes();
  const { pathname } = useLocation();
  const role = session.user?.role;

  if (role === 'USER' && mounted.has('welcome')) return <Navigate to={routeHref('welcome')} replace />;
  if (role && role !== 'USER' && mounted.has('cases')) return <Navigate to={routeHref('cases')} replace />;
  // The URL shows the default path, not '/'.
  if (pathname !== routeHref('accommodations')) return <Navigate to={routeHref('accommodations')} replace />;
  return <HomePage />;
}
