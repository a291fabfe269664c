import { Role, TpaSubRole } from '#access';
import { DEMO_ORGANIZATIONS, OWNER_ROLE_ID } from '../../../libs/demo-data/demo-data.js';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';
import { tokenFor } from '#test/tokens';

const MY_PERMISSIONS = `query($organizationId: ID) { myPermissions(organizationId: $organizationId) {
  organizationId addUser editForm editSettings getReports queryUsers accessOwnerDashboard submitFormForEmployee
  createForm casesByStatus allMultiOrgUserCases usersByRole createOrganization openQueueDashboard } }`;

type Permissions = Record<string, boolean | string | null>;

describe('myPermissions', () => {
  let api: TestApi;
  let org: ScratchOrganization;
  const { acme } = DEMO_ORGANIZATIONS;

  const ask = (token: string, organizationId?: string, storedOrganizationId?: string) =>
    api.graphql<{ myPermissions: Permissions }>(
      MY_PERMISSIONS,
      { organizationId },
      { token, organizationId: storedOrganizationId },
    );

  beforeAll(async () => {
    api = await startTestApi();
    org = await createScratchOrganization({
      Cv: Role.CVADMIN,
      Admin: Role.ADMIN,
      Worker: Role.CASEWORKER,
      Pat: Role.USER,
      Support: TpaSubRole.TPASUPPORT,
      Owner: Role.CASEMANAGER,
    });
    await org.query('UPDATE app_user SET custom_role_id = $1 WHERE id = $2', [OWNER_ROLE_ID, org.users.Owner.id]);
  });
  afterAll(async () => {
    await org.close();
    await api.close();
  });

  it('answers for the effective organization, by role', async () => {
    const admin = await ask(org.users.Admin.token);
    expect(admin.errors).toBeUndefined();
    expect(admin.data?.myPermissions).toEqual({
      organizationId: org.id,
      addUser: true,
      editForm: true,
      editSettings: true,
      getReports: true,
      queryUsers: true,
      accessOwnerDashboard: false,
      submitFormForEmployee: true,
      createForm: true,
      casesByStatus: true,
      allMultiOrgUserCases: false,
      usersByRole: true,
      createOrganization: false,
      openQueueDashboard: false,
    });
    const employee = (await ask(org.users.Pat.token)).data?.myPermissions;
    expect(Object.entries(employee ?? {}).filter(([, value]) => value === true)).toEqual([]);
    expect((await ask(org.users.Support.token)).data?.myPermissions).toMatchObject({
      organizationId: org.id,
      editSettings: true,
      getReports: false,
      allMultiOrgUserCases: true,
    });
    expect((await ask(org.users.Cv.token)).data?.myPermissions).toMatchObject({
      createOrganization: true,
      openQueueDashboard: true,
      accessOwnerDashboard: true,
    });
  });

  it("a custom role's list replaces the role's defaults (OWNER on a case manager)", async () => {
    expect((await ask(org.users.Owner.token)).data?.myPermissions).toMatchObject({
      accessOwnerDashboard: true,
      getReports: true,
      editSettings: true,
      queryUsers: true,
      usersByRole: true,
      submitFormForEmployee: false,
      // Listing cases is declared by role, which a custom role does not take away.
      casesByStatus: true,
    });
  });

  it('answers which communication templates each role may list and manage (spec 000 §6)', async () => {
    const TEMPLATES = `query { myPermissions { allCommunicationTemplates manageGlobalCommunicationTemplates
      manageOrganizationCommunicationTemplates managePersonalCommunicationTemplates } }`;
    const templates = async (name: string) =>
      (await api.graphql<{ myPermissions: Permissions }>(TEMPLATES, undefined, { token: org.users[name].token })).data
        ?.myPermissions;
    const row = (list: boolean, global: boolean, organization: boolean, personal: boolean) => ({
      allCommunicationTemplates: list,
      manageGlobalCommunicationTemplates: global,
      manageOrganizationCommunicationTemplates: organization,
      managePersonalCommunicationTemplates: personal,
    });
    expect(await templates('Cv')).toEqual(row(true, true, true, true));
    expect(await templates('Admin')).toEqual(row(true, false, true, true));
    expect(await templates('Support')).toEqual(row(true, false, true, true));
    expect(await templates('Worker')).toEqual(row(true, false, false, false));
    expect(await templates('Pat')).toEqual(row(false, false, false, false));
    // OWNER holds edit_settings, and templates are organization settings.
    expect(await templates('Owner')).toEqual(row(true, false, true, false));
  });

  it('the organization settings answer is what allOrganizationSettings does', async () => {
    for (const [name, expected] of [
      ['Cv', true],
      ['Admin', true],
      ['Support', true],
      ['Owner', true],
      ['Worker', false],
      ['Pat', false],
    ] as const) {
      const token = org.users[name].token;
      const answer = await api.graphql<{ myPermissions: { manageOrganizationSettings: boolean } }>(
        'query { myPermissions { manageOrganizationSettings } }',
        undefined,
        { token },
      );
      expect([name, answer.data?.myPermissions.manageOrganizationSettings]).toEqual([name, expected]);
      const settings = await api.graphql('query { allOrganizationSettings { organizationId } }', undefined, { token });
      expect([name, !settings.errors]).toEqual([name, expected]);
    }
  });

  it('the queue dashboard answer is what queueDashboardLink does: only a CV Admin gets a link', async () => {
    for (const [token, expected] of [
      [org.users.Cv.token, true],
      [org.users.Admin.token, false],
    ] as const) {
      const permissions = (await ask(token)).data?.myPermissions;
      expect(permissions?.openQueueDashboard).toBe(expected);
      const link = await api.graphql<{ queueDashboardLink: { url: string } }>(
        'mutation { queueDashboardLink { url } }',
        {},
        { token },
      );
      expect(Boolean(link.data?.queueDashboardLink.url)).toBe(expected);
    }
  });

  describe('tenancy: a named organization is honoured only where the caller may act', () => {
    it('a CV Admin may ask for any organization', async () => {
      const answer = await ask(org.users.Cv.token, acme.id);
      expect(answer.data?.myPermissions.organizationId).toBe(acme.id);
    });

    it.each(['Admin', 'Worker', 'Pat', 'Support'])('%s asking for another organization is NOT_FOUND', async (name) => {
      const answer = await ask(org.users[name].token, acme.id);
      expect(answer.errors?.[0]).toMatchObject({
        message: "You don't have access to this organization",
        extensions: { code: 'NOT_FOUND' },
      });
      expect(answer.data).toBeNull();
    });

    it('a TPA answers with its sub-role in the organization named', async () => {
      const answer = await ask(await tokenFor('tpaSupport'), acme.id);
      expect(answer.data?.myPermissions).toMatchObject({ organizationId: acme.id, editSettings: true });
    });

    it('a stored organization the caller may not act in is ignored, not honoured', async () => {
      const answer = await ask(org.users.Admin.token, undefined, acme.id);
      expect(answer.data?.myPermissions.organizationId).toBe(org.id);
    });

    it('an organizationId that is not an id is BAD_USER_INPUT', async () => {
      const answer = await ask(org.users.Admin.token, 'acme');
      expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    });
  });
});
