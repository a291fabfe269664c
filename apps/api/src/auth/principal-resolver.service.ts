import { Inject, Injectable } from '@nestjs/common';
import {
  authorizedUserNotFound,
  invalidAuthorization,
  Principal,
  type PrincipalResolver,
  type RequestIdentity,
} from '#access';
import { UsersService } from '#domain/users';
import { IdentityService } from '#integrations';

/** Bearer ID token → user row → principal in the effective organization. */
@Injectable()
export class PrincipalResolverService implements PrincipalResolver {
  constructor(
    @Inject(IdentityService) private readonly identity: IdentityService,
    @Inject(UsersService) private readonly users: UsersService,
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
    const subject = await this.users.accessSubject(uid);
    if (!subject) throw authorizedUserNotFound();
    return Principal.forSession(subject, request.storedOrganizationId);
  }
}
