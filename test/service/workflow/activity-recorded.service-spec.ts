import { randomUUID } from 'node:crypto';
import { Role } from '#access';
import { CaseActivityType } from '#events';
import { WorkflowRunner, WorkflowRunsModule } from '#domain/workflow-runs';
import { createServiceModule, type ServiceModule } from '#test/service-module';
import { createServiceScratch, type ServiceScratch } from '#test/service-scratch';
import { ActivityRecordedHandler } from '../../../apps/worker/src/workflow/activity-recorded.handler.js';
import { WorkflowDoneMarks } from '../../../apps/worker/src/workflow/workflow-done-marks.js';

describe('workflow job: activity recorded (apps/worker)', () => {
  let service: ServiceModule;
  let org: ServiceScratch;
  let caseId: string;
  let handler: ActivityRecordedHandler;

  beforeAll(async () => {
    service = await createServiceModule([WorkflowRunsModule]);
    org = await createServiceScratch(service.dataSource, { worker: Role.CASEWORKER });
    caseId = await org.insertCase({ submitter: 'worker' });
    const marks = new WorkflowDoneMarks(service.dataSource, { maxBatch: 20, maxWaitMs: 1 });
    handler = new ActivityRecordedHandler(service.dataSource, marks, service.get(WorkflowRunner));
  });
  afterAll(() => service?.close());

  const recordActivity = async (): Promise<string> => {
    const [row]: { id: string }[] = await service.dataSource.query(
      `INSERT INTO case_activity (organization_id, case_id, type, actor_user_id, payload, dispatched_at)
       VALUES ($1, $2, $3, NULL, '{}', now()) RETURNING id`,
      [org.id, caseId, CaseActivityType.ADD_FORM_RESPONSE],
    );
    return row.id;
  };
  const doneAt = async (id: string): Promise<string | null> => {
    const [row] = await service.dataSource.query(
      'SELECT workflow_done_at::text AS "doneAt" FROM case_activity WHERE id = $1',
      [id],
    );
    return row.doneAt;
  };
  const job = (activityId: string, organizationId = org.id) => ({
    organizationId,
    caseId,
    activityId,
    actorUserId: null,
  });

  it('marks the activity done for the workflow; a rerun completes and leaves the mark as it was', async () => {
    const activityId = await recordActivity();
    await handler.handle(job(activityId));
    const done = await doneAt(activityId);
    expect(done).not.toBeNull();

    await expect(handler.handle(job(activityId))).resolves.toBeUndefined();
    expect(await doneAt(activityId)).toBe(done);
  });

  it('fails the job of an activity that does not exist in its organization, marking nothing', async () => {
    const activityId = await recordActivity();
    const otherOrganization = randomUUID();
    await expect(handler.handle(job(activityId, otherOrganization))).rejects.toThrow(
      `Activity ${activityId} not found in organization ${otherOrganization}`,
    );
    const missing = randomUUID();
    await expect(handler.handle(job(missing))).rejects.toThrow(`Activity ${missing} not found`);
    expect(await doneAt(activityId)).toBeNull();
  });
});
