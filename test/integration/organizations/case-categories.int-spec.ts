import { randomUUID } from 'node:crypto';
import { Role, TpaSubRole } from '#access';
import { DEMO_CASE_CATEGORIES } from '../../../libs/demo-data/demo-case-categories.js';
import { DEMO_ORGANIZATIONS, OWNER_ROLE_ID } from '../../../libs/demo-data/demo-data.js';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';
import { tokenFor } from '#test/tokens';

const ALL = '{ allCaseCategories { id name linkName } }';
const ADD = `mutation($input: AddCaseCategoryInput!) {
  addCaseCategory(input: $input) { success message caseCategory { id name linkName } } }`;
const UPDATE = `mutation($input: UpdateOrganizationCategoriesInput!) {
  updateOrganizationCategories(input: $input) {
    success message organization { id name caseCategories { id name linkName } } } }`;
const CREATE_TEMPLATE = `mutation($input: CreateCommunicationTemplateInput!, $organizationId: ID) {
  createCommunicationTemplate(input: $input, organizationId: $organizationId) { template { id caseCategoryIds } } }`;
const UPDATE_TEMPLATE = `mutation($templateId: ID!, $input: UpdateCommunicationTemplateInput!) {
  updateCommunicationTemplate(templateId: $templateId, input: $input) { template { id caseCategoryIds } } }`;

type Category = { id: string; name: string; linkName: string };

