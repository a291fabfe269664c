import { Init1795303948278 } from './1795303948278-init.js';
import { Forms1795308181287 } from './1795308181287-forms.js';
import { CaseEscalations1795312825938 } from './1795312825938-case-escalations.js';
import { ActivityClockTimestamp1795315560113 } from './1795315560113-activity-clock-timestamp.js';
import { CaseConversation1795315934871 } from './1795315934871-case-conversation.js';
import { AnonymousUploads1795316240655 } from './1795316240655-anonymous-uploads.js';
import { CaseDecisions1795317114012 } from './1795317114012-case-decisions.js';
import { SupportNotesAndFmla1795317316528 } from './1795317316528-support-notes-and-fmla.js';
import { CaseAttachments1795317552050 } from './1795317552050-case-attachments.js';
import { ConversationAttachments1795320830244 } from './1795320830244-conversation-attachments.js';
import { CaseStatusArchivedIndex1795329688045 } from './1795329688045-case-status-archived-index.js';
import { CaseStatusCounts1795335415665 } from './1795335415665-case-status-counts.js';
import { UserAccessNotifications1795337000000 } from './1795337000000-user-access-notifications.js';
import { ActivityWorkflowDone1795506539560 } from './1795506539560-activity-workflow-done.js';
import { InternalNoteAttachments1795508169683 } from './1795508169683-internal-note-attachments.js';
import { CommunicationTemplates1795531515792 } from './1795531515792-communication-templates.js';
import { CaseMessages1795532783927 } from './1795532783927-case-messages.js';
import { ProviderEventsAndSmsConsent1795531687870 } from './1795531687870-provider-events-and-sms-consent.js';
import { CaseMessageProviderStatus1795540000000 } from './1795540000000-case-message-provider-status.js';
import { CaseReplyAddresses1795560000000 } from './1795560000000-case-reply-addresses.js';
import { UnknownSenderReplies1795580000000 } from './1795580000000-unknown-sender-replies.js';
import { ProviderEventOutcome1795610000000 } from './1795610000000-provider-event-outcome.js';
import { CaseMessageThreadWrittenByPeople1795620000000 } from './1795620000000-case-message-thread-written-by-people.js';
import { CaseMessageAcknowledgement1795550000000 } from './1795550000000-case-message-acknowledgement.js';
import { CaseMessageLogIndex1795570000000 } from './1795570000000-case-message-log-index.js';
import { Documents1795590000000 } from './1795590000000-documents.js';
import { CaseCategories1795600000000 } from './1795600000000-case-categories.js';
import { NotificationsAndCalendar1795630000000 } from './1795630000000-notifications-and-calendar.js';
import { WorkflowRuns1795640000000 } from './1795640000000-workflow-runs.js';
import { OrganizationSecretKeys1795660000000 } from './1795660000000-organization-secret-keys.js';
import { Reminders1795670000000 } from './1795670000000-reminders.js';
import { UserSoftDelete1795680000000 } from './1795680000000-user-soft-delete.js';
import { UserAccessibilitySettings1795700000000 } from './1795700000000-user-accessibility-settings.js';
import { PartnerIntegrationInfo1795730000000 } from './1795730000000-partner-integration-info.js';
import { CatalogTables1795740000000 } from './1795740000000-catalog-tables.js';
import { PromoCodes1795750000000 } from './1795750000000-promo-codes.js';
import { PartnerSignUps1795760000000 } from './1795760000000-partner-sign-ups.js';
import { PaymentMethods1795780000000 } from './1795780000000-payment-methods.js';
import { PartnerSignUpReferrals1795790000000 } from './1795790000000-partner-sign-up-referrals.js';
import { CaseProductBundle1795800000000 } from './1795800000000-case-product-bundle.js';
import { CasePayments1795810000000 } from './1795810000000-case-payments.js';
import { PaymentCharges1795820000000 } from './1795820000000-payment-charges.js';
import { SignUpPayments1795830000000 } from './1795830000000-sign-up-payments.js';
import { AffiliateRelations1795850000000 } from './1795850000000-affiliate-relations.js';
import { CaseImports1795860000000 } from './1795860000000-case-imports.js';
import { CaseOrders1795870000000 } from './1795870000000-case-orders.js';
import { CaseConsultsAndFollowUps1795890000000 } from './1795890000000-case-consults-and-follow-ups.js';
import { PartnerWebhooks1795900000000 } from './1795900000000-partner-webhooks.js';
import { ReportSchedules1795920000000 } from './1795920000000-report-schedules.js';
import { ForeignKeyIndexes1795983091075 } from './1795983091075-foreign-key-indexes.js';
import { CaseMessageClaims1795993610760 } from './1795993610760-case-message-claims.js';
import { AppUserPhoneDigits1796010000000 } from './1796010000000-app-user-phone-digits.js';

/** Applied in order; `npm run migration:generate` adds each new migration here. */
export const migrations: Function[] = [
  Init1795303948278,
  Forms1795308181287,
  CaseEscalations1795312825938,
  ActivityClockTimestamp1795315560113,
  CaseConversation1795315934871,
  AnonymousUploads1795316240655,
  CaseDecisions1795317114012,
  SupportNotesAndFmla1795317316528,
  CaseAttachments1795317552050,
  ConversationAttachments1795320830244,
  CaseStatusArchivedIndex1795329688045,
  CaseStatusCounts1795335415665,
  UserAccessNotifications1795337000000,
  ActivityWorkflowDone1795506539560,
  InternalNoteAttachments1795508169683,
  CommunicationTemplates1795531515792,
  CaseMessages1795532783927,
  ProviderEventsAndSmsConsent1795531687870,
  CaseMessageProviderStatus1795540000000,
  CaseMessageAcknowledgement1795550000000,
  CaseReplyAddresses1795560000000,
  CaseMessageLogIndex1795570000000,
  UnknownSenderReplies1795580000000,
  Documents1795590000000,
  CaseCategories1795600000000,
  ProviderEventOutcome1795610000000,
  CaseMessageThreadWrittenByPeople1795620000000,
  NotificationsAndCalendar1795630000000,
  WorkflowRuns1795640000000,
  OrganizationSecretKeys1795660000000,
  Reminders1795670000000,
  UserSoftDelete1795680000000,
  UserAccessibilitySettings1795700000000,
  PartnerIntegrationInfo1795730000000,
  CatalogTables1795740000000,
  PromoCodes1795750000000,
  PartnerSignUps1795760000000,
  PaymentMethods1795780000000,
  PartnerSignUpReferrals1795790000000,
  CaseProductBundle1795800000000,
  CasePayments1795810000000,
  PaymentCharges1795820000000,
  SignUpPayments1795830000000,
  AffiliateRelations1795850000000,
  CaseImports1795860000000,
  CaseOrders1795870000000,
  CaseConsultsAndFollowUps1795890000000,
  PartnerWebhooks1795900000000,
  ReportSchedules1795920000000,
  ForeignKeyIndexes1795983091075,
  CaseMessageClaims1795993610760,
  AppUserPhoneDigits1796010000000,
];
