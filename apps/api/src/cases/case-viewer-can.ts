import { type AccessDeclaration, type AccessRule, type AppError, type Principal, restricted } from '#access';
import { AttachmentRules } from '#domain/case-attachments';
import { commentDeleteRefusal, ConversationRules } from '#domain/case-conversation';
import { DECISION_OUTCOMES, DecisionRules, decisionRefusal } from '#domain/case-decisions';
import { MessageRules } from '#domain/case-messages';
import { ConsultRules } from '#domain/case-consults';
import { SupportNoteRules } from '#domain/case-support-notes';
import {
  acceptCaseRefusal,
  archiveRefusal,
  assignCaseRefusal,
  type CaseChangeOptions,
  caseChangeRefusal,
  type CaseEntity,
  CaseStatus,
  CaseWorkRules,
  escalateRefusal,
  isCaseVisibleTo,
  noEscalationRefusal,
  reopenRefusal,
  statusChangeRefusal,
  teamMemberRemovalRefusal,
  unassignCaseRefusal,
  unassignHrRepRefusal,
} from '#domain/cases';
import { type FmlaPerson, fmlaPersonRefusal, FmlaRules } from '#domain/fmla';
import { CaseDownloadRule } from '#domain/case-download';
import { OrderRules } from '#domain/case-orders';
import { CasePaymentRules } from '#domain/payments';
import { CreateAnonymousFormTokenRule } from '../forms/anonymous-forms.resolver.js';
import { AddFormResponseToCaseRule } from '../forms/form-responses.resolver.js';
import type { CaseViewerCan } from './case-viewer-can.model.js';

/** The case fields the rules read: all on the case row, so a list answers without another statement. */
export type CaseForViewer = Pick<
  CaseEntity,
  'id' | 'organizationId' | 'status' | 'isArchived' | 'submitterId' | 'assignedToId' | 'hrRepId'
> & { isEscalated: boolean | null };

export interface CaseViewerInput {
  /**
   * The caller as a case operation's guard sees it: the session principal (case operations name no
   * organization), which the operation's service then scopes to the case's organization.
   */
  caller: Principal;
  caseRecord: CaseForViewer;
  /** The case team, read only where a rule depends on it (batched per request by the caller). */
  teamMemberIds: () => Promise<readonly string[]>;
  /** The submitter as the FMLA rule reads it, read only where that rule's guard passes. */
  submitter: () => Promise<FmlaPerson | null>;
}

const SIGNED_IN: AccessDeclaration = { kind: 'signedIn' };
const none = (refusal: AppError | null) => refusal === null;
const NOTHING: CaseViewerCan = {
  updateCase: false,
  changeCaseStatus: false,
  assignCase: false,
  unassignCase: false,
  acceptCase: false,
  assignUserToCase: false,
  unassignUserFromCase: false,
  assignCaseHrRep: false,
  unassignCaseHrRep: false,
  archiveCase: false,
  reopenCase: false,
  escalateCase: false,
  addCaseEscalation: false,
  updateCaseEscalation: false,
  removeCaseEscalation: false,
  deEscalateCase: false,
  addCaseComment: false,
  acknowledgeCaseComment: false,
  deleteCaseComment: false,
  addCaseNote: false,
  sendCaseMessage: false,
  acknowledgeCaseNote: false,
  addCaseDecision: false,
  updateCaseDecision: false,
  deleteCaseDecision: false,
  uploadFile: false,
  deleteCaseAttachment: false,
  allCaseSupportNotes: false,
  addCaseSupportNote: false,
  updateCaseSupportNote: false,
  allCaseConsultRequests: false,
  requestCaseConsult: false,
  sendCaseConsultMessage: false,
  fmlaHoursByUserId: false,
  addFmlaHours: false,
  addFormResponseToCase: false,
  createAnonymousFormToken: false,
  downloadCase: false,
  addCasePayment: false,
  updateCasePayment: false,
  deleteCasePayment: false,
  sendPaymentInfoLink: false,
  caseOrders: false,
  createCaseOrder: false,
  changeCaseOrder: false,
};

/**
 * What the caller may do on a case, by the same functions the operations run: the guard's
 * Principal.satisfies on the declared rule, CasesService's visibility, CaseChange's rule-and-archive
 * check in the case's organization, and each service's own refusal for the case's state. Nothing here
 * restates a rule; a new case operation adds its field and its line.
 */
