import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QueueName } from '#events';
import { IdentityModule } from '#integrations';
import { PeopleService } from './people.service.js';
import { PrescribersService } from './prescribers.service.js';
import { TpaUsersService } from './tpa-users.service.js';
import { UserListService } from './user-list.service.js';
import { UserLookupService } from './user-lookup.service.js';
import { UserSettingsService } from './user-settings.js';
import { UsersService } from './users.service.js';

const services = [
  UsersService,
  UserListService,
  PeopleService,
  PrescribersService,
  TpaUsersService,
  UserLookupService,
  UserSettingsService,
];

/** People, their access to organizations and their sign-in identities; produces welcome, password-reset and e-mail-changed e-mails. */
@Module({
  imports: [IdentityModule, BullModule.registerQueue({ name: QueueName.notifications })],
  providers: services,
  exports: services,
})
export class UsersModule {}
