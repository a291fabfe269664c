import { type EntityManager, IsNull } from 'typeorm';
import { CustomRoleEntity, OrganizationEntity } from '#domain/organizations';
import { UserEntity } from '#domain/users';
import { ACME_OWNER_ROLE, DEMO_CUSTOM_ROLE_USERS } from './demo-custom-roles.js';
import { DEMO_ORGANIZATIONS } from './demo-data.js';

/**
 * Where Acme exists: adds its own OWNER role unless it has one by that name, adds the demo owner if missing
 * (a database seeded before it existed gets it too), and gives the owner the role while the owner holds no
 * custom role (so a role chosen later is kept). Returns whether it added the role.
 */
export async function seedDemoCustomRoles(manager: EntityManager): Promise<boolean> {
  const organizationId = DEMO_ORGANIZATIONS[ACME_OWNER_ROLE.organization].id;
  if (!(await manager.existsBy(OrganizationEntity, { id: organizationId }))) return false;
  const missing = !(await manager.existsBy(CustomRoleEntity, { organizationId, name: ACME_OWNER_ROLE.name }));
  if (missing) {
    await manager.insert(CustomRoleEntity, {
      id: ACME_OWNER_ROLE.id,
      organizationId,
      name: ACME_OWNER_ROLE.name,
      label: ACME_OWNER_ROLE.label,
      permissions: [...ACME_OWNER_ROLE.permissions],
    });
  }
  const role = await manager.findOneByOrFail(CustomRoleEntity, { organizationId, name: ACME_OWNER_ROLE.name });
  for (const demo of DEMO_CUSTOM_ROLE_USERS) {
    if (!(await manager.existsBy(UserEntity, { id: demo.id }))) {
      await manager.insert(UserEntity, {
        id: demo.id,
        email: demo.email,
        firstName: demo.firstName,
        lastName: demo.lastName,
        role: demo.role,
        organizationId,
        homeOrganizationId: organizationId,
      });
    }
    await manager.update(UserEntity, { id: demo.id, customRoleId: IsNull() }, { customRoleId: role.id });
  }
  return missing;
}
