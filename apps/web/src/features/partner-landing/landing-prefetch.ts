import { loadPartnerLanding } from './load-partner-landing';
import { linkNameFromPath, type PartnerLanding } from './partner-landing-model';

/**
 * The landing page's data, asked for by the page's first script while the page's own code is still
 * downloading, so the two waits overlap. The page takes it once; later loads (a retry, another landing
 * page reached in the app) ask again.
 */
let early: { linkName: string; landing: Promise<PartnerLanding> } | undefined;

export function prefetchPartnerLanding(pathname: string): void {
  const linkName = linkNameFromPath(pathname);
  if (!linkName) return;
  const landing = loadPartnerLanding(linkName);
  // The page handles the outcome when it takes the promise; until then a failure is not unhandled.
  landing.catch(() => undefined);
  early = { linkName, landing };
}

/** The early request for this linkName, once; undefined when there is none (or it was taken). */
export function takePrefetchedLanding(linkName: string): Promise<PartnerLanding> | undefined {
  if (!early || early.linkName !== linkName) return undefined;
  const { landing } = early;
  early = undefined;
  return landing;
}
