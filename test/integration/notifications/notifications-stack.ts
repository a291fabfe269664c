import type { INestApplicationContext } from '@nestjs/common';
import { Role } from '#access';
import { NotificationDispatcher } from '#domain/notifications';
import { SendGridFake } from '#test/fakes/sendgrid-fake';
import { TwilioFake } from '#test/fakes/twilio-fake';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';
import { waitFor } from '#test/eventually';
import { startWorker } from '../../../apps/worker/src/create-worker.js';

export const NOTICE_FIELDS = 'id kind title body caseId caseNumber caseAvailable createdAt readAt';
export const MY_NOTIFICATIONS = `query($first: Int, $after: String, $unreadOnly: Boolean) {
  myNotifications(recordsPerPage: $first, after: $after, unreadOnly: $unreadOnly) {
    totalCount pageInfo { endCursor hasNextPage } notifications { ${NOTICE_FIELDS} } } }`;
export const UNREAD = '{ unreadNotificationCount }';
export const MARK_READ = `mutation($ids: [ID!]!) { markNotificationsRead(ids: $ids) {
  success unreadCount notifications { id readAt } } }`;
export const MARK_ALL_READ = 'mutation { markAllNotificationsRead { success unreadCount } }';
export const RECEIVED = `subscription { notificationReceived { id kind title caseId caseNumber createdAt unreadCount } }`;

export interface Notice {
  id: string;
  kind: string;
  title: string;
  body: string | null;
  caseId: string | null;
  caseNumber: string | null;
  caseAvailable: boolean;
  createdAt: string;
  readAt: string | null;
}

export type Answer = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};

export const SEND_ATTEMPTS = 2;
/** Where Twilio is told to post; signatures are computed over it. */
export const PUBLIC_WEBHOOK_BASE = 'https://hooks.example.test';

/** The api, a worker, both provider fakes and an organization with one person per staff role. */
export interface NotificationsStack {
  api: TestApi;
  worker: INestApplicationContext;
  sendGrid: SendGridFake;
  twilio: TwilioFake;
  org: ScratchOrganization;
  as(name: string, query: string, variables?: Record<string, unknown>): Promise<Answer>;
  /** The data of an answer that must have no errors. */
  ok<T>(answer: Answer): T;
  notices(name: string, variables?: Record<string, unknown>): Promise<Notice[]>;
  /** A row of user_notification as stored. */
  row(id: string): Promise<Record<string, unknown>>;
  /** Waits until the notice's e-mail and SMS both left PENDING. */
  delivered(id: string): Promise<Record<string, unknown>>;
  /** Inserts a notice in SQL, as an area that only inserts does, and dispatches it from the api. */
  insertAndDispatch(name: string, title: string): Promise<string>;
  close(): Promise<void>;
}

export async function startNotificationsStack(): Promise<NotificationsStack> {
  const sendGrid = new SendGridFake();
  const twilio = new TwilioFake();
  const [sendGridUrl, twilioUrl] = await Promise.all([sendGrid.start(), twilio.start()]);
  const settings = {
    MESSAGE_SEND_ATTEMPTS: String(SEND_ATTEMPTS),
    MESSAGE_RETRY_DELAY_MS: '20',
    OUTBOX_RELAY_INTERVAL_MS: '300',
    SENDGRID_BASE_URL: sendGridUrl,
    SENDGRID_API_KEY: 'SG.test-key',
    TWILIO_BASE_URL: twilioUrl,
    PUBLIC_WEBHOOK_BASE_URL: PUBLIC_WEBHOOK_BASE,
  };
  const api = await startTestApi(settings);
  const worker = await startWorker(api.config);
  const org = await createScratchOrganization({
    Admin: Role.ADMIN,
    Manager: Role.CASEMANAGER,
    Worker: Role.CASEWORKER,
    Helper: Role.CASEWORKER,
    Pat: Role.USER,
  });
  const as: NotificationsStack['as'] = (name, query, variables = {}) =>
    api.graphql(query, variables, { token: org.users[name].token });
  const ok = <T>(answer: Answer): T => {
    if (answer.errors) throw new Error(JSON.stringify(answer.errors));
    return Object.values(answer.data!)[0] as T;
  };
  const row = async (id: string) =>
    (await org.query(`SELECT * FROM user_notification WHERE id = $1`, [id]))[0] as Record<string, unknown>;
  return {
    api,
    worker,
    sendGrid,
    twilio,
    org,
    as,
    ok,
    row,
    notices: async (name, variables = {}) =>
      ok<{ notifications: Notice[] }>(await as(name, MY_NOTIFICATIONS, variables)).notifications,
    delivered: async (id) =>
      (await waitFor(
        async () => {
          const found = await row(id);
          return found.email_status !== 'PENDING' && found.sms_status !== 'PENDING' ? found : null;
        },
        { what: `notice ${id} delivered`, timeoutMs: 15000 },
      ))!,
    async insertAndDispatch(name, title) {
      const [{ id }] = await org.query<{ id: string }>(
        `INSERT INTO user_notification (organization_id, user_id, case_id, kind, title, dedupe_key)
         VALUES ($1, $2, NULL, 'WORKFLOW', $3::text, $3::text) RETURNING id`,
        [org.id, org.users[name].id, title],
      );
      await api.app.get(NotificationDispatcher, { strict: false }).dispatchAfterCommit([id]);
      return id;
    },
    async close() {
      await worker.close();
      await api.close();
      await Promise.all([org.close(), sendGrid.stop(), twilio.stop()]);
    },
  };
}
