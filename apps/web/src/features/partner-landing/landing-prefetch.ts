import { loadPartnerLanding } from './load-partner-landing';
import { linkNameFromPath, type PartnerLanding } from './partner-landing-model';

/**
 * The landing page's data, asked for by the page's first script while the page's own code is still
 * downloading, so the two waits overlap. The page takes it once; later loads (a retry, another landing
 * page reached in the app) ask again.
 */
let early: { linkName: string; landing: Promise<PartnerLanding>; arrived?: PartnerLanding } | undefined;

export function prefetchPartnerLanding(pathname: string): void {
  const linkName = linkNameFromPath(pathname);
  if (!linkName) return;
  const landing = loadPartnerLanding(linkName);
  const request: NonNullable<typeof early> = { linkName, landing };
  // Kept so the page's first render can show it at once; a failure is the page's to handle when it takes
  // the promise, so until then it is not an unhandled rejection.
  landing.then(
    (arrived) => (request.arrived = arrived),
    () => undefined,
  );
  early = request;
}

/** The early request's answer for this linkName if it has already arrived (without taking it). */
export function arrivedLanding(linkName: string): PartnerLanding | undefined {
  return early?.linkName === linkName ? early.arrived : undefined;
}

/** The early request for this linkName, once; undefined when there is none (or it was taken). */
export function takePrefetchedLanding(linkName: string): Promise<PartnerLanding> | undefined {
  if (!early || early.linkName !== linkName) return undefined;
  const { landing } = early;
  early = undefined;
  return landing;
}
