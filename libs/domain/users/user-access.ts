import type { AccessSubject, CustomRoleGrant } from '#access';
import type { CustomRoleEntity } from '#domain/organizations';
import type { UserEntity } from './user.entity.js';

const grant = (role: CustomRoleEntity | null | undefined): CustomRoleGrant | null =>
  role ? { name: role.name, label: role.label, permissions: role.permissions } : null;

/** Relations to load with a user so that its access can be decided. */
export const USER_ACCESS_RELATIONS = { customRole: true, organizationAccess: { customRole: true } } as const;

/** The access rules' view of a user row loaded with USER_ACCESS_RELATIONS. */
export function toAccessSubject(user: UserEntity): AccessSubject {
  return {
    id: user.id,
    role: user.role,
    organizationId: user.organizationId,
    isMultiOrgAdmin: user.isMultiOrgAdmin,
    customRole: grant(user.customRole),
    organizationAccess: (user.organizationAccess ?? []).map((entry) => ({
      organizationId: entry.organizationId,
      role: entry.role,
      customRole: grant(entry.customRole),
    })),
  };
}
