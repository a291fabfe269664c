import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import type { CustomRoleChoice } from './AddUserDialog';
import { PEOPLE_ORGANIZATION_ROLES_QUERY } from './people-queries';

/** The organization's custom roles (organizationRoles with isCustom); none while loading or when refused. */
export function useCustomRoles(organizationId: string | null, enabled: boolean): CustomRoleChoice[] {
  const { data } = useQuery(PEOPLE_ORGANIZATION_ROLES_QUERY, {
    variables: { organizationId: organizationId ?? '' },
    skip: !enabled || !organizationId,
  });
  return useMemo(
    () =>
      (data?.organizationRoles ?? [])
        .filter((role) => role.isCustom)
        .map((role) => ({ name: role.name, label: role.label || role.name })),
    [data],
  );
}
