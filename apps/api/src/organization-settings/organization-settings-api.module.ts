import { Module } from '@nestjs/common';
import { OrganizationSettingsModule } from '#domain/organization-settings';
import { OrganizationSettingsResolver } from './organization-settings.resolver.js';
import { SettingsReadersResolver } from './settings-readers.resolver.js';

/** Organization settings over GraphQL: the editor's read and write, and each audience's reader. */
@Module({ imports: [OrganizationSettingsModule], providers: [OrganizationSettingsResolver, SettingsReadersResolver] })
export class OrganizationSettingsApiModule {}
