export { CaseDecisionEntity } from './case-decision.entity.js';
export { CaseDecisionsService, DECIDE_MESSAGE, DecisionRules } from './case-decisions.service.js';
export type { AddDecisionInput, DecisionDatesInput } from './decision-input.schemas.js';
