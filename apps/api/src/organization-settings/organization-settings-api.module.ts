import { Module } from '@nestjs/common';
import { OrganizationSettingsModule } from '#domain/organization-settings';
import { OrganizationSettingsResolver } from './organization-settings.resolver.js';

/** Organization settings (time zone, workflows, reminders, notification rules) over GraphQL. */
@Module({ imports: [OrganizationSettingsModule], providers: [OrganizationSettingsResolver] })
export class OrganizationSettingsApiModule {}
