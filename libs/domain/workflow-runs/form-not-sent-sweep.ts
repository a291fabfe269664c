import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CaseActivityType } from '#events';
import { CaseStatus } from '#domain/cases';
import { OrganizationEntity, resolveWorkflowSettings } from '#domain/organizations';
import { WorkflowClock } from './workflow-clock.js';
import { RunStatus } from './workflow-run.entity.js';

const TRIGGER = 'FORM_NOT_SENT';

/** Cases started per organization and sweep; the next sweep takes the rest. */
export const FORM_NOT_SENT_BATCH = 500;

/** A FORM_NOT_SENT run to be run (its job id is the run id). */
export interface PendingRun {
  runId: string;
  organizationId: string;
  caseId: string;
}

/**
 * FORM_NOT_SENT: an open case (not archived, not decided) older than its organization's formNotSentDays
 * with no form ever sent (no FOLLOW_UP_FORM entry) gets one run, ever (run key per case). Only organizations
 * whose FORM_NOT_SENT has actions are looked at. Returns every FORM_NOT_SENT run still IN_PROGRESS, the new
 * ones and those whose job was lost, for the caller to enqueue.
 */
@Injectable()
export class FormNotSentSweep {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(WorkflowClock) private readonly clock: WorkflowClock,
  ) {}

  async sweep(): Promise<PendingRun[]> {
    const now = this.clock.now();
    const organizations: Pick<OrganizationEntity, 'id' | 'settings'>[] = await this.dataSource.query(
      `SELECT id, settings FROM organization
        WHERE jsonb_array_length(COALESCE(settings->'workflows'->'triggers'->'${TRIGGER}', '[]'::jsonb)) > 0`,
    );
    for (const organization of organizations) {
      const settings = resolveWorkflowSettings(organization.settings.workflows);
      const actions = settings.triggers.FORM_NOT_SENT;
      if (actions.length === 0) continue;
      const before = new Date(now.getTime() - settings.formNotSentDays * 24 * 60 * 60 * 1000);
      await this.dataSource.query(
        `INSERT INTO workflow_run (organization_id, case_id, trigger, run_key, actions)
         SELECT c.organization_id, c.id, $3::varchar, 'case:' || c.id || ':' || $3::varchar, $4::jsonb
           FROM case_record c
          WHERE c.organization_id = $1 AND c.created_at < $2 AND NOT c.is_archived
            AND c.status <> ALL($5::varchar[]) AND c.last_follow_up_form_sent_at IS NULL
            AND NOT EXISTS (SELECT 1 FROM case_activity a WHERE a.case_id = c.id AND a.type = $6)
            AND NOT EXISTS (SELECT 1 FROM workflow_run r WHERE r.run_key = 'case:' || c.id || ':' || $3::varchar)
          ORDER BY c.created_at LIMIT ${FORM_NOT_SENT_BATCH}
         ON CONFLICT (run_key) DO NOTHING`,
        [
          organization.id,
          before,
          TRIGGER,
          JSON.stringify(actions),
          [CaseStatus.APPROVED, CaseStatus.REJECTED],
          CaseActivityType.FOLLOW_UP_FORM,
        ],
      );
    }
    return this.dataSource.query(
      `SELECT id AS "runId", organization_id AS "organizationId", case_id AS "caseId"
         FROM workflow_run WHERE trigger = $1 AND status = $2 ORDER BY created_at LIMIT 1000`,
      [TRIGGER, RunStatus.IN_PROGRESS],
    );
  }
}
