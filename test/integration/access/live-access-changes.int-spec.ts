import type { Client } from 'graphql-ws';
import { Role } from '#access';
import { waitFor } from '#test/eventually';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';
import { subscribe, wsClient } from '#test/ws-client';
import { serverClosures, type ServerClosure } from '#test/ws-closures';
import { LiveSessions } from '../../../apps/api/src/auth/live-sessions.js';

const NOTICES = 'subscription { notificationReceived { id } }';

/**
 * A live connection resolves its caller once, when it opens; a change of that caller's access must still
 * reach it: the api ends the connections whose access changed, and the client reconnects with the new one.
 */
describe('live connections when access changes', () => {
  let api: TestApi;
  let org: ScratchOrganization;
  let sessions: LiveSessions;
  const opened: Client[] = [];

  /** A connection of `name` with one subscription, open once the api counts it among its live sessions. */
  async function connect(name: string): Promise<ServerClosure[]> {
    const before = sessions.size;
    const client = wsClient(api.url, org.users[name].token);
    opened.push(client);
    const closures = serverClosures(client);
    subscribe(client, NOTICES, {});
    await waitFor(async () => sessions.size, { until: (size) => size > before, what: `${name}'s live connection` });
    return closures;
  }

  const closed = (closures: ServerClosure[], what: string) =>
    waitFor(async () => closures.length, { until: (count) => count > 0, what, timeoutMs: 10_000 }).then(
      () => closures[0],
    );

  beforeAll(async () => {
    api = await startTestApi();
    sessions = api.app.get(LiveSessions);
    org = await createScratchOrganization({
      Worker: Role.CASEWORKER,
      Manager: Role.CASEMANAGER,
      Leaving: Role.CASEWORKER,
      Keeper: Role.CASEWORKER,
    });
  });
  afterAll(async () => {
    await Promise.all(opened.map((client) => client.dispose()));
    await org?.close();
    await api?.close();
  });

  it("keeps a connection when what changed is not the caller's access", async () => {
    const keeper = await connect('Keeper');
    const manager = await connect('Manager');
    await org.query(`UPDATE app_user SET phone_number = '555-201-0099', first_name = 'Kept' WHERE id = $1`, [
      org.users.Keeper.id,
    ]);
    // Reported after the first change: once it has closed the other connection, the first was checked too.
    await org.query(`UPDATE app_user SET role = 'CASEWORKER' WHERE id = $1`, [org.users.Manager.id]);
    expect((await closed(manager, "the manager's connection")).code).toBe(1012);
    expect(keeper).toEqual([]);
  });

  it('ends the connection of someone whose role changed, as a restart the client reconnects after', async () => {
    const worker = await connect('Worker');
    await org.query(`UPDATE app_user SET role = 'USER' WHERE id = $1`, [org.users.Worker.id]);
    expect(await closed(worker, "the worker's connection")).toEqual({ code: 1012, reason: 'Access changed' });
  });

  it('ends, as forbidden, the connection of someone deleted', async () => {
    const leaving = await connect('Leaving');
    await org.query('UPDATE app_user SET deleted_at = now() WHERE id = $1', [org.users.Leaving.id]);
    expect(await closed(leaving, "the deleted user's connection")).toEqual({ code: 4403, reason: 'Access ended' });
  });
});
