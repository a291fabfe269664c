import { Navigate } from 'react-router';
import { useSession } from '../session/use-session';
import { routeHref } from './route-table';

/**
 * The default path. '/' and '/accommodations' send each role to its landing screen:
 * - User: accommodations/welcome (the organization's welcome text);
 * - staff: accommodations/cases (the case list).
 * Rendered behind RequireRole, so there is always a signed-in user here.
 */
export function AccommodationsLanding() {
  const session = useSession();
  const landing = session.user?.role === 'USER' ? 'welcome' : 'cases';
  return <Navigate to={routeHref(landing)} replace />;
}
