import { randomUUID } from 'node:crypto';
import { Role, TpaSubRole } from '#access';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { startTestApi, type TestApi } from '#test/test-api';
import { tokenFor } from '#test/tokens';
import { DEMO_COMMUNICATION_TEMPLATES } from '../../../libs/demo-data/demo-communication-templates.js';

const FIELDS =
  'id organizationId ownerUserId name text formIds documentIds caseCategoryIds isGlobal isPersonal scope viewerCanManage';
const CREATE = `mutation($input: CreateCommunicationTemplateInput!, $organizationId: ID) {
  createCommunicationTemplate(input: $input, organizationId: $organizationId) { success message template { ${FIELDS} } } }`;
const UPDATE = `mutation($templateId: ID!, $input: UpdateCommunicationTemplateInput!) {
  updateCommunicationTemplate(templateId: $templateId, input: $input) { success message template { ${FIELDS} } } }`;
const DELETE = `mutation($templateId: ID!) {
  deleteCommunicationTemplate(templateId: $templateId) { success message template { id name } } }`;
const LIST = `query($organizationId: ID, $input: AllCommunicationTemplatesInput) {
  allCommunicationTemplates(organizationId: $organizationId, input: $input) {
    totalCount pageInfo { endCursor hasNextPage } templates { ${FIELDS} } } }`;

type Template = {
  id: string;
  name: string;
  text: string;
  scope: string;
  viewerCanManage: boolean;
  organizationId: string | null;
  ownerUserId: string | null;
};
type Page = { totalCount: number; pageInfo: { endCursor: string | null; hasNextPage: boolean }; templates: Template[] };

