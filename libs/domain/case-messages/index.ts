export { CaseMessageEntity } from './case-message.entity.js';
export { CaseReplyAddressEntity } from './case-reply-address.entity.js';
export { UnknownSenderReplyEntity } from './unknown-sender-reply.entity.js';
export { CaseReplyAddresses, tokensIn } from './case-reply-addresses.js';
export { addressesIn, senderAddressOf } from './email-addresses.js';
export { CaseMessageThreadEntity } from './case-message-thread.entity.js';
export * from './case-message.enums.js';
export { CaseMessagesService, type SendCaseMessageInput, writeOutboundMessage } from './case-messages.service.js';
export { DueMessages, MESSAGES_DRAIN_JOB } from './due-messages.js';
export {
  type ComposedMessage,
  MessageComposer,
  type ParsedComposeInput,
  PREVIEW_FILE_LINK,
  PREVIEW_FORM_LINK,
} from './message-composer.js';
export { fillMessagePlaceholders } from './message-placeholders.js';
export { MESSAGE_FILE_LINK_DAYS, NOT_A_SENDABLE_FILE } from './message-files.js';
export { smsSegments, type SmsSegments } from './sms-segments.js';
export {
  type CaseMessageLogRow,
  CaseMessagesLogService,
  type CaseMessagesLogFilters,
  CaseMessageStatus,
  MAX_LOG_SEARCH_LENGTH,
} from './case-messages-log.js';
export { MessageDeliveryService, type MessageOutcome, type PendingMessage } from './message-delivery.service.js';
export { DEFAULT_EMAIL_SUBJECT, MessageRefusals, MessageRules, NO_PHI_NOTICE } from './message-rules.js';
export { CaseMessagesModule } from './case-messages.module.js';
export { CaseMessageEventsModule } from './case-message-events.module.js';
export { InboundSmsHandler, threadedReply, UNKNOWN_SENDER_REPLY } from './inbound-sms.handler.js';
export { InboundEmailHandler } from './inbound-email.handler.js';
export { MessageStatusHandler } from './message-status.handler.js';
export { SendgridStatusHandler } from './sendgrid-status.handler.js';
export { MessageAcknowledgementService } from './message-acknowledgement.service.js';
export {
  type MessageConversation,
  type MessageConversationsInput,
  type MessageConversationsPage,
  MessageConversationsService,
} from './message-conversations.service.js';
export {
  NONE_UNACKNOWLEDGED,
  unacknowledgedInbound,
  type UnacknowledgedMessages,
  unacknowledgedMessagesOf,
} from './unacknowledged-messages.js';