describe('case categories over GraphQL', () => {
  let api: TestApi;
  let org: ScratchOrganization;
  let other: ScratchOrganization;
  const run = randomUUID().slice(0, 8);
  /** Categories of this run: the catalogue is shared with every other test file. */
  const catalogue: Category[] = [];

  const tokenOf = (scratch: ScratchOrganization, name: string) => scratch.users[name].token;
  const add = (token: string, input: unknown) =>
    api.graphql<{ addCaseCategory: { success: boolean; message: string; caseCategory: Category } }>(
      ADD,
      { input },
      { token },
    );
  const update = (token: string, input: unknown) =>
    api.graphql<{
      updateOrganizationCategories: {
        success: boolean;
        message: string;
        organization: { id: string; caseCategories: Category[] };
      };
    }>(UPDATE, { input }, { token });
  const categoryRows = async () =>
    (await org.query<{ n: number }>('SELECT count(*)::int AS n FROM case_category'))[0].n;
  const categoriesOf = async (organizationId: string) =>
    (
      await org.query<{ id: string }>(
        'SELECT case_category_id AS id FROM organization_case_category WHERE organization_id = $1 ORDER BY 1',
        [organizationId],
      )
    ).map((row) => row.id);
  const errorOf = (answer: { errors?: { message: string; extensions?: Record<string, unknown> }[] }) => ({
    message: answer.errors?.[0]?.message,
    code: answer.errors?.[0]?.extensions?.code,
  });

  beforeAll(async () => {
    api = await startTestApi();
    org = await createScratchOrganization({
      Cv: Role.CVADMIN,
      Admin: Role.ADMIN,
      Manager: Role.CASEMANAGER,
      Worker: Role.CASEWORKER,
      Pat: Role.USER,
      Support: TpaSubRole.TPASUPPORT,
      Owner: Role.CASEMANAGER,
    });
    await org.query('UPDATE app_user SET custom_role_id = $1 WHERE id = $2', [OWNER_ROLE_ID, org.users.Owner.id]);
    other = await createScratchOrganization({ Admin: Role.ADMIN });
    for (const name of ['Ergonomics', 'Allergies', 'Service animal']) {
      const added = await add(tokenOf(org, 'Cv'), { name: `${name} ${run}` });
      expect(added.errors).toBeUndefined();
      catalogue.push(added.data!.addCaseCategory.caseCategory);
    }
  });
  afterAll(async () => {
    await org?.close();
    await other?.close();
    await api?.close();
  });

  describe('allCaseCategories', () => {
    it('lists the whole catalogue by name to every staff role', async () => {
      for (const name of ['Cv', 'Admin', 'Manager', 'Worker', 'Support', 'Owner']) {
        const answer = await api.graphql<{ allCaseCategories: Category[] }>(ALL, {}, { token: tokenOf(org, name) });
        expect([name, answer.errors]).toEqual([name, undefined]);
        const names = answer.data!.allCaseCategories.map((category) => category.name);
        expect(names).toEqual(expect.arrayContaining(catalogue.map((category) => category.name)));
        expect(names).toEqual(expect.arrayContaining(DEMO_CASE_CATEGORIES.map((category) => category.name)));
        expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      }
    });

    it('is refused to an employee', async () => {
      const answer = await api.graphql(ALL, {}, { token: tokenOf(org, 'Pat') });
      expect(errorOf(answer)).toEqual({ message: 'Not authorized to view case categories', code: 'FORBIDDEN' });
    });
  });

  describe('addCaseCategory', () => {
    it('the CV Admin adds one; the link name defaults to a slug of the name', async () => {
      expect(catalogue[2]).toMatchObject({ name: `Service animal ${run}`, linkName: `service-animal-${run}` });
      const added = await add(tokenOf(org, 'Cv'), { name: `  Sign language ${run} `, linkName: `ASL-${run}` });
      expect(added.data?.addCaseCategory).toMatchObject({
        success: true,
        message: 'Operation succeeded!',
        caseCategory: { name: `Sign language ${run}`, linkName: `asl-${run}` },
      });
    });

    it('a name or link name already taken is ALREADY_EXISTS, whatever the letter case of the name', async () => {
      const before = await categoryRows();
      for (const input of [
        { name: `ERGONOMICS ${run}` },
        { name: `Something else ${run}`, linkName: catalogue[0].linkName },
        { name: 'Mobility' },
      ]) {
        expect([input, errorOf(await add(tokenOf(org, 'Cv'), input))]).toEqual([
          input,
          { message: 'A case category with this name or link name already exists', code: 'ALREADY_EXISTS' },
        ]);
      }
      expect(await categoryRows()).toBe(before);
    });

    it('is the CV Admin’s only', async () => {
      const before = await categoryRows();
      for (const name of ['Admin', 'Owner', 'Worker', 'Support', 'Pat']) {
        expect([name, errorOf(await add(tokenOf(org, name), { name: `By ${name} ${run}` }))]).toEqual([
          name,
          { message: 'Only a CV Admin can add case categories', code: 'FORBIDDEN' },
        ]);
      }
      expect(await categoryRows()).toBe(before);
    });

    it.each<[string, unknown]>([
      ['an empty name', { name: '   ' }],
      ['a 5,000-character name', { name: 'x'.repeat(5000) }],
      ['a 101-character name', { name: 'x'.repeat(101) }],
      ['a control character in the name', { name: `Bell\u0007 ${run}` }],
      ['a tab in the name', { name: `Tab\t${run}` }],
      ['a control character in the link name', { name: `Ctl ${run}`, linkName: `ctl-\u0000-${run}` }],
      ['a link name that is no slug', { name: `Slug ${run}`, linkName: 'not a slug!' }],
      ['a link name starting with a dash', { name: `Dash ${run}`, linkName: `-dash-${run}` }],
      ['a 101-character link name', { name: `Long link ${run}`, linkName: 'a'.repeat(101) }],
      ['a name with nothing for a link name', { name: '***' }],
      ['a number for the name', { name: 42 }],
      ['no name', { linkName: `no-name-${run}` }],
      ['an unknown field', { name: `Unknown ${run}`, color: 'red' }],
    ])('%s is BAD_USER_INPUT and writes nothing', async (_what, input) => {
      const before = await categoryRows();
      const answer = await add(tokenOf(org, 'Cv'), input);
      expect(errorOf(answer).code).toBe('BAD_USER_INPUT');
      expect(answer.data?.addCaseCategory ?? null).toBeNull();
      expect(await categoryRows()).toBe(before);
    });
  });

  describe('updateOrganizationCategories', () => {
    it('an admin replaces the set of its organization; the answer lists it by name', async () => {
      const [ergonomics, allergies, serviceAnimal] = catalogue;
      const first = await update(tokenOf(org, 'Admin'), { caseCategoryIds: [ergonomics.id, allergies.id] });
      expect(first.errors).toBeUndefined();
      expect(first.data?.updateOrganizationCategories).toEqual({
        success: true,
        message: 'Operation succeeded!',
        organization: { id: org.id, name: expect.any(String), caseCategories: [allergies, ergonomics] },
      });
      const second = await update(tokenOf(org, 'Admin'), {
        organizationId: org.id,
        caseCategoryIds: [serviceAnimal.id, allergies.id, serviceAnimal.id],
      });
      expect(second.data?.updateOrganizationCategories.organization.caseCategories).toEqual([allergies, serviceAnimal]);
      expect(await categoriesOf(org.id)).toEqual([allergies.id, serviceAnimal.id].sort());
      const cleared = await update(tokenOf(org, 'Admin'), { caseCategoryIds: [] });
      expect(cleared.data?.updateOrganizationCategories.organization.caseCategories).toEqual([]);
      expect(await categoriesOf(org.id)).toEqual([]);
    });

    it('an owner (custom role) may; a case manager, case worker, TPA Support or employee may not', async () => {
      const owner = await update(tokenOf(org, 'Owner'), { caseCategoryIds: [catalogue[0].id] });
      expect(owner.data?.updateOrganizationCategories.organization.caseCategories).toEqual([catalogue[0]]);
      for (const name of ['Manager', 'Worker', 'Support', 'Pat']) {
        expect([name, errorOf(await update(tokenOf(org, name), { caseCategoryIds: [catalogue[1].id] }))]).toEqual([
          name,
          { message: "Not authorized to change the organization's case categories", code: 'FORBIDDEN' },
        ]);
      }
      expect(await categoriesOf(org.id)).toEqual([catalogue[0].id]);
    });

    it('the CV Admin changes any organization’s set', async () => {
      const answer = await update(tokenOf(org, 'Cv'), { organizationId: other.id, caseCategoryIds: [catalogue[2].id] });
      expect(answer.data?.updateOrganizationCategories.organization).toMatchObject({
        id: other.id,
        caseCategories: [catalogue[2]],
      });
      expect(await categoriesOf(other.id)).toEqual([catalogue[2].id]);
    });

    it("another organization's admin cannot change this organization's categories", async () => {
      await update(tokenOf(org, 'Admin'), { caseCategoryIds: [catalogue[0].id] });
      const answer = await update(tokenOf(other, 'Admin'), {
        organizationId: org.id,
        caseCategoryIds: [catalogue[1].id],
      });
      expect(errorOf(answer)).toEqual({ message: "You don't have access to this organization", code: 'NOT_FOUND' });
      expect(await categoriesOf(org.id)).toEqual([catalogue[0].id]);
    });

    it.each<[string, unknown]>([
      ['an unknown category id', { caseCategoryIds: [randomUUID()] }],
      ['a known id with an unknown one', { caseCategoryIds: ['KNOWN', randomUUID()] }],
      ['an id that is no id', { caseCategoryIds: ['not-an-id'] }],
      ['a control character in an id', { caseCategoryIds: ['\u0007'] }],
      ['a 5,000-character id', { caseCategoryIds: ['x'.repeat(5000)] }],
      ['a number for the ids', { caseCategoryIds: 7 }],
      ['no ids', {}],
      ['an organization id that is no id', { organizationId: 'acme', caseCategoryIds: [] }],
    ])('%s is BAD_USER_INPUT and changes nothing', async (_what, input) => {
      await update(tokenOf(org, 'Admin'), { caseCategoryIds: [catalogue[0].id] });
      const sent = JSON.parse(JSON.stringify(input).replace('KNOWN', catalogue[1].id));
      const answer = await update(tokenOf(org, 'Admin'), sent);
      expect(errorOf(answer).code).toBe('BAD_USER_INPUT');
      expect(await categoriesOf(org.id)).toEqual([catalogue[0].id]);
    });
  });

  describe('Organization.caseCategories', () => {
    it('lists each organization’s categories by name (the demo organizations use some of the catalogue)', async () => {
      const answer = await api.graphql<{ allOrganizations: { id: string; caseCategories: Category[] }[] }>(
        '{ allOrganizations { id caseCategories { id name linkName } } }',
        {},
        { token: await tokenFor('cvadmin') },
      );
      expect(answer.errors).toBeUndefined();
      const byId = new Map(answer.data!.allOrganizations.map((o) => [o.id, o.caseCategories.map((c) => c.name)]));
      for (const [key, organization] of Object.entries(DEMO_ORGANIZATIONS)) {
        const expected = DEMO_CASE_CATEGORIES.filter((c) => c.organizations.includes(key as never))
          .map((c) => c.name)
          .sort();
        expect([key, byId.get(organization.id)]).toEqual([key, expected]);
      }
      expect(byId.get(DEMO_ORGANIZATIONS.acme.id)).toEqual(['Hearing', 'Leave', 'Mental health', 'Mobility']);
    });

    it('the acting organization’s categories come with its brand info', async () => {
      const answer = await api.graphql<{ organizationBrandInfo: { id: string; caseCategories: Category[] } }>(
        '{ organizationBrandInfo { id caseCategories { name } } }',
        {},
        { token: await tokenFor('admin') },
      );
      expect(answer.data?.organizationBrandInfo.caseCategories.map((c) => c.name)).toEqual([
        'Hearing',
        'Leave',
        'Mental health',
        'Mobility',
      ]);
    });
  });

  describe('communication templates', () => {
    it("take only the categories of the template's organization; a global one any of the catalogue", async () => {
      await update(tokenOf(org, 'Admin'), { caseCategoryIds: [catalogue[0].id] });
      await update(tokenOf(org, 'Cv'), { organizationId: other.id, caseCategoryIds: [catalogue[1].id] });
      const templateRows = async () =>
        (await org.query<{ n: number }>('SELECT count(*)::int AS n FROM communication_template'))[0].n;

      const ours = await api.graphql<{
        createCommunicationTemplate: { template: { id: string; caseCategoryIds: string[] } };
      }>(
        CREATE_TEMPLATE,
        { input: { name: `Ours ${run}`, text: 'x', caseCategoryIds: [catalogue[0].id] } },
        { token: tokenOf(org, 'Admin') },
      );
      expect(ours.data?.createCommunicationTemplate.template.caseCategoryIds).toEqual([catalogue[0].id]);
      const templateId = ours.data!.createCommunicationTemplate.template.id;

      const before = await templateRows();
      const foreign = await api.graphql(
        CREATE_TEMPLATE,
        { input: { name: `Foreign ${run}`, text: 'x', caseCategoryIds: [catalogue[1].id] } },
        { token: tokenOf(org, 'Admin') },
      );
      expect(errorOf(foreign)).toEqual({
        message: `caseCategoryIds: ${catalogue[1].id} is not a case category of the template's organization`,
        code: 'BAD_USER_INPUT',
      });
      expect(await templateRows()).toBe(before);

      const changed = await api.graphql(
        UPDATE_TEMPLATE,
        { templateId, input: { caseCategoryIds: [catalogue[0].id, catalogue[2].id] } },
        { token: tokenOf(org, 'Admin') },
      );
      expect(errorOf(changed).code).toBe('BAD_USER_INPUT');
      const [row] = await org.query<{ ids: string[] }>(
        'SELECT case_category_ids AS ids FROM communication_template WHERE id = $1',
        [templateId],
      );
      expect(row.ids).toEqual([catalogue[0].id]);

      const global = await api.graphql<{ createCommunicationTemplate: { template: { caseCategoryIds: string[] } } }>(
        CREATE_TEMPLATE,
        { input: { name: `Global ${run}`, text: 'x', isGlobal: true, caseCategoryIds: [catalogue[2].id] } },
        { token: tokenOf(org, 'Cv') },
      );
      expect(global.data?.createCommunicationTemplate.template.caseCategoryIds).toEqual([catalogue[2].id]);
    });
  });
});
