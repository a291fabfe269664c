import { PublicGraphqlError } from '../auth/public-graphql';
import type { PartnerLanding } from './partner-landing-model';

/**
 * Reads everything the landing page shows, by linkName, through the public operations only (no Apollo on
 * this route). Rejects with a PublicGraphqlError NOT_FOUND when no partner organization has this linkName.
 */
export async function loadPartnerLanding(linkName: string, _options: { signal?: AbortSignal } = {}): Promise<PartnerLanding> {
  // The partner's public info operations are not in the api yet: no partner can be shown.
  throw new PublicGraphqlError(`No partner named ${linkName}`, { code: 'NOT_FOUND', status: 200 });
}
