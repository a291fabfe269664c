/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AddFormResponseToCaseInput = {
  externalId?: string | null | undefined;
  formId: string | number;
  questionResponses: Array<QuestionResponseInput>;
  /** Defaults to the current version */
  versionId?: string | number | null | undefined;
};

export type AliasKey =
  | 'ACCOMMODATIONS'
  | 'ACCOMMODATIONS_TEAM'
  | 'ADA_COORDINATOR'
  | 'CASE_REVIEW_TEAM'
  | 'EMPLOYEE'
  | 'HR_ADMINISTRATORS'
  | 'POINT_OF_CONTACT'
  | 'STAGE_ASSIGNED'
  | 'STAGE_COMPLETED'
  | 'STAGE_FINAL_DECISION'
  | 'STAGE_REVIEW_AND_INTERACTION'
  | 'STAGE_SUBMITTED'
  | 'TPA_LEGAL'
  | 'TPA_MEDICAL'
  | 'TPA_ROLE'
  | 'TPA_SUPPORT'
  | 'TPA_USER';

export type CaseActivityType =
  | 'ADD_ATTACHMENT'
  | 'ADD_CASE_ASSIGNEE'
  | 'ADD_COMMENT'
  | 'ADD_DECISION'
  | 'ADD_ESCALATION'
  | 'ADD_FORM_RESPONSE'
  | 'ADD_HR_REP'
  | 'ADD_NOTE'
  | 'ADD_PAYMENT_INFO_BY_LINK'
  | 'ARCHIVE'
  | 'CALENDAR_EVENT_CANCELED'
  | 'CALENDAR_EVENT_CREATED'
  | 'CALENDAR_EVENT_NO_SHOW'
  | 'CALENDAR_EVENT_NO_SHOW_REMOVED'
  | 'CALENDAR_EVENT_RESCHEDULED'
  | 'CHANGE_STATUS'
  | 'COMMENT_ACKNOWLEDGED'
  | 'CREATE_CASE'
  | 'DECISION_DELETED'
  | 'DELETE_ATTACHMENT'
  | 'DELETE_COMMENT'
  | 'DE_ESCALATE'
  | 'ESCALATE'
  | 'FOLLOW_UP_EMAIL'
  | 'FOLLOW_UP_FORM'
  | 'IMPORT_CASE'
  | 'INBOUND_EMAIL'
  | 'NOTE_ACKNOWLEDGED'
  | 'ORDER_CREATED'
  | 'ORDER_STATUS_CHANGED'
  | 'ORDER_TRACKING_ADDED'
  | 'OUTBOUND_EMAIL'
  | 'PAYMENT_ADDED'
  | 'PAYMENT_COMPLETED'
  | 'PAYMENT_INFO_LINK_SENT'
  | 'PAYMENT_PREAUTHORIZED'
  | 'REMOVE_ASSIGNEE'
  | 'REMOVE_ESCALATION'
  | 'REMOVE_HR_REP'
  | 'REOPEN'
  | 'SMS_RECEIVED'
  | 'SMS_SENT'
  | 'SUPPORT_NOTE_ADDED'
  | 'SUPPORT_NOTE_COMPLETED'
  | 'SUPPORT_NOTE_UPDATED'
  | 'TEXT_INFO'
  | 'UPDATE_ESCALATION'
  | 'UPDATE_FORM_RESPONSE'
  | 'VISIT_TYPE_CHANGED';

export type CaseAttachmentInput = {
  /** The path createUploadUrl(PERSONAL) returned, once the bytes are uploaded */
  filePath: string;
  isPHI?: boolean | null | undefined;
};

export type CaseDecisionInput = {
  caseId: string | number;
  category?: string | null | undefined;
  cost?: number | null | undefined;
  decisionText?: string | null | undefined;
  dosage?: string | null | undefined;
  dosingFrequency?: string | null | undefined;
  /** YYYY-MM-DD; required unless indefinite */
  endDate?: string | null | undefined;
  isApproved: boolean;
  isIndefinite?: boolean | null | undefined;
  isNoDecision?: boolean | null | undefined;
  isPriorAuthRequested?: boolean | null | undefined;
  isRefill?: boolean | null | undefined;
  medicine?: string | null | undefined;
  medicineExternalId?: string | null | undefined;
  pharmacyInstructions?: string | null | undefined;
  refillCount?: number | null | undefined;
  /** YYYY-MM-DD; required unless isNoDecision */
  startDate?: string | null | undefined;
  treatmentPeriod?: string | null | undefined;
  visitType?: VisitType | null | undefined;
};

export type CaseStatus =
  | 'APPROVED'
  | 'ASSIGNED'
  | 'IN_PROGRESS'
  | 'NO_DECISION'
  | 'OPEN'
  | 'REJECTED';

export type CreateFormInput = {
  caseTypes?: Array<string> | null | undefined;
  description?: string | null | undefined;
  isDefault?: boolean | null | undefined;
  isGlobal?: boolean | null | undefined;
  /** Short link: lowercase letters, digits and dashes */
  linkName: string;
  name: string;
  questions?: Array<QuestionInput> | null | undefined;
  showStepsIndividually?: boolean | null | undefined;
};

export type CreateFormResponseInput = {
  externalId?: string | null | undefined;
  formId: string | number;
  questionResponses: Array<QuestionResponseInput>;
  /** An employee the caller answers for; defaults to the caller */
  respondentId?: string | number | null | undefined;
  /** Defaults to the current version */
  versionId?: string | number | null | undefined;
};

export type EscalationType =
  | 'CLINICAL_ESCALATION'
  | 'EXTERNAL_SUPPORT_ESCALATION'
  | 'SUPPORT_ESCALATION';

export type FormLayout =
  | 'CHECKBOXES'
  | 'DATEPICKER'
  | 'DROPDOWN'
  | 'INPUTS';

export type QuestionConditionInput = {
  /** Index of the earlier question this one depends on */
  questionIndex: number;
  /** The answer of that question that shows this one */
  response: string;
};

export type QuestionInput = {
  condition?: QuestionConditionInput | null | undefined;
  documentId?: string | number | null | undefined;
  hint?: string | null | undefined;
  isPHI?: boolean | null | undefined;
  options?: Array<string> | null | undefined;
  placeholder?: string | null | undefined;
  renderMode?: FormLayout | null | undefined;
  required?: boolean | null | undefined;
  text: string;
  type: QuestionType;
};

export type QuestionResponseInput = {
  /** Display names of FILE answers, in the order of response */
  fileNames?: Array<string> | null | undefined;
  questionId: string | number;
  response: Array<string>;
};

export type QuestionType =
  | 'BOOLEAN'
  | 'DATE'
  | 'DATERANGE'
  | 'FILE'
  | 'MULTISELECT'
  | 'SINGLESELECT'
  | 'STATEMENT'
  | 'TEXT'
  | 'WIDGET_BMI'
  | 'WIDGET_STATE_PICKER'
  | 'WIDGET_VISIT_TYPE';

export type Role =
  | 'ADMIN'
  | 'CASEMANAGER'
  | 'CASEWORKER'
  | 'CVADMIN'
  | 'CVTPA'
  | 'USER';

export type SearchField =
  | 'EMAIL'
  | 'NAME';

export type SortDirection =
  | 'ASC'
  | 'DESC';

export type UpdateCaseInput = {
  title?: string | null | undefined;
  /** Null clears the visit type; leave it out to keep it */
  visitType?: VisitType | null | undefined;
};

export type UpdateFormInput = {
  caseTypes?: Array<string> | null | undefined;
  description?: string | null | undefined;
  isDefault?: boolean | null | undefined;
  /** Short link: lowercase letters, digits and dashes */
  linkName?: string | null | undefined;
  name?: string | null | undefined;
  showStepsIndividually?: boolean | null | undefined;
};

export type UserSearchField =
  | 'EMAIL'
  | 'NAME';

export type VisitType =
  | 'ASYNC_TEXT_EMAIL'
  | 'NO_SHOW'
  | 'ORDER_FORM'
  | 'SYNC_PHONE'
  | 'SYNC_VIDEO';

export type LayoutAliasSettingsQueryVariables = Exact<{
  organizationId?: string | number | null | undefined;
}>;


export type LayoutAliasSettingsQuery = { aliasSettings: { organizationId: string, aliases: Array<{ key: AliasKey, label: string, defaultLabel: string }> } };

export type LayoutOrganizationBrandQueryVariables = Exact<{
  organizationId?: string | number | null | undefined;
}>;


export type LayoutOrganizationBrandQuery = { organizationBrandInfo: { id: string, name: string, isPartner: boolean, primaryColor: string, secondaryColor: string } };

export type LayoutAllOrganizationsQueryVariables = Exact<{ [key: string]: never; }>;


export type LayoutAllOrganizationsQuery = { allOrganizations: Array<{ id: string, name: string }> };

export type LayoutTaggedInNoteSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type LayoutTaggedInNoteSubscription = { taggedInNote: { caseId: string, organizationId: string, activityType: string, occurredAt: string } };

export type SessionUserQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionUserQuery = { currentUser: { id: string, email: string, role: Role, firstName: string, lastName: string, fullName: string, organizationId: string | null, isMultiOrgAdmin: boolean, organizationAccess: Array<{ organizationId: string, organizationName: string, role: string }> } };

export type SessionOrganizationQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionOrganizationQuery = { organizationBrandInfo: { id: string, name: string } };

export type AnonymousFormQueryVariables = Exact<{
  tokenId: string | number;
}>;


export type AnonymousFormQuery = { anonymousForm: { expiresAt: string, form: { id: string, name: string, description: string, linkName: string, isActive: boolean, showStepsIndividually: boolean, versionId: string | null, questions: Array<{ id: string, index: number, type: QuestionType, text: string, hint: string | null, placeholder: string | null, options: Array<string>, required: boolean, renderMode: FormLayout | null, condition: { questionIndex: number, response: string } | null }> } } };

