import type { EntityManager } from 'typeorm';
import { Permission, Principal } from '#access';
import { toAccessSubject } from './user-access.js';
import { UserEntity } from './user.entity.js';

/**
 * The physicians of an organization: people of it (or with access to it) who may be assigned its cases and
 * have an NPI on record, i.e. who can prescribe there. `state`: only those available in that state.
 * Ordered by name.
 */
export async function findPhysicians(
  manager: EntityManager,
  organizationId: string,
  options: { state?: string } = {},
): Promise<UserEntity[]> {
  const query = manager
    .createQueryBuilder(UserEntity, 'u')
    .leftJoinAndSelect('u.customRole', 'customRole')
    .leftJoinAndSelect('u.organizationAccess', 'organizationAccess')
    .leftJoinAndSelect('organizationAccess.customRole', 'accessCustomRole')
    .where('u.deleted_at IS NULL')
    .andWhere('u.npi IS NOT NULL')
    .andWhere(
      `(u.organization_id = :organizationId OR EXISTS
        (SELECT 1 FROM organization_access oa WHERE oa.user_id = u.id AND oa.organization_id = :organizationId))`,
      { organizationId },
    )
    .orderBy('u.last_name', 'ASC')
    .addOrderBy('u.first_name', 'ASC')
    .addOrderBy('u.id', 'ASC');
  if (options.state) query.andWhere(':state = ANY(u.available_in_states)', { state: options.state });
  const users = await query.getMany();
  return users.filter((user) => {
    const member = Principal.forSession(toAccessSubject(user), organizationId);
    return (
      member.canActIn(organizationId) && member.inOrganization(organizationId).has(Permission.CAN_BE_ASSIGNED_TO_CASE)
    );
  });
}
