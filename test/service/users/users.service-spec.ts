import { ErrorCode, Permission, Role, TpaSubRole } from '#access';
import { UserListService, UsersModule, UsersService } from '#domain/users';
import { QueueName } from '#events';
import { queueOf } from '#test/queues';
import { createServiceModule, type ServiceModule } from '#test/service-module';
import { createServiceScratch, type ServiceScratch } from '#test/service-scratch';

const { BAD_USER_INPUT, ALREADY_EXISTS } = ErrorCode;

describe('users area', () => {
  let service: ServiceModule;
  let org: ServiceScratch;
  let other: ServiceScratch;
  let users: UsersService;
  let userList: UserListService;
  const pendingResets = async () =>
    (await queueOf(service.moduleRef, QueueName.notifications).getJobs(['waiting', 'delayed', 'active'])).filter(
      (job) => job.name === 'users.send-password-reset',
    );

  beforeAll(async () => {
    service = await createServiceModule([UsersModule]);
    org = await createServiceScratch(service.dataSource, {
      admin: Role.ADMIN,
      worker: Role.CASEWORKER,
      employee: Role.USER,
      legal: TpaSubRole.TPALEGAL,
    });
    other = await createServiceScratch(service.dataSource, { admin: Role.ADMIN, employee: Role.USER });
    users = service.get(UsersService);
    userList = service.get(UserListService);
  });
  afterAll(() => service?.close());

  it('the access subject is read from the rows: role, organization and organization access in grant order', async () => {
    await other.grantAccess(org.users.legal, TpaSubRole.TPASUPPORT);
    const subject = await users.accessSubject(org.users.legal);
    expect(subject).toEqual({
      id: org.users.legal,
      role: Role.CVTPA,
      organizationId: null,
      isMultiOrgAdmin: false,
      customRole: null,
      organizationAccess: [
        { organizationId: org.id, role: TpaSubRole.TPALEGAL, customRole: null },
        { organizationId: other.id, role: TpaSubRole.TPASUPPORT, customRole: null },
      ],
    });
    // The first entry decides the effective organization; the sub-role is the one held there.
    const principal = await service.principal(org.users.legal);
    expect(principal).toMatchObject({ organizationId: org.id, tpaSubRole: TpaSubRole.TPALEGAL });
    expect(principal.inOrganization(other.id).tpaSubRole).toBe(TpaSubRole.TPASUPPORT);
    expect(await users.accessSubject('not-a-uuid')).toBeNull();
  });

  it('a custom role replaces the default permissions of the role', async () => {
    const scratch = await createServiceScratch(service.dataSource, { clerk: Role.CASEWORKER });
    const [{ id: roleId }] = await service.dataSource.query(
      `INSERT INTO custom_role (organization_id, name, label, permissions) VALUES ($1, 'CLERK', 'Clerk', '{query_users}') RETURNING id`,
      [scratch.id],
    );
    const before = await service.principal(scratch.users.clerk);
    expect(before.has(Permission.ACCESS_PHI)).toBe(true);
    await service.dataSource.query('UPDATE app_user SET custom_role_id = $1 WHERE id = $2', [
      roleId,
      scratch.users.clerk,
    ]);
    const after = await service.principal(scratch.users.clerk);
    expect([...after.permissions]).toEqual([Permission.QUERY_USERS]);
  });

  it('the people of an organization: its users and who reaches it through access, never another organization’s', async () => {
    const page = await userList.list(await service.principal(org.users.admin), {}, { recordsPerPage: 50 });
    expect(page.totalCount).toBe(4);
    expect(page.items.map((user) => user.id).sort()).toEqual(Object.values(org.users).sort());
    const elsewhere = await userList.list(await service.principal(other.users.admin), {}, { recordsPerPage: 50 });
    expect(elsewhere.items.map((user) => user.id)).not.toContain(org.users.admin);
    expect(elsewhere.items.map((user) => user.id)).toEqual(
      expect.arrayContaining([other.users.admin, other.users.employee]),
    );
  });

  it('filters by role and search text, and pages by keyset', async () => {
    const admin = await service.principal(org.users.admin);
    const employees = await userList.list(admin, { roles: [Role.USER] }, {});
    expect(employees.items.map((user) => user.id)).toEqual([org.users.employee]);
    const searched = await userList.list(admin, { searchText: 'work' }, {});
    expect(searched.items.map((user) => user.id)).toEqual([org.users.worker]);
    const first = await userList.list(admin, {}, { recordsPerPage: 3 });
    const second = await userList.list(admin, {}, { recordsPerPage: 3, after: first.endCursor });
    expect(first.hasNextPage).toBe(true);
    expect(second.hasNextPage).toBe(false);
    expect([...first.items, ...second.items].map((user) => user.id).sort()).toEqual(Object.values(org.users).sort());
    await expect(userList.list(admin, {}, { after: 'garbage' })).rejects.toMatchObject({ code: BAD_USER_INPUT });
  });

  it('a password reset is queued for a known address only, and only back to this application', async () => {
    const [{ email }] = await service.dataSource.query('SELECT email FROM app_user WHERE id = $1', [
      org.users.employee,
    ]);
    await users.requestPasswordReset({ email: 'nobody@nowhere.test', redirectUrl: 'http://localhost:5173/login' });
    expect(await pendingResets()).toEqual([]);
    await expect(users.requestPasswordReset({ email, redirectUrl: 'https://evil.test/login' })).rejects.toMatchObject({
      code: BAD_USER_INPUT,
      message: 'redirectUrl: must be an address of this application',
    });
    expect(await pendingResets()).toEqual([]);
    await users.requestPasswordReset({ email: email.toUpperCase(), redirectUrl: 'http://localhost:5173/login' });
    const [job] = await pendingResets();
    expect(job.data).toEqual({
      organizationId: org.id,
      userId: org.users.employee,
      redirectUrl: 'http://localhost:5173/login',
    });
  });

  it('a CV Admin is not created over an existing address', async () => {
    const [{ email }] = await service.dataSource.query('SELECT email FROM app_user WHERE id = $1', [org.users.worker]);
    const actor = await service.principal(org.users.admin);
    await expect(users.createCvAdmin(actor, { email, firstName: 'Dup', lastName: 'Licate' })).rejects.toMatchObject({
      code: ALREADY_EXISTS,
      message: 'A user with this e-mail already exists',
    });
    const rows = await service.dataSource.query('SELECT role FROM app_user WHERE email = $1', [email]);
    expect(rows).toEqual([{ role: Role.CASEWORKER }]);
  });
});
