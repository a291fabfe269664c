import { Module } from '@nestjs/common';
import { IdentityService } from './identity.service.js';

/** The identity provider (Firebase Auth through firebase-admin): one instance however many areas import it. */
@Module({ providers: [IdentityService], exports: [IdentityService] })
export class IdentityModule {}
