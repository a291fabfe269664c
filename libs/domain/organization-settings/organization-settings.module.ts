import { Module } from '@nestjs/common';
import { OrganizationSettingsService } from './organization-settings.service.js';

/** Changing an organization's workflow, reminder and notification settings. */
@Module({ providers: [OrganizationSettingsService], exports: [OrganizationSettingsService] })
export class OrganizationSettingsModule {}
