import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PartnerLandingPage } from '../features/partner-landing/PartnerLandingPage';
import { FullPageProgress } from './routes/FullPageProgress';
import { isPartnerLandingPath } from './routes/partner-path';

const reloadPage = () => window.location.reload();

/**
 * The partner landing page started on its own (see main.tsx): the same page the app mounts at
 * partner/{linkName}, without the identity SDK or the signed-in shell. A link or the sign-up's hand-off
 * to any other path reloads that path, which then starts the app; the browser keeps the history entry's
 * state across the reload, so the eligibility form still receives the hand-off.
 */
export function StandaloneLanding({ reload = reloadPage }: { reload?: () => void }) {
  const { pathname } = useLocation();
  const partner = isPartnerLandingPath(pathname);
  useEffect(() => {
    if (!partner) reload();
  }, [partner, reload]);
  return partner ? <PartnerLandingPage /> : <FullPageProgress />;
}
