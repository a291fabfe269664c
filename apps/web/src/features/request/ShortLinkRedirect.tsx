import { Navigate, useLocation, useParams, type Location } from 'react-router';
import { FullPageProgress } from '../../app/routes/FullPageProgress';
import type { LoginRedirectState } from '../../app/routes/route-guards';
import { routeHref } from '../../app/routes/route-table';
import { useSession } from '../../app/session/use-session';

/**
 * l/:shortLink (public): a signed-in visitor goes to the form runner for that short link
 * (accommodations/request/:shortLink, query kept); a signed-out one goes to /login with `from` set to
 * that form, so signing in lands on it.
 */
export function ShortLinkRedirect() {
  const { shortLink = '' } = useParams();
  const location = useLocation();
  const session = useSession();
  const pathname = `${routeHref('newRequest')}/${encodeURIComponent(shortLink)}`;

  if (session.status === 'loading') return <FullPageProgress label="Opening the link" />;
  if (session.status === 'signedIn' && session.user) {
    return <Navigate to={{ pathname, search: location.search }} replace />;
  }
  const from: Location = { pathname, search: location.search, hash: '', state: null, key: 'short-link' };
  const state: LoginRedirectState = { from };
  return <Navigate to="/login" replace state={state} />;
}

export default ShortLinkRedirect;
