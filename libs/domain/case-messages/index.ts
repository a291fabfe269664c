export { CaseMessageEntity } from './case-message.entity.js';
export * from './case-message.enums.js';
export { CaseMessagesService, type SendCaseMessageInput } from './case-messages.service.js';
export {
  type CaseMessageLogRow,
  CaseMessagesLogService,
  type CaseMessagesLogFilters,
  CaseMessageStatus,
  MAX_LOG_SEARCH_LENGTH,
} from './case-messages-log.js';
export { MessageDeliveryService } from './message-delivery.service.js';
export { DEFAULT_EMAIL_SUBJECT, MessageRefusals, MessageRules, NO_PHI_NOTICE } from './message-rules.js';
export { CaseMessagesModule } from './case-messages.module.js';
export { CaseMessageEventsModule } from './case-message-events.module.js';
export { InboundSmsHandler, threadedReply } from './inbound-sms.handler.js';
export { MessageStatusHandler } from './message-status.handler.js';
