import { registerEnumType } from '@nestjs/graphql';
import { ErrorCode, Permission, Role, TpaSubRole } from '#access';
import {
  CaseSortField,
  CaseStatus,
  EscalationType,
  MedicationType,
  OrderStatus,
  PaymentInfoStatus,
  SearchField,
  SortDirection,
  VisitType,
} from '#domain/cases';
import { CommunicationTemplateScope, CommunicationTemplateSearchBy } from '#domain/communication-templates';
import { DocumentType } from '#domain/documents';
import { CaseMessageStatus, CaseMessageType, MessageChannel } from '#domain/case-messages';
import { FormLayout, QuestionType } from '#domain/forms';
import { AliasKey } from '#domain/organizations';
import { Gender, UserSearchField, UserSortField } from '#domain/users';
import { CaseActivityType } from '#events';
import { RunStatus } from '#domain/workflow-runs';

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
  /** Spec 000 §3 "Run status" of a workflow run. */
  RunStatus,
};
for (const [name, enumRef] of Object.entries(enums)) registerEnumType(enumRef, { name });
