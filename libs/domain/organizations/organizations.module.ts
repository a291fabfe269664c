import { Module } from '@nestjs/common';
import { CustomRolesService } from './custom-roles.service.js';
import { OrganizationsService } from './organizations.service.js';

/** Organizations, their settings and custom roles. */
@Module({ providers: [OrganizationsService, CustomRolesService], exports: [OrganizationsService, CustomRolesService] })
export class OrganizationsModule {}