export async function caseViewerCan(input: CaseViewerInput): Promise<CaseViewerCan> {
  const { caller, caseRecord } = input;
  if (!(await isCaseVisibleTo(caller, caseRecord, input.teamMemberIds))) return NOTHING;
  const scoped = caller.inOrganization(caseRecord.organizationId);
  const guard = (declaration: AccessDeclaration) => caller.satisfies(declaration);
  /** A CaseChange.run operation: its declaration at the guard, then its rule and the archive flag on the case. */
  const change = (rule: AccessRule, options: CaseChangeOptions = {}, declaration = restricted(rule)) =>
    guard(declaration) && none(caseChangeRefusal(scoped, caseRecord, rule, options));

  const assigner = change(CaseWorkRules.assign);
  const escalator = change(CaseWorkRules.escalate);
  const decider = change(DecisionRules.decide);
  const payer = change(CasePaymentRules.manage);
  const fmlaReader = guard(restricted(FmlaRules.read));
  const fmlaRecorder = guard(restricted(FmlaRules.update));
  const submitter = fmlaReader || fmlaRecorder ? await input.submitter() : null;
  const team = assigner ? await input.teamMemberIds() : [];

  return {
    updateCase: change(CaseWorkRules.edit),
    changeCaseStatus:
      change(CaseWorkRules.manage) &&
      Object.values(CaseStatus).some((to) => none(statusChangeRefusal(caller, caseRecord, to))),
    assignCase: assigner && none(assignCaseRefusal(caseRecord)),
    unassignCase: assigner && none(unassignCaseRefusal(caseRecord)),
    acceptCase: change(CaseWorkRules.accept) && none(acceptCaseRefusal(caller, caseRecord)),
    assignUserToCase: assigner,
    unassignUserFromCase: assigner && team.some((userId) => none(teamMemberRemovalRefusal(team, userId))),
    assignCaseHrRep: change(CaseWorkRules.assignHrRep),
    unassignCaseHrRep: change(CaseWorkRules.assignHrRep) && none(unassignHrRepRefusal(caseRecord)),
    archiveCase: change(CaseWorkRules.archive) && none(archiveRefusal(scoped, caseRecord, true)),
    reopenCase: change(CaseWorkRules.reopen, { allowArchived: true }) && none(reopenRefusal(caseRecord)),
    escalateCase: escalator && none(escalateRefusal(caseRecord)),
    addCaseEscalation: escalator,
    // An escalation to change exists exactly while the case is escalated (the case mirrors its escalations).
    updateCaseEscalation: escalator && none(noEscalationRefusal(caseRecord)),
    removeCaseEscalation: escalator && none(noEscalationRefusal(caseRecord)),
    deEscalateCase: escalator && none(noEscalationRefusal(caseRecord)),
    addCaseComment: change(ConversationRules.comment),
    acknowledgeCaseComment: change(ConversationRules.caseWork),
    deleteCaseComment: change(ConversationRules.comment, {}, SIGNED_IN) && none(commentDeleteRefusal(caller, null)),
    addCaseNote: change(ConversationRules.caseWork),
    // CaseMessagesService.send; a refusal for the employee's addresses or preferences is bad input.
    sendCaseMessage: change(MessageRules.send),
    acknowledgeCaseNote: change(ConversationRules.caseWork),
    addCaseDecision: decider && DECISION_OUTCOMES.some((to) => none(decisionRefusal(caseRecord, to))),
    updateCaseDecision: decider,
    deleteCaseDecision: decider,
    uploadFile: change(AttachmentRules.upload),
    deleteCaseAttachment: change(AttachmentRules.remove),
    // Reading support notes: the rule in the case's organization, archived or not (CaseSupportNotesService.listFor).
    allCaseSupportNotes:
      guard(restricted(SupportNoteRules.work)) && scoped.satisfies(restricted(SupportNoteRules.work)),
    addCaseSupportNote: change(SupportNoteRules.work),
    updateCaseSupportNote: change(SupportNoteRules.work),
    // CaseConsultsService: reading is the rule in the case's organization, archived or not; the changes are
    // CaseChange.run (a second open consult is refused by the service: ALREADY_EXISTS).
    allCaseConsultRequests:
      guard(restricted(ConsultRules.discuss)) && scoped.satisfies(restricted(ConsultRules.discuss)),
    requestCaseConsult: change(ConsultRules.request),
    sendCaseConsultMessage: change(ConsultRules.discuss),
    // FMLA operations act on the submitter, in the caller's own (effective) organization: FmlaHoursService.
    fmlaHoursByUserId: fmlaReader && none(fmlaPersonRefusal(caller, submitter)),
    addFmlaHours: fmlaRecorder && none(fmlaPersonRefusal(caller, submitter)),
    // These two check the declaration and the case's visibility only (FormResponsesService, AnonymousFormsService).
    addFormResponseToCase: guard(restricted(AddFormResponseToCaseRule)),
    createAnonymousFormToken: guard(restricted(CreateAnonymousFormTokenRule)),
    // The download route's guard, then CasesService.findVisible (CaseDownloadService.zip).
    downloadCase: guard(restricted(CaseDownloadRule)),
    // CasePaymentsService: the rule in the case's organization and the archive flag (CaseChange.run).
    addCasePayment: payer,
    updateCasePayment: payer,
    deleteCasePayment: payer,
    // PaymentSetupService.sendLink: the same rule, and an employee to send the link to.
    sendPaymentInfoLink: payer && !!caseRecord.submitterId,
    // CaseOrdersService.listFor: who manages orders in the case's organization, and the case's employee.
    caseOrders: scoped.satisfies(restricted(OrderRules.manage)) || caseRecord.submitterId === caller.userId,
    createCaseOrder: change(OrderRules.manage),
    // changeCaseOrderStatus and addCaseOrderTracking: the same rule and archive flag (CaseChange.run).
    changeCaseOrder: change(OrderRules.manage),
  };
}
