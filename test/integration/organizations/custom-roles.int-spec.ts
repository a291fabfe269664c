import { Role, TpaSubRole } from '#access';
import { DEMO_ORGANIZATIONS, OWNER_ROLE_ID } from '../../../libs/demo-data/demo-data.js';
import { waitFor } from '#test/eventually';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';
import { tokenFor } from '#test/tokens';

const UPDATE = `mutation($organizationId: ID, $roleName: String!, $permissions: [String!]!, $label: String) {
  updatePermissions(organizationId: $organizationId, roleName: $roleName, permissions: $permissions, label: $label) {
    success message role { name label permissions isCustom isShared }
  }
}`;
const CREATE = `mutation($organizationId: ID, $name: String!) {
  createPredefinedCustomRole(organizationId: $organizationId, name: $name) {
    success message role { name label permissions isCustom isShared }
  }
}`;
const OPTIONS = `query($organizationId: ID) {
  customRoleOptions(organizationId: $organizationId) { predefinedRoles { name label permissions } grantablePermissions }
}`;
const ROLES = `query($organizationId: ID!) { organizationRoles(organizationId: $organizationId) { name label permissions isShared } }`;
const USERS = '{ usersByRole { totalCount } }';

const NOT_AUTHORIZED = 'Not authorized to edit roles';

type Role_ = { name: string; label: string; permissions: string[]; isCustom: boolean; isShared: boolean };
type Answer = { data?: Record<string, { success: boolean; message: string; role: Role_ }> | null };
type Errors = { errors?: { message: string; extensions?: { code?: string; field?: string } }[] };

