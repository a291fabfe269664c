/** What is published on a user's topic when a notice reaches them: ids only, the reader loads the rest. */
export interface UserNotificationMessage {
  type: 'USER_NOTIFICATION';
  id: string;
  userId: string;
  organizationId: string;
}

export const isUserNotificationMessage = (message: unknown): message is UserNotificationMessage =>
  typeof message === 'object' &&
  message !== null &&
  (message as { type?: unknown }).type === 'USER_NOTIFICATION' &&
  typeof (message as { id?: unknown }).id === 'string';
