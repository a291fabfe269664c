import { randomUUID } from 'node:crypto';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { DataSource, type EntityManager } from 'typeorm';
import { z } from 'zod';
import {
  alreadyExists,
  badInput,
  changeEmailRefusal,
  changeRoleRefusal,
  createUserRefusal,
  deleteUserRefusal,
  type Principal,
  Role,
  updateUserRefusal,
} from '#access';
import { addJob, QueueName } from '#events';
import { IdentityService } from '#integrations';
import { parseInput } from '#domain/shared';
import {
  asPeopleError,
  EMAIL_TAKEN_MESSAGE,
  emailTaken,
  findCustomRole,
  loadPerson,
  peopleActor,
  refuseIf,
  requireOrganization,
} from './people-access.js';
import {
  type AddUserInput,
  addUserSchema,
  changeRoleSchema,
  emailAddress,
  givenFields,
  type UpdateUserInput,
  updateUserSchema,
} from './people-input.js';
import { OrganizationAccessEntity } from './organization-access.entity.js';
import { UserEntity } from './user.entity.js';

const TPA_ROLE_MESSAGE = 'role: a TPA user is added with addTpaUser and its sub-roles changed with updateTpaUser';

/**
 * Adding, editing, re-roling, re-addressing and deleting people of an organization. Every change to a
 * sign-in identity happens last inside the transaction, so the user row and its identity change together
 * or not at all; the e-mails go out through the worker after the commit.
 */
