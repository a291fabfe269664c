import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import { DEMO_CASES, DEMO_ORGANIZATIONS } from '../../../libs/demo-data/demo-data.js';
import { caseTopic, type CaseActivityMessage, LivePubSub } from '#events';
import { asProbe, probeSender } from '#test/live-probes';
import { startTestApi, type TestApi } from '#test/test-api';
import { tokenFor } from '#test/tokens';
import { subscribe, wsClient } from '#test/ws-client';

const run = promisify(execFile);
const SUBSCRIPTION =
  'subscription($caseId: ID!) { caseActivityAdded(caseId: $caseId) { id caseId type actorUserId createdAt } }';
type Entry = { caseActivityAdded: { id: string; type: string; createdAt: string } };
const probes = { probeKey: (value: Entry) => asProbe(value.caseActivityAdded.createdAt) };
const acmeCase = DEMO_CASES.find((caseRecord) => caseRecord.shortId === 'AC-1002')!;
const globexCase = DEMO_CASES.find((caseRecord) => caseRecord.organization === 'globex')!;

function message(
  type: string,
  caseId = acmeCase.id,
  organizationId: string = DEMO_ORGANIZATIONS.acme.id,
): CaseActivityMessage {
  return {
    id: randomUUID(),
    organizationId,
    caseId,
    type,
    actorUserId: null,
    createdAt: new Date().toISOString(),
    payload: {},
  };
}

describe('live subscriptions over graphql-ws', () => {
  let api: TestApi;
  let channel: (topic: string) => string;
  /** Probes are comments on the case, which the employee and the caseworker both see. */
  let probe: () => Promise<string>;
  beforeAll(async () => {
    api = await startTestApi();
    const pubSub = api.app.get(LivePubSub);
    channel = (topic) => pubSub.channel(topic);
    probe = probeSender(api, { organizationId: DEMO_ORGANIZATIONS.acme.id, caseId: acmeCase.id });
  });
  afterAll(() => api.close());

  /** Publishes from a separate node process: another api replica, as far as this one can tell. */
  const publishFromAnotherProcess = (payload: CaseActivityMessage) =>
    run('node', [
      'test/support/publish-from-another-process.mjs',
      api.config.REDIS_URL,
      channel(caseTopic(payload.caseId)),
      JSON.stringify(payload),
    ]);

  it('delivers an event published by another process', async () => {
    const client = wsClient(api.url, await tokenFor('caseworker'));
    const subscription = subscribe<Entry>(client, SUBSCRIPTION, { caseId: acmeCase.id }, probes);
    await subscription.live(probe);
    const sent = message('ADD_COMMENT');
    await publishFromAnotherProcess(sent);
    expect((await subscription.next()).caseActivityAdded).toMatchObject({ id: sent.id, type: 'ADD_COMMENT' });
    subscription.dispose();
    await client.dispose();
  });

  it('shows an employee only what employees may see of their own case', async () => {
    const client = wsClient(api.url, await tokenFor('employee'));
    const subscription = subscribe<Entry>(client, SUBSCRIPTION, { caseId: acmeCase.id }, probes);
    await subscription.live(probe);
    await publishFromAnotherProcess(message('ESCALATE'));
    await publishFromAnotherProcess(message('NOTE_ACKNOWLEDGED'));
    await publishFromAnotherProcess(message('ADD_COMMENT'));
    const received = await subscription.receivedBefore(probe);
    expect(received.map((item) => item.caseActivityAdded.type)).toEqual(['ADD_COMMENT']);
    subscription.dispose();
    await client.dispose();
  });

  it("answers NOT_FOUND for another organization's case and for another employee's case", async () => {
    const caseworker = wsClient(api.url, await tokenFor('caseworker'));
    const crossTenant = await subscribe(caseworker, SUBSCRIPTION, { caseId: globexCase.id }).error();
    expect(JSON.stringify(crossTenant)).toContain('NOT_FOUND');
    await caseworker.dispose();
    const otherEmployee = wsClient(api.url, await tokenFor('globexEmployee'));
    const notTheirs = await subscribe(otherEmployee, SUBSCRIPTION, { caseId: acmeCase.id }).error();
    expect(JSON.stringify(notTheirs)).toContain('NOT_FOUND');
    await otherEmployee.dispose();
  });

  it('refuses a connection without a valid token', async () => {
    const client = wsClient(api.url, 'not-a-token');
    const error = await subscribe(client, SUBSCRIPTION, { caseId: acmeCase.id }).error();
    expect((error as { code?: number }).code).toBe(4403);
    await client.dispose();
  });
});
