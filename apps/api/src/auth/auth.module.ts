import { Module } from '@nestjs/common';
import { PRINCIPAL_RESOLVER } from '#access';
import { UsersModule } from '#domain/users';
import { IdentityModule } from '#integrations';
import { CallerAccessCache } from './caller-access-cache.js';
import { CallerAccessListener } from './caller-access-listener.js';
import { LiveSessions } from './live-sessions.js';
import { PrincipalResolverService } from './principal-resolver.service.js';

/** Who is calling: identity verification and the user behind it. */
@Module({
  imports: [IdentityModule, UsersModule],
  providers: [
    { provide: CallerAccessCache, useFactory: () => new CallerAccessCache() },
    CallerAccessListener,
    LiveSessions,
    { provide: PRINCIPAL_RESOLVER, useClass: PrincipalResolverService },
  ],
  exports: [PRINCIPAL_RESOLVER, CallerAccessCache, LiveSessions],
})
export class AuthModule {}
