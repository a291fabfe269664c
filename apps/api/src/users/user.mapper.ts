import type { CustomRoleEntity } from '#domain/organizations';
import type { UserEntity } from '#domain/users';
import type { CustomRole, User } from './user.model.js';

const customRole = (role: CustomRoleEntity | null | undefined): CustomRole | null =>
  role ? { name: role.name, label: role.label, permissions: role.permissions } : null;

/** Maps a user row loaded with its access relations to the GraphQL shape. */
export function toUserModel(user: UserEntity): User {
  return {
    ...user,
    fullName: user.fullName,
    customRole: customRole(user.customRole),
    hoursWorkedPerWeek: user.hoursWorkedPerWeek === null ? null : Number(user.hoursWorkedPerWeek),
    doseSpotPrescriberId: user.prescriberIds.DOSE_SPOT ?? null,
    organizationAccess: (user.organizationAccess ?? []).map((entry) => ({
      organizationId: entry.organizationId,
      role: entry.role,
      customRole: customRole(entry.customRole),
    })),
    deletedAt: user.deletedAt ?? null,
    documents: null,
    userSettings: {
      notificationsDisabled: user.notificationsDisabled,
      smsNotificationsDisabled: user.smsNotificationsDisabled,
    },
  };
}