describe('custom roles (updatePermissions, createPredefinedCustomRole)', () => {
  let api: TestApi;
  let org: ScratchOrganization;
  let other: ScratchOrganization;
  let cvadmin: string;

  const as = (token: string, query: string, variables: Record<string, unknown> = {}) =>
    api.graphql(query, variables, { token }) as Promise<Answer & Errors>;
  const roleRow = async (organizationId: string, name: string) =>
    (
      await org.query<{ label: string; permissions: string[] }>(
        `SELECT label, permissions FROM custom_role WHERE organization_id = $1 AND name = $2`,
        [organizationId, name],
      )
    )[0];

  beforeAll(async () => {
    api = await startTestApi();
    cvadmin = await tokenFor('cvadmin');
    org = await createScratchOrganization({
      Admin: Role.ADMIN,
      Manager: Role.CASEMANAGER,
      Worker: Role.CASEWORKER,
      Holder: Role.CASEWORKER,
      Employee: Role.USER,
      Support: TpaSubRole.TPASUPPORT,
    });
    other = await createScratchOrganization({ Admin: Role.ADMIN });
  });
  afterAll(async () => {
    await other.close();
    await org.close();
    await api.close();
  });

  it.each(['Manager', 'Worker', 'Employee'])(
    'refuses a %s without edit_settings, with its message, and writes nothing',
    async (name) => {
      const token = org.users[name].token;
      for (const [query, variables] of [
        [CREATE, { name: 'AUDITOR' }],
        [UPDATE, { roleName: 'AUDITOR', permissions: [] }],
        [OPTIONS, {}],
      ] as const) {
        const answer = await as(token, query, variables);
        expect(answer.errors?.[0]).toMatchObject({ message: NOT_AUTHORIZED, extensions: { code: 'FORBIDDEN' } });
      }
      expect(await roleRow(org.id, 'AUDITOR')).toBeUndefined();
    },
  );

  it('offers the predefined roles, and only the permissions the caller holds (all of them to the CV Admin)', async () => {
    type Options = {
      data: { customRoleOptions: { predefinedRoles: { name: string }[]; grantablePermissions: string[] } };
    };
    const admin = (await as(org.users.Admin.token, OPTIONS)) as unknown as Options;
    expect(admin.data.customRoleOptions.predefinedRoles.map((role) => role.name)).toEqual([
      'OWNER',
      'AUDITOR',
      'INTAKE_COORDINATOR',
    ]);
    expect(admin.data.customRoleOptions.grantablePermissions).not.toContain('access_owner_dashboard');
    expect(admin.data.customRoleOptions.grantablePermissions).toContain('edit_settings');
    const platform = (await as(cvadmin, OPTIONS, { organizationId: org.id })) as unknown as Options;
    expect(platform.data.customRoleOptions.grantablePermissions).toHaveLength(18);
  });

  it('an admin creates a predefined role it can grant; the name must be predefined and is created once', async () => {
    const created = await as(org.users.Admin.token, CREATE, { name: 'AUDITOR' });
    expect(created.data?.createPredefinedCustomRole).toEqual({
      success: true,
      message: 'Operation succeeded!',
      role: {
        name: 'AUDITOR',
        label: 'Auditor (read-only)',
        permissions: [
          'query_any_org_case',
          'get_reports',
          'get_any_org_case_by_id',
          'access_document_settings',
          'query_users',
        ],
        isCustom: true,
        isShared: false,
      },
    });
    const again = await as(org.users.Admin.token, CREATE, { name: 'AUDITOR' });
    expect(again.errors?.[0].extensions?.code).toBe('ALREADY_EXISTS');
    const unknown = await as(org.users.Admin.token, CREATE, { name: 'SUPERUSER' });
    expect(unknown.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });
    expect(await roleRow(org.id, 'SUPERUSER')).toBeUndefined();
  });

  it('refuses to create a role holding a permission the admin lacks (OWNER: access_owner_dashboard)', async () => {
    const refused = await as(org.users.Admin.token, CREATE, { name: 'OWNER' });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Not authorized to grant permissions you do not hold: access_owner_dashboard',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(await roleRow(org.id, 'OWNER')).toBeUndefined();
  });

  it("the CV Admin adds OWNER as the organization's own copy; holders of the shared OWNER move to it", async () => {
    const [shared] = await org.query<{ permissions: string[]; label: string }>(
      `SELECT label, permissions FROM custom_role WHERE id = $1`,
      [OWNER_ROLE_ID],
    );
    await org.query(`UPDATE app_user SET custom_role_id = $1 WHERE id = $2`, [OWNER_ROLE_ID, org.users.Manager.id]);
    const created = await as(cvadmin, CREATE, { organizationId: org.id, name: 'OWNER' });
    expect(created.data?.createPredefinedCustomRole.role).toMatchObject({ name: 'OWNER', isShared: false });
    expect([...created.data!.createPredefinedCustomRole.role.permissions].sort()).toEqual(
      [...shared.permissions].sort(),
    );
    const [holder] = await org.query<{ name: string; organization_id: string }>(
      `SELECT cr.name, cr.organization_id FROM app_user u JOIN custom_role cr ON cr.id = u.custom_role_id WHERE u.id = $1`,
      [org.users.Manager.id],
    );
    expect(holder).toEqual({ name: 'OWNER', organization_id: org.id });
    const roles = (await as(org.users.Admin.token, ROLES, { organizationId: org.id })) as unknown as {
      data: { organizationRoles: { name: string; isShared: boolean }[] };
    };
    expect(roles.data.organizationRoles.filter((role) => role.name === 'OWNER')).toEqual([
      expect.objectContaining({ isShared: false }),
    ]);
  });

  it('updates the list and label, dropping duplicates, in the named order', async () => {
    const updated = await as(org.users.Admin.token, UPDATE, {
      roleName: 'AUDITOR',
      permissions: ['query_users', 'get_reports', 'query_users'],
      label: '  Compliance reviewer ',
    });
    expect(updated.data?.updatePermissions.role).toMatchObject({
      name: 'AUDITOR',
      label: 'Compliance reviewer',
      permissions: ['get_reports', 'query_users'],
    });
    expect(await roleRow(org.id, 'AUDITOR')).toEqual({
      label: 'Compliance reviewer',
      permissions: ['get_reports', 'query_users'],
    });
  });

  it.each([
    [{ roleName: 'AUDITOR', permissions: ['get_reports', 'fly_planes'] }, 'permissions.1'],
    [{ roleName: 'AUDITOR', permissions: [], label: 'Bad\u0007label' }, 'label'],
    [{ roleName: 'AUDITOR', permissions: [], label: '   ' }, 'label'],
    [{ roleName: '', permissions: [] }, 'roleName'],
    [{ roleName: 'ADMIN', permissions: ['get_reports'] }, 'roleName'],
    [{ roleName: 'TPASUPPORT', permissions: [] }, 'roleName'],
  ])('bad input %j is BAD_USER_INPUT naming %s and writes nothing', async (variables, field) => {
    const before = await roleRow(org.id, 'AUDITOR');
    const answer = await as(org.users.Admin.token, UPDATE, variables);
    expect(answer.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(await roleRow(org.id, 'AUDITOR')).toEqual(before);
  });

  it('refuses adding a permission the editor lacks, but lets it keep or remove one', async () => {
    const before = await roleRow(org.id, 'AUDITOR');
    const escalation = await as(org.users.Admin.token, UPDATE, {
      roleName: 'AUDITOR',
      permissions: [...before.permissions, 'ask_janet_chat', 'access_owner_dashboard'],
    });
    expect(escalation.errors?.[0]).toMatchObject({
      message: 'Not authorized to grant permissions you do not hold: ask_janet_chat, access_owner_dashboard',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(await roleRow(org.id, 'AUDITOR')).toEqual(before);
    // OWNER holds access_owner_dashboard, which the admin lacks: keeping it is not granting it.
    const kept = await as(org.users.Admin.token, UPDATE, {
      roleName: 'OWNER',
      permissions: ['access_owner_dashboard', 'get_reports'],
    });
    expect(kept.data?.updatePermissions.role.permissions).toEqual(['get_reports', 'access_owner_dashboard']);
    // The CV Admin may grant anything.
    const granted = await as(cvadmin, UPDATE, {
      organizationId: org.id,
      roleName: 'OWNER',
      permissions: ['access_owner_dashboard', 'get_reports', 'ask_janet_chat'],
    });
    expect(granted.data?.updatePermissions.success).toBe(true);
  });

  it("another organization's role does not exist for the caller", async () => {
    const before = await roleRow(org.id, 'AUDITOR');
    const elsewhere = await as(other.users.Admin.token, UPDATE, {
      organizationId: org.id,
      roleName: 'AUDITOR',
      permissions: [],
    });
    expect(elsewhere.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const ownByName = await as(other.users.Admin.token, UPDATE, { roleName: 'AUDITOR', permissions: [] });
    expect(ownByName.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const create = await as(other.users.Admin.token, CREATE, { organizationId: org.id, name: 'INTAKE_COORDINATOR' });
    expect(create.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(await roleRow(org.id, 'AUDITOR')).toEqual(before);
    expect(await roleRow(org.id, 'INTAKE_COORDINATOR')).toBeUndefined();
  });

  it('a shared predefined role is not editable through an organization', async () => {
    const answer = await as(other.users.Admin.token, UPDATE, { roleName: 'OWNER', permissions: [] });
    expect(answer.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it("a holder gains and loses an operation on the very next request after its role's list changes", async () => {
    const holder = org.users.Holder.token;
    await as(org.users.Admin.token, UPDATE, { roleName: 'AUDITOR', permissions: ['get_reports'] });
    // Giving the role is changeUserRole's; here straight in the table, heard a moment after it commits.
    await org.query(
      `UPDATE app_user SET custom_role_id = (SELECT id FROM custom_role WHERE organization_id = $1 AND name = 'AUDITOR') WHERE id = $2`,
      [org.id, org.users.Holder.id],
    );
    await waitFor(async () => (await api.graphql(USERS, {}, { token: holder })).errors?.[0]?.extensions?.code, {
      what: 'the holder to be refused the user list under its custom role',
      until: (code) => code === 'FORBIDDEN',
      timeoutMs: 5000,
    });

    await as(org.users.Admin.token, UPDATE, { roleName: 'AUDITOR', permissions: ['get_reports', 'query_users'] });
    const gained = await api.graphql<{ usersByRole: { totalCount: number } }>(USERS, {}, { token: holder });
    expect(gained.errors).toBeUndefined();
    expect(gained.data?.usersByRole.totalCount).toBeGreaterThan(0);

    await as(org.users.Admin.token, UPDATE, { roleName: 'AUDITOR', permissions: ['get_reports'] });
    const lost = await api.graphql(USERS, {}, { token: holder });
    expect(lost.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('a TPA Support holding edit_settings in the organization may edit its roles too', async () => {
    const answer = await as(org.users.Support.token, UPDATE, {
      organizationId: org.id,
      roleName: 'AUDITOR',
      permissions: ['get_reports', 'query_users'],
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.updatePermissions.role.permissions).toEqual(['get_reports', 'query_users']);
  });

  it("the demo owner holds Acme's own OWNER: the owner dashboard, but no health information", async () => {
    const token = await tokenFor('acmeOwner');
    const mine = await api.graphql<{ myPermissions: Record<string, boolean> }>(
      '{ myPermissions { accessOwnerDashboard accessPhi getReports queryAnyOrgCase } }',
      {},
      { token },
    );
    expect(mine.data?.myPermissions).toEqual({
      accessOwnerDashboard: true,
      accessPhi: false,
      getReports: true,
      queryAnyOrgCase: false,
    });
    const roles = (await as(token, ROLES, { organizationId: DEMO_ORGANIZATIONS.acme.id })) as unknown as {
      data: { organizationRoles: { name: string; isShared: boolean }[] };
    };
    expect(roles.data.organizationRoles.filter((role) => role.name === 'OWNER')).toEqual([
      expect.objectContaining({ isShared: false }),
    ]);
  });

  it('an employee given edit_settings by a custom role sees and edits the roles, granting only what it holds', async () => {
    const employee = org.users.Employee.token;
    await org.query(
      `INSERT INTO custom_role (organization_id, name, label, permissions) VALUES ($1, 'SETTINGS_KEEPER', 'Settings keeper', '{edit_settings}')`,
      [org.id],
    );
    await org.query(
      `UPDATE app_user SET custom_role_id = (SELECT id FROM custom_role WHERE organization_id = $1 AND name = 'SETTINGS_KEEPER') WHERE id = $2`,
      [org.id, org.users.Employee.id],
    );
    await waitFor(async () => (await as(employee, ROLES, { organizationId: org.id })).errors, {
      what: 'the employee to see the roles under its custom role',
      until: (errors) => errors === undefined,
      timeoutMs: 5000,
    });
    const escalation = await as(employee, UPDATE, {
      roleName: 'SETTINGS_KEEPER',
      permissions: ['edit_settings', 'get_reports'],
    });
    expect(escalation.errors?.[0].message).toBe('Not authorized to grant permissions you do not hold: get_reports');
    const renamed = await as(employee, UPDATE, {
      roleName: 'SETTINGS_KEEPER',
      permissions: ['edit_settings'],
      label: 'Office manager',
    });
    expect(renamed.data?.updatePermissions.role).toMatchObject({
      label: 'Office manager',
      permissions: ['edit_settings'],
    });
  });

  it('two editors adding the same predefined role at once: one adds it, the other is told it exists', async () => {
    const token = other.users.Admin.token;
    const answers = await Promise.all([
      as(token, CREATE, { name: 'INTAKE_COORDINATOR' }),
      as(token, CREATE, { name: 'INTAKE_COORDINATOR' }),
    ]);
    expect(answers.filter((answer) => answer.data?.createPredefinedCustomRole.success)).toHaveLength(1);
    expect(answers.filter((answer) => answer.errors?.[0].extensions?.code === 'ALREADY_EXISTS')).toHaveLength(1);
  });
});
