export {
  NotificationDeliveryStatus,
  UserNotificationEntity,
  UserNotificationKind,
} from './user-notification.entity.js';
export {
  type NewUserNotification,
  type RecordedUserNotification,
  recordUserNotifications,
} from './record-user-notifications.js';
export {
  type EmployeeReply,
  notifyCaseAssigned,
  notifyEmployeeReplied,
  notifyEmployeesReplied,
  notifyTaggedInNote,
} from './case-notices.js';
export { NotificationsModule } from './notifications.module.js';
export { NotificationDispatcher } from './notification-dispatcher.js';
export { NotificationRelay } from './notification-relay.js';
export {
  type DeliveryChannel,
  NotificationDeliveryService,
  type PlannedDelivery,
} from './notification-delivery.service.js';
export { type BellNotice, MAX_IDS_TO_MARK, UserNotificationsService } from './user-notifications.service.js';
export { isUserNotificationMessage, type UserNotificationMessage } from './user-notification-message.js';
