import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  type AccessRule,
  forbidden,
  isUuid,
  notFound,
  Permission,
  type Principal,
  restricted,
  Role,
  updateTpaUserRefusal,
  updateUserRefusal,
} from '#access';
import { parseInput } from '#domain/shared';
import { loadPerson, peopleActor, refuseIf } from './people-access.js';
import { findPhysicians } from './physicians.js';
import { type PrescriberDetailsInput, PrescriberIdKey, prescriberDetailsSchema } from './prescriber-input.js';
import { UserEntity } from './user.entity.js';

const { CVADMIN, ADMIN, CASEMANAGER, CASEWORKER, CVTPA } = Role;

/** Staff read prescriber details and the physician list; an employee only its own details. */
export const PrescriberRules = {
  physicians: {
    roles: [CVADMIN, ADMIN, CASEMANAGER, CASEWORKER, CVTPA],
    message: 'Not authorized to list the physicians of this organization',
  },
} satisfies Record<string, AccessRule>;

const READ_MESSAGE = 'Not authorized to read the provider details of this user';

/** A person's prescriber details; user.prescriberIds keeps the outside ids. */
export interface PrescriberDetails {
  user: UserEntity;
  doseSpotUserId: string | null;
  doseSpotClinicId: string | null;
}

export const prescriberDetailsOf = (user: UserEntity): PrescriberDetails => ({
  user,
  doseSpotUserId: user.prescriberIds[PrescriberIdKey.DOSE_SPOT] ?? null,
  doseSpotClinicId: user.prescriberIds[PrescriberIdKey.DOSE_SPOT_CLINIC] ?? null,
});

/**
 * Prescriber data on people (NPI, DEA, the states they are licensed in, their DoseSpot ids) and the
 * physicians of an organization. Anyone reads and edits their own; editing another person follows
 * updateUser (updateTpaUser for a TPA), reading another person is for staff.
 */
@Injectable()
export class PrescribersService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  async details(principal: Principal, userId: string, organizationId?: string | null): Promise<PrescriberDetails> {
    const scoped = organizationId ? principal.inOrganization(organizationId) : principal;
    const user = await loadPerson(this.dataSource.manager, scoped, userId);
    if (user.id !== scoped.userId && scoped.role === Role.USER && !scoped.has(Permission.QUERY_USERS)) {
      throw forbidden(READ_MESSAGE);
    }
    return prescriberDetailsOf(user);
  }

  async update(
    principal: Principal,
    userId: string,
    organizationId: string | null | undefined,
    input: PrescriberDetailsInput,
  ): Promise<PrescriberDetails> {
    const data = parseInput(prescriberDetailsSchema, input);
    const scoped = organizationId ? principal.inOrganization(organizationId) : principal;
    return this.dataSource.transaction(async (manager) => {
      const user = await loadPerson(manager, scoped, userId, { lock: true });
      const actor = peopleActor(scoped);
      refuseIf(user.role === Role.CVTPA ? updateTpaUserRefusal(actor, user) : updateUserRefusal(actor, user));
      const changes: Partial<UserEntity> = {};
      if (data.npi !== undefined) changes.npi = data.npi;
      if (data.dea !== undefined) changes.dea = data.dea;
      if (data.availableInStates !== undefined) changes.availableInStates = [...(data.availableInStates ?? [])].sort();
      const ids = { ...user.prescriberIds };
      const setId = (key: string, value: string | null | undefined) => {
        if (value === undefined) return;
        if (value === null) delete ids[key];
        else ids[key] = value;
      };
      setId(PrescriberIdKey.DOSE_SPOT, data.doseSpotUserId);
      setId(PrescriberIdKey.DOSE_SPOT_CLINIC, data.doseSpotClinicId);
      changes.prescriberIds = ids;
      Object.assign(user, changes);
      await manager.update(UserEntity, { id: user.id }, changes);
      return prescriberDetailsOf(user);
    });
  }

  /** getPhysiciansByOrganizationId: who can prescribe in the organization (see findPhysicians). */
  async physicians(principal: Principal, organizationId: string | null | undefined): Promise<UserEntity[]> {
    const target = organizationId ?? principal.requireOrganizationId();
    if (!isUuid(target)) throw notFound();
    principal.inOrganization(target).assertSatisfies(restricted(PrescriberRules.physicians));
    return findPhysicians(this.dataSource.manager, target);
  }
}
