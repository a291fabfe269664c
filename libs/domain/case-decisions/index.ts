export { CaseDecisionEntity } from './case-decision.entity.js';
export {
  CaseDecisionsService,
  DECIDE_MESSAGE,
  DECISION_OUTCOMES,
  DecisionRules,
  decisionRefusal,
} from './case-decisions.service.js';
export type { AddDecisionInput, DecisionDatesInput } from './decision-input.schemas.js';
export { CaseDecisionsModule } from './case-decisions.module.js';