export type AddAnonymousUserFormResponseToCaseMutationVariables = Exact<{
  tokenId: string | number;
  responses: Array<QuestionResponseInput> | QuestionResponseInput;
}>;


export type AddAnonymousUserFormResponseToCaseMutation = { addAnonymousUserFormResponseToCase: { success: boolean, message: string | null } };

export type AuthIdentityProviderByEmailQueryVariables = Exact<{
  email: string;
}>;


export type AuthIdentityProviderByEmailQuery = { identityProviderByEmail: { providerId: string | null } };

export type AuthSendPasswordResetEmailMutationVariables = Exact<{
  email: string;
  redirectUrl: string;
}>;


export type AuthSendPasswordResetEmailMutation = { sendPasswordResetEmail: { success: boolean, message: string | null } };

export type CaseAttachmentFieldsFragment = { id: string, caseId: string, createdAt: string, fileName: string, isPHI: boolean, uploadedById: string | null };

export type CaseAttachmentsQueryVariables = Exact<{
  caseId: string | number;
}>;


export type CaseAttachmentsQuery = { caseById: { id: string, attachments: Array<{ id: string, caseId: string, createdAt: string, fileName: string, isPHI: boolean, uploadedById: string | null }> } };

export type CaseAttachmentsUploadMutationVariables = Exact<{
  caseId: string | number;
  attachments: Array<CaseAttachmentInput> | CaseAttachmentInput;
}>;


export type CaseAttachmentsUploadMutation = { uploadMultipleFiles: { success: boolean, message: string | null, attachments: Array<{ id: string, caseId: string, createdAt: string, fileName: string, isPHI: boolean, uploadedById: string | null }> } };

export type CaseAttachmentsDeleteMutationVariables = Exact<{
  attachmentId: string | number;
}>;


export type CaseAttachmentsDeleteMutation = { deleteCaseAttachment: { success: boolean, message: string | null } };

export type CaseAttachmentUrlQueryVariables = Exact<{
  attachmentId: string | number;
}>;


export type CaseAttachmentUrlQuery = { caseAttachmentUrl: { success: boolean, url: string } };

export type CaseDetailPersonFieldsFragment = { id: string, fullName: string, email: string, role: Role };

export type CaseDetailActivityFieldsFragment = { id: string, type: CaseActivityType, createdAt: string, payload: Record<string, unknown>, actor: { id: string, fullName: string, email: string, role: Role } | null, subjectUser: { id: string, fullName: string, email: string, role: Role } | null };

export type CaseDetailFormResponseFieldsFragment = { id: string, formName: string, submittedAt: string | null, createdAt: string, questions: Array<{ id: string, index: number, type: QuestionType, text: string, isPHI: boolean }>, questionResponses: Array<{ questionId: string, response: Array<string>, fileNames: Array<string> }> };

export type CaseDetailCommentFieldsFragment = { id: string, text: string, createdAt: string, isAcknowledged: boolean, acknowledgedAt: string | null, possiblyMentionsAttachment: boolean, formIds: Array<string>, author: { id: string, fullName: string, role: Role } | null, attachments: Array<{ id: string, fileName: string }> };

export type CaseDetailNoteFieldsFragment = { id: string, text: string, createdAt: string, isAcknowledged: boolean, acknowledgedAt: string | null, author: { id: string, fullName: string, role: Role } | null, taggedUsers: Array<{ id: string, fullName: string }>, attachments: Array<{ id: string, fileName: string }> };

export type CaseDetailDecisionFieldsFragment = { id: string, isApproved: boolean, isNoDecision: boolean, isIndefinite: boolean, startDate: string | null, endDate: string | null, decisionText: string, category: string | null, cost: number | null, visitType: VisitType | null, addedById: string | null, hasAttachment: boolean, medicine: string | null, dosage: string | null, refillCount: number | null, dosingFrequency: string | null, treatmentPeriod: string | null, pharmacyInstructions: string | null, isRefill: boolean, isPriorAuthRequested: boolean, createdAt: string };

export type CaseDetailQueryVariables = Exact<{
  caseId: string | number;
  last?: number | null | undefined;
}>;


export type CaseDetailQuery = { caseById: { id: string, shortId: string, title: string, status: CaseStatus, visitType: VisitType | null, createdAt: string, updatedAt: string, organizationId: string, isArchived: boolean, archiveReason: string | null, isEscalated: boolean | null, escalationCategory: EscalationType | null, escalationReasons: Array<string> | null, unacknowledgedCommentCount: number | null, unacknowledgedNoteCount: number | null, submitter: { id: string, fullName: string, email: string, role: Role } | null, assignedTo: { id: string, fullName: string, email: string, role: Role } | null, assignedBy: { id: string, fullName: string, email: string, role: Role } | null, hrRep: { id: string, fullName: string, email: string, role: Role } | null, assignees: Array<{ id: string, fullName: string, email: string, role: Role }>, organization: { id: string, name: string, isPartner: boolean }, decisions: Array<{ id: string, isApproved: boolean, isNoDecision: boolean, isIndefinite: boolean, startDate: string | null, endDate: string | null, decisionText: string, category: string | null, cost: number | null, visitType: VisitType | null, addedById: string | null, hasAttachment: boolean, medicine: string | null, dosage: string | null, refillCount: number | null, dosingFrequency: string | null, treatmentPeriod: string | null, pharmacyInstructions: string | null, isRefill: boolean, isPriorAuthRequested: boolean, createdAt: string }>, escalations: Array<{ id: string, category: EscalationType, reasons: Array<string>, createdAt: string }>, formResponses: Array<{ id: string, formName: string, submittedAt: string | null, createdAt: string, questions: Array<{ id: string, index: number, type: QuestionType, text: string, isPHI: boolean }>, questionResponses: Array<{ questionId: string, response: Array<string>, fileNames: Array<string> }> }>, comments: Array<{ id: string, text: string, createdAt: string, isAcknowledged: boolean, acknowledgedAt: string | null, possiblyMentionsAttachment: boolean, formIds: Array<string>, author: { id: string, fullName: string, role: Role } | null, attachments: Array<{ id: string, fileName: string }> }>, notes: Array<{ id: string, text: string, createdAt: string, isAcknowledged: boolean, acknowledgedAt: string | null, author: { id: string, fullName: string, role: Role } | null, taggedUsers: Array<{ id: string, fullName: string }>, attachments: Array<{ id: string, fileName: string }> }>, activity: Array<{ id: string, type: CaseActivityType, createdAt: string, payload: Record<string, unknown>, actor: { id: string, fullName: string, email: string, role: Role } | null, subjectUser: { id: string, fullName: string, email: string, role: Role } | null }> } };

export type RequestDetailQueryVariables = Exact<{
  caseId: string | number;
  last?: number | null | undefined;
}>;


export type RequestDetailQuery = { caseById: { id: string, shortId: string, title: string, status: CaseStatus, createdAt: string, isArchived: boolean, decisions: Array<{ id: string, isApproved: boolean, isNoDecision: boolean, isIndefinite: boolean, startDate: string | null, endDate: string | null, decisionText: string, createdAt: string }>, formResponses: Array<{ id: string, formName: string, submittedAt: string | null, createdAt: string, questions: Array<{ id: string, index: number, type: QuestionType, text: string, isPHI: boolean }>, questionResponses: Array<{ questionId: string, response: Array<string>, fileNames: Array<string> }> }>, comments: Array<{ id: string, text: string, createdAt: string, isAcknowledged: boolean, acknowledgedAt: string | null, possiblyMentionsAttachment: boolean, formIds: Array<string>, author: { id: string, fullName: string, role: Role } | null, attachments: Array<{ id: string, fileName: string }> }>, activity: Array<{ id: string, type: CaseActivityType, createdAt: string, payload: Record<string, unknown>, actor: { id: string, fullName: string, email: string, role: Role } | null, subjectUser: { id: string, fullName: string, email: string, role: Role } | null }> } };

export type CaseDetailActivityAddedSubscriptionVariables = Exact<{
  caseId: string | number;
}>;


export type CaseDetailActivityAddedSubscription = { caseActivityAdded: { id: string, type: CaseActivityType, createdAt: string, payload: Record<string, unknown>, actor: { id: string, fullName: string, email: string, role: Role } | null, subjectUser: { id: string, fullName: string, email: string, role: Role } | null } };

export type CaseDetailUpdateMutationVariables = Exact<{
  caseId: string | number;
  input: UpdateCaseInput;
}>;


export type CaseDetailUpdateMutation = { updateCase: { success: boolean, message: string | null } };

export type CaseDetailChangeStatusMutationVariables = Exact<{
  caseId: string | number;
  status: CaseStatus;
}>;


export type CaseDetailChangeStatusMutation = { changeCaseStatus: { success: boolean, message: string | null } };

export type CaseDetailAssignMutationVariables = Exact<{
  caseId: string | number;
  userId: string | number;
  visitType?: VisitType | null | undefined;
}>;


export type CaseDetailAssignMutation = { assignCase: { success: boolean, message: string | null } };

export type CaseDetailUnassignMutationVariables = Exact<{
  caseId: string | number;
}>;


export type CaseDetailUnassignMutation = { unassignCase: { success: boolean, message: string | null } };

export type CaseDetailAcceptMutationVariables = Exact<{
  caseId: string | number;
}>;


export type CaseDetailAcceptMutation = { acceptCase: { success: boolean, message: string | null } };

export type CaseDetailAddTeamMembersMutationVariables = Exact<{
  caseId: string | number;
  userIds: Array<string | number> | string | number;
}>;