@Injectable()
export class PeopleService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(IdentityService) private readonly identity: IdentityService,
    @InjectQueue(QueueName.notifications) private readonly notifications: Queue,
  ) {}

  /** addUser: a user of the acting organization (or of input.organizationId), its identity and welcome e-mail. */
  async add(caller: Principal, input: AddUserInput): Promise<UserEntity> {
    const data = parseInput(addUserSchema, input);
    const principal = data.organizationId ? caller.inOrganization(data.organizationId) : caller;
    const organizationId = principal.requireOrganizationId();
    refuseIf(
      createUserRefusal(peopleActor(principal), data.role, {
        password: data.password != null,
        bypassWelcomeEmail: data.bypassPasswordResetEmail === true,
      }),
    );
    if (data.role === Role.CVTPA) throw badInput(TPA_ROLE_MESSAGE, 'role');
    const user = await this.inTransaction(async (manager) => {
      await requireOrganization(manager, organizationId);
      const customRole = data.customRole ? await findCustomRole(manager, organizationId, data.customRole) : null;
      if (data.customRole && !customRole) {
        throw badInput('customRole: not a custom role of this organization', 'customRole');
      }
      if (await emailTaken(manager, data.email)) throw alreadyExists(EMAIL_TAKEN_MESSAGE);
      const created = await manager.save(
        manager.create(UserEntity, {
          id: randomUUID(),
          email: data.email,
          firstName: data.firstName,
          lastName: data.lastName,
          role: data.role,
          customRoleId: customRole?.id ?? null,
          organizationId,
          homeOrganizationId: organizationId,
          phoneNumber: data.phoneNumber ?? null,
          employeeId: data.employeeId ?? null,
          department: data.department ?? null,
          jobTitle: data.jobTitle ?? null,
          directSupervisor: data.directSupervisor ?? null,
          hoursWorkedPerWeek: data.hoursWorkedPerWeek == null ? null : String(data.hoursWorkedPerWeek),
        }),
      );
      // Last step: if the identity cannot be created, the row rolls back.
      await this.identity.createIdentity({
        uid: created.id,
        email: created.email,
        password: data.password ?? undefined,
        displayName: created.fullName,
      });
      return created;
    });
    // A first password was set, or the caller chose to tell the person itself: no welcome e-mail then.
    if (data.password == null && data.bypassPasswordResetEmail !== true) await this.sendWelcome(user);
    return user;
  }

  /**
   * A person signing themselves up (a partner's landing page): a USER of the organization and its identity
   * with the chosen password, in one transaction. `alsoWrite` stores what the sign-up carries besides the
   * user row, in the same transaction. No welcome e-mail: the person chose their password.
   */
  async addSelfSignedUp(
    organizationId: string,
    person: { email: string; firstName: string; lastName: string; password: string; phoneNumber: string | null },
    alsoWrite: (manager: EntityManager, user: UserEntity) => Promise<void>,
  ): Promise<UserEntity> {
    return this.inTransaction(async (manager) => {
      if (await emailTaken(manager, person.email)) throw alreadyExists(EMAIL_TAKEN_MESSAGE);
      const created = await manager.save(
        manager.create(UserEntity, {
          id: randomUUID(),
          email: person.email,
          firstName: person.firstName,
          lastName: person.lastName,
          role: Role.USER,
          organizationId,
          homeOrganizationId: organizationId,
          phoneNumber: person.phoneNumber,
        }),
      );
      await alsoWrite(manager, created);
      // Last step: if the identity cannot be created, the rows roll back.
      await this.identity.createIdentity({
        uid: created.id,
        email: created.email,
        password: person.password,
        displayName: created.fullName,
      });
      return created;
    });
  }

  /** updateUser: the given fields replace the stored ones; the password goes to the identity only. */
  async update(principal: Principal, userId: string, input: UpdateUserInput): Promise<UserEntity> {
    const data = parseInput(updateUserSchema, input);
    return this.inTransaction(async (manager) => {
      const user = await loadPerson(manager, principal, userId, { lock: true });
      refuseIf(updateUserRefusal(peopleActor(principal), user, { password: data.password != null }));
      const { password, hoursWorkedPerWeek, ...fields } = givenFields(data, input as Record<string, unknown>);
      const changes: Partial<UserEntity> = { ...fields };
      if (hoursWorkedPerWeek !== undefined) {
        changes.hoursWorkedPerWeek = hoursWorkedPerWeek === null ? null : String(hoursWorkedPerWeek);
      }
      Object.assign(user, changes);
      if (Object.keys(changes).length > 0) await manager.update(UserEntity, { id: user.id }, changes);
      const nameChanged = fields.firstName !== undefined || fields.lastName !== undefined;
      if (password != null || nameChanged) {
        await this.identity.updateIdentity(user.id, {
          ...(password != null ? { password } : {}),
          ...(nameChanged ? { displayName: user.fullName } : {}),
        });
      }
      return user;
    });
  }

  /** changeUserEmail: the row and the sign-in identity; both the old and the new address are told. */
  async changeEmail(principal: Principal, userId: string, email: string): Promise<UserEntity> {
    const address = parseInput(z.object({ email: emailAddress }), { email }).email;
    let previousEmail: string | null = null;
    const user = await this.inTransaction(async (manager) => {
      const user = await loadPerson(manager, principal, userId, { lock: true });
      refuseIf(changeEmailRefusal(peopleActor(principal), user));
      if (user.email === address) return user;
      if (await emailTaken(manager, address, user.id)) throw alreadyExists(EMAIL_TAKEN_MESSAGE);
      previousEmail = user.email;
      user.email = address;
      await manager.update(UserEntity, { id: user.id }, { email: address });
      await this.identity.updateIdentity(user.id, { email: address });
      return user;
    });
    // Asking for the address it already has changes nothing and tells nobody.
    if (previousEmail) {
      await addJob(this.notifications, 'users.send-email-changed', {
        organizationId: user.organizationId,
        userId: user.id,
        previousEmail,
      });
    }
    return user;
  }

  /**
   * changeUserRole(role, userId, isCustomRole, customRole): the role and the custom role the person holds
   * in the acting organization (its own, or for someone reaching it through an access entry, that entry's
   * custom role). Without isCustomRole the custom role is cleared, so the role's defaults apply again.
   */
  async changeRole(
    principal: Principal,
    userId: string,
    input: { role: Role; isCustomRole?: boolean | null; customRole?: string | null },
  ): Promise<UserEntity> {
    const data = parseInput(changeRoleSchema, input);
    if (data.isCustomRole && !data.customRole) {
      throw badInput('customRole: is required with isCustomRole', 'customRole');
    }
    const organizationId = principal.requireOrganizationId();
    return this.inTransaction(async (manager) => {
      const user = await loadPerson(manager, principal, userId, { lock: true });
      refuseIf(changeRoleRefusal(peopleActor(principal), user, data.role));
      if (data.role === Role.CVTPA || user.role === Role.CVTPA) throw badInput(TPA_ROLE_MESSAGE, 'role');
      const customRole = data.isCustomRole ? await findCustomRole(manager, organizationId, data.customRole!) : null;
      if (data.isCustomRole && !customRole) {
        throw badInput('customRole: not a custom role of this organization', 'customRole');
      }
      user.role = data.role;
      const entry = (user.organizationAccess ?? []).find((access) => access.organizationId === organizationId);
      if (user.organizationId !== organizationId && entry) {
        await manager.update(OrganizationAccessEntity, { id: entry.id }, { customRoleId: customRole?.id ?? null });
      } else {
        user.customRoleId = customRole?.id ?? null;
        user.customRole = customRole;
      }
      await manager.update(UserEntity, { id: user.id }, { role: user.role, customRoleId: user.customRoleId });
      return user;
    });
  }

  /**
   * deleteUser: the row stays, marked deleted, so the person's cases, comments and timeline still name them;
   * they can no longer sign in (their access is read only for users not deleted), lists leave them out, and
   * their address is free for a new account (the e-mail is unique among users not deleted). The identity is
   * removed last. Deleting a deleted user again answers the same and changes nothing.
   */
  async remove(principal: Principal, userId: string): Promise<UserEntity> {
    return this.inTransaction(async (manager) => {
      const user = await loadPerson(manager, principal, userId, { lock: true, withDeleted: true });
      refuseIf(deleteUserRefusal(peopleActor(principal), user));
      if (user.deletedAt) return user;
      user.deletedAt = new Date();
      await manager.update(UserEntity, { id: user.id }, { deletedAt: user.deletedAt });
      await this.identity.removeIdentity(user.id);
      return user;
    });
  }

  /** jobId = the user's id: one welcome per person, however often it is asked for. */
  async sendWelcome(user: Pick<UserEntity, 'id' | 'organizationId'>): Promise<void> {
    await addJob(
      this.notifications,
      'users.send-welcome',
      { organizationId: user.organizationId, userId: user.id },
      { jobId: `welcome-${user.id}` },
    );
  }

  /** A transaction whose e-mail collisions (a race on the unique index, a taken identity) are ALREADY_EXISTS. */
  private async inTransaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.dataSource.transaction(work);
    } catch (error) {
      throw asPeopleError(error);
    }
  }
}
