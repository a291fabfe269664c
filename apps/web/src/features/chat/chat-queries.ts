import { graphql } from '../../generated';

/** One case's thread as the inbox lists it. */
export const CHAT_CONVERSATION_FIELDS = graphql(`
  fragment ChatConversationFields on MessageConversation {
    caseId
    shortId
    title
    employeeName
    lastMessageId
    lastMessageChannel
    lastMessageDirection
    lastMessagePreview
    lastMessageSubject
    lastMessageAt
    unreadCount
  }
`);

/** The inbox, newest last message first; `after` pages on. */
export const CHAT_CONVERSATIONS_QUERY = graphql(`
  query ChatConversations($input: MessageConversationsInput) {
    messageConversations(input: $input) {
      pageInfo {
        endCursor
        hasNextPage
      }
      conversations {
        ...ChatConversationFields
      }
    }
  }
`);

/** A message arrived, was sent or acknowledged on a case of the inbox: the inbox and open thread reload. */
export const CHAT_CONVERSATIONS_CHANGED_SUBSCRIPTION = graphql(`
  subscription ChatConversationsChanged {
    messageConversationsChanged {
      caseId
      activityType
      occurredAt
    }
  }
`);

/** The open conversation's thread (what the employee may read of it, for an employee). */
export const CHAT_THREAD_QUERY = graphql(`
  query ChatThread($caseId: ID!) {
    caseById(caseId: $caseId) {
      id
      messages {
        ...CaseMessageFields
      }
    }
  }
`);

export const CHAT_ACKNOWLEDGE_MUTATION = graphql(`
  mutation ChatAcknowledgeMessages($caseId: ID!) {
    acknowledgeCaseMessages(caseId: $caseId) {
      success
      case {
        id
        unacknowledgedMessageCount
      }
    }
  }
`);

export const CHAT_SEND_MUTATION = graphql(`
  mutation ChatSendMessage($input: SendCaseMessageInput!) {
    sendCaseMessage(input: $input) {
      success
      caseMessage {
        ...CaseMessageFields
      }
    }
  }
`);
