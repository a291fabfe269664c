import { Module } from '@nestjs/common';
import { OrganizationsService } from './organizations.service.js';

/** Organizations, their settings and custom roles. */
@Module({ providers: [OrganizationsService], exports: [OrganizationsService] })
export class OrganizationsModule {}
