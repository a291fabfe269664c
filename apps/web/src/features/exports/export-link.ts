import { graphql } from '../../generated';

/** A single-use link that downloads a list as CSV with the screen's filters. */
export const CREATE_EXPORT_LINK_MUTATION = graphql(`
  mutation CreateExportLink($input: CreateExportLinkInput!, $organizationId: ID) {
    createExportLink(input: $input, organizationId: $organizationId) {
      success
      url
      expiresAt
    }
  }
`);

/** Where exports are served (the web app passes /exports/ to the api); a link elsewhere is not followed. */
const EXPORT_PATH = '/exports/download';

/** The link as an address on this origin, or null when it is not an export's. */
export function exportAddress(url: string, origin: string): string | null {
  const address = new URL(url, origin);
  return address.origin === origin && address.pathname === EXPORT_PATH ? address.href : null;
}

/** Starts the browser's download of an address (the answer is an attachment: the page stays). */
export function startDownload(address: string): void {
  const link = document.createElement('a');
  link.href = address;
  link.download = '';
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}
