/**
 * Spec 000 §2: any path with a `partner` segment followed by another segment is a partner landing page;
 * its last segment is the linkName. Kept on its own so the page's first script can tell without loading
 * the app.
 */
export function isPartnerLandingPath(pathname: string): boolean {
  return /(^|\/)partner\/[^/]/.test(pathname);
}
