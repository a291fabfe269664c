import { Module } from '@nestjs/common';
import { CasesModule } from '#domain/cases';
import { NotificationsModule } from '#domain/notifications';
import { NotificationCaseAccess } from './notification-case-access.js';
import { NotificationsResolver } from './notifications.resolver.js';

/** The bell over GraphQL: the caller's notices, marking them read, and new ones live. */
@Module({
  imports: [NotificationsModule, CasesModule],
  providers: [NotificationsResolver, NotificationCaseAccess],
})
export class NotificationsApiModule {}
