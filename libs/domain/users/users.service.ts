import { randomUUID } from 'node:crypto';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { DataSource, IsNull } from 'typeorm';
import { z } from 'zod';
import { type AccessSubject, alreadyExists, isUuid, type Principal, Role } from '#access';
import { APP_CONFIG, type AppConfig } from '#config';
import { addJob, QueueName } from '#events';
import { IdentityService } from '#integrations';
import { parseInput } from '#domain/shared';
import { isAbsoluteUrl, isAppAddress } from './app-address.js';
import { ACCESS_SUBJECT_SQL, type AccessSubjectRow, toAccessSubjectFromRow } from './access-subject-query.js';
import { USER_ACCESS_RELATIONS } from './user-access.js';
import { UserEntity } from './user.entity.js';

const email = z
  .email('must be an e-mail address')
  .max(320)
  .transform((value) => value.trim().toLowerCase());
const name = z.string().trim().min(1, 'is required').max(100);

const createCvAdminSchema = z.object({
  email,
  firstName: name,
  lastName: name,
  password: z.string().min(6, 'must be at least 6 characters').max(128).optional(),
});
export type CreateCvAdminInput = z.input<typeof createCvAdminSchema>;

@Injectable()
export class UsersService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(IdentityService) private readonly identity: IdentityService,
    @InjectQueue(QueueName.notifications) private readonly notifications: Queue,
  ) {}

  /**
   * A user with what its access depends on (custom role, organization access entries). Identity
   * uids of accounts made outside this application are not UUIDs: no user row can have them.
   */
  async findWithAccess(userId: string): Promise<UserEntity | null> {
    if (!isUuid(userId)) return null;
    // `find`, not `findOne`: with joined relations findOne adds a DISTINCT … LIMIT 1 query before the
    // real one, and this runs on every request. The id is unique, so there is one row at most.
    const [user] = await this.dataSource.getRepository(UserEntity).find({
      where: { id: userId },
      relations: USER_ACCESS_RELATIONS,
      // In the order granted, as the caller's access is read (access-subject-query.ts).
      order: { organizationAccess: { createdAt: 'ASC', id: 'ASC' } },
    });
    return user ?? null;
  }

  /** What the access rules need of a user (the caller of every signed-in request), in one statement. */
  async accessSubject(userId: string): Promise<AccessSubject | null> {
    if (!isUuid(userId)) return null;
    const [row]: AccessSubjectRow[] = await this.dataSource.query(ACCESS_SUBJECT_SQL, [userId]);
    return row ? toAccessSubjectFromRow(row) : null;
  }

  /** The user signing in with this address now; a deleted user's former address finds nobody. */
  findByEmail(address: string): Promise<UserEntity | null> {
    return this.dataSource
      .getRepository(UserEntity)
      .findOneBy({ email: address.trim().toLowerCase(), deletedAt: IsNull() });
  }

  /** Creates a platform admin: the user row and its identity commit together or not at all. */
  async createCvAdmin(actor: Principal, input: CreateCvAdminInput): Promise<UserEntity> {
    const data = parseInput(createCvAdminSchema, input);
    if (await this.findByEmail(data.email)) throw alreadyExists('A user with this e-mail already exists');
    return this.dataSource.transaction(async (manager) => {
      const user = await manager.save(
        manager.create(UserEntity, {
          id: randomUUID(),
          email: data.email,
          firstName: data.firstName,
          lastName: data.lastName,
          role: Role.CVADMIN,
          organizationId: actor.subject.organizationId,
          homeOrganizationId: actor.subject.organizationId,
        }),
      );
      // Last step inside the transaction: if the identity cannot be created, the row rolls back.
      await this.identity.createIdentity({
        uid: user.id,
        email: user.email,
        password: data.password,
        displayName: user.fullName,
      });
      return user;
    });
  }

  /**
   * Queues a password-reset e-mail. Answers the same whether or not the address is known, so the
   * operation cannot be used to find out who has an account.
   */
  async requestPasswordReset(input: { email: string; redirectUrl: string }): Promise<void> {
    const data = parseInput(
      z.object({
        email,
        // `abort`: the second check needs a URL; a refusal is always BAD_USER_INPUT, never a thrown TypeError.
        redirectUrl: z
          .string()
          .refine(isAbsoluteUrl, { message: 'must be a URL', abort: true })
          .refine((url) => isAppAddress(url, this.config), 'must be an address of this application'),
      }),
      input,
    );
    const user = await this.findByEmail(data.email);
    if (!user) return;
    await addJob(this.notifications, 'users.send-password-reset', {
      organizationId: user.organizationId,
      userId: user.id,
      redirectUrl: data.redirectUrl,
    });
  }
}
