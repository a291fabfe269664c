import { randomUUID } from 'node:crypto';
import { Role } from '#access';
import { DEMO_ORGANIZATIONS } from '../../../libs/demo-data/demo-data.js';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';
import { tokenFor } from '#test/tokens';

const UPDATE = `mutation($input: UpdateOrganizationInput!) {
  updateOrganization(input: $input) { success organization { id name contactEmail isPartner linkName } } }`;
const RENAME = `mutation($organizationId: ID!, $name: String!) {
  updateOrganizationName(organizationId: $organizationId, name: $name) { success organization { id name } } }`;

type Row = { name: string; contact_email: string | null; is_partner: boolean; link_name: string | null };

describe('updating an organization', () => {
  let api: TestApi;
  let org: ScratchOrganization;
  let cvadmin: string;
  const row = async () =>
    (
      await org.query<Row>('SELECT name, contact_email, is_partner, link_name FROM organization WHERE id = $1', [
        org.id,
      ])
    )[0];
  const update = (input: Record<string, unknown>, token = cvadmin) =>
    api.graphql<{ updateOrganization: { organization: Record<string, unknown> } }>(
      UPDATE,
      { input: { organizationId: org.id, ...input } },
      { token },
    );

  beforeAll(async () => {
    api = await startTestApi();
    org = await createScratchOrganization({ admin: Role.ADMIN, manager: Role.CASEMANAGER });
    cvadmin = await tokenFor('cvadmin');
  });
  afterAll(async () => {
    await org.close();
    await api.close();
  });

  it('the CV Admin changes the name and contact e-mail, and only the fields sent', async () => {
    const result = await update({ name: '  Initrode  ', contactEmail: 'hr@initrode.test' });
    expect(result.data?.updateOrganization.organization).toMatchObject({
      name: 'Initrode',
      contactEmail: 'hr@initrode.test',
      isPartner: false,
    });
    await update({ contactEmail: null });
    expect(await row()).toMatchObject({ name: 'Initrode', contact_email: null });
  });

  it('toggles the partner flag, which needs a link name', async () => {
    const linkName = `initrode-${randomUUID().slice(0, 8)}`;
    const on = await update({ isPartner: true, linkName });
    expect(on.data?.updateOrganization.organization).toMatchObject({ isPartner: true, linkName });
    const off = await update({ isPartner: false });
    expect(off.data?.updateOrganization.organization).toMatchObject({ isPartner: false, linkName });
    const cleared = await update({ isPartner: true, linkName: null, name: 'Half written' });
    expect(cleared.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'linkName' });
    expect(await row()).toMatchObject({ name: 'Initrode', is_partner: false, link_name: linkName });
  });

  it('a link name another organization has is ALREADY_EXISTS, and nothing is written', async () => {
    const before = await row();
    const result = await update({ name: 'Taken', linkName: DEMO_ORGANIZATIONS.vitality.linkName });
    expect(result.errors?.[0].extensions?.code).toBe('ALREADY_EXISTS');
    expect(await row()).toEqual(before);
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ name: 'Bell\u0007' }, 'input.name'],
    [{ name: null }, 'name'],
    [{ contactEmail: 'not-an-email' }, 'contactEmail'],
    [{ linkName: 'Bad Link!' }, 'linkName'],
    [{ isPartner: null }, 'isPartner'],
  ])('bad input %j is BAD_USER_INPUT naming %s, nothing written', async (input, field) => {
    const before = await row();
    const result = await update(input);
    expect(result.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(await row()).toEqual(before);
  });

  it('is the CV Admin only: an administrator, even of that organization, is refused', async () => {
    const before = await row();
    const own = await update({ name: 'Mine' }, org.users.admin.token);
    expect(own.errors?.[0]).toMatchObject({
      message: 'Only a CV Admin can update an organization',
      extensions: { code: 'FORBIDDEN' },
    });
    const other = await api.graphql(
      UPDATE,
      { input: { organizationId: DEMO_ORGANIZATIONS.globex.id, name: 'Mine' } },
      { token: await tokenFor('admin') },
    );
    expect(other.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const missing = await api.graphql(
      UPDATE,
      { input: { organizationId: randomUUID(), name: 'X' } },
      { token: cvadmin },
    );
    expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect(await row()).toEqual(before);
  });

  describe('updateOrganizationName', () => {
    const rename = (token: string, name: string, organizationId = org.id) =>
      api.graphql<{ updateOrganizationName: { organization: { name: string } } }>(
        RENAME,
        { organizationId, name },
        { token },
      );

    it('an administrator renames their own organization, the CV Admin any', async () => {
      expect(
        (await rename(org.users.admin.token, 'Renamed by admin')).data?.updateOrganizationName.organization,
      ).toEqual({ id: org.id, name: 'Renamed by admin' });
      await rename(cvadmin, 'Renamed by CV Admin');
      expect((await row()).name).toBe('Renamed by CV Admin');
    });

    it('refuses another organization (NOT_FOUND), other roles (FORBIDDEN) and bad names, writing nothing', async () => {
      const before = await row();
      const globex = await api.graphql(
        RENAME,
        { organizationId: DEMO_ORGANIZATIONS.globex.id, name: 'Mine' },
        {
          token: org.users.admin.token,
        },
      );
      expect(globex.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      const manager = await rename(org.users.manager.token, 'Mine');
      expect(manager.errors?.[0]).toMatchObject({
        message: 'Not authorized to rename this organization',
        extensions: { code: 'FORBIDDEN' },
      });
      for (const name of ['   ', 'x'.repeat(201), 'Tab\u0000']) {
        const bad = await rename(org.users.admin.token, name);
        expect(bad.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'name' });
      }
      expect(await row()).toEqual(before);
    });
  });
});
