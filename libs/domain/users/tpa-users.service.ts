import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager, In } from 'typeorm';
import {
  alreadyExists,
  badInput,
  createTpaUserRefusal,
  type Principal,
  Role,
  tpaOrganizationsRefusal,
  type TpaSubRole,
  updateTpaUserRefusal,
} from '#access';
import { IdentityService } from '#integrations';
import { OrganizationEntity } from '#domain/organizations';
import { parseInput } from '#domain/shared';
import { asPeopleError, EMAIL_TAKEN_MESSAGE, emailTaken, loadPerson, peopleActor, refuseIf } from './people-access.js';
import {
  type AddTpaUserInput,
  addTpaUserSchema,
  givenFields,
  organizationIdsSchema,
  type UpdateTpaUserInput,
  updateTpaUserSchema,
} from './people-input.js';
import { PeopleService } from './people.service.js';
import { OrganizationAccessEntity } from './organization-access.entity.js';
import { UserEntity } from './user.entity.js';

const NOT_A_TPA_MESSAGE = 'userId: not a TPA user';

/**
 * TPA users (Cvtpa): people of no organization of their own who serve organizations through access
 * entries, holding a TPA sub-role in each. Only Cvadmin adds them and chooses whom they serve.
 */
@Injectable()
export class TpaUsersService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(IdentityService) private readonly identity: IdentityService,
    @Inject(PeopleService) private readonly people: PeopleService,
  ) {}

  async add(principal: Principal, input: AddTpaUserInput): Promise<UserEntity> {
    refuseIf(createTpaUserRefusal(peopleActor(principal)));
    const data = parseInput(addTpaUserSchema, input);
    const user = await this.inTransaction(async (manager) => {
      await this.requireOrganizations(manager, data.organizationIds);
      if (await emailTaken(manager, data.email)) throw alreadyExists(EMAIL_TAKEN_MESSAGE);
      const created = await manager.save(
        manager.create(UserEntity, {
          id: randomUUID(),
          email: data.email,
          firstName: data.firstName,
          lastName: data.lastName,
          phoneNumber: data.phoneNumber ?? null,
          role: Role.CVTPA,
          organizationId: null,
          homeOrganizationId: null,
        }),
      );
      await this.grant(manager, created.id, data.organizationIds, data.tpaSubRole);
      await this.identity.createIdentity({
        uid: created.id,
        email: created.email,
        password: data.password ?? undefined,
        displayName: created.fullName,
      });
      return created;
    });
    if (data.password == null && data.bypassPasswordResetEmail !== true) await this.people.sendWelcome(user);
    return user;
  }

  /** updateTpaUser: name and phone, and the sub-role the TPA holds in the acting organization. */
  async update(principal: Principal, userId: string, input: UpdateTpaUserInput): Promise<UserEntity> {
    const data = parseInput(updateTpaUserSchema, input);
    const organizationId = principal.requireOrganizationId();
    return this.inTransaction(async (manager) => {
      const user = await loadPerson(manager, principal, userId, { lock: true });
      if (user.role !== Role.CVTPA) throw badInput(NOT_A_TPA_MESSAGE, 'userId');
      refuseIf(updateTpaUserRefusal(peopleActor(principal), user, { tpaSubRole: data.tpaSubRole != null }));
      const { tpaSubRole, ...fields } = givenFields(data, input as Record<string, unknown>);
      if (Object.keys(fields).length > 0) {
        await manager.update(UserEntity, { id: user.id }, fields);
        Object.assign(user, fields);
      }
      if (tpaSubRole) {
        const updated = await manager.update(
          OrganizationAccessEntity,
          { userId: user.id, organizationId },
          { role: tpaSubRole },
        );
        // A Cvadmin reaches a TPA of another organization too; a sub-role exists only where the TPA serves.
        if (!updated.affected) throw badInput('tpaSubRole: the TPA does not serve this organization', 'tpaSubRole');
      }
      if (fields.firstName !== undefined || fields.lastName !== undefined) {
        await this.identity.updateIdentity(user.id, { displayName: user.fullName });
      }
      return user;
    });
  }

  /** Grants (or re-grants with this sub-role) access to each organization; asking twice changes nothing more. */
  async addToOrganizations(
    principal: Principal,
    input: { userId: string; organizationIds: string[]; tpaSubRole: TpaSubRole },
  ): Promise<UserEntity> {
    refuseIf(tpaOrganizationsRefusal(peopleActor(principal)));
    const data = parseInput(organizationIdsSchema.extend({ tpaSubRole: addTpaUserSchema.shape.tpaSubRole }), input);
    return this.dataSource.transaction(async (manager) => {
      const user = await this.loadTpa(manager, principal, data.userId);
      await this.requireOrganizations(manager, data.organizationIds);
      await this.grant(manager, user.id, data.organizationIds, data.tpaSubRole);
      return user;
    });
  }

  /** Removes access to each organization; one the TPA does not serve is no failure. */
  async removeFromOrganizations(
    principal: Principal,
    input: { userId: string; organizationIds: string[] },
  ): Promise<UserEntity> {
    refuseIf(tpaOrganizationsRefusal(peopleActor(principal)));
    const data = parseInput(organizationIdsSchema, input);
    return this.dataSource.transaction(async (manager) => {
      const user = await this.loadTpa(manager, principal, data.userId);
      await manager.delete(OrganizationAccessEntity, { userId: user.id, organizationId: In(data.organizationIds) });
      return user;
    });
  }

  private async loadTpa(manager: EntityManager, principal: Principal, userId: string): Promise<UserEntity> {
    const user = await loadPerson(manager, principal, userId, { lock: true });
    if (user.role !== Role.CVTPA) throw badInput(NOT_A_TPA_MESSAGE, 'userId');
    return user;
  }

  private async grant(
    manager: EntityManager,
    userId: string,
    organizationIds: readonly string[],
    tpaSubRole: TpaSubRole,
  ): Promise<void> {
    for (const organizationId of new Set(organizationIds)) {
      await manager.query(
        `INSERT INTO organization_access (organization_id, user_id, role) VALUES ($1, $2, $3)
         ON CONFLICT (organization_id, user_id) DO UPDATE SET role = EXCLUDED.role, updated_at = now()
         WHERE organization_access.role IS DISTINCT FROM EXCLUDED.role`,
        [organizationId, userId, tpaSubRole],
      );
    }
  }

  private async requireOrganizations(manager: EntityManager, organizationIds: readonly string[]): Promise<void> {
    const unique = [...new Set(organizationIds)];
    const found = await manager.findBy(OrganizationEntity, { id: In(unique) });
    const known = new Set(found.map((organization) => organization.id));
    const index = organizationIds.findIndex((id) => !known.has(id));
    if (index >= 0) throw badInput(`organizationIds.${index}: not an organization`, `organizationIds.${index}`);
  }

  private async inTransaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.dataSource.transaction(work);
    } catch (error) {
      throw asPeopleError(error);
    }
  }
}
