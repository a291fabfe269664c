import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, IsNull, QueryFailedError } from 'typeorm';
import { z } from 'zod';
import {
  alreadyExists,
  badInput,
  forbidden,
  hasControlCharacter,
  isPermission,
  isPredefinedCustomRoleName,
  isRole,
  isTpaSubRole,
  notFound,
  type Permission,
  PERMISSIONS,
  type PredefinedCustomRole,
  PREDEFINED_CUSTOM_ROLES,
  type Principal,
} from '#access';
import { parseInput } from '#domain/shared';
import { CustomRoleEntity } from './custom-role.entity.js';
import { OrganizationEntity } from './organization.entity.js';

/** Refusal for a caller adding permissions it does not hold itself (names the ones it may not grant). */
export const cannotGrantMessage = (permissions: readonly string[]): string =>
  `Not authorized to grant permissions you do not hold: ${permissions.join(', ')}`;

export const BUILT_IN_ROLE_MESSAGE =
  "A built-in role's permissions can't be changed; create a custom role and give it to the people concerned";

/** Two editors adding the same role at once: the unique (organization, name) index refuses the second. */
const isUniqueViolation = (error: unknown) =>
  error instanceof QueryFailedError && (error.driverError as { code?: string } | undefined)?.code === '23505';

const updatePermissionsSchema = z.object({
  roleName: z.string().trim().min(1, 'is required').max(100),
  permissions: z
    .array(z.string().refine(isPermission, 'is not a named permission'))
    .max(100, 'has too many entries')
    // Duplicates are dropped; the stored list follows the spec's order, whatever order was sent.
    .transform((list) => PERMISSIONS.filter((permission) => list.includes(permission))),
  label: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(200)
    .refine((label) => !hasControlCharacter(label, 'name'), 'must not hold control characters')
    .nullish(),
});
export type UpdatePermissionsInput = z.input<typeof updatePermissionsSchema>;

/**
 * Defining and editing an organization's custom roles (updatePermissions, createPredefinedCustomRole).
 *
 * - Built-in roles and TPA sub-roles keep their defaults everywhere: an organization changes what
 *   someone may do by giving them a custom role, so a role's meaning never differs between organizations.
 * - A shared predefined row (organizationId null) is read-only here: an organization edits its own copy,
 *   made by createPredefinedCustomRole.
 * - A caller who is not a CV Admin may add only permissions it holds itself in the organization (no
 *   privilege escalation); removing any is allowed.
 * Callers (the resolver) forget the cached access of signed-in users after these commit.
 */
@Injectable()
export class CustomRolesService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** What `principal` may put in a role in the organization it is scoped to. */
  grantablePermissions(principal: Principal): Permission[] {
    return PERMISSIONS.filter((permission) => principal.isCvadmin() || principal.has(permission));
  }

  async updatePermissions(
    principal: Principal,
    organizationId: string,
    input: UpdatePermissionsInput,
  ): Promise<CustomRoleEntity> {
    const data = parseInput(updatePermissionsSchema, input);
    if (isRole(data.roleName) || isTpaSubRole(data.roleName)) throw badInput(BUILT_IN_ROLE_MESSAGE, 'roleName');
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(CustomRoleEntity);
      // Locked, so two editors' checks and writes do not interleave.
      const role = await repository.findOne({
        where: { organizationId, name: data.roleName },
        lock: { mode: 'pessimistic_write' },
      });
      if (!role) throw notFound(`No custom role ${data.roleName} in this organization`);
      this.assertMayGrant(principal, data.permissions, role.permissions);
      role.permissions = data.permissions;
      if (data.label) role.label = data.label;
      return repository.save(role);
    });
  }

  /**
   * Adds a predefined role as the organization's own copy. Where a shared row of that name exists, the copy
   * takes its list and the organization's holders move to the copy, so nobody's access changes and the
   * organization sees one role by that name.
   */
  async createPredefined(principal: Principal, organizationId: string, name: string): Promise<CustomRoleEntity> {
    if (!isPredefinedCustomRoleName(name)) {
      throw badInput(`name: must be one of ${Object.keys(PREDEFINED_CUSTOM_ROLES).join(', ')}`, 'name');
    }
    const predefined = PREDEFINED_CUSTOM_ROLES[name];
    const exists = () => alreadyExists(`This organization already has the role ${predefined.label}`);
    try {
      return await this.insertPredefined(principal, organizationId, predefined, exists);
    } catch (error) {
      if (isUniqueViolation(error)) throw exists();
      throw error;
    }
  }

  private insertPredefined(
    principal: Principal,
    organizationId: string,
    predefined: PredefinedCustomRole,
    exists: () => Error,
  ): Promise<CustomRoleEntity> {
    const { name } = predefined;
    return this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(CustomRoleEntity);
      if (!(await manager.existsBy(OrganizationEntity, { id: organizationId }))) throw notFound();
      if (await repository.existsBy({ organizationId, name })) throw exists();
      const shared = await repository.findOneBy({ organizationId: IsNull(), name });
      // In the spec's order, as updatePermissions stores lists.
      const source: readonly string[] = shared?.permissions ?? predefined.permissions;
      const permissions = PERMISSIONS.filter((permission) => source.includes(permission));
      this.assertMayGrant(principal, permissions, []);
      const created = await repository.save(
        repository.create({ organizationId, name, label: shared?.label ?? predefined.label, permissions }),
      );
      if (shared) await this.moveHolders(manager, organizationId, shared.id, created.id);
      return created;
    });
  }

  private assertMayGrant(principal: Principal, next: readonly string[], current: readonly string[]): void {
    if (principal.isCvadmin()) return;
    const notHeld = next.filter((p) => !current.includes(p) && !(isPermission(p) && principal.has(p)));
    if (notHeld.length > 0) throw forbidden(cannotGrantMessage(notHeld));
  }

  /** People of the organization holding the shared role (as members or through access entries). */
  private async moveHolders(manager: EntityManager, organizationId: string, from: string, to: string): Promise<void> {
    await manager.query(`UPDATE app_user SET custom_role_id = $3 WHERE organization_id = $1 AND custom_role_id = $2`, [
      organizationId,
      from,
      to,
    ]);
    await manager.query(
      `UPDATE organization_access SET custom_role_id = $3 WHERE organization_id = $1 AND custom_role_id = $2`,
      [organizationId, from, to],
    );
  }
}
