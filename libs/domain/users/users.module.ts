import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { QueueName } from '#events';
import { IdentityModule } from '#integrations';
import { UserListService } from './user-list.service.js';
import { UserSettingsService } from './user-settings.js';
import { UsersService } from './users.service.js';

const services = [UsersService, UserListService, UserSettingsService];

/** People, their access to organizations and their sign-in identities; produces password-reset e-mails. */
@Module({
  imports: [IdentityModule, BullModule.registerQueue({ name: QueueName.notifications })],
  providers: services,
  exports: services,
})
export class UsersModule {}
