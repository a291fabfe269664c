import type { EntityManager } from 'typeorm';
import { CaseActivityType, type RecordActivity } from '#events';
import { notifyCaseAssigned } from '#domain/notifications';
import { OrganizationEntity, resolveFeatureFlags } from '#domain/organizations';
import { isUsStateCode, US_STATES } from '#domain/shared';
import { findPhysicians, UserEntity } from '#domain/users';
import { CaseEntity } from './case.entity.js';
import { CaseStatus } from './case.enums.js';
import { DECIDED_STATUSES } from './case-transitions.js';

/** The two-letter code of a state as people write it ("tx", "Texas"), or null. */
export function stateCodeOf(state: string | null | undefined): string | null {
  const text = state?.trim() ?? '';
  if (isUsStateCode(text.toUpperCase())) return text.toUpperCase();
  return US_STATES.find((entry) => entry.name.toLowerCase() === text.toLowerCase())?.code ?? null;
}

/**
 * The organization setting "auto-assign physicians": a new request of an employee whose state is known goes
 * to a physician of the organization licensed there (findPhysicians with the state), the one with the fewest
 * undecided cases in the organization, then by name. Runs inside the transaction that opened the case and
 * records the ordinary assignee activity and notice; returns the physician's id, or null when nothing was
 * assigned (setting off, state unknown, nobody licensed there).
 */
export async function autoAssignPhysician(
  manager: EntityManager,
  caseRecord: CaseEntity,
  actorUserId: string,
  record: RecordActivity,
): Promise<string | null> {
  if (!caseRecord.submitterId || caseRecord.assignedToId || caseRecord.status !== CaseStatus.OPEN) return null;
  const organization = await manager.findOneBy(OrganizationEntity, { id: caseRecord.organizationId });
  if (!organization || !resolveFeatureFlags(organization.settings).autoAssignPhysicians) return null;
  const employee = await manager.findOneBy(UserEntity, { id: caseRecord.submitterId });
  const state = stateCodeOf(employee?.state);
  if (!state) return null;
  const physicians = await findPhysicians(manager, caseRecord.organizationId, { state });
  if (physicians.length === 0) return null;
  const load: { id: string; open: number }[] = await manager.query(
    `SELECT assigned_to_id AS id, count(*)::int AS open FROM case_record
      WHERE organization_id = $1 AND assigned_to_id = ANY($2) AND NOT is_archived AND status <> ALL($3)
      GROUP BY assigned_to_id`,
    [caseRecord.organizationId, physicians.map((physician) => physician.id), DECIDED_STATUSES],
  );
  const openCases = new Map(load.map((row) => [row.id, row.open]));
  // findPhysicians orders by name; a stable sort keeps that order among equals.
  const [chosen] = [...physicians].sort((a, b) => (openCases.get(a.id) ?? 0) - (openCases.get(b.id) ?? 0));
  Object.assign(caseRecord, {
    assignedToId: chosen.id,
    assignedById: null,
    assignedAt: new Date(),
    status: CaseStatus.ASSIGNED,
  } satisfies Partial<CaseEntity>);
  await manager.save(caseRecord);
  const activity = await record({
    organizationId: caseRecord.organizationId,
    caseId: caseRecord.id,
    actorUserId,
    type: CaseActivityType.ADD_CASE_ASSIGNEE,
    payload: {
      userId: chosen.id,
      previousUserId: null,
      isPrimary: true,
      visitType: caseRecord.visitType,
      status: caseRecord.status,
      automatic: true,
      state,
    },
  });
  await notifyCaseAssigned(manager, { activityId: activity.id, caseRecord, assigneeId: chosen.id, actorUserId });
  return chosen.id;
}
