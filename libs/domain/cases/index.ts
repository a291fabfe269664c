export { CaseEntity } from './case.entity.js';
export { CaseEscalationEntity } from './case-escalation.entity.js';
export { CaseStatusCountEntity } from './case-status-count.entity.js';
export * from './case.enums.js';
export { CaseMessages } from './case.messages.js';
export { type CasePersonRecord, CasesService, isCaseVisibleTo } from './cases.service.js';
export {
  ARCHIVED_MESSAGE,
  CaseChange,
  type CaseChangeContext,
  type CaseChangeOptions,
  caseChangeRefusal,
} from './case-change.js';
export { requireCaseMember } from './case-members.js';
export { type CaseListPage, CaseListService, type PageRequest, type StatusGroupCounts } from './case-list.service.js';
export * from './case-list-filters.js';
export { CaseStatusGroup, STATUS_GROUP_RULES, statusGroupOf } from './case-status-groups.js';
export { ALLOWED_STATUS_MOVES, isAllowedStatusMove } from './case-transitions.js';
export { CaseWorkRules } from './case-work-rules.js';
export {
  acceptCaseRefusal,
  assignCaseRefusal,
  CaseAssignmentService,
  teamMemberRemovalRefusal,
  unassignCaseRefusal,
  unassignHrRepRefusal,
} from './case-assignment.service.js';
export {
  archiveRefusal,
  type CaseBundleStep,
  CaseLifecycleService,
  reopenRefusal,
  statusChangeRefusal,
  type UpdateCaseInput,
} from './case-lifecycle.service.js';
export {
  CaseEscalationsService,
  escalateRefusal,
  type EscalationInput,
  noEscalationRefusal,
} from './case-escalations.service.js';
export { CasesModule } from './cases.module.js';
export { caseReach, type CaseReach, whereVisible } from './case-involvement.js';
export { newShortId } from './case-short-id.js';
export { autoAssignPhysician, stateCodeOf } from './physician-auto-assign.js';
