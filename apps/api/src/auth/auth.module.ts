import { Module } from '@nestjs/common';
import { PRINCIPAL_RESOLVER } from '#access';
import { UsersService } from '#domain/users';
import { IdentityService } from '#integrations';
import { CallerAccessCache } from './caller-access-cache.js';
import { CallerAccessListener } from './caller-access-listener.js';
import { PrincipalResolverService } from './principal-resolver.service.js';

/** Who is calling: identity verification and the user behind it. */
@Module({
  providers: [
    IdentityService,
    UsersService,
    { provide: CallerAccessCache, useFactory: () => new CallerAccessCache() },
    CallerAccessListener,
    { provide: PRINCIPAL_RESOLVER, useClass: PrincipalResolverService },
  ],
  exports: [IdentityService, UsersService, PRINCIPAL_RESOLVER],
})
export class AuthModule {}
