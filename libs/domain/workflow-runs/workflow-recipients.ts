import type { EntityManager } from 'typeorm';
import { Principal, type Role } from '#access';
import { toAccessSubject, UserEntity } from '#domain/users';

/**
 * The holders of `roles` who may act in the organization, with the role they hold there: its own users, and
 * those with an organizationAccess entry for it (TPAs by their entry, multi-organization admins), decided by
 * the access rules themselves (Principal), so a user whose access was removed hears nothing.
 */
export async function roleHolderIds(
  manager: EntityManager,
  organizationId: string,
  roles: readonly Role[],
): Promise<string[]> {
  if (roles.length === 0) return [];
  const candidates = await manager
    .getRepository(UserEntity)
    .createQueryBuilder('user')
    .leftJoinAndSelect('user.organizationAccess', 'access')
    .leftJoinAndSelect('access.customRole', 'accessCustomRole')
    .leftJoinAndSelect('user.customRole', 'customRole')
    .where('user.role IN (:...roles)', { roles })
    // A deleted user hears nothing (their address may belong to someone new).
    .andWhere('user.deletedAt IS NULL')
    .andWhere(
      '(user.organizationId = :organizationId OR EXISTS (SELECT 1 FROM organization_access a WHERE a.user_id = user.id AND a.organization_id = :organizationId))',
      { organizationId },
    )
    .getMany();
  return candidates
    .filter((user) => {
      const member = Principal.forSession(toAccessSubject(user), organizationId);
      return member.canActIn(organizationId) && roles.includes(member.inOrganization(organizationId).role);
    })
    .map((user) => user.id);
}
