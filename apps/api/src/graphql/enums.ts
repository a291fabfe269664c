import { registerEnumType } from '@nestjs/graphql';
import { ErrorCode, Permission, Role, TpaSubRole } from '#access';
import {
  CaseSortField,
  CaseStatus,
  EscalationType,
  FollowUpFormStatus,
  MedicationType,
  OrderStatus,
  PaymentInfoStatus,
  SearchField,
  SortDirection,
  VisitType,
} from '#domain/cases';
import { ConsultRequestStatus } from '#domain/case-consults';
import { CommunicationTemplateScope, CommunicationTemplateSearchBy } from '#domain/communication-templates';
import { DocumentType } from '#domain/documents';
import { CaseMessageStatus, CaseMessageType, MessageChannel } from '#domain/case-messages';
import { FormLayout, QuestionType } from '#domain/forms';
import { AliasKey, NOTIFICATION_EVENTS, REMINDER_KINDS } from '#domain/organizations';
import { WORKFLOW_ACTION_TYPES, WORKFLOW_RECIPIENTS } from '#domain/organization-settings';
import { Gender, UserSearchField, UserSortField } from '#domain/users';
import { CaseActivityType, WorkflowTriggerEvent } from '#events';
import { RunStatus } from '#domain/workflow-runs';
import { PaymentStatus } from '#domain/payments';

/** A GraphQL enum of a list of string values. */
const enumOf = <V extends string>(values: readonly V[]) =>
  Object.fromEntries(values.map((value) => [value, value])) as { [K in V]: K };

export const WorkflowActionType = enumOf(WORKFLOW_ACTION_TYPES);
export const WorkflowRecipient = enumOf(WORKFLOW_RECIPIENTS);
export const ReminderKind = enumOf(REMINDER_KINDS);
export const NotificationEvent = enumOf(NOTIFICATION_EVENTS);

/** GraphQL enums carry the spec's values verbatim. */
const enums = {
  Role,
  TpaSubRole,
  Permission,
  ErrorCode,
  CaseStatus,
  OrderStatus,
  VisitType,
  PaymentInfoStatus,
  /** Case.followUpFormStatus (values designed: the spec names the field only). */
  FollowUpFormStatus,
  MedicationType,
  EscalationType,
  SearchField,
  SortDirection,
  CaseSortField,
  Gender,
  UserSearchField,
  UserSortField,
  AliasKey,
  CaseActivityType,
  QuestionType,
  FormLayout,
  CommunicationTemplateSearchBy,
  CommunicationTemplateScope,
  /** Spec 000 §3 "Document types". */
  DocumentType,
  /** Spec 000 §3 "Channel: EMAIL, SMS" and "Message types". */
  Channel: MessageChannel,
  MessageType: CaseMessageType,
  /** A message's delivery state: PENDING, SENT (or received) or ERROR. */
  MessageStatus: CaseMessageStatus,
  /** Organization settings: workflow triggers and actions, reminders, staff notification events. */
  WorkflowTriggerEvent,
  WorkflowActionType,
  WorkflowRecipient,
  ReminderKind,
  NotificationEvent,
  /** Spec 000 §3 "Run status" of a workflow run. */
  RunStatus,
  /** Spec 000 §4 "Payment status". */
  PaymentStatus,
  /** A consult request: OPEN, or CLOSED by a message that closes it (designed: the spec shows no fields). */
  ConsultRequestStatus,
};
for (const [name, enumRef] of Object.entries(enums)) registerEnumType(enumRef, { name });
