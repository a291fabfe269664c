import { graphql } from '../../generated';

/** How many of the signed-in person's notices are unread, for the bell's badge. */
export const UNREAD_NOTIFICATIONS_QUERY = graphql(`
  query NotificationBellUnread {
    unreadNotificationCount
  }
`);

/** One page of the person's notices, newest first. */
export const MY_NOTIFICATIONS_QUERY = graphql(`
  query NotificationBellList($recordsPerPage: Int, $after: String) {
    myNotifications(recordsPerPage: $recordsPerPage, after: $after) {
      totalCount
      pageInfo {
        endCursor
        hasNextPage
      }
      notifications {
        id
        kind
        title
        body
        caseId
        caseNumber
        caseAvailable
        createdAt
        readAt
      }
    }
  }
`);

export const MARK_NOTIFICATIONS_READ_MUTATION = graphql(`
  mutation NotificationBellMarkRead($ids: [ID!]!) {
    markNotificationsRead(ids: $ids) {
      success
      unreadCount
      notifications {
        id
        readAt
      }
    }
  }
`);

export const MARK_ALL_NOTIFICATIONS_READ_MUTATION = graphql(`
  mutation NotificationBellMarkAllRead {
    markAllNotificationsRead {
      success
      unreadCount
    }
  }
`);

/** A new notice for the signed-in person (its own only), with the unread count after it. */
export const NOTIFICATION_RECEIVED_SUBSCRIPTION = graphql(`
  subscription NotificationBellReceived {
    notificationReceived {
      id
      kind
      title
      caseId
      createdAt
      unreadCount
    }
  }
`);
