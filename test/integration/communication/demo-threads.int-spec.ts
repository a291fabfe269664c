import { createDataSource } from '#database/runtime';
import { ENTITIES } from '#entities';
import { createPrivateDatabase } from '#test/private-database';
import { testConfig } from '#test/test-env';
import { startTestApi, type TestApi } from '#test/test-api';
import { tokenFor } from '#test/tokens';
import { DEMO_CASES } from '../../../libs/demo-data/demo-data.js';
import { DEMO_MESSAGES } from '../../../libs/demo-data/demo-messages.js';
import { DEMO_JOURNEY_CASES } from '../../../libs/demo-data/demo-prescription-journey.js';
import { seedDemoData } from '../../../libs/demo-data/seed-demo-data.js';
import { THREAD, type ThreadMessage } from './outbound-stack.js';

const demoIds = new Set(DEMO_MESSAGES.map((message) => message.id));
const caseOf = (shortId: string) => DEMO_CASES.find((demo) => demo.shortId === shortId)!.id;

/** The demo threads `npm start` seeds, as the case team and the employee see them. */
describe('demo message threads', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  /** The seeded messages of a case (tests in parallel may add others to demo cases). */
  const demoThread = async (user: 'caseworker' | 'employee' | 'globexAdmin', shortId: string) => {
    const answer = await api.graphql<{ caseById: { messages: ThreadMessage[] } }>(
      THREAD,
      { id: caseOf(shortId) },
      { token: await tokenFor(user) },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.caseById.messages.filter((message) => demoIds.has(message.id));
  };

  it('show e-mail and SMS in and out on the case, oldest first', async () => {
    const thread = await demoThread('caseworker', 'AC-1003');
    expect(thread.map((message) => [message.type, message.direction, message.status])).toEqual([
      ['OUTBOUND_EMAIL', 'OUTBOUND', 'SENT'],
      ['INBOUND_EMAIL', 'INBOUND', 'SENT'],
      ['OUTBOUND_SMS', 'OUTBOUND', 'SENT'],
      ['INBOUND_SMS', 'INBOUND', 'SENT'],
    ]);
    expect(thread[3]).toMatchObject({ channel: 'SMS', text: 'Great, thank you! Does it start this Monday?' });
    const globex = await demoThread('globexAdmin', 'GX-1001');
    expect(globex.map((message) => message.type)).toEqual(['OUTBOUND_SMS', 'INBOUND_SMS']);
  });

  it('hold one failed SMS with the provider’s reason for staff, which the employee does not see', async () => {
    const staff = await demoThread('caseworker', 'AC-1002');
    expect(staff[0]).toMatchObject({
      type: 'OUTBOUND_SMS_ERROR',
      status: 'ERROR',
      errorReason: 'undelivered: Twilio error 30003',
    });
    const employee = await demoThread('employee', 'AC-1002');
    expect(employee.map((message) => message.type)).toEqual(['OUTBOUND_EMAIL', 'INBOUND_EMAIL']);
  });

  it('are written once: seeding again adds no message and no timeline entry', async () => {
    const dataSource = await createDataSource(testConfig(), ENTITIES).initialize();
    const counts = async () => {
      const [row] = await dataSource.query(
        `SELECT (SELECT count(*) FROM case_message WHERE id = ANY($1::uuid[]))::int AS messages,
                (SELECT count(*) FROM case_activity WHERE payload->>'messageId' = ANY($1::text[]))::int AS activities`,
        [[...demoIds]],
      );
      return row as { messages: number; activities: number };
    };
    try {
      expect(await counts()).toEqual({ messages: DEMO_MESSAGES.length, activities: DEMO_MESSAGES.length });
      expect(await seedDemoData(dataSource)).toBe(false);
      expect(await counts()).toEqual({ messages: DEMO_MESSAGES.length, activities: DEMO_MESSAGES.length });
    } finally {
      await dataSource.destroy();
    }
  });

  it('are added to a demo database seeded before they existed, whose other data stays as it was', async () => {
    const database = await createPrivateDatabase('demo_threads');
    const ids = [...demoIds];
    try {
      await database.query(`DELETE FROM case_activity WHERE payload->>'messageId' = ANY($1::text[])`, [ids]);
      await database.query(`DELETE FROM case_message WHERE id = ANY($1::uuid[])`, [ids]);
      const dataSource = await createDataSource(testConfig({ DATABASE_URL: database.url }), ENTITIES).initialize();
      try {
        expect(await seedDemoData(dataSource)).toBe(false);
      } finally {
        await dataSource.destroy();
      }
      const [row] = await database.query<{ messages: number; cases: number }>(
        `SELECT (SELECT count(*) FROM case_message WHERE id = ANY($1::uuid[]))::int AS messages,
                (SELECT count(*) FROM case_record)::int AS cases`,
        [ids],
      );
      // The demo cases and the partner journey's, nothing more.
      expect(row).toEqual({
        messages: DEMO_MESSAGES.length,
        cases: DEMO_CASES.length + Object.keys(DEMO_JOURNEY_CASES).length,
      });
    } finally {
      await database.drop();
    }
  });
});