export type CaseDetailAddTeamMembersMutation = { assignUserToCase: { success: boolean, message: string | null } };

export type CaseDetailRemoveTeamMemberMutationVariables = Exact<{
  caseId: string | number;
  userId: string | number;
}>;


export type CaseDetailRemoveTeamMemberMutation = { unassignUserFromCase: { success: boolean, message: string | null } };

export type CaseDetailAssignHrRepMutationVariables = Exact<{
  caseId: string | number;
  userId: string | number;
}>;


export type CaseDetailAssignHrRepMutation = { assignCaseHrRep: { success: boolean, message: string | null } };

export type CaseDetailUnassignHrRepMutationVariables = Exact<{
  caseId: string | number;
}>;


export type CaseDetailUnassignHrRepMutation = { unassignCaseHrRep: { success: boolean, message: string | null } };

export type CaseDetailArchiveMutationVariables = Exact<{
  caseId: string | number;
  reason: string;
  force?: boolean | null | undefined;
}>;


export type CaseDetailArchiveMutation = { archiveCase: { success: boolean, message: string | null } };

export type CaseDetailReopenMutationVariables = Exact<{
  caseId: string | number;
}>;


export type CaseDetailReopenMutation = { reopenCase: { success: boolean, message: string | null } };

export type CaseDetailEscalateMutationVariables = Exact<{
  caseId: string | number;
  category: EscalationType;
  reasons: Array<string> | string;
}>;


export type CaseDetailEscalateMutation = { escalateCase: { success: boolean, message: string | null } };

export type CaseDetailAddEscalationMutationVariables = Exact<{
  caseId: string | number;
  category: EscalationType;
  reasons: Array<string> | string;
}>;


export type CaseDetailAddEscalationMutation = { addCaseEscalation: { success: boolean, message: string | null } };

export type CaseDetailUpdateEscalationMutationVariables = Exact<{
  escalationId: string | number;
  category: EscalationType;
  reasons: Array<string> | string;
}>;


export type CaseDetailUpdateEscalationMutation = { updateCaseEscalation: { success: boolean, message: string | null } };

export type CaseDetailRemoveEscalationMutationVariables = Exact<{
  escalationId: string | number;
}>;


export type CaseDetailRemoveEscalationMutation = { removeCaseEscalation: { success: boolean, message: string | null } };

export type CaseDetailDeEscalateMutationVariables = Exact<{
  caseId: string | number;
}>;


export type CaseDetailDeEscalateMutation = { deEscalateCase: { success: boolean, message: string | null } };

export type CaseDetailPeopleQueryVariables = Exact<{
  organizationId?: string | number | null | undefined;
  roles?: Array<Role> | Role | null | undefined;
  searchText?: string | null | undefined;
  recordsPerPage?: number | null | undefined;
}>;


export type CaseDetailPeopleQuery = { usersByRole: { totalCount: number, pageInfo: { endCursor: string | null, hasNextPage: boolean }, users: Array<{ id: string, firstName: string, lastName: string, fullName: string, email: string, role: Role }> } };

export type CaseDetailFormsQueryVariables = Exact<{
  organizationId?: string | number | null | undefined;
}>;


export type CaseDetailFormsQuery = { allForms: Array<{ id: string, name: string, linkName: string, isActive: boolean, isGlobal: boolean, versionId: string | null }> };

export type CaseDetailCreateFormLinkMutationVariables = Exact<{
  caseId: string | number;
  formId: string | number;
  expiresInDays: number;
}>;


export type CaseDetailCreateFormLinkMutation = { createAnonymousFormToken: { success: boolean, message: string | null, tokenId: string, expiresAt: string } };

export type CaseDetailAddCommentMutationVariables = Exact<{
  caseId: string | number;
  text: string;
  formIds?: Array<string | number> | string | number | null | undefined;
  attachmentIds?: Array<string | number> | string | number | null | undefined;
}>;


export type CaseDetailAddCommentMutation = { addCaseComment: { success: boolean, message: string | null, comment: { id: string } | null } };

export type CaseDetailAcknowledgeCommentMutationVariables = Exact<{
  commentId: string | number;
}>;


export type CaseDetailAcknowledgeCommentMutation = { acknowledgeCaseComment: { success: boolean, message: string | null, comment: { id: string, isAcknowledged: boolean, acknowledgedAt: string | null } | null } };

export type CaseDetailDeleteCommentMutationVariables = Exact<{
  commentId: string | number;
}>;


export type CaseDetailDeleteCommentMutation = { deleteCaseComment: { success: boolean, message: string | null } };

export type CaseDetailAddNoteMutationVariables = Exact<{
  caseId: string | number;
  text: string;
  taggedUserIds?: Array<string | number> | string | number | null | undefined;
  attachmentIds?: Array<string | number> | string | number | null | undefined;
}>;


export type CaseDetailAddNoteMutation = { addCaseNote: { success: boolean, message: string | null, note: { id: string } | null } };

export type CaseDetailAcknowledgeNoteMutationVariables = Exact<{
  noteId: string | number;
}>;


export type CaseDetailAcknowledgeNoteMutation = { acknowledgeCaseNote: { success: boolean, message: string | null, note: { id: string, isAcknowledged: boolean, acknowledgedAt: string | null } | null } };

export type CaseDetailAddDecisionMutationVariables = Exact<{
  decision: CaseDecisionInput;
  filePath?: string | null | undefined;
}>;


export type CaseDetailAddDecisionMutation = { addCaseDecision: { success: boolean, message: string | null, decision: { id: string } | null } };

export type CaseDetailUpdateDecisionDatesMutationVariables = Exact<{
  caseDecisionId: string | number;
  isIndefinite: boolean;
  startDate: string;
  endDate?: string | null | undefined;
}>;


export type CaseDetailUpdateDecisionDatesMutation = { updateCaseDecision: { success: boolean, message: string | null } };

export type CaseDetailDeleteDecisionMutationVariables = Exact<{
  caseDecisionId: string | number;
}>;


export type CaseDetailDeleteDecisionMutation = { deleteCaseDecision: { success: boolean, message: string | null } };

export type CaseDetailCreateLetterUploadUrlMutationVariables = Exact<{
  fileName: string;
  contentType: string;
}>;


export type CaseDetailCreateLetterUploadUrlMutation = { createUploadUrl: { success: boolean, message: string | null, url: string, path: string } };

export type CaseDetailSupportNotesQueryVariables = Exact<{
  caseId: string | number;
}>;


export type CaseDetailSupportNotesQuery = { allCaseSupportNotes: Array<{ id: string, caseId: string, content: string, isCompleted: boolean, completedAt: string | null, isOrganizationWide: boolean, authorId: string | null, createdAt: string }> };

export type CaseDetailAddSupportNoteMutationVariables = Exact<{
  caseId: string | number;
  content: string;
  isOrganizationWide?: boolean | null | undefined;
}>;


export type CaseDetailAddSupportNoteMutation = { addCaseSupportNote: { success: boolean, message: string | null } };

export type CaseDetailUpdateSupportNoteMutationVariables = Exact<{
  supportNoteId: string | number;
  content?: string | null | undefined;
  isCompleted?: boolean | null | undefined;
  isOrganizationWide?: boolean | null | undefined;
}>;


export type CaseDetailUpdateSupportNoteMutation = { updateCaseSupportNote: { success: boolean, message: string | null } };

export type FmlaHoursQueryVariables = Exact<{
  userId: string | number;
}>;


export type FmlaHoursQuery = { fmlaHoursByUserId: Array<{ id: string, userId: string, fmlaHoursTaken: number, workHoursMissed: number, createdAt: string }> };

export type FmlaHoursAddMutationVariables = Exact<{
  userId: string | number;
  fmlaHoursTaken: number;
  workHoursMissed: number;
}>;


export type FmlaHoursAddMutation = { addFmlaHours: { success: boolean, message: string | null, fmlaHours: { id: string } | null } };

export type CaseListRowFragment = { id: string, shortId: string, title: string, status: CaseStatus, isArchived: boolean, isEscalated: boolean | null, escalationCategory: EscalationType | null, unacknowledgedCommentCount: number | null, unacknowledgedNoteCount: number | null, createdAt: string, updatedAt: string, submitter: { id: string, fullName: string, email: string } | null, assignedTo: { id: string, fullName: string } | null };

