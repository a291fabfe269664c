// The events the benchmark sends: FORM_ANSWERED and DECISION_ADDED, alternating, spread over the
// fixture's cases, each the activity the product records for it (same type and payload shape).
import { randomUUID } from 'node:crypto';
import { CaseStatus } from '#domain/cases';
import { CaseActivityType, type NewCaseActivity, TRIGGER_BY_ACTIVITY } from '#events';
import type { QueueFixture } from './fixture.js';

/** The decision or form response itself is not inserted: the workflow job carries and loads only the activity. */
export function workflowEventActivity(index: number, fixture: QueueFixture): NewCaseActivity {
  const base = {
    organizationId: fixture.organizationId,
    caseId: fixture.caseIds[index % fixture.caseIds.length],
    actorUserId: fixture.actorUserId,
  };
  return index % 2 === 0
    ? {
        ...base,
        type: CaseActivityType.ADD_FORM_RESPONSE,
        payload: { formResponseId: randomUUID(), formVersionId: randomUUID() },
      }
    : {
        ...base,
        type: CaseActivityType.ADD_DECISION,
        payload: { decisionId: randomUUID(), status: index % 4 === 1 ? CaseStatus.APPROVED : CaseStatus.REJECTED },
      };
}

/** The trigger each event fires, checked once so a change of mapping cannot make the benchmark measure nothing. */
export function assertTriggers(): void {
  const expected = {
    [CaseActivityType.ADD_FORM_RESPONSE]: 'FORM_ANSWERED',
    [CaseActivityType.ADD_DECISION]: 'DECISION_ADDED',
  } as const;
  for (const [type, trigger] of Object.entries(expected)) {
    if (TRIGGER_BY_ACTIVITY[type as CaseActivityType] !== trigger) {
      throw new Error(`${type} no longer fires ${trigger}: the benchmark's events need updating`);
    }
  }
}
