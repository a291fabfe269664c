import { Inject, Injectable } from '@nestjs/common';
import {
  type AccessSubject,
  authorizedUserNotFound,
  invalidAuthorization,
  Principal,
  type PrincipalResolver,
  type RequestIdentity,
} from '#access';
import { UsersService } from '#domain/users';
import { IdentityService } from '#integrations';
import { CallerAccessCache } from './caller-access-cache.js';

/** Bearer ID token → the user's access (cached until it changes, see CallerAccessCache) → principal. */
@Injectable()
export class PrincipalResolverService implements PrincipalResolver {
  constructor(
    @Inject(IdentityService) private readonly identity: IdentityService,
    @Inject(UsersService) private readonly users: UsersService,
    @Inject(CallerAccessCache) private readonly cache: CallerAccessCache,
  ) {}

  async resolve(request: RequestIdentity): Promise<Principal> {
    if (!request.bearerToken) throw invalidAuthorization('Missing authorization token');
    let uid: string;
    try {
      uid = await this.identity.verifyIdToken(request.bearerToken);
    } catch {
      // Tampered, expired or for another project: the client gets a fresh token and retries.
      throw invalidAuthorization();
    }
    const subject = await this.accessOf(uid);
    if (!subject) throw authorizedUserNotFound();
    return Principal.forSession(subject, request.storedOrganizationId);
  }

  private async accessOf(uid: string): Promise<AccessSubject | null> {
    const cached = this.cache.get(uid);
    if (cached) return cached;
    const startedAt = this.cache.readStarted();
    const subject = await this.users.accessSubject(uid);
    if (subject) this.cache.store(uid, subject, startedAt);
    return subject;
  }
}
