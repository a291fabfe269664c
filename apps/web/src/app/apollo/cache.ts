import { InMemoryCache, type TypePolicies } from '@apollo/client/cache';
import { cursorPaged } from './cursor-paged';

/**
 * Normalization: entities with an `id` are keyed by it; AliasSettings (one per organization) by
 * `organizationId`. Value objects without an identity of their own stay inside their parent and are
 * replaced as a whole. Clear the store (`client.clearStore()`) on sign-out and organization switch:
 * the same query answers differently per organization.
 */
export const typePolicies: TypePolicies = {
  Query: {
    fields: {
      casesByStatus: cursorPaged('cases'),
      allMultiOrgUserCases: cursorPaged('cases'),
    },
  },
  User: {
    keyFields: ['id'],
    fields: {
      userSettings: { merge: true },
      organizationAccess: { merge: false },
    },
  },
  Organization: { keyFields: ['id'] },
  OrganizationBrandInfo: { keyFields: ['id'] },
  CaseActivity: { keyFields: ['id'] },
  AliasSettings: {
    keyFields: ['organizationId'],
    fields: { aliases: { merge: false } },
  },
  AliasLabel: { keyFields: false },
  // One per organization: the settings tabs each select their sections of it, merged into one object.
  // A selection without organizationId stays unnormalized rather than failing.
  OrganizationSettings: {
    keyFields: (object) =>
      typeof object.organizationId === 'string' ? `OrganizationSettings:${object.organizationId}` : false,
  },
  OrganizationAccess: { keyFields: false },
  OrganizationRole: { keyFields: false },
  CustomRole: { keyFields: false },
  UserSettings: { keyFields: false },
  IdentityProvider: { keyFields: false },
  UploadUrlPayload: { keyFields: false },
  // What the viewer may do on one case: the case page and its sections each select some of it, so the
  // answers are merged into the case's one object rather than replacing each other.
  CaseViewerCan: { keyFields: false, merge: true },
};

export function createCache(): InMemoryCache {
  return new InMemoryCache({ typePolicies });
}
