import type { INestApplicationContext } from '@nestjs/common';
import { Role } from '#access';
import { ActivityTransaction, CaseActivityType } from '#events';
import { SendGridFake } from '#test/fakes/sendgrid-fake';
import { TwilioFake } from '#test/fakes/twilio-fake';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';
import { waitFor } from '#test/eventually';
import { startWorker } from '../../../apps/worker/src/create-worker.js';

export const WORKFLOW_ATTEMPTS = 3;

export type Answer = {
  data?: Record<string, Record<string, unknown>> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};

export interface RunRow {
  id: string;
  status: string;
  reason: string | null;
  attempts: number;
  trigger: string;
  activity_id: string | null;
}

/** The api, a worker and both provider fakes; workflow and message retries are quick. */
export interface WorkflowStack {
  api: TestApi;
  worker: INestApplicationContext;
  sendGrid: SendGridFake;
  twilio: TwilioFake;
  org: ScratchOrganization;
  other: ScratchOrganization;
  /** Stores the organization's workflow settings (the settings screen's part, written directly). */
  setWorkflows(workflows: Record<string, unknown>): Promise<void>;
  /** Records a timeline entry as a change would (through the activity transaction), so its job is enqueued. */
  record(caseId: string, type: CaseActivityType): Promise<string>;
  /** Waits until the run of this activity has ended. */
  endedRun(activityId: string): Promise<RunRow>;
  graphql(
    name: string,
    query: string,
    variables?: Record<string, unknown>,
    organization?: ScratchOrganization,
  ): Promise<Answer>;
  close(): Promise<void>;
}

export async function startWorkflowStack(): Promise<WorkflowStack> {
  const sendGrid = new SendGridFake();
  const twilio = new TwilioFake();
  const [sendGridUrl, twilioUrl] = await Promise.all([sendGrid.start(), twilio.start()]);
  const api = await startTestApi({
    MESSAGE_SEND_ATTEMPTS: '3',
    MESSAGE_RETRY_DELAY_MS: '20',
    WORKFLOW_JOB_ATTEMPTS: String(WORKFLOW_ATTEMPTS),
    WORKFLOW_RETRY_DELAY_MS: '20',
    SENDGRID_BASE_URL: sendGridUrl,
    SENDGRID_API_KEY: 'SG.test-key',
    TWILIO_BASE_URL: twilioUrl,
  });
  const worker = await startWorker(api.config);
  const org = await createScratchOrganization({
    Admin: Role.ADMIN,
    Manager: Role.CASEMANAGER,
    Worker: Role.CASEWORKER,
    Coordinator: Role.CASEWORKER,
    Pat: Role.USER,
  });
  const other = await createScratchOrganization({ OtherAdmin: Role.ADMIN });
  await org.query(`UPDATE app_user SET phone_number = '555-201-0003' WHERE id = $1`, [org.users.Pat.id]);
  return {
    api,
    worker,
    sendGrid,
    twilio,
    org,
    other,
    setWorkflows: async (workflows) => {
      await org.query(
        `UPDATE organization SET settings = jsonb_set(settings, '{workflows}', $2::jsonb) WHERE id = $1`,
        [org.id, JSON.stringify(workflows)],
      );
    },
    record: async (caseId, type) => {
      const activity = await api.app
        .get(ActivityTransaction)
        .run((_manager, record) =>
          record({ organizationId: org.id, caseId, type, actorUserId: org.users.Worker.id, payload: {} }),
        );
      return activity.id;
    },
    endedRun: async (activityId) =>
      (await waitFor(
        async () => {
          const [run] = await org.query<RunRow>('SELECT * FROM workflow_run WHERE activity_id = $1', [activityId]);
          return run && run.status !== 'IN_PROGRESS' ? run : null;
        },
        { what: `the run of activity ${activityId} to end`, timeoutMs: 20000 },
      ))!,
    graphql: async (name, query, variables = {}, organization = org) =>
      (await api.graphql(query, variables, { token: organization.users[name].token })) as Answer,
    async close() {
      await worker.close();
      await api.close();
      await Promise.all([org.close(), other.close(), sendGrid.stop(), twilio.stop()]);
    },
  };
}
