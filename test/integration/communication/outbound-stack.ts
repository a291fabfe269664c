import type { INestApplicationContext } from '@nestjs/common';
import { Role } from '#access';
import { SendGridFake } from '#test/fakes/sendgrid-fake';
import { TwilioFake } from '#test/fakes/twilio-fake';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';
import { waitFor } from '#test/eventually';
import { startWorker } from '../../../apps/worker/src/create-worker.js';

export const SEND = `mutation($input: SendCaseMessageInput!) { sendCaseMessage(input: $input) {
  success caseMessage { id type status channel text sentText toAddress } activity { type payload } } }`;
export const THREAD = `query($id: ID!) { caseById(caseId: $id) { messages {
  id type status direction channel subject text sentText toAddress errorReason providerMessageId createdById sentAt } } }`;

export interface ThreadMessage {
  id: string;
  type: string;
  status: string;
  direction: string;
  channel: string;
  subject: string | null;
  text: string;
  sentText: string | null;
  toAddress: string | null;
  errorReason: string | null;
  providerMessageId: string | null;
  createdById: string | null;
  sentAt: string | null;
}

export type Answer = {
  data?: Record<string, Record<string, unknown>> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};

/** The api, a worker and both provider fakes; the worker's SDKs point at the fakes, retries are quick. */
export interface OutboundStack {
  api: TestApi;
  worker: INestApplicationContext;
  sendGrid: SendGridFake;
  twilio: TwilioFake;
  org: ScratchOrganization;
  other: ScratchOrganization;
  as(
    organization: ScratchOrganization,
    name: string,
    query: string,
    variables: Record<string, unknown>,
  ): Promise<Answer>;
  /** A case of the organization's employee Pat, worked by Worker. */
  newCase(): Promise<string>;
  thread(name: string, caseId: string): Promise<ThreadMessage[]>;
  /** Waits until the message has left PENDING, as staff see it. */
  settled(caseId: string, messageId: string): Promise<ThreadMessage>;
  close(): Promise<void>;
}

export const SEND_ATTEMPTS = 3;

/** `overrides`: more api and worker settings (e.g. the public webhook address for signed webhooks). */
export async function startOutboundStack(overrides: Record<string, string> = {}): Promise<OutboundStack> {
  const sendGrid = new SendGridFake();
  const twilio = new TwilioFake();
  const [sendGridUrl, twilioUrl] = await Promise.all([sendGrid.start(), twilio.start()]);
  const settings = {
    MESSAGE_SEND_ATTEMPTS: String(SEND_ATTEMPTS),
    MESSAGE_RETRY_DELAY_MS: '20',
    SENDGRID_BASE_URL: sendGridUrl,
    SENDGRID_API_KEY: 'SG.test-key',
    TWILIO_BASE_URL: twilioUrl,
    ...overrides,
  };
  const api = await startTestApi(settings);
  // The worker shares the api's Redis prefix, so it consumes the jobs this api enqueues.
  const worker = await startWorker(api.config);
  const org = await createScratchOrganization({ Worker: Role.CASEWORKER, Pat: Role.USER, Lee: Role.USER });
  const other = await createScratchOrganization({ Admin: Role.ADMIN, Sam: Role.USER });
  await org.query(`UPDATE app_user SET phone_number = '555-201-0002' WHERE id = $1`, [org.users.Pat.id]);
  const as: OutboundStack['as'] = (organization, name, query, variables) =>
    api.graphql(query, variables, { token: organization.users[name].token });
  const thread = async (name: string, caseId: string) => {
    const answer = await as(org, name, THREAD, { id: caseId });
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return (answer.data!.caseById as { messages: ThreadMessage[] }).messages;
  };
  return {
    api,
    worker,
    sendGrid,
    twilio,
    org,
    other,
    as,
    thread,
    newCase: () => org.insertCase({ submitter: 'Pat', status: 'IN_PROGRESS', assignedTo: 'Worker' }),
    settled: async (caseId, messageId) =>
      (await waitFor(
        async () => {
          const found = (await thread('Worker', caseId)).find((message) => message.id === messageId);
          return found && found.status !== 'PENDING' ? found : null;
        },
        { what: `message ${messageId} to leave PENDING`, timeoutMs: 15000 },
      ))!,
    async close() {
      await worker.close();
      await api.close();
      await Promise.all([org.close(), other.close(), sendGrid.stop(), twilio.stop()]);
    },
  };
}
