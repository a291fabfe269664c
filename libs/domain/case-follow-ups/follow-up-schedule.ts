import type { EntityManager } from 'typeorm';
import { CaseEntity } from '#domain/cases';
import { OrganizationEntity } from '#domain/organizations';
import { calendarOf, plusDays } from '#domain/reminders';
import { FollowUpFormStatus } from './follow-up-form-status.js';

/** `days` calendar days after `from`, at the same wall-clock time in the organization's zone (DST-proof). */
export function followUpDueAfter(from: Date, days: number, timeZone: string): Date {
  return plusDays(from, days, { timeZone, businessDays: false });
}

/**
 * The first due time after `now` on the schedule through `lastDue` every `days` days: a sweep that ran late
 * (a worker down for days) sends one follow-up, not one per period missed.
 */
export function nextFollowUpDue(lastDue: Date, days: number, timeZone: string, now: Date): Date {
  let due = followUpDueAfter(lastDue, days, timeZone);
  while (due.getTime() <= now.getTime()) due = followUpDueAfter(due, days, timeZone);
  return due;
}

/** The organization's time zone (its setting, else the default). */
export async function organizationTimeZone(manager: EntityManager, organizationId: string): Promise<string> {
  const organization = await manager.findOneByOrFail(OrganizationEntity, { id: organizationId });
  return calendarOf(organization.settings).timeZone;
}

/**
 * Starts the case's follow-up forms at its first decision, in the decision's transaction: when its plan
 * (product bundle) has followUpFormPeriodDays, the first is due that many days after `decidedAt` in the
 * organization's time zone. A later decision (the row exists) changes nothing. The case must be locked.
 */
export async function startFollowUpForms(manager: EntityManager, caseRecord: CaseEntity, decidedAt: Date) {
  if (!caseRecord.productBundleId) return;
  const [bundle]: { days: number | null }[] = await manager.query(
    `SELECT follow_up_form_period_days AS days FROM product_bundle WHERE id = $1 AND organization_id = $2`,
    [caseRecord.productBundleId, caseRecord.organizationId],
  );
  if (!bundle?.days || bundle.days <= 0) return;
  const timeZone = await organizationTimeZone(manager, caseRecord.organizationId);
  const inserted: unknown[] = await manager.query(
    `INSERT INTO case_follow_up (organization_id, case_id, next_due_at) VALUES ($1, $2, $3)
     ON CONFLICT (case_id) DO NOTHING RETURNING id`,
    [caseRecord.organizationId, caseRecord.id, followUpDueAfter(decidedAt, bundle.days, timeZone)],
  );
  if (inserted.length === 0) return;
  caseRecord.followUpFormStatus = FollowUpFormStatus.SCHEDULED;
  await manager.update(CaseEntity, { id: caseRecord.id }, { followUpFormStatus: FollowUpFormStatus.SCHEDULED });
}
