import type { EntityManager } from 'typeorm';
import { badInput, isUuid, Principal } from '#access';
import { USER_ACCESS_RELATIONS, toAccessSubject, UserEntity } from '#domain/users';

/**
 * A user who may take a part on a case of `organizationId`: a user of that organization (or with
 * access to it) that `qualifies` there (holds a permission, has a role). Anyone else, including an unknown id, is refused on the
 * argument, with the same words, so the answer never tells whether a user exists elsewhere.
 */
export async function requireCaseMember(
  manager: EntityManager,
  organizationId: string,
  userId: string,
  qualifies: (member: Principal) => boolean,
  field: string,
): Promise<UserEntity> {
  const refusal = badInput(`${field}: this user cannot take this part on the case`, field);
  if (!isUuid(userId)) throw refusal;
  const user = await manager.findOne(UserEntity, { where: { id: userId }, relations: USER_ACCESS_RELATIONS });
  // A deleted user takes no new part on any case.
  if (!user || user.deletedAt) throw refusal;
  const subject = toAccessSubject(user);
  const member = Principal.forSession(subject, organizationId);
  if (!member.canActIn(organizationId) || !qualifies(member.inOrganization(organizationId))) throw refusal;
  return user;
}