describe('communication templates over GraphQL', () => {
  let api: TestApi;
  let org: ScratchOrganization;
  let other: ScratchOrganization;
  const run = randomUUID().slice(0, 8);
  const named = (name: string) => `${name} ${run}`;

  const as = (scratch: ScratchOrganization, name: string) => ({
    create: (input: Record<string, unknown>, organizationId?: string) =>
      api.graphql<{ createCommunicationTemplate: { success: boolean; message: string; template: Template } }>(
        CREATE,
        { input, organizationId },
        { token: scratch.users[name].token },
      ),
    update: (templateId: string, input: Record<string, unknown>) =>
      api.graphql<{ updateCommunicationTemplate: { template: Template } }>(
        UPDATE,
        { templateId, input },
        { token: scratch.users[name].token },
      ),
    delete: (templateId: string) =>
      api.graphql<{ deleteCommunicationTemplate: { success: boolean; template: Template } }>(
        DELETE,
        { templateId },
        { token: scratch.users[name].token },
      ),
    list: (input: Record<string, unknown> = {}, organizationId?: string) =>
      api.graphql<{ allCommunicationTemplates: Page }>(
        LIST,
        { input, organizationId },
        { token: scratch.users[name].token },
      ),
  });
  const templateRows = async () =>
    (await org.query<{ n: number }>('SELECT count(*)::int AS n FROM communication_template'))[0].n;

  beforeAll(async () => {
    api = await startTestApi();
    org = await createScratchOrganization({
      Cv: Role.CVADMIN,
      Admin: Role.ADMIN,
      Worker: Role.CASEWORKER,
      Pat: Role.USER,
      Support: TpaSubRole.TPASUPPORT,
      Medical: TpaSubRole.TPAMEDICAL,
    });
    other = await createScratchOrganization({ Admin: Role.ADMIN });
  });
  afterAll(async () => {
    await org?.close();
    await other?.close();
    await api?.close();
  });

  it('an admin creates, updates and deletes an organization template; a case worker lists it', async () => {
    const created = await as(org, 'Admin').create({ name: named('Welcome'), text: 'Hello {{submitterName}}' });
    expect(created.errors).toBeUndefined();
    expect(created.data?.createCommunicationTemplate).toMatchObject({
      success: true,
      message: 'Operation succeeded!',
      template: {
        organizationId: org.id,
        ownerUserId: null,
        scope: 'ORGANIZATION',
        isGlobal: false,
        isPersonal: false,
        viewerCanManage: true,
      },
    });
    const id = created.data!.createCommunicationTemplate.template.id;

    const listed = await as(org, 'Worker').list({ searchText: named('Welcome') });
    expect(listed.errors).toBeUndefined();
    expect(listed.data?.allCommunicationTemplates).toMatchObject({
      totalCount: 1,
      pageInfo: { hasNextPage: false },
      templates: [{ id, viewerCanManage: false }],
    });

    const updated = await as(org, 'Support').update(id, { text: 'Case {{caseId}} is with {{assigneeName}}' });
    expect(updated.data?.updateCommunicationTemplate.template).toMatchObject({
      id,
      text: 'Case {{caseId}} is with {{assigneeName}}',
    });

    const deleted = await as(org, 'Admin').delete(id);
    expect(deleted.data?.deleteCommunicationTemplate).toMatchObject({ success: true, template: { id } });
    expect(
      (await as(org, 'Worker').list({ searchText: named('Welcome') })).data?.allCommunicationTemplates.totalCount,
    ).toBe(0);
  });

  it('a CV Admin creates a global template, shown in every organization', async () => {
    const created = await as(org, 'Cv').create({ name: named('Global'), text: 'For all', isGlobal: true }, other.id);
    expect(created.data?.createCommunicationTemplate.template).toMatchObject({ organizationId: null, scope: 'GLOBAL' });
    const theirs = await as(other, 'Admin').list({ searchText: named('Global'), searchBy: 'TEMPLATE_NAME' });
    expect(theirs.data?.allCommunicationTemplates.templates).toEqual([
      expect.objectContaining({ name: named('Global'), viewerCanManage: false }),
    ]);
  });

  it('a personal template is listed for its owner only', async () => {
    const created = await as(org, 'Medical').create({ name: named('Mine'), text: 'Notes', isPersonal: true });
    expect(created.data?.createCommunicationTemplate.template).toMatchObject({
      scope: 'USER',
      ownerUserId: org.users.Medical.id,
    });
    expect(
      (await as(org, 'Medical').list({ searchText: named('Mine') })).data?.allCommunicationTemplates.totalCount,
    ).toBe(1);
    expect(
      (await as(org, 'Admin').list({ searchText: named('Mine') })).data?.allCommunicationTemplates.totalCount,
    ).toBe(0);
    const id = created.data!.createCommunicationTemplate.template.id;
    expect((await as(org, 'Admin').delete(id)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('pages with recordsPerPage and after, and searches by text', async () => {
    const tag = named('Paged');
    for (const letter of ['c', 'a', 'b']) {
      expect(
        (await as(org, 'Admin').create({ name: `${tag} ${letter}`, text: `body ${letter} ${run}` })).errors,
      ).toBeUndefined();
    }
    const first = await as(org, 'Worker').list({ searchText: tag, recordsPerPage: 2 });
    const page = first.data!.allCommunicationTemplates;
    expect(page.totalCount).toBe(3);
    expect(page.pageInfo.hasNextPage).toBe(true);
    const second = await as(org, 'Worker').list({ searchText: tag, recordsPerPage: 2, after: page.pageInfo.endCursor });
    expect([...page.templates, ...second.data!.allCommunicationTemplates.templates].map((t) => t.name)).toEqual([
      `${tag} a`,
      `${tag} b`,
      `${tag} c`,
    ]);
    const byText = await as(org, 'Worker').list({ searchText: `body b ${run}`, searchBy: 'TEMPLATE_TEXT' });
    expect(byText.data?.allCommunicationTemplates.templates.map((t) => t.name)).toEqual([`${tag} b`]);
  });

  it('the demo organization lists the demo templates, the personal one for its owner only', async () => {
    const found = async (user: 'admin' | 'tpaMedical', name: string) => {
      const answer = await api.graphql<{ allCommunicationTemplates: Page }>(
        LIST,
        { input: { searchText: name, searchBy: 'TEMPLATE_NAME' } },
        { token: await tokenFor(user) },
      );
      return answer.data?.allCommunicationTemplates.templates.some((t) => t.name === name);
    };
    const [global, organization, personal] = DEMO_COMMUNICATION_TEMPLATES.map((t) => t.name);
    expect([await found('admin', global), await found('admin', organization), await found('admin', personal)]).toEqual([
      true,
      true,
      false,
    ]);
    expect(await found('tpaMedical', personal)).toBe(true);
  });

  it('names the placeholders a text may hold', async () => {
    const answer = await api.graphql<{ communicationTemplatePlaceholders: string[] }>(
      '{ communicationTemplatePlaceholders }',
      undefined,
      { token: org.users.Worker.token },
    );
    expect(answer.data?.communicationTemplatePlaceholders).toEqual([
      '{{caseId}}',
      '{{assigneeEmail}}',
      '{{assigneeName}}',
      '{{submitterEmail}}',
      '{{submitterName}}',
      '{{submitterPhone}}',
      '{{teamMemberEmail}}',
      '{{teamMemberName}}',
    ]);
  });

  describe('refusals', () => {
    it.each([
      [{ name: '', text: 'x' }, 'name: write a name'],
      [{ name: 'x', text: 'Dear {{employee}}' }, 'text: unknown placeholder {{employee}}'],
      [{ name: 'x', text: 'x', formIds: ['not-an-id'] }, undefined],
      [{ name: 'x', text: 'x', formIds: [randomUUID()] }, undefined],
      [{ name: 'x\u0007', text: 'x' }, undefined],
    ])('%j is BAD_USER_INPUT and writes nothing', async (input, message) => {
      const before = await templateRows();
      const answer = await as(org, 'Admin').create(input);
      expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      if (message) expect(answer.errors?.[0].message).toBe(message);
      expect(await templateRows()).toBe(before);
    });

    it('bad paging is BAD_USER_INPUT', async () => {
      for (const input of [{ recordsPerPage: 0 }, { recordsPerPage: 101 }, { after: 'nope' }]) {
        expect((await as(org, 'Worker').list(input)).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      }
    });

    it('who may not, is refused with the answer for its case', async () => {
      const before = await templateRows();
      const worker = await as(org, 'Worker').create({ name: 'x', text: 'x' });
      expect(worker.errors?.[0]).toMatchObject({
        message: 'Not authorized to manage communication templates',
        extensions: { code: 'FORBIDDEN' },
      });
      const medical = await as(org, 'Medical').create({ name: 'x', text: 'x' });
      expect(medical.errors?.[0]).toMatchObject({
        message: 'Not authorized to manage organization communication templates',
        extensions: { code: 'FORBIDDEN' },
      });
      const admin = await as(org, 'Admin').create({ name: 'x', text: 'x', isGlobal: true });
      expect(admin.errors?.[0]).toMatchObject({
        message: 'Only a CV Admin can manage global communication templates',
        extensions: { code: 'FORBIDDEN' },
      });
      const employee = await as(org, 'Pat').list();
      expect(employee.errors?.[0]).toMatchObject({
        message: 'Not authorized to view communication templates',
        extensions: { code: 'FORBIDDEN' },
      });
      expect(await templateRows()).toBe(before);
    });

    it('offers only documents many employees may receive: the organization’s or global, never private or personal', async () => {
      const document = async (organizationId: string | null, type: string, userId: string | null = null) => {
        const [folder] = await org.query<{ id: string }>(
          `INSERT INTO document_folder (organization_id, type, label, path, is_root, is_global)
           VALUES ($1, $2, 'Root', 'Root', true, $1::uuid IS NULL)
           ON CONFLICT DO NOTHING RETURNING id`,
          [organizationId, type],
        );
        const folderId =
          folder?.id ??
          (
            await org.query<{ id: string }>(
              'SELECT id FROM document_folder WHERE organization_id IS NOT DISTINCT FROM $1 AND type = $2 AND is_root',
              [organizationId, type],
            )
          )[0].id;
        const [row] = await org.query<{ id: string }>(
          `INSERT INTO organization_document (organization_id, folder_id, type, is_public, user_id, path, file_name)
           VALUES ($1, $2, $3, false, $4, $5, 'doc.pdf') RETURNING id`,
          [
            organizationId,
            folderId,
            type,
            userId,
            `organizations/${organizationId ?? 'global'}/${randomUUID()}-doc.pdf`,
          ],
        );
        return row.id;
      };
      const policy = await document(org.id, 'PUBLIC_DOCUMENT');
      const globalGuide = await document(null, 'RECOMMENDED_DOCUMENT');
      const created = await as(org, 'Admin').create({
        name: named('With documents'),
        text: 'x',
        documentIds: [policy, globalGuide],
      });
      expect(created.data?.createCommunicationTemplate.template).toMatchObject({ documentIds: [policy, globalGuide] });
      const templateId = created.data!.createCommunicationTemplate.template.id;

      const refused = [
        await document(org.id, 'PRIVATE_DOCUMENT'),
        await document(org.id, 'USER_DOCUMENT', org.users.Pat.id),
        await document(other.id, 'PUBLIC_DOCUMENT'),
        randomUUID(),
      ];
      const before = await templateRows();
      const notAnId = await as(org, 'Admin').create({ name: named('Refused'), text: 'x', documentIds: ['not-an-id'] });
      expect(notAnId.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      for (const documentId of refused) {
        for (const answer of [
          await as(org, 'Admin').create({ name: named('Refused'), text: 'x', documentIds: [documentId] }),
          await as(org, 'Admin').update(templateId, { documentIds: [documentId] }),
        ]) {
          expect(answer.errors?.[0]).toMatchObject({
            message: 'documentIds: not a library document this template can offer',
            extensions: { code: 'BAD_USER_INPUT', field: 'documentIds' },
          });
        }
      }
      expect(await templateRows()).toBe(before);
      // A global template offers global documents only.
      const global = await as(org, 'Cv').create({
        name: named('Global docs'),
        text: 'x',
        isGlobal: true,
        documentIds: [policy],
      });
      expect(global.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
      const globalOk = await as(org, 'Cv').create({
        name: named('Global docs'),
        text: 'x',
        isGlobal: true,
        documentIds: [globalGuide],
      });
      expect(globalOk.errors).toBeUndefined();
      const [row] = await org.query<{ document_ids: string[] }>(
        'SELECT document_ids FROM communication_template WHERE id = $1',
        [templateId],
      );
      expect(row.document_ids).toEqual([policy, globalGuide]);
    });

    it("another organization's template and organization are NOT_FOUND", async () => {
      const created = await as(org, 'Admin').create({ name: named('Ours'), text: 'x' });
      const id = created.data!.createCommunicationTemplate.template.id;
      expect((await as(other, 'Admin').update(id, { text: 'y' })).errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect((await as(other, 'Admin').delete(id)).errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect((await as(other, 'Admin').list({}, org.id)).errors?.[0]).toMatchObject({
        message: "You don't have access to this organization",
        extensions: { code: 'NOT_FOUND' },
      });
      const [row] = await org.query<{ text: string }>('SELECT text FROM communication_template WHERE id = $1', [id]);
      expect(row.text).toBe('x');
    });
  });
});
