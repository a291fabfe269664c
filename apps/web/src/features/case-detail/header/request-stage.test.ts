import { describe, expect, it } from 'vitest';
import { DEFAULT_ALIAS_LABELS } from '../../../app/layout/alias-labels';
import type { CaseStatus } from '../../../generated/graphql';
import { requestStage, requestStageIndex, requestStageLabel } from './request-stage';

describe('request stage', () => {
  it.each<[CaseStatus, boolean, string]>([
    ['OPEN', false, 'Submitted'],
    ['ASSIGNED', false, 'Assigned'],
    ['IN_PROGRESS', false, 'Review & Interaction'],
    ['NO_DECISION', false, 'Review & Interaction'],
    ['APPROVED', false, 'Final Decision'],
    ['REJECTED', false, 'Final Decision'],
    ['APPROVED', true, 'Completed'],
    ['IN_PROGRESS', true, 'Completed'],
  ])('%s (archived: %s) is "%s"', (status, isArchived, label) => {
    expect(requestStageLabel({ status, isArchived }, DEFAULT_ALIAS_LABELS)).toBe(label);
  });

  it("uses the organization's alias, e.g. Prescription for a partner", () => {
    const labels = { ...DEFAULT_ALIAS_LABELS, STAGE_FINAL_DECISION: 'Prescription' };
    expect(requestStageLabel({ status: 'APPROVED', isArchived: false }, labels)).toBe('Prescription');
    expect(requestStage({ status: 'OPEN', isArchived: false })).toBe('STAGE_SUBMITTED');
    expect(requestStageIndex({ status: 'REJECTED', isArchived: false })).toBe(3);
  });
});
