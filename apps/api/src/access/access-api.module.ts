import { Module } from '@nestjs/common';
import { MyPermissionsResolver } from './my-permissions.resolver.js';

/** What the caller may do in its organization (myPermissions), by the rules the guards apply. */
@Module({ providers: [MyPermissionsResolver] })
export class AccessApiModule {}
