import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { mayViewUser, notFound, Permission, type Principal } from '#access';
import { parseInput } from '#domain/shared';
import { loadPerson, peopleActor } from './people-access.js';
import { emailAddress } from './people-input.js';
import { UserEntity } from './user.entity.js';

/**
 * One person's profile (userById, userByEmail): a user of the organization the caller acts in (a Cvadmin
 * reaches everyone), for staff or for the person itself. Anything else is NOT_FOUND, never a hint.
 */
@Injectable()
export class UserLookupService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** A deleted user's profile stays readable (deletedAt set): the former user their cases name. */
  async byId(principal: Principal, userId: string): Promise<UserEntity> {
    const user = await loadPerson(this.dataSource.manager, principal, userId, { withDeleted: true });
    return this.visible(principal, user);
  }

  /** By the address a user signs in with now: a deleted user's former address finds nobody. */
  async byEmail(principal: Principal, email: string): Promise<UserEntity> {
    const address = parseInput(z.object({ email: emailAddress }), { email }).email;
    const [row]: { id: string }[] = await this.dataSource.query(
      'SELECT id FROM app_user WHERE email = $1 AND deleted_at IS NULL',
      [address],
    );
    if (!row) throw notFound();
    return this.byId(principal, row.id);
  }

  private visible(principal: Principal, user: UserEntity): UserEntity {
    const actor = { ...peopleActor(principal), mayQueryUsers: principal.has(Permission.QUERY_USERS) };
    if (!mayViewUser(actor, user)) throw notFound();
    return user;
  }
}
