import { Role, TpaSubRole } from '#access';
import { CallerAccessCache } from '../../../apps/api/src/auth/caller-access-cache.js';
import { waitFor } from '#test/eventually';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';

const METADATA = 'query { casesMetadata { new } }';

/** Waits until `done` holds: the database reports a change when it commits, a moment before the api hears it. */
const eventually = (done: () => Promise<boolean> | boolean, what: string) => waitFor(done, { what, timeoutMs: 5000 });

/** Signed-in requests reuse the caller's access until the database reports a change to it. */
describe("the caller's access", () => {
  let api: TestApi;
  let org: ScratchOrganization;
  let cache: CallerAccessCache;
  const ask = (name: string) =>
    api.graphql<{ casesMetadata: { new: number } }>(METADATA, undefined, { token: org.users[name].token });

  beforeAll(async () => {
    api = await startTestApi();
    cache = api.app.get(CallerAccessCache);
    org = await createScratchOrganization({
      Admin: Role.ADMIN,
      Worker: Role.CASEWORKER,
      Support: TpaSubRole.TPASUPPORT,
    });
  });
  afterAll(async () => {
    await org.close();
    await api.close();
  });

  it('is read once, then forgotten when the user changes', async () => {
    expect((await ask('Admin')).errors).toBeUndefined();
    expect(cache.get(org.users.Admin.id)?.role).toBe(Role.ADMIN);
    await org.query(`UPDATE app_user SET last_name = 'Renamed' WHERE id = $1`, [org.users.Admin.id]);
    await eventually(() => cache.get(org.users.Admin.id) === undefined, 'forgotten after an update');
  });

  it('takes a new role at once: a demoted admin is refused on its next request', async () => {
    expect((await ask('Worker')).errors).toBeUndefined();
    await org.query(`UPDATE app_user SET role = 'USER' WHERE id = $1`, [org.users.Worker.id]);
    await eventually(async () => (await ask('Worker')).errors?.[0]?.extensions?.code === 'FORBIDDEN', 'refused');
  });

  it('loses an organization with its access entry', async () => {
    expect((await ask('Support')).errors).toBeUndefined();
    expect(cache.get(org.users.Support.id)).toBeDefined();
    await org.query(`DELETE FROM organization_access WHERE user_id = $1`, [org.users.Support.id]);
    await eventually(async () => (await ask('Support')).errors !== undefined, 'refused without its entry');
  });

  it('forgets everyone when a custom role changes, whoever holds it', async () => {
    expect((await ask('Admin')).errors).toBeUndefined();
    expect(cache.get(org.users.Admin.id)).toBeDefined();
    const [role] = await org.query<{ id: string }>(
      `INSERT INTO custom_role (organization_id, name, label, permissions) VALUES ($1, 'reviewer', 'Reviewer', '{}') RETURNING id`,
      [org.id],
    );
    await org.query(`UPDATE custom_role SET permissions = '{query_any_org_case}' WHERE id = $1`, [role.id]);
    await eventually(() => cache.get(org.users.Admin.id) === undefined, 'forgotten after a custom role change');
  });

  it('is read on every request while changes can not be heard, and cached again once they can', async () => {
    expect((await ask('Admin')).errors).toBeUndefined();
    expect(cache.get(org.users.Admin.id)).toBeDefined();
    // Every api listening drops its connection (other test files' apis just read for a moment).
    await org.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'api caller access'`,
    );
    await eventually(() => cache.get(org.users.Admin.id) === undefined, 'off while not listening');
    await eventually(async () => {
      await ask('Admin');
      return cache.get(org.users.Admin.id) !== undefined;
    }, 'cached again after listening again');
  });
});
