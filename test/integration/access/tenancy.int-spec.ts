import { DEMO_ORGANIZATIONS } from '../../../libs/demo-data/demo-data.js';
import { startTestApi, type TestApi } from '#test/test-api';
import { tokenFor, type DemoUserKey } from '#test/tokens';

const { acme, globex, vitality } = DEMO_ORGANIZATIONS;
const ROLES =
  'query($organizationId: ID!) { organizationRoles(organizationId: $organizationId) { name label isCustom } }';

describe('tenancy', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  const roles = async (key: DemoUserKey, organizationId: string) =>
    api.graphql<{ organizationRoles: { name: string; isCustom: boolean }[] }>(
      ROLES,
      { organizationId },
      { token: await tokenFor(key) },
    );

  it.each([
    ['admin', acme.id, true],
    ['admin', globex.id, false],
    ['globexAdmin', acme.id, false],
    ['caseworker', acme.id, true],
    ['tpaSupport', acme.id, true],
    ['tpaSupport', globex.id, true],
    ['tpaSupport', vitality.id, false],
    ['tpaLegal', globex.id, false],
    ['multiOrgAdmin', globex.id, true],
    ['multiOrgAdmin', vitality.id, false],
    ['cvadmin', vitality.id, true],
  ] as const)('%s in %s: allowed %s, otherwise NOT_FOUND', async (key, organizationId, allowed) => {
    const result = await roles(key, organizationId);
    if (allowed) {
      expect(result.errors).toBeUndefined();
      expect(result.data?.organizationRoles.map((role) => role.name)).toEqual(
        expect.arrayContaining(['ADMIN', 'TPASUPPORT', 'OWNER']),
      );
    } else {
      expect(result.errors?.[0]).toMatchObject({
        message: "You don't have access to this organization",
        extensions: { code: 'NOT_FOUND' },
      });
      expect(result.data).toBeNull();
    }
  });

  it('an employee may not view organization roles', async () => {
    const result = await roles('employee', acme.id);
    expect(result.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('an organizationId that is not an id is BAD_USER_INPUT', async () => {
    const result = await roles('admin', 'acme');
    expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('a stored organization the caller may not act in is ignored, not honoured', async () => {
    const result = await api.graphql<{ organizationBrandInfo: { id: string } }>(
      '{ organizationBrandInfo { id } }',
      {},
      { token: await tokenFor('tpaSupport'), organizationId: vitality.id },
    );
    expect(result.data?.organizationBrandInfo.id).toBe(acme.id);
  });
});
