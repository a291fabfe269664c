export { NotificationDeliveryStatus, UserNotificationEntity, UserNotificationKind } from './user-notification.entity.js';
export {
  type NewUserNotification,
  type RecordedUserNotification,
  recordUserNotifications,
} from './record-user-notifications.js';
