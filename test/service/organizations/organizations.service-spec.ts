import { randomUUID } from 'node:crypto';
import { ErrorCode, NO_ORGANIZATION_ACCESS_MESSAGE, Role, TpaSubRole } from '#access';
import { DEFAULT_WELCOME_TEXT, OrganizationsModule, OrganizationsService } from '#domain/organizations';
import { DEMO_USERS } from '../../../libs/demo-data/demo-data.js';
import { createServiceModule, type ServiceModule } from '#test/service-module';
import { createServiceScratch, type ServiceScratch } from '#test/service-scratch';

const { NOT_FOUND, BAD_USER_INPUT, ALREADY_EXISTS } = ErrorCode;
const cvadminId = DEMO_USERS.find((user) => user.key === 'cvadmin')!.id;

describe('organizations area', () => {
  let service: ServiceModule;
  let org: ServiceScratch;
  let other: ServiceScratch;
  let organizations: OrganizationsService;
  const organizationsNamed = (name: string) =>
    service.dataSource.query('SELECT id, is_partner, link_name FROM organization WHERE name = $1', [name]);

  beforeAll(async () => {
    service = await createServiceModule([OrganizationsModule]);
    org = await createServiceScratch(service.dataSource, { admin: Role.ADMIN, support: TpaSubRole.TPASUPPORT });
    other = await createServiceScratch(service.dataSource, { admin: Role.ADMIN });
    organizations = service.get(OrganizationsService);
  });
  afterAll(() => service?.close());

  it('an organization loads only for who may act in it; anyone else gets NOT_FOUND', async () => {
    const admin = await service.principal(org.users.admin);
    await expect(organizations.findVisible(admin, org.id)).resolves.toMatchObject({ id: org.id });
    await expect(organizations.findVisible(admin, other.id)).rejects.toMatchObject({ code: NOT_FOUND });
    await expect(organizations.findVisible(admin, randomUUID())).rejects.toMatchObject({ code: NOT_FOUND });
    const support = await service.principal(org.users.support);
    await expect(organizations.findVisible(support, org.id)).resolves.toMatchObject({ id: org.id });
    await expect(organizations.findVisible(support, other.id)).rejects.toMatchObject({ code: NOT_FOUND });
    const cvadmin = await service.principal(cvadminId);
    await expect(organizations.findVisible(cvadmin, other.id)).resolves.toMatchObject({ id: other.id });
  });

  it('a principal re-scoped to an organization it may not act in is NOT_FOUND with the spec message', async () => {
    const admin = await service.principal(org.users.admin, other.id);
    // A stored organization it cannot act in is ignored: the effective organization is its own.
    expect(admin.organizationId).toBe(org.id);
    expect(() => admin.inOrganization(other.id)).toThrow(
      expect.objectContaining({ code: NOT_FOUND, message: NO_ORGANIZATION_ACCESS_MESSAGE }),
    );
  });

  it('creates an organization; a partner needs a free link name', async () => {
    const name = `Created ${randomUUID()}`;
    const created = await organizations.create({ name, contactEmail: 'hr@created.test' });
    expect(created).toMatchObject({ name, isPartner: false, linkName: null, settings: {} });
    expect(organizations.welcomeText(created)).toBe(DEFAULT_WELCOME_TEXT);

    const partnerName = `Partner ${randomUUID()}`;
    await expect(organizations.create({ name: partnerName, isPartner: true })).rejects.toMatchObject({
      code: BAD_USER_INPUT,
      message: 'linkName: a partner organization needs a link name',
    });
    expect(await organizationsNamed(partnerName)).toEqual([]);
    const linkName = `p-${randomUUID().slice(0, 8)}`;
    await organizations.create({ name: partnerName, isPartner: true, linkName: linkName.toUpperCase() });
    await expect(organizations.create({ name: partnerName, isPartner: true, linkName })).rejects.toMatchObject({
      code: ALREADY_EXISTS,
      message: 'An organization with this link name already exists',
    });
    expect(await organizationsNamed(partnerName)).toEqual([
      expect.objectContaining({ is_partner: true, link_name: linkName }),
    ]);
  });

  it('roles are the built-in ones, the predefined ones and the organization’s own, never another organization’s', async () => {
    await service.dataSource.query(
      `INSERT INTO custom_role (organization_id, name, label, permissions) VALUES ($1, 'RECEPTION', 'Reception', '{query_users}'),
       ($2, 'AUDITOR', 'Auditor', '{get_reports}')`,
      [org.id, other.id],
    );
    const organization = await organizations.findVisible(await service.principal(org.users.admin), org.id);
    const roles = await organizations.roles(organization);
    const names = roles.map((role) => role.name);
    expect(names).toEqual(expect.arrayContaining([...Object.values(Role), ...Object.values(TpaSubRole), 'RECEPTION']));
    expect(names).not.toContain('AUDITOR');
    expect(roles.find((role) => role.name === 'RECEPTION')).toEqual({
      name: 'RECEPTION',
      label: 'Reception',
      permissions: ['query_users'],
      isCustom: true,
      isShared: false,
    });
    expect(roles.find((role) => role.name === Role.USER)).toMatchObject({ permissions: [], isCustom: false });
  });
});
