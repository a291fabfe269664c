import pg from 'pg';
import { DEMO_ORGANIZATIONS } from '../../../libs/demo-data/demo-data.js';
import { startTestApi, type TestApi } from '#test/test-api';
import { TEST_ENV } from '#test/test-env';
import { tokenFor } from '#test/tokens';

const { acme, globex, vitality } = DEMO_ORGANIZATIONS;
const CREATE = `mutation($input: CreateOrganizationInput!) {
  createOrganization(input: $input) { success message organization { id name isPartner linkName } }
}`;

async function organizationCount(): Promise<number> {
  const client = new pg.Client({ connectionString: TEST_ENV.DATABASE_URL });
  await client.connect();
  const { rows } = await client.query('SELECT count(*)::int AS n FROM organization');
  await client.end();
  return rows[0].n;
}

describe('organizations', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('allOrganizations is for the CV Admin only', async () => {
    const query = '{ allOrganizations { id name } }';
    const asCvadmin = await api.graphql<{ allOrganizations: { id: string }[] }>(
      query,
      {},
      { token: await tokenFor('cvadmin') },
    );
    expect(asCvadmin.data?.allOrganizations.map((org) => org.id)).toEqual(
      expect.arrayContaining([acme.id, globex.id, vitality.id]),
    );
    for (const key of ['admin', 'tpaSupport', 'employee'] as const) {
      const denied = await api.graphql(query, {}, { token: await tokenFor(key) });
      expect(denied.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('createOrganization creates for the CV Admin and refuses others', async () => {
    const name = `Initech ${Date.now()}`;
    const created = await api.graphql<{ createOrganization: { success: boolean; organization: { name: string } } }>(
      CREATE,
      { input: { name, contactEmail: 'hr@initech.test' } },
      { token: await tokenFor('cvadmin') },
    );
    expect(created.data?.createOrganization).toMatchObject({ success: true, organization: { name } });
    const denied = await api.graphql(CREATE, { input: { name: 'Nope' } }, { token: await tokenFor('admin') });
    expect(denied.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ name: 'X', contactEmail: 'not-an-email' }, 'contactEmail'],
    [{ name: 'X', isPartner: true }, 'linkName'],
    [{ name: 'X', isPartner: true, linkName: 'Bad Link!' }, 'linkName'],
  ])('bad input %j is BAD_USER_INPUT naming %s and writes nothing', async (input, field) => {
    const before = await organizationCount();
    const result = await api.graphql(CREATE, { input }, { token: await tokenFor('cvadmin') });
    expect(result.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(await organizationCount()).toBe(before);
  });

  it('a taken link name is ALREADY_EXISTS', async () => {
    const result = await api.graphql(
      CREATE,
      { input: { name: 'Copy', isPartner: true, linkName: 'vitality' } },
      { token: await tokenFor('cvadmin') },
    );
    expect(result.errors?.[0].extensions?.code).toBe('ALREADY_EXISTS');
  });

  it('aliasSettings gives the default labels, and Prescription for a partner', async () => {
    const query = '{ aliasSettings { organizationId aliases { key label defaultLabel } } }';
    type Aliases = { aliasSettings: { organizationId: string; aliases: { key: string; label: string }[] } };
    const employer = await api.graphql<Aliases>(query, {}, { token: await tokenFor('employee') });
    const finalStage = (result: { data?: Aliases | null }) =>
      result.data?.aliasSettings.aliases.find((alias) => alias.key === 'STAGE_FINAL_DECISION')?.label;
    expect(employer.data?.aliasSettings.organizationId).toBe(acme.id);
    expect(employer.data?.aliasSettings.aliases.map((alias) => alias.label)).toEqual([
      'Employee',
      'HR Administrators',
      'Point of Contact',
      'ADA Coordinator',
      'TPA Legal',
      'TPA Medical',
      'TPA Support',
      'TPA User',
      'TPA Role',
      'Case Review Team',
      'Accommodations Team',
      'Accommodations',
      'Submitted',
      'Assigned',
      'Review & Interaction',
      'Final Decision',
      'Completed',
    ]);
    const partner = await api.graphql<Aliases>(query, {}, { token: await tokenFor('partnerAdmin') });
    expect(finalStage(partner)).toBe('Prescription');
  });

  it('names the organizations of access entries, with one batched lookup', async () => {
    const result = await api.graphql<{
      currentUser: { organizationAccess: { organizationId: string; organizationName: string }[] };
    }>(
      '{ currentUser { organizationAccess { organizationId organizationName } } }',
      {},
      { token: await tokenFor('tpaSupport') },
    );
    expect(result.data?.currentUser.organizationAccess).toEqual(
      expect.arrayContaining([
        { organizationId: acme.id, organizationName: acme.name },
        { organizationId: globex.id, organizationName: globex.name },
      ]),
    );
  });

  it('gives employees a welcome text, the default until the organization writes one', async () => {
    const result = await api.graphql<{ organizationBrandInfo: { welcomeText: string } }>(
      '{ organizationBrandInfo { welcomeText } }',
      {},
      { token: await tokenFor('employee') },
    );
    expect(result.data?.organizationBrandInfo.welcomeText).toMatch(/^Welcome! .*New Request.*My Requests/);
  });

  it('organizationBrandInfo brands the effective organization, and the stored one for a TPA', async () => {
    const query = '{ organizationBrandInfo { id name primaryColor secondaryColor } }';
    const own = await api.graphql<{ organizationBrandInfo: { id: string; primaryColor: string } }>(
      query,
      {},
      { token: await tokenFor('globexAdmin') },
    );
    expect(own.data?.organizationBrandInfo).toMatchObject({ id: globex.id, primaryColor: '#71d1ac' });
    const tpaToken = await tokenFor('tpaSupport');
    const first = await api.graphql<{ organizationBrandInfo: { id: string } }>(query, {}, { token: tpaToken });
    expect(first.data?.organizationBrandInfo.id).toBe(acme.id);
    const stored = await api.graphql<{ organizationBrandInfo: { id: string } }>(
      query,
      {},
      { token: tpaToken, organizationId: globex.id },
    );
    expect(stored.data?.organizationBrandInfo.id).toBe(globex.id);
  });
});
