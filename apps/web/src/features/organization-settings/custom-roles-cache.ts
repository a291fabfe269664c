import type { ApolloCache } from '@apollo/client/cache';
import type { CustomRolesQuery } from '../../generated/graphql';
import { CUSTOM_ROLES_QUERY } from './custom-roles-queries';

type OrganizationRole = CustomRolesQuery['organizationRoles'][number];

/** The operation name of the viewer's permissions, asked again after a role changes. */
export const MY_PERMISSIONS_QUERY_NAME = 'MyPermissions';

/**
 * Writes a saved or created role into the cached role list: it replaces the role of its name (the shared
 * role an organization's own copy stands in for, too), or is added at the end.
 */
export function replaceRole(cache: ApolloCache, organizationId: string, role: OrganizationRole): void {
  cache.updateQuery({ query: CUSTOM_ROLES_QUERY, variables: { organizationId } }, (data) => {
    if (!data) return data;
    const known = data.organizationRoles.some((existing) => existing.name === role.name);
    return {
      ...data,
      organizationRoles: known
        ? data.organizationRoles.map((existing) => (existing.name === role.name ? role : existing))
        : [...data.organizationRoles, role],
    };
  });
}
