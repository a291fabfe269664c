import { type Principal, Role } from '#access';
import type { CaseEntity, CaseEscalationEntity, CasePersonRecord } from '#domain/cases';
import type { GraphqlContext } from '../graphql/graphql-context.js';
import type { Case, CaseEscalation, CasePerson, CasePersonField } from './case.model.js';

/** Fields an employee never receives about its own case (deny list kept next to the model's "Staff only"). */
const STAFF_ONLY = {
  archiveReason: null,
  isEscalated: null,
  escalationCategory: null,
  escalationReasons: null,
  escalatedAt: null,
  isTest: null,
  referralCode: null,
  unacknowledgedCommentCount: null,
  unacknowledgedNoteCount: null,
  earliestUnacknowledgedAt: null,
  assignedById: null,
} satisfies Partial<Case>;

type CaseFields = Omit<Case, 'submitter' | 'assignedTo' | 'assignedBy' | 'hrRep'>;

/**
 * `known` holds people already read with the case (a list page's submitters and assignees); the others
 * are loaded when asked for, batched per request.
 */
export function toCaseModel(
  caseRecord: CaseEntity,
  viewer: Principal,
  known?: ReadonlyMap<string, CasePersonRecord>,
): Case {
  const fields: CaseFields = {
    id: caseRecord.id,
    organizationId: caseRecord.organizationId,
    shortId: caseRecord.shortId,
    type: caseRecord.type,
    title: caseRecord.title,
    status: caseRecord.status,
    orderStatus: caseRecord.orderStatus,
    visitType: caseRecord.visitType,
    createdAt: caseRecord.createdAt,
    updatedAt: caseRecord.updatedAt,
    assignedAt: caseRecord.assignedAt,
    inProgressAt: caseRecord.inProgressAt,
    closedAt: caseRecord.closedAt,
    isArchived: caseRecord.isArchived,
    archiveReason: caseRecord.archiveReason,
    isEscalated: caseRecord.isEscalated,
    escalationCategory: caseRecord.escalationCategory,
    escalationReasons: caseRecord.escalationReasons,
    escalatedAt: caseRecord.escalatedAt,
    isImported: caseRecord.isImported,
    isTest: caseRecord.isTest,
    referralCode: caseRecord.referralCode,
    promoCode: caseRecord.promoCodeName
      ? { id: caseRecord.promoCodeId, name: caseRecord.promoCodeName, discountCents: caseRecord.promoDiscountCents }
      : null,
    productBundleId: caseRecord.productBundleId ?? null,
    paymentInfoStatus: caseRecord.paymentInfoStatus,
    followUpFormStatus: caseRecord.followUpFormStatus,
    lastFollowUpFormSentAt: caseRecord.lastFollowUpFormSentAt,
    lastFollowUpFormAnsweredAt: caseRecord.lastFollowUpFormAnsweredAt,
    unacknowledgedCommentCount: caseRecord.unacknowledgedCommentCount,
    unacknowledgedNoteCount: caseRecord.unacknowledgedNoteCount,
    earliestUnacknowledgedAt: caseRecord.earliestUnacknowledgedAt,
    submitterId: caseRecord.submitterId,
    assignedToId: caseRecord.assignedToId,
    assignedById: caseRecord.assignedById,
    hrRepId: caseRecord.hrRepId,
  };
  const model = isEmployeeView(viewer, caseRecord) ? { ...fields, ...STAFF_ONLY } : fields;
  return {
    ...model,
    submitter: personField(model.submitterId, known),
    assignedTo: personField(model.assignedToId, known),
    assignedBy: personField(model.assignedById, known),
    hrRep: personField(model.hrRepId, known),
  };
}

function personField(userId: string | null, known: ReadonlyMap<string, CasePersonRecord> | undefined): CasePersonField {
  if (!userId) return null;
  const person = known?.get(userId);
  if (person) return toCasePerson(person);
  return async (context: GraphqlContext) => {
    const user = await context.people.load(userId);
    return user ? toCasePerson(user) : null;
  };
}

/** An employee sees a case as its submitter, whatever else it might be. */
export function isEmployeeView(viewer: Principal, caseRecord: { organizationId: string }): boolean {
  return (
    viewer.canActIn(caseRecord.organizationId) && viewer.inOrganization(caseRecord.organizationId).role === Role.USER
  );
}

export const toCasePerson = (user: CasePersonRecord): CasePerson => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  fullName: user.fullName,
  email: user.email,
  role: user.role,
});

export const toCaseEscalation = (escalation: CaseEscalationEntity): CaseEscalation => ({
  id: escalation.id,
  caseId: escalation.caseId,
  category: escalation.category,
  reasons: escalation.reasons,
  createdById: escalation.createdById,
  createdAt: escalation.createdAt,
  updatedAt: escalation.updatedAt,
});
