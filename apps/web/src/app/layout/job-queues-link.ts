import { graphql } from '../../generated';

/** A single-use link to the job queues board (CV Admin only), opened at once in a new tab. */
export const QUEUE_DASHBOARD_LINK_MUTATION = graphql(`
  mutation QueueDashboardLink {
    queueDashboardLink {
      success
      url
      expiresAt
    }
  }
`);

/** Where the board is served (the web app passes /admin/ to the api); a link elsewhere is not opened. */
const BOARD_PATH = '/admin/queues/';

/** The link as an address on this origin, or null when it is not one of the board's. */
export function boardAddress(url: string, origin: string): string | null {
  const address = new URL(url, origin);
  return address.origin === origin && address.pathname.startsWith(BOARD_PATH) ? address.href : null;
}
