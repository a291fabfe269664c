import { type EntityManager, IsNull, QueryFailedError } from 'typeorm';
import {
  alreadyExists,
  badInput,
  forbidden,
  illegalState,
  isUuid,
  notFound,
  Permission,
  type PeopleActor,
  type Principal,
} from '#access';
import { CustomRoleEntity } from '#domain/organizations';
import { USER_ACCESS_RELATIONS } from './user-access.js';
import { UserEntity } from './user.entity.js';

export const EMAIL_TAKEN_MESSAGE = 'A user with this e-mail already exists';

/** The caller as the people rules (libs/access people-rules.ts) see it in the organization it acts in. */
export function peopleActor(principal: Principal): PeopleActor {
  return {
    id: principal.userId,
    role: principal.role,
    tpaSubRole: principal.tpaSubRole,
    mayAddUsers: principal.has(Permission.ADD_USER),
  };
}

/** FORBIDDEN with the rule's message, when the rule refuses. */
export function refuseIf(refusal: string | null): void {
  if (refusal) throw forbidden(refusal);
}

/** Whether the user belongs to the organization: its own, or reached through an organization access entry. */
export function belongsTo(user: UserEntity, organizationId: string): boolean {
  return (
    user.organizationId === organizationId ||
    (user.organizationAccess ?? []).some((entry) => entry.organizationId === organizationId)
  );
}

/**
 * A user the caller may act on, loaded with its access, or NOT_FOUND (tenant check): a user of the
 * organization the caller acts in; a Cvadmin, who may act in any organization, reaches everyone.
 * Deleted users are NOT_FOUND unless `withDeleted` (their profile stays readable, nothing else changes them).
 */
export async function loadPerson(
  manager: EntityManager,
  principal: Principal,
  userId: string,
  options: { withDeleted?: boolean; lock?: boolean } = {},
): Promise<UserEntity> {
  if (!isUuid(userId)) throw notFound();
  if (options.lock) {
    await manager.query('SELECT id FROM app_user WHERE id = $1 FOR UPDATE', [userId]);
  }
  const [user] = await manager.find(UserEntity, {
    where: { id: userId },
    relations: USER_ACCESS_RELATIONS,
    order: { organizationAccess: { createdAt: 'ASC', id: 'ASC' } },
  });
  if (!user || (user.deletedAt && !options.withDeleted)) throw notFound();
  if (principal.isCvadmin()) return user;
  if (!principal.organizationId || !belongsTo(user, principal.organizationId)) throw notFound();
  return user;
}

/**
 * The custom role named `name` that users of the organization may hold: its own, else a predefined one
 * (organizationId null), as organizationRoles lists them. Null when there is none of that name.
 */
export async function findCustomRole(
  manager: EntityManager,
  organizationId: string,
  name: string,
): Promise<CustomRoleEntity | null> {
  const found = await manager.getRepository(CustomRoleEntity).find({
    where: [
      { name, organizationId },
      { name, organizationId: IsNull() },
    ],
  });
  return found.find((role) => role.organizationId === organizationId) ?? found[0] ?? null;
}

/**
 * What an identity or database failure in a people change means to the caller: the unique e-mail index
 * (two additions of one address racing) or a taken identity is ALREADY_EXISTS; a value the identity
 * provider refuses (an address or password it does not accept) is BAD_USER_INPUT; a user row without an
 * identity (made outside this application) is ILLEGAL_STATE. Anything else stays an internal error.
 */
export function asPeopleError(error: unknown): unknown {
  const driver =
    error instanceof QueryFailedError ? (error.driverError as { code?: string; constraint?: string }) : null;
  if (driver?.code === '23505' && driver.constraint === 'app_user_email_key') return alreadyExists(EMAIL_TAKEN_MESSAGE);
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !code.startsWith('auth/')) return error;
  if (code === 'auth/email-already-exists' || code === 'auth/email-already-in-use') {
    return alreadyExists(EMAIL_TAKEN_MESSAGE);
  }
  if (code === 'auth/invalid-email') return badInput('email: not accepted as a sign-in address', 'email');
  if (code === 'auth/invalid-password') return badInput('password: not accepted as a password', 'password');
  if (code === 'auth/user-not-found') return illegalState('This user has no sign-in identity');
  return error;
}

/** NOT_FOUND unless the organization exists (a Cvadmin may name any id). */
export async function requireOrganization(manager: EntityManager, organizationId: string): Promise<void> {
  const rows: unknown[] = await manager.query('SELECT 1 FROM organization WHERE id = $1', [organizationId]);
  if (rows.length === 0) throw notFound();
}

/** Whether another user (not deleted) already signs in with this address. */
export async function emailTaken(manager: EntityManager, email: string, exceptUserId?: string): Promise<boolean> {
  const rows: unknown[] = await manager.query(
    'SELECT 1 FROM app_user WHERE email = $1 AND deleted_at IS NULL AND ($2::uuid IS NULL OR id <> $2::uuid) LIMIT 1',
    [email, exceptUserId ?? null],
  );
  return rows.length > 0;
}