export type CasesListPageQueryVariables = Exact<{
  organizationId?: string | number | null | undefined;
  statuses?: Array<CaseStatus> | CaseStatus | null | undefined;
  isArchived?: boolean | null | undefined;
  isAssignee?: boolean | null | undefined;
  assigneeId?: string | number | null | undefined;
  isEscalated?: boolean | null | undefined;
  escalationCategories?: Array<EscalationType> | EscalationType | null | undefined;
  searchText?: string | null | undefined;
  searchField?: SearchField | null | undefined;
  sortOrder?: SortDirection | null | undefined;
  recordsPerPage?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type CasesListPageQuery = { casesByStatus: { totalCount: number, pageInfo: { endCursor: string | null, hasNextPage: boolean }, cases: Array<{ id: string, shortId: string, title: string, status: CaseStatus, isArchived: boolean, isEscalated: boolean | null, escalationCategory: EscalationType | null, unacknowledgedCommentCount: number | null, unacknowledgedNoteCount: number | null, createdAt: string, updatedAt: string, submitter: { id: string, fullName: string, email: string } | null, assignedTo: { id: string, fullName: string } | null }> } };

export type CasesListCountsQueryVariables = Exact<{
  organizationId?: string | number | null | undefined;
  isAssignee?: boolean | null | undefined;
}>;


export type CasesListCountsQuery = { casesMetadata: { new: number, notConfirmed: number, inProgress: number, outstanding: number, approved: number, denied: number, approvedClosed: number, deniedClosed: number } };

export type CasesListAssigneeOptionsQueryVariables = Exact<{
  organizationId?: string | number | null | undefined;
  roles?: Array<Role> | Role | null | undefined;
  searchText?: string | null | undefined;
  recordsPerPage?: number | null | undefined;
}>;


export type CasesListAssigneeOptionsQuery = { usersByRole: { totalCount: number, pageInfo: { hasNextPage: boolean }, users: Array<{ id: string, fullName: string, email: string, role: Role }> } };

export type CasesAcrossOrganizationsQueryVariables = Exact<{
  assigneeId?: string | number | null | undefined;
  statuses?: Array<CaseStatus> | CaseStatus | null | undefined;
  isArchived?: boolean | null | undefined;
  isEscalated?: boolean | null | undefined;
  searchText?: string | null | undefined;
  searchField?: SearchField | null | undefined;
  sortOrder?: SortDirection | null | undefined;
  recordsPerPage?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type CasesAcrossOrganizationsQuery = { allMultiOrgUserCases: { totalCount: number, pageInfo: { endCursor: string | null, hasNextPage: boolean }, cases: Array<{ id: string, shortId: string, title: string, status: CaseStatus, isArchived: boolean, isEscalated: boolean | null, escalationCategory: EscalationType | null, unacknowledgedCommentCount: number | null, unacknowledgedNoteCount: number | null, createdAt: string, updatedAt: string, organization: { id: string, name: string }, submitter: { id: string, fullName: string, email: string } | null, assignedTo: { id: string, fullName: string } | null }> } };

export type CasesListOrganizationChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type CasesListOrganizationChangedSubscription = { organizationCasesChanged: { caseId: string, activityType: string, occurredAt: string } };

export type CasesListAssignedChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type CasesListAssignedChangedSubscription = { assignedCasesChanged: { caseId: string, activityType: string, occurredAt: string } };

export type FormsListQueryVariables = Exact<{
  organizationId?: string | number | null | undefined;
  isGlobal?: boolean | null | undefined;
  includeDisabledForms?: boolean | null | undefined;
}>;


export type FormsListQuery = { allForms: Array<{ id: string, name: string, linkName: string, isActive: boolean, isGlobal: boolean, isDefault: boolean, versionNumber: number | null, versionId: string | null }> };

export type FormEditorFormQueryVariables = Exact<{
  formId: string | number;
}>;


export type FormEditorFormQuery = { formById: { id: string, name: string, linkName: string, description: string, isActive: boolean, isGlobal: boolean, isDefault: boolean, showStepsIndividually: boolean, caseTypes: Array<string>, versionNumber: number | null, versionId: string | null, questions: Array<{ id: string, index: number, type: QuestionType, renderMode: FormLayout | null, text: string, hint: string | null, placeholder: string | null, options: Array<string>, required: boolean, isPHI: boolean, documentId: string | null, condition: { questionIndex: number, response: string } | null }> } };

export type FormsSetVisibilityMutationVariables = Exact<{
  formId: string | number;
  isActive: boolean;
}>;


export type FormsSetVisibilityMutation = { updateFormVisibility: { success: boolean, message: string | null, form: { id: string, isActive: boolean } | null } };

export type FormEditorCreateFormMutationVariables = Exact<{
  input: CreateFormInput;
  organizationId?: string | number | null | undefined;
}>;


export type FormEditorCreateFormMutation = { createForm: { success: boolean, message: string | null, form: { id: string, versionNumber: number | null, versionId: string | null } | null } };

export type FormEditorCreateVersionMutationVariables = Exact<{
  formId: string | number;
  questions: Array<QuestionInput> | QuestionInput;
}>;


export type FormEditorCreateVersionMutation = { createFormVersion: { success: boolean, message: string | null, form: { id: string, versionNumber: number | null, versionId: string | null } | null } };

export type FormEditorUpdateFormMutationVariables = Exact<{
  formId: string | number;
  input: UpdateFormInput;
}>;


export type FormEditorUpdateFormMutation = { updateForm: { success: boolean, message: string | null, form: { id: string, name: string, linkName: string, description: string, isDefault: boolean, showStepsIndividually: boolean, caseTypes: Array<string> } | null } };

export type FormEditorVersionsQueryVariables = Exact<{
  organizationId?: string | number | null | undefined;
}>;


export type FormEditorVersionsQuery = { allFormVersions: Array<{ id: string, formId: string, versionNumber: number, createdAt: string, linkName: string, isPartnerDefault: boolean, isGLPFollowupDefault: boolean }> };

export type FormEditorVersionPreviewQueryVariables = Exact<{
  versionId: string | number;
}>;


export type FormEditorVersionPreviewQuery = { formByVersionId: { id: string, name: string, linkName: string, description: string, isActive: boolean, isGlobal: boolean, isDefault: boolean, showStepsIndividually: boolean, caseTypes: Array<string>, versionNumber: number | null, versionId: string | null, questions: Array<{ id: string, index: number, type: QuestionType, renderMode: FormLayout | null, text: string, hint: string | null, placeholder: string | null, options: Array<string>, required: boolean, isPHI: boolean, documentId: string | null, condition: { questionIndex: number, response: string } | null }> } };

export type FormEditorSetDefaultGlobalVersionMutationVariables = Exact<{
  versionId: string | number;
}>;


export type FormEditorSetDefaultGlobalVersionMutation = { setDefaultGlobalFormVersion: { success: boolean, message: string | null, formVersion: { id: string, isPartnerDefault: boolean, isGLPFollowupDefault: boolean } | null } };

export type FormEditorSetDefaultGlpFollowupVersionMutationVariables = Exact<{
  versionId: string | number;
}>;


export type FormEditorSetDefaultGlpFollowupVersionMutation = { setDefaultGlobalGLPFollowupFormVersion: { success: boolean, message: string | null, formVersion: { id: string, isPartnerDefault: boolean, isGLPFollowupDefault: boolean } | null } };

export type RequestFormFieldsFragment = { id: string, name: string, description: string, linkName: string, isActive: boolean, showStepsIndividually: boolean, versionId: string | null, questions: Array<{ id: string, index: number, type: QuestionType, text: string, hint: string | null, placeholder: string | null, options: Array<string>, required: boolean, renderMode: FormLayout | null, condition: { questionIndex: number, response: string } | null }> };

export type RequestDefaultFormQueryVariables = Exact<{
  organizationId?: string | number | null | undefined;
}>;


export type RequestDefaultFormQuery = { defaultForm: { id: string, name: string, description: string, linkName: string, isActive: boolean, showStepsIndividually: boolean, versionId: string | null, questions: Array<{ id: string, index: number, type: QuestionType, text: string, hint: string | null, placeholder: string | null, options: Array<string>, required: boolean, renderMode: FormLayout | null, condition: { questionIndex: number, response: string } | null }> } };

export type RequestFormByShortLinkQueryVariables = Exact<{
  linkName: string;
  isGlobal?: boolean | null | undefined;
  organizationId?: string | number | null | undefined;
}>;


export type RequestFormByShortLinkQuery = { formByShortLink: { id: string, name: string, description: string, linkName: string, isActive: boolean, showStepsIndividually: boolean, versionId: string | null, questions: Array<{ id: string, index: number, type: QuestionType, text: string, hint: string | null, placeholder: string | null, options: Array<string>, required: boolean, renderMode: FormLayout | null, condition: { questionIndex: number, response: string } | null }> } };

export type RequestFormByVersionQueryVariables = Exact<{
  versionId: string | number;
}>;


export type RequestFormByVersionQuery = { formByVersionId: { id: string, name: string, description: string, linkName: string, isActive: boolean, showStepsIndividually: boolean, versionId: string | null, questions: Array<{ id: string, index: number, type: QuestionType, text: string, hint: string | null, placeholder: string | null, options: Array<string>, required: boolean, renderMode: FormLayout | null, condition: { questionIndex: number, response: string } | null }> } };

export type RequestDraftsQueryVariables = Exact<{ [key: string]: never; }>;


export type RequestDraftsQuery = { userFormResponseDrafts: Array<{ id: string, formId: string, formVersionId: string, isDraft: boolean, createdAt: string, updatedAt: string, questionResponses: Array<{ questionId: string, response: Array<string>, fileNames: Array<string> }> }> };

export type SubmittedRequestsQueryVariables = Exact<{
  submitterId: string | number;
}>;


export type SubmittedRequestsQuery = { allCasesBySubmitter: Array<{ id: string, shortId: string, title: string, status: CaseStatus, isArchived: boolean, createdAt: string, updatedAt: string }> };

export type CreateRequestDraftMutationVariables = Exact<{
  input: CreateFormResponseInput;
}>;


export type CreateRequestDraftMutation = { createFormResponse: { success: boolean, message: string | null, formResponse: { id: string, formId: string, isDraft: boolean, updatedAt: string } | null } };

export type UpdateRequestDraftMutationVariables = Exact<{
  formResponseId: string | number;
  questionResponses: Array<QuestionResponseInput> | QuestionResponseInput;
}>;


export type UpdateRequestDraftMutation = { updateFormResponse: { success: boolean, message: string | null, formResponse: { id: string, updatedAt: string } | null } };

export type DeleteRequestDraftMutationVariables = Exact<{
  formResponseId: string | number;
}>;


export type DeleteRequestDraftMutation = { deleteFormResponse: { success: boolean, message: string | null } };

export type SubmitRequestMutationVariables = Exact<{
  formResponseId: string | number;
}>;


export type SubmitRequestMutation = { submitForm: { success: boolean, message: string | null, caseId: string, formResponseId: string } };

export type CreateRequestUploadUrlMutationVariables = Exact<{
  fileName: string;
  contentType: string;
}>;


export type CreateRequestUploadUrlMutation = { createUploadUrl: { success: boolean, url: string, path: string } };

export type RequestEmployeeDraftsQueryVariables = Exact<{
  respondentId: string | number;
}>;


export type RequestEmployeeDraftsQuery = { userFormResponseDrafts: Array<{ id: string, formId: string, formVersionId: string, isDraft: boolean, createdAt: string, updatedAt: string, respondentId: string | null, questionResponses: Array<{ questionId: string, response: Array<string>, fileNames: Array<string> }> }> };

export type RequestEmployeesQueryVariables = Exact<{
  organizationId?: string | number | null | undefined;
  searchText?: string | null | undefined;
  searchField?: UserSearchField | null | undefined;
  recordsPerPage?: number | null | undefined;
}>;


export type RequestEmployeesQuery = { usersByRole: { users: Array<{ id: string, fullName: string, email: string }> } };

export type AddRequestToCaseMutationVariables = Exact<{
  caseId: string | number;
  input: AddFormResponseToCaseInput;
}>;


export type AddRequestToCaseMutation = { addFormResponseToCase: { success: boolean, message: string | null, formResponse: { id: string, caseId: string | null } | null } };

export type WelcomePageQueryVariables = Exact<{
  organizationId?: string | number | null | undefined;
}>;


export type WelcomePageQuery = { organizationBrandInfo: { id: string, name: string, welcomeText: string } };

export const CaseAttachmentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseAttachmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseAttachment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"isPHI"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedById"}}]}}]} as unknown as DocumentNode<CaseAttachmentFieldsFragment, unknown>;
export const CaseDetailPersonFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseDetailPersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CasePerson"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode<CaseDetailPersonFieldsFragment, unknown>;
export const CaseDetailActivityFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseDetailActivityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseActivity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseDetailPersonFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subjectUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseDetailPersonFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseDetailPersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CasePerson"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode<CaseDetailActivityFieldsFragment, unknown>;
export const CaseDetailFormResponseFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseDetailFormResponseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseFormResponse"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"formName"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"isPHI"}}]}},{"kind":"Field","name":{"kind":"Name","value":"questionResponses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"response"}},{"kind":"Field","name":{"kind":"Name","value":"fileNames"}}]}}]}}]} as unknown as DocumentNode<CaseDetailFormResponseFieldsFragment, unknown>;
export const CaseDetailCommentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseDetailCommentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseComment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isAcknowledged"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"possiblyMentionsAttachment"}},{"kind":"Field","name":{"kind":"Name","value":"formIds"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}}]} as unknown as DocumentNode<CaseDetailCommentFieldsFragment, unknown>;
export const CaseDetailNoteFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseDetailNoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isAcknowledged"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taggedUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}}]} as unknown as DocumentNode<CaseDetailNoteFieldsFragment, unknown>;
export const CaseDetailDecisionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseDetailDecisionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseDecision"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"isNoDecision"}},{"kind":"Field","name":{"kind":"Name","value":"isIndefinite"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"decisionText"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"visitType"}},{"kind":"Field","name":{"kind":"Name","value":"addedById"}},{"kind":"Field","name":{"kind":"Name","value":"hasAttachment"}},{"kind":"Field","name":{"kind":"Name","value":"medicine"}},{"kind":"Field","name":{"kind":"Name","value":"dosage"}},{"kind":"Field","name":{"kind":"Name","value":"refillCount"}},{"kind":"Field","name":{"kind":"Name","value":"dosingFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"treatmentPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"pharmacyInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"isRefill"}},{"kind":"Field","name":{"kind":"Name","value":"isPriorAuthRequested"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CaseDetailDecisionFieldsFragment, unknown>;
export const CaseListRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseListRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Case"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shortId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isArchived"}},{"kind":"Field","name":{"kind":"Name","value":"isEscalated"}},{"kind":"Field","name":{"kind":"Name","value":"escalationCategory"}},{"kind":"Field","name":{"kind":"Name","value":"unacknowledgedCommentCount"}},{"kind":"Field","name":{"kind":"Name","value":"unacknowledgedNoteCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submitter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<CaseListRowFragment, unknown>;
export const RequestFormFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RequestFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Form"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"linkName"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"showStepsIndividually"}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"hint"}},{"kind":"Field","name":{"kind":"Name","value":"placeholder"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"renderMode"}},{"kind":"Field","name":{"kind":"Name","value":"condition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionIndex"}},{"kind":"Field","name":{"kind":"Name","value":"response"}}]}}]}}]}}]} as unknown as DocumentNode<RequestFormFieldsFragment, unknown>;
export const LayoutAliasSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LayoutAliasSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"aliasSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizationId"}},{"kind":"Field","name":{"kind":"Name","value":"aliases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLabel"}}]}}]}}]}}]} as unknown as DocumentNode<LayoutAliasSettingsQuery, LayoutAliasSettingsQueryVariables>;
export const LayoutOrganizationBrandDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LayoutOrganizationBrand"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizationBrandInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isPartner"}},{"kind":"Field","name":{"kind":"Name","value":"primaryColor"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryColor"}}]}}]}}]} as unknown as DocumentNode<LayoutOrganizationBrandQuery, LayoutOrganizationBrandQueryVariables>;
export const LayoutAllOrganizationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LayoutAllOrganizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allOrganizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<LayoutAllOrganizationsQuery, LayoutAllOrganizationsQueryVariables>;
export const LayoutTaggedInNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LayoutTaggedInNote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taggedInNote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"organizationId"}},{"kind":"Field","name":{"kind":"Name","value":"activityType"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}}]}}]}}]} as unknown as DocumentNode<LayoutTaggedInNoteSubscription, LayoutTaggedInNoteSubscriptionVariables>;
export const SessionUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"organizationId"}},{"kind":"Field","name":{"kind":"Name","value":"isMultiOrgAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"organizationAccess"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizationId"}},{"kind":"Field","name":{"kind":"Name","value":"organizationName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<SessionUserQuery, SessionUserQueryVariables>;
export const SessionOrganizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SessionOrganization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizationBrandInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<SessionOrganizationQuery, SessionOrganizationQueryVariables>;
export const AnonymousFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnonymousForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tokenId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"anonymousForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tokenId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tokenId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"form"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RequestFormFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RequestFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Form"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"linkName"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"showStepsIndividually"}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"hint"}},{"kind":"Field","name":{"kind":"Name","value":"placeholder"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"renderMode"}},{"kind":"Field","name":{"kind":"Name","value":"condition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionIndex"}},{"kind":"Field","name":{"kind":"Name","value":"response"}}]}}]}}]}}]} as unknown as DocumentNode<AnonymousFormQuery, AnonymousFormQueryVariables>;
export const AddAnonymousUserFormResponseToCaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddAnonymousUserFormResponseToCase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tokenId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"responses"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuestionResponseInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addAnonymousUserFormResponseToCase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tokenId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tokenId"}}},{"kind":"Argument","name":{"kind":"Name","value":"responses"},"value":{"kind":"Variable","name":{"kind":"Name","value":"responses"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AddAnonymousUserFormResponseToCaseMutation, AddAnonymousUserFormResponseToCaseMutationVariables>;
export const AuthIdentityProviderByEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthIdentityProviderByEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identityProviderByEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"providerId"}}]}}]}}]} as unknown as DocumentNode<AuthIdentityProviderByEmailQuery, AuthIdentityProviderByEmailQueryVariables>;
export const AuthSendPasswordResetEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthSendPasswordResetEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"redirectUrl"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendPasswordResetEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"redirectUrl"},"value":{"kind":"Variable","name":{"kind":"Name","value":"redirectUrl"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AuthSendPasswordResetEmailMutation, AuthSendPasswordResetEmailMutationVariables>;
export const CaseAttachmentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaseAttachments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseById"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseAttachmentFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseAttachmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseAttachment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"isPHI"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedById"}}]}}]} as unknown as DocumentNode<CaseAttachmentsQuery, CaseAttachmentsQueryVariables>;
export const CaseAttachmentsUploadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CaseAttachmentsUpload"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attachments"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CaseAttachmentInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadMultipleFiles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"attachments"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attachments"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseAttachmentFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseAttachmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseAttachment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}},{"kind":"Field","name":{"kind":"Name","value":"isPHI"}},{"kind":"Field","name":{"kind":"Name","value":"uploadedById"}}]}}]} as unknown as DocumentNode<CaseAttachmentsUploadMutation, CaseAttachmentsUploadMutationVariables>;
export const CaseAttachmentsDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CaseAttachmentsDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attachmentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCaseAttachment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"attachmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attachmentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CaseAttachmentsDeleteMutation, CaseAttachmentsDeleteMutationVariables>;
export const CaseAttachmentUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaseAttachmentUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attachmentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseAttachmentUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"attachmentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attachmentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<CaseAttachmentUrlQuery, CaseAttachmentUrlQueryVariables>;
export const CaseDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaseDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseById"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shortId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"visitType"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"organizationId"}},{"kind":"Field","name":{"kind":"Name","value":"isArchived"}},{"kind":"Field","name":{"kind":"Name","value":"archiveReason"}},{"kind":"Field","name":{"kind":"Name","value":"isEscalated"}},{"kind":"Field","name":{"kind":"Name","value":"escalationCategory"}},{"kind":"Field","name":{"kind":"Name","value":"escalationReasons"}},{"kind":"Field","name":{"kind":"Name","value":"submitter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseDetailPersonFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseDetailPersonFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseDetailPersonFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hrRep"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseDetailPersonFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseDetailPersonFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isPartner"}}]}},{"kind":"Field","name":{"kind":"Name","value":"decisions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseDetailDecisionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"escalations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"formResponses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseDetailFormResponseFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unacknowledgedCommentCount"}},{"kind":"Field","name":{"kind":"Name","value":"unacknowledgedNoteCount"}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseDetailCommentFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseDetailNoteFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseDetailActivityFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseDetailPersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CasePerson"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseDetailDecisionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseDecision"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"isNoDecision"}},{"kind":"Field","name":{"kind":"Name","value":"isIndefinite"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"decisionText"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"cost"}},{"kind":"Field","name":{"kind":"Name","value":"visitType"}},{"kind":"Field","name":{"kind":"Name","value":"addedById"}},{"kind":"Field","name":{"kind":"Name","value":"hasAttachment"}},{"kind":"Field","name":{"kind":"Name","value":"medicine"}},{"kind":"Field","name":{"kind":"Name","value":"dosage"}},{"kind":"Field","name":{"kind":"Name","value":"refillCount"}},{"kind":"Field","name":{"kind":"Name","value":"dosingFrequency"}},{"kind":"Field","name":{"kind":"Name","value":"treatmentPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"pharmacyInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"isRefill"}},{"kind":"Field","name":{"kind":"Name","value":"isPriorAuthRequested"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseDetailFormResponseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseFormResponse"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"formName"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"isPHI"}}]}},{"kind":"Field","name":{"kind":"Name","value":"questionResponses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"response"}},{"kind":"Field","name":{"kind":"Name","value":"fileNames"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseDetailCommentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseComment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isAcknowledged"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"possiblyMentionsAttachment"}},{"kind":"Field","name":{"kind":"Name","value":"formIds"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseDetailNoteFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseNote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isAcknowledged"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taggedUsers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseDetailActivityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseActivity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseDetailPersonFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subjectUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseDetailPersonFields"}}]}}]}}]} as unknown as DocumentNode<CaseDetailQuery, CaseDetailQueryVariables>;
export const RequestDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RequestDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseById"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shortId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isArchived"}},{"kind":"Field","name":{"kind":"Name","value":"decisions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isApproved"}},{"kind":"Field","name":{"kind":"Name","value":"isNoDecision"}},{"kind":"Field","name":{"kind":"Name","value":"isIndefinite"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"decisionText"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"formResponses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseDetailFormResponseFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"comments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseDetailCommentFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseDetailActivityFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseDetailPersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CasePerson"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseDetailFormResponseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseFormResponse"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"formName"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"isPHI"}}]}},{"kind":"Field","name":{"kind":"Name","value":"questionResponses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"response"}},{"kind":"Field","name":{"kind":"Name","value":"fileNames"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseDetailCommentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseComment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"isAcknowledged"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedAt"}},{"kind":"Field","name":{"kind":"Name","value":"possiblyMentionsAttachment"}},{"kind":"Field","name":{"kind":"Name","value":"formIds"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attachments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fileName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseDetailActivityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseActivity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseDetailPersonFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subjectUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseDetailPersonFields"}}]}}]}}]} as unknown as DocumentNode<RequestDetailQuery, RequestDetailQueryVariables>;
export const CaseDetailActivityAddedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"CaseDetailActivityAdded"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseActivityAdded"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseDetailActivityFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseDetailPersonFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CasePerson"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseDetailActivityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CaseActivity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseDetailPersonFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subjectUser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseDetailPersonFields"}}]}}]}}]} as unknown as DocumentNode<CaseDetailActivityAddedSubscription, CaseDetailActivityAddedSubscriptionVariables>;
export const CaseDetailUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CaseDetailUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CaseDetailUpdateMutation, CaseDetailUpdateMutationVariables>;
export const CaseDetailChangeStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CaseDetailChangeStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CaseStatus"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeCaseStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CaseDetailChangeStatusMutation, CaseDetailChangeStatusMutationVariables>;
export const CaseDetailAssignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CaseDetailAssign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"visitType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"VisitType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignCase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"visitType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"visitType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CaseDetailAssignMutation, CaseDetailAssignMutationVariables>;
export const CaseDetailUnassignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CaseDetailUnassign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unassignCase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CaseDetailUnassignMutation, CaseDetailUnassignMutationVariables>;
export const CaseDetailAcceptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CaseDetailAccept"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptCase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CaseDetailAcceptMutation, CaseDetailAcceptMutationVariables>;
export const CaseDetailAddTeamMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CaseDetailAddTeamMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userIds"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignUserToCase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CaseDetailAddTeamMembersMutation, CaseDetailAddTeamMembersMutationVariables>;
export const CaseDetailRemoveTeamMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CaseDetailRemoveTeamMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unassignUserFromCase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CaseDetailRemoveTeamMemberMutation, CaseDetailRemoveTeamMemberMutationVariables>;
export const CaseDetailAssignHrRepDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CaseDetailAssignHrRep"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignCaseHrRep"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CaseDetailAssignHrRepMutation, CaseDetailAssignHrRepMutationVariables>;
export const CaseDetailUnassignHrRepDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CaseDetailUnassignHrRep"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unassignCaseHrRep"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CaseDetailUnassignHrRepMutation, CaseDetailUnassignHrRepMutationVariables>;
export const CaseDetailArchiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CaseDetailArchive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"force"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archiveCase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}},{"kind":"Argument","name":{"kind":"Name","value":"force"},"value":{"kind":"Variable","name":{"kind":"Name","value":"force"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CaseDetailArchiveMutation, CaseDetailArchiveMutationVariables>;
export const CaseDetailReopenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CaseDetailReopen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reopenCase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CaseDetailReopenMutation, CaseDetailReopenMutationVariables>;
export const CaseDetailEscalateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CaseDetailEscalate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EscalationType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reasons"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"escalateCase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}},{"kind":"Argument","name":{"kind":"Name","value":"reasons"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reasons"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CaseDetailEscalateMutation, CaseDetailEscalateMutationVariables>;
export const CaseDetailAddEscalationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CaseDetailAddEscalation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EscalationType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reasons"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addCaseEscalation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}},{"kind":"Argument","name":{"kind":"Name","value":"reasons"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reasons"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CaseDetailAddEscalationMutation, CaseDetailAddEscalationMutationVariables>;
export const CaseDetailUpdateEscalationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CaseDetailUpdateEscalation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"escalationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EscalationType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reasons"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCaseEscalation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"escalationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"escalationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}},{"kind":"Argument","name":{"kind":"Name","value":"reasons"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reasons"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CaseDetailUpdateEscalationMutation, CaseDetailUpdateEscalationMutationVariables>;
export const CaseDetailRemoveEscalationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CaseDetailRemoveEscalation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"escalationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeCaseEscalation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"escalationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"escalationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CaseDetailRemoveEscalationMutation, CaseDetailRemoveEscalationMutationVariables>;
export const CaseDetailDeEscalateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CaseDetailDeEscalate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deEscalateCase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CaseDetailDeEscalateMutation, CaseDetailDeEscalateMutationVariables>;
export const CaseDetailPeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaseDetailPeople"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roles"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"searchText"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recordsPerPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usersByRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"roles"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roles"}}},{"kind":"Argument","name":{"kind":"Name","value":"searchText"},"value":{"kind":"Variable","name":{"kind":"Name","value":"searchText"}}},{"kind":"Argument","name":{"kind":"Name","value":"recordsPerPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recordsPerPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"NAME"}},{"kind":"Argument","name":{"kind":"Name","value":"sortOrder"},"value":{"kind":"EnumValue","value":"ASC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<CaseDetailPeopleQuery, CaseDetailPeopleQueryVariables>;
export const CaseDetailFormsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaseDetailForms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allForms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeDisabledForms"},"value":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"linkName"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isGlobal"}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}}]}}]}}]} as unknown as DocumentNode<CaseDetailFormsQuery, CaseDetailFormsQueryVariables>;
export const CaseDetailCreateFormLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CaseDetailCreateFormLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"formId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expiresInDays"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAnonymousFormToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"formId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"formId"}}},{"kind":"Argument","name":{"kind":"Name","value":"expiresInDays"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expiresInDays"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"tokenId"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<CaseDetailCreateFormLinkMutation, CaseDetailCreateFormLinkMutationVariables>;
export const CaseDetailAddCommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CaseDetailAddComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"formIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attachmentIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addCaseComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}},{"kind":"Argument","name":{"kind":"Name","value":"formIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"formIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"attachmentIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attachmentIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"comment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CaseDetailAddCommentMutation, CaseDetailAddCommentMutationVariables>;
export const CaseDetailAcknowledgeCommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CaseDetailAcknowledgeComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"commentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acknowledgeCaseComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"commentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"commentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"comment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isAcknowledged"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedAt"}}]}}]}}]}}]} as unknown as DocumentNode<CaseDetailAcknowledgeCommentMutation, CaseDetailAcknowledgeCommentMutationVariables>;
export const CaseDetailDeleteCommentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CaseDetailDeleteComment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"commentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCaseComment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"commentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"commentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CaseDetailDeleteCommentMutation, CaseDetailDeleteCommentMutationVariables>;
export const CaseDetailAddNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CaseDetailAddNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"taggedUserIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attachmentIds"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addCaseNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}},{"kind":"Argument","name":{"kind":"Name","value":"taggedUserIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"taggedUserIds"}}},{"kind":"Argument","name":{"kind":"Name","value":"attachmentIds"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attachmentIds"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"note"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CaseDetailAddNoteMutation, CaseDetailAddNoteMutationVariables>;
export const CaseDetailAcknowledgeNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CaseDetailAcknowledgeNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"noteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acknowledgeCaseNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"noteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"noteId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"note"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isAcknowledged"}},{"kind":"Field","name":{"kind":"Name","value":"acknowledgedAt"}}]}}]}}]}}]} as unknown as DocumentNode<CaseDetailAcknowledgeNoteMutation, CaseDetailAcknowledgeNoteMutationVariables>;
export const CaseDetailAddDecisionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CaseDetailAddDecision"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"decision"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CaseDecisionInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filePath"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addCaseDecision"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"decision"},"value":{"kind":"Variable","name":{"kind":"Name","value":"decision"}}},{"kind":"Argument","name":{"kind":"Name","value":"filePath"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filePath"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"decision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CaseDetailAddDecisionMutation, CaseDetailAddDecisionMutationVariables>;
export const CaseDetailUpdateDecisionDatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CaseDetailUpdateDecisionDates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseDecisionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isIndefinite"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCaseDecision"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseDecisionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseDecisionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"isIndefinite"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isIndefinite"}}},{"kind":"Argument","name":{"kind":"Name","value":"startDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"endDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CaseDetailUpdateDecisionDatesMutation, CaseDetailUpdateDecisionDatesMutationVariables>;
export const CaseDetailDeleteDecisionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CaseDetailDeleteDecision"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseDecisionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCaseDecision"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseDecisionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseDecisionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CaseDetailDeleteDecisionMutation, CaseDetailDeleteDecisionMutationVariables>;
export const CaseDetailCreateLetterUploadUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CaseDetailCreateLetterUploadUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contentType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUploadUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"target"},"value":{"kind":"EnumValue","value":"PERSONAL"}},{"kind":"Argument","name":{"kind":"Name","value":"fileName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}}},{"kind":"Argument","name":{"kind":"Name","value":"contentType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contentType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]} as unknown as DocumentNode<CaseDetailCreateLetterUploadUrlMutation, CaseDetailCreateLetterUploadUrlMutationVariables>;
export const CaseDetailSupportNotesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CaseDetailSupportNotes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allCaseSupportNotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"isCompleted"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"isOrganizationWide"}},{"kind":"Field","name":{"kind":"Name","value":"authorId"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<CaseDetailSupportNotesQuery, CaseDetailSupportNotesQueryVariables>;
export const CaseDetailAddSupportNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CaseDetailAddSupportNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"content"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isOrganizationWide"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addCaseSupportNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"content"},"value":{"kind":"Variable","name":{"kind":"Name","value":"content"}}},{"kind":"Argument","name":{"kind":"Name","value":"isOrganizationWide"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isOrganizationWide"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CaseDetailAddSupportNoteMutation, CaseDetailAddSupportNoteMutationVariables>;
export const CaseDetailUpdateSupportNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CaseDetailUpdateSupportNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"supportNoteId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"content"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isCompleted"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isOrganizationWide"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCaseSupportNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"supportNoteId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"supportNoteId"}}},{"kind":"Argument","name":{"kind":"Name","value":"content"},"value":{"kind":"Variable","name":{"kind":"Name","value":"content"}}},{"kind":"Argument","name":{"kind":"Name","value":"isCompleted"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isCompleted"}}},{"kind":"Argument","name":{"kind":"Name","value":"isOrganizationWide"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isOrganizationWide"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CaseDetailUpdateSupportNoteMutation, CaseDetailUpdateSupportNoteMutationVariables>;
export const FmlaHoursDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FmlaHours"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fmlaHoursByUserId"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"fmlaHoursTaken"}},{"kind":"Field","name":{"kind":"Name","value":"workHoursMissed"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<FmlaHoursQuery, FmlaHoursQueryVariables>;
export const FmlaHoursAddDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FmlaHoursAdd"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fmlaHoursTaken"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"workHoursMissed"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addFmlaHours"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"fmlaHoursTaken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fmlaHoursTaken"}}},{"kind":"Argument","name":{"kind":"Name","value":"workHoursMissed"},"value":{"kind":"Variable","name":{"kind":"Name","value":"workHoursMissed"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"fmlaHours"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<FmlaHoursAddMutation, FmlaHoursAddMutationVariables>;
export const CasesListPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CasesListPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"statuses"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CaseStatus"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isArchived"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isAssignee"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assigneeId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isEscalated"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"escalationCategories"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EscalationType"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"searchText"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"searchField"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SearchField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortOrder"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recordsPerPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"casesByStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"statuses"},"value":{"kind":"Variable","name":{"kind":"Name","value":"statuses"}}},{"kind":"Argument","name":{"kind":"Name","value":"isArchived"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isArchived"}}},{"kind":"Argument","name":{"kind":"Name","value":"isAssignee"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isAssignee"}}},{"kind":"Argument","name":{"kind":"Name","value":"assigneeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assigneeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"isEscalated"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isEscalated"}}},{"kind":"Argument","name":{"kind":"Name","value":"escalationCategories"},"value":{"kind":"Variable","name":{"kind":"Name","value":"escalationCategories"}}},{"kind":"Argument","name":{"kind":"Name","value":"searchText"},"value":{"kind":"Variable","name":{"kind":"Name","value":"searchText"}}},{"kind":"Argument","name":{"kind":"Name","value":"searchField"},"value":{"kind":"Variable","name":{"kind":"Name","value":"searchField"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortOrder"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortOrder"}}},{"kind":"Argument","name":{"kind":"Name","value":"recordsPerPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recordsPerPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseListRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseListRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Case"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shortId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isArchived"}},{"kind":"Field","name":{"kind":"Name","value":"isEscalated"}},{"kind":"Field","name":{"kind":"Name","value":"escalationCategory"}},{"kind":"Field","name":{"kind":"Name","value":"unacknowledgedCommentCount"}},{"kind":"Field","name":{"kind":"Name","value":"unacknowledgedNoteCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submitter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<CasesListPageQuery, CasesListPageQueryVariables>;
export const CasesListCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CasesListCounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isAssignee"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"casesMetadata"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"isAssignee"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isAssignee"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"new"}},{"kind":"Field","name":{"kind":"Name","value":"notConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"inProgress"}},{"kind":"Field","name":{"kind":"Name","value":"outstanding"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"denied"}},{"kind":"Field","name":{"kind":"Name","value":"approvedClosed"}},{"kind":"Field","name":{"kind":"Name","value":"deniedClosed"}}]}}]}}]} as unknown as DocumentNode<CasesListCountsQuery, CasesListCountsQueryVariables>;
export const CasesListAssigneeOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CasesListAssigneeOptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roles"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"searchText"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recordsPerPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usersByRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"roles"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roles"}}},{"kind":"Argument","name":{"kind":"Name","value":"searchText"},"value":{"kind":"Variable","name":{"kind":"Name","value":"searchText"}}},{"kind":"Argument","name":{"kind":"Name","value":"recordsPerPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recordsPerPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortBy"},"value":{"kind":"EnumValue","value":"NAME"}},{"kind":"Argument","name":{"kind":"Name","value":"sortOrder"},"value":{"kind":"EnumValue","value":"ASC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<CasesListAssigneeOptionsQuery, CasesListAssigneeOptionsQueryVariables>;
export const CasesAcrossOrganizationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CasesAcrossOrganizations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"assigneeId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"statuses"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CaseStatus"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isArchived"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isEscalated"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"searchText"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"searchField"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SearchField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sortOrder"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recordsPerPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allMultiOrgUserCases"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"assigneeId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"assigneeId"}}},{"kind":"Argument","name":{"kind":"Name","value":"statuses"},"value":{"kind":"Variable","name":{"kind":"Name","value":"statuses"}}},{"kind":"Argument","name":{"kind":"Name","value":"isArchived"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isArchived"}}},{"kind":"Argument","name":{"kind":"Name","value":"isEscalated"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isEscalated"}}},{"kind":"Argument","name":{"kind":"Name","value":"searchText"},"value":{"kind":"Variable","name":{"kind":"Name","value":"searchText"}}},{"kind":"Argument","name":{"kind":"Name","value":"searchField"},"value":{"kind":"Variable","name":{"kind":"Name","value":"searchField"}}},{"kind":"Argument","name":{"kind":"Name","value":"sortOrder"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sortOrder"}}},{"kind":"Argument","name":{"kind":"Name","value":"recordsPerPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recordsPerPage"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CaseListRow"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CaseListRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Case"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shortId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isArchived"}},{"kind":"Field","name":{"kind":"Name","value":"isEscalated"}},{"kind":"Field","name":{"kind":"Name","value":"escalationCategory"}},{"kind":"Field","name":{"kind":"Name","value":"unacknowledgedCommentCount"}},{"kind":"Field","name":{"kind":"Name","value":"unacknowledgedNoteCount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submitter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assignedTo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}}]}}]}}]} as unknown as DocumentNode<CasesAcrossOrganizationsQuery, CasesAcrossOrganizationsQueryVariables>;
export const CasesListOrganizationChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"CasesListOrganizationChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizationCasesChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"activityType"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}}]}}]}}]} as unknown as DocumentNode<CasesListOrganizationChangedSubscription, CasesListOrganizationChangedSubscriptionVariables>;
export const CasesListAssignedChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"CasesListAssignedChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignedCasesChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"activityType"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}}]}}]}}]} as unknown as DocumentNode<CasesListAssignedChangedSubscription, CasesListAssignedChangedSubscriptionVariables>;
export const FormsListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FormsList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isGlobal"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeDisabledForms"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allForms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"isGlobal"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isGlobal"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeDisabledForms"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeDisabledForms"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"linkName"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isGlobal"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"versionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}}]}}]}}]} as unknown as DocumentNode<FormsListQuery, FormsListQueryVariables>;
export const FormEditorFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FormEditorForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"formId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formById"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"formId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"formId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"linkName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isGlobal"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"showStepsIndividually"}},{"kind":"Field","name":{"kind":"Name","value":"caseTypes"}},{"kind":"Field","name":{"kind":"Name","value":"versionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"renderMode"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"hint"}},{"kind":"Field","name":{"kind":"Name","value":"placeholder"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"isPHI"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"condition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionIndex"}},{"kind":"Field","name":{"kind":"Name","value":"response"}}]}}]}}]}}]}}]} as unknown as DocumentNode<FormEditorFormQuery, FormEditorFormQueryVariables>;
export const FormsSetVisibilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FormsSetVisibility"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"formId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isActive"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFormVisibility"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"formId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"formId"}}},{"kind":"Argument","name":{"kind":"Name","value":"isActive"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isActive"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"form"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]}}]} as unknown as DocumentNode<FormsSetVisibilityMutation, FormsSetVisibilityMutationVariables>;
export const FormEditorCreateFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FormEditorCreateForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateFormInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"form"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"versionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}}]}}]}}]}}]} as unknown as DocumentNode<FormEditorCreateFormMutation, FormEditorCreateFormMutationVariables>;
export const FormEditorCreateVersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FormEditorCreateVersion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"formId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"questions"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuestionInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFormVersion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"formId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"formId"}}},{"kind":"Argument","name":{"kind":"Name","value":"questions"},"value":{"kind":"Variable","name":{"kind":"Name","value":"questions"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"form"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"versionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}}]}}]}}]}}]} as unknown as DocumentNode<FormEditorCreateVersionMutation, FormEditorCreateVersionMutationVariables>;
export const FormEditorUpdateFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FormEditorUpdateForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"formId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateFormInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"formId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"formId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"form"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"linkName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"showStepsIndividually"}},{"kind":"Field","name":{"kind":"Name","value":"caseTypes"}}]}}]}}]}}]} as unknown as DocumentNode<FormEditorUpdateFormMutation, FormEditorUpdateFormMutationVariables>;
export const FormEditorVersionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FormEditorVersions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allFormVersions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"formId"}},{"kind":"Field","name":{"kind":"Name","value":"versionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"linkName"}},{"kind":"Field","name":{"kind":"Name","value":"isPartnerDefault"}},{"kind":"Field","name":{"kind":"Name","value":"isGLPFollowupDefault"}}]}}]}}]} as unknown as DocumentNode<FormEditorVersionsQuery, FormEditorVersionsQueryVariables>;
export const FormEditorVersionPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FormEditorVersionPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"versionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formByVersionId"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"versionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"versionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"linkName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isGlobal"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}},{"kind":"Field","name":{"kind":"Name","value":"showStepsIndividually"}},{"kind":"Field","name":{"kind":"Name","value":"caseTypes"}},{"kind":"Field","name":{"kind":"Name","value":"versionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"renderMode"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"hint"}},{"kind":"Field","name":{"kind":"Name","value":"placeholder"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"isPHI"}},{"kind":"Field","name":{"kind":"Name","value":"documentId"}},{"kind":"Field","name":{"kind":"Name","value":"condition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionIndex"}},{"kind":"Field","name":{"kind":"Name","value":"response"}}]}}]}}]}}]}}]} as unknown as DocumentNode<FormEditorVersionPreviewQuery, FormEditorVersionPreviewQueryVariables>;
export const FormEditorSetDefaultGlobalVersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FormEditorSetDefaultGlobalVersion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"versionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDefaultGlobalFormVersion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"versionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"versionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"formVersion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isPartnerDefault"}},{"kind":"Field","name":{"kind":"Name","value":"isGLPFollowupDefault"}}]}}]}}]}}]} as unknown as DocumentNode<FormEditorSetDefaultGlobalVersionMutation, FormEditorSetDefaultGlobalVersionMutationVariables>;
export const FormEditorSetDefaultGlpFollowupVersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FormEditorSetDefaultGLPFollowupVersion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"versionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setDefaultGlobalGLPFollowupFormVersion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"versionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"versionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"formVersion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isPartnerDefault"}},{"kind":"Field","name":{"kind":"Name","value":"isGLPFollowupDefault"}}]}}]}}]}}]} as unknown as DocumentNode<FormEditorSetDefaultGlpFollowupVersionMutation, FormEditorSetDefaultGlpFollowupVersionMutationVariables>;
export const RequestDefaultFormDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RequestDefaultForm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaultForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RequestFormFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RequestFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Form"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"linkName"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"showStepsIndividually"}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"hint"}},{"kind":"Field","name":{"kind":"Name","value":"placeholder"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"renderMode"}},{"kind":"Field","name":{"kind":"Name","value":"condition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionIndex"}},{"kind":"Field","name":{"kind":"Name","value":"response"}}]}}]}}]}}]} as unknown as DocumentNode<RequestDefaultFormQuery, RequestDefaultFormQueryVariables>;
export const RequestFormByShortLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RequestFormByShortLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"linkName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isGlobal"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formByShortLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"linkName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"linkName"}}},{"kind":"Argument","name":{"kind":"Name","value":"isGlobal"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isGlobal"}}},{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RequestFormFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RequestFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Form"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"linkName"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"showStepsIndividually"}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"hint"}},{"kind":"Field","name":{"kind":"Name","value":"placeholder"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"renderMode"}},{"kind":"Field","name":{"kind":"Name","value":"condition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionIndex"}},{"kind":"Field","name":{"kind":"Name","value":"response"}}]}}]}}]}}]} as unknown as DocumentNode<RequestFormByShortLinkQuery, RequestFormByShortLinkQueryVariables>;
export const RequestFormByVersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RequestFormByVersion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"versionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formByVersionId"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"versionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"versionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RequestFormFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RequestFormFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Form"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"linkName"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"showStepsIndividually"}},{"kind":"Field","name":{"kind":"Name","value":"versionId"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"hint"}},{"kind":"Field","name":{"kind":"Name","value":"placeholder"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"renderMode"}},{"kind":"Field","name":{"kind":"Name","value":"condition"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionIndex"}},{"kind":"Field","name":{"kind":"Name","value":"response"}}]}}]}}]}}]} as unknown as DocumentNode<RequestFormByVersionQuery, RequestFormByVersionQueryVariables>;
export const RequestDraftsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RequestDrafts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userFormResponseDrafts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"formId"}},{"kind":"Field","name":{"kind":"Name","value":"formVersionId"}},{"kind":"Field","name":{"kind":"Name","value":"isDraft"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"questionResponses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"response"}},{"kind":"Field","name":{"kind":"Name","value":"fileNames"}}]}}]}}]}}]} as unknown as DocumentNode<RequestDraftsQuery, RequestDraftsQueryVariables>;
export const SubmittedRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SubmittedRequests"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"submitterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allCasesBySubmitter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"submitterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"submitterId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"shortId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isArchived"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<SubmittedRequestsQuery, SubmittedRequestsQueryVariables>;
export const CreateRequestDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateRequestDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateFormResponseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFormResponse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"formResponse"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"formId"}},{"kind":"Field","name":{"kind":"Name","value":"isDraft"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]} as unknown as DocumentNode<CreateRequestDraftMutation, CreateRequestDraftMutationVariables>;
export const UpdateRequestDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRequestDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"formResponseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"questionResponses"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuestionResponseInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFormResponse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"formResponseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"formResponseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"questionResponses"},"value":{"kind":"Variable","name":{"kind":"Name","value":"questionResponses"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"formResponse"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateRequestDraftMutation, UpdateRequestDraftMutationVariables>;
export const DeleteRequestDraftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRequestDraft"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"formResponseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFormResponse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"formResponseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"formResponseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<DeleteRequestDraftMutation, DeleteRequestDraftMutationVariables>;
export const SubmitRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"formResponseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitForm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"formResponseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"formResponseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"caseId"}},{"kind":"Field","name":{"kind":"Name","value":"formResponseId"}}]}}]}}]} as unknown as DocumentNode<SubmitRequestMutation, SubmitRequestMutationVariables>;
export const CreateRequestUploadUrlDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateRequestUploadUrl"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contentType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUploadUrl"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"target"},"value":{"kind":"EnumValue","value":"PERSONAL"}},{"kind":"Argument","name":{"kind":"Name","value":"fileName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fileName"}}},{"kind":"Argument","name":{"kind":"Name","value":"contentType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contentType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}}]}}]} as unknown as DocumentNode<CreateRequestUploadUrlMutation, CreateRequestUploadUrlMutationVariables>;
export const RequestEmployeeDraftsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RequestEmployeeDrafts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"respondentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userFormResponseDrafts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"respondentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"respondentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"formId"}},{"kind":"Field","name":{"kind":"Name","value":"formVersionId"}},{"kind":"Field","name":{"kind":"Name","value":"isDraft"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondentId"}},{"kind":"Field","name":{"kind":"Name","value":"questionResponses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"response"}},{"kind":"Field","name":{"kind":"Name","value":"fileNames"}}]}}]}}]}}]} as unknown as DocumentNode<RequestEmployeeDraftsQuery, RequestEmployeeDraftsQueryVariables>;
export const RequestEmployeesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RequestEmployees"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"searchText"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"searchField"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"UserSearchField"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recordsPerPage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usersByRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"roles"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"USER"}]}},{"kind":"Argument","name":{"kind":"Name","value":"searchText"},"value":{"kind":"Variable","name":{"kind":"Name","value":"searchText"}}},{"kind":"Argument","name":{"kind":"Name","value":"searchField"},"value":{"kind":"Variable","name":{"kind":"Name","value":"searchField"}}},{"kind":"Argument","name":{"kind":"Name","value":"recordsPerPage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recordsPerPage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<RequestEmployeesQuery, RequestEmployeesQueryVariables>;
export const AddRequestToCaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddRequestToCase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddFormResponseToCaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addFormResponseToCase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"caseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"caseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"formResponse"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"caseId"}}]}}]}}]}}]} as unknown as DocumentNode<AddRequestToCaseMutation, AddRequestToCaseMutationVariables>;
export const WelcomePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WelcomePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizationBrandInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"welcomeText"}}]}}]}}]} as unknown as DocumentNode<WelcomePageQuery, WelcomePageQueryVariables>;