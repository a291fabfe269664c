import { randomUUID } from 'node:crypto';
import { ErrorCode, type Principal, Role, TpaSubRole } from '#access';
import {
  CommunicationTemplateMessages,
  CommunicationTemplatesModule,
  CommunicationTemplatesService,
  CommunicationTemplateScope,
  CommunicationTemplateSearchBy,
  type CreateCommunicationTemplateInput,
} from '#domain/communication-templates';
import { createServiceModule, type ServiceModule } from '#test/service-module';
import { createServiceScratch, type ServiceScratch } from '#test/service-scratch';

const { NOT_FOUND, FORBIDDEN, BAD_USER_INPUT } = ErrorCode;
const { GLOBAL, ORGANIZATION, USER } = CommunicationTemplateScope;

describe('communication templates area', () => {
  let service: ServiceModule;
  let org: ServiceScratch;
  let other: ServiceScratch;
  let templates: CommunicationTemplatesService;
  const as = (name: string): Promise<Principal> => service.principal(org.users[name]);
  /** Names unique to this run: global templates show in every organization, other files' included. */
  const run = randomUUID().slice(0, 8);
  const named = (name: string) => `${name} ${run}`;
  const rowCount = async () =>
    Number((await service.dataSource.query('SELECT count(*)::int AS n FROM communication_template'))[0].n);

  const insertForm = async (organizationId: string | null, options: { isActive?: boolean } = {}) => {
    const [row] = await service.dataSource.query(
      `INSERT INTO form (organization_id, name, link_name, is_global, is_active, current_version_id)
       VALUES ($1, 'Form', $2, $3, $4, $5) RETURNING id`,
      [organizationId, `form-${randomUUID()}`, organizationId === null, options.isActive ?? true, randomUUID()],
    );
    return row.id as string;
  };

  /** A catalogue category, used by `organizationId` when given. */
  const insertCategory = async (organizationId?: string) => {
    const slug = `category-${randomUUID()}`;
    const [row] = await service.dataSource.query(
      `INSERT INTO case_category (name, link_name) VALUES ($1, $1) RETURNING id`,
      [slug],
    );
    if (organizationId) {
      await service.dataSource.query(
        'INSERT INTO organization_case_category (organization_id, case_category_id) VALUES ($1, $2)',
        [organizationId, row.id],
      );
    }
    return row.id as string;
  };

  const withCustomRole = async (userId: string, permissions: string[]) => {
    const [role] = await service.dataSource.query(
      `INSERT INTO custom_role (organization_id, name, label, permissions) VALUES ($1, $2, 'Custom', $3) RETURNING id`,
      [org.id, `custom-${randomUUID().slice(0, 8)}`, permissions],
    );
    await service.dataSource.query('UPDATE app_user SET custom_role_id = $1 WHERE id = $2', [role.id, userId]);
  };

  /** The refusal as given, and not one row more or less. */
  const expectRefused = async (change: () => Promise<unknown>, refusal: { code: ErrorCode; message?: string }) => {
    const before = await rowCount();
    await expect(Promise.resolve().then(change)).rejects.toMatchObject(refusal);
    expect(await rowCount()).toBe(before);
  };

  beforeAll(async () => {
    service = await createServiceModule([CommunicationTemplatesModule]);
    org = await createServiceScratch(service.dataSource, {
      cv: Role.CVADMIN,
      admin: Role.ADMIN,
      manager: Role.CASEMANAGER,
      worker: Role.CASEWORKER,
      employee: Role.USER,
      support: TpaSubRole.TPASUPPORT,
      medical: TpaSubRole.TPAMEDICAL,
      legal: TpaSubRole.TPALEGAL,
      settingsEditor: Role.CASEMANAGER,
      customAdmin: Role.ADMIN,
    });
    other = await createServiceScratch(service.dataSource, { admin: Role.ADMIN, worker: Role.CASEWORKER });
    templates = service.get(CommunicationTemplatesService);
    await withCustomRole(org.users.settingsEditor, ['edit_settings']);
    await withCustomRole(org.users.customAdmin, []);
  });
  afterAll(() => service?.close());

  describe('who may create which scope (spec 000 §6)', () => {
    const cases: [string, CommunicationTemplateScope, boolean][] = [
      ['cv', GLOBAL, true],
      ['admin', GLOBAL, false],
      ['support', GLOBAL, false],
      ['cv', ORGANIZATION, true],
      ['admin', ORGANIZATION, true],
      ['support', ORGANIZATION, true],
      ['medical', ORGANIZATION, false],
      ['legal', ORGANIZATION, false],
      ['manager', ORGANIZATION, false],
      ['worker', ORGANIZATION, false],
      ['employee', ORGANIZATION, false],
      ['settingsEditor', ORGANIZATION, true],
      ['customAdmin', ORGANIZATION, true],
      ['admin', USER, true],
      ['medical', USER, true],
      ['support', USER, true],
      ['legal', USER, false],
      ['manager', USER, false],
      ['worker', USER, false],
      ['settingsEditor', USER, false],
    ];
    it.each(cases)('%s creating a %s template: %s', async (name, scope, allowed) => {
      const input = {
        name: named(`${name} ${scope}`),
        text: 'Hello {{submitterName}}',
        isGlobal: scope === GLOBAL,
        isPersonal: scope === USER,
      };
      const principal = await as(name);
      if (!allowed) {
        await expectRefused(() => templates.create(principal, input), {
          code: FORBIDDEN,
          message: CommunicationTemplateMessages[scope],
        });
        return;
      }
      const created = await templates.create(principal, input);
      expect(created).toMatchObject({
        organizationId: scope === GLOBAL ? null : org.id,
        ownerUserId: scope === USER ? org.users[name] : null,
        isGlobal: scope === GLOBAL,
        isPersonal: scope === USER,
        text: 'Hello {{submitterName}}',
      });
    });
  });

  it('lists global, organization and the caller’s own personal templates, never another’s or another organization’s', async () => {
    const tag = named('listing');
    const global = await templates.create(await as('cv'), { name: `${tag} global`, text: 'G', isGlobal: true });
    const shared = await templates.create(await as('admin'), { name: `${tag} shared`, text: 'O' });
    const mine = await templates.create(await as('medical'), { name: `${tag} mine`, text: 'P', isPersonal: true });
    await templates.create(await as('support'), { name: `${tag} theirs`, text: 'P', isPersonal: true });
    await templates.create(await service.principal(other.users.admin), { name: `${tag} elsewhere`, text: 'O' });

    const listed = async (name: string, scope?: CommunicationTemplateScope) =>
      (await templates.list(await as(name), { searchText: tag, scope })).items.map((t) => t.id);
    expect(await listed('medical')).toEqual([global.id, mine.id, shared.id]);
    expect(await listed('worker')).toEqual([global.id, shared.id]);
    expect(await listed('medical', USER)).toEqual([mine.id]);
    expect(await listed('medical', ORGANIZATION)).toEqual([shared.id]);
    expect(await listed('medical', GLOBAL)).toEqual([global.id]);
    const elsewhere = await templates.list(await service.principal(other.users.worker), { searchText: tag });
    expect(elsewhere.items.map((t) => t.name)).toEqual([`${tag} elsewhere`, `${tag} global`]);
  });

  it('an employee may not list templates', async () => {
    await expect(templates.list(await as('employee'))).rejects.toMatchObject({
      code: FORBIDDEN,
      message: CommunicationTemplateMessages.LIST,
    });
  });

  it('searches by name, by text, or both', async () => {
    const tag = named('search');
    const admin = await as('admin');
    const byName = await templates.create(admin, { name: `${tag} Leave approved`, text: `Your ${tag} request` });
    const byText = await templates.create(admin, { name: `${tag} Other`, text: 'Your leave is approved' });
    const search = async (searchText: string, searchBy?: CommunicationTemplateSearchBy) =>
      (await templates.list(admin, { searchText, searchBy })).items.map((t) => t.id).sort();
    expect(await search(`${tag} leave`, CommunicationTemplateSearchBy.TEMPLATE_NAME)).toEqual([byName.id]);
    expect(await search(`${tag} request`, CommunicationTemplateSearchBy.TEMPLATE_TEXT)).toEqual([byName.id]);
    expect(await search('LEAVE IS APPROVED', CommunicationTemplateSearchBy.TEMPLATE_TEXT)).toEqual([byText.id]);
    expect(await search('leave is approved', CommunicationTemplateSearchBy.TEMPLATE_NAME)).toEqual([]);
    // % and _ are searched for as written.
    expect(await search('100%', CommunicationTemplateSearchBy.TEMPLATE_TEXT)).toEqual([]);
  });

  it('pages by name with a cursor, counting every match', async () => {
    const tag = named('paging');
    const admin = await as('admin');
    for (const letter of ['e', 'B', 'd', 'a', 'C']) {
      await templates.create(admin, { name: `${tag} ${letter}`, text: 'x' });
    }
    const first = await templates.list(admin, { searchText: tag, recordsPerPage: 2 });
    expect(first).toMatchObject({ totalCount: 5, hasNextPage: true });
    const second = await templates.list(admin, { searchText: tag, recordsPerPage: 2, after: first.endCursor });
    const third = await templates.list(admin, { searchText: tag, recordsPerPage: 2, after: second.endCursor });
    expect(third.hasNextPage).toBe(false);
    expect([...first.items, ...second.items, ...third.items].map((t) => t.name.slice(-1))).toEqual([
      'a',
      'B',
      'C',
      'd',
      'e',
    ]);
    await expect(templates.list(admin, { after: 'not-a-cursor' })).rejects.toMatchObject({ code: BAD_USER_INPUT });
    await expect(templates.list(admin, { recordsPerPage: 0 })).rejects.toMatchObject({ code: BAD_USER_INPUT });
  });

  describe('changing and deleting by scope', () => {
    it('an organization template: its managers change and delete it; a case worker may not', async () => {
      const created = await templates.create(await as('admin'), { name: named('org'), text: 'Before' });
      await expectRefused(async () => templates.update(await as('worker'), created.id, { text: 'No' }), {
        code: FORBIDDEN,
      });
      const updated = await templates.update(await as('support'), created.id, { text: 'After {{caseId}}' });
      expect(updated).toMatchObject({ id: created.id, text: 'After {{caseId}}', name: named('org') });
      await expectRefused(async () => templates.delete(await as('medical'), created.id), {
        code: FORBIDDEN,
        message: CommunicationTemplateMessages.ORGANIZATION,
      });
      const deleted = await templates.delete(await as('admin'), created.id);
      expect(deleted.id).toBe(created.id);
      await expect(templates.findVisible(await as('admin'), created.id)).rejects.toMatchObject({ code: NOT_FOUND });
    });

    it('a personal template is its owner’s alone: NOT_FOUND to everyone else, a CV Admin included', async () => {
      const created = await templates.create(await as('medical'), {
        name: named('personal'),
        text: 'Mine',
        isPersonal: true,
      });
      for (const name of ['admin', 'support', 'cv']) {
        await expectRefused(async () => templates.update(await as(name), created.id, { text: 'Theirs' }), {
          code: NOT_FOUND,
        });
      }
      expect((await templates.update(await as('medical'), created.id, { name: named('renamed') })).name).toBe(
        named('renamed'),
      );
      await templates.delete(await as('medical'), created.id);
    });

    it('a global template: every organization sees it, only a CV Admin changes it', async () => {
      const created = await templates.create(await as('cv'), { name: named('global'), text: 'All', isGlobal: true });
      expect((await templates.findVisible(await service.principal(other.users.worker), created.id)).id).toBe(
        created.id,
      );
      await expectRefused(
        async () => templates.update(await service.principal(other.users.admin), created.id, { text: 'X' }),
        {
          code: FORBIDDEN,
          message: CommunicationTemplateMessages.GLOBAL,
        },
      );
      expect((await templates.update(await as('cv'), created.id, { text: 'Everyone' })).text).toBe('Everyone');
    });

    it('another organization’s template is NOT_FOUND, and so is an id that is not one', async () => {
      const created = await templates.create(await as('admin'), { name: named('ours'), text: 'Ours' });
      const stranger = await service.principal(other.users.admin);
      await expectRefused(() => templates.update(stranger, created.id, { text: 'Theirs' }), { code: NOT_FOUND });
      await expectRefused(() => templates.delete(stranger, created.id), { code: NOT_FOUND });
      await expectRefused(() => templates.delete(stranger, 'nope'), { code: NOT_FOUND });
      await expectRefused(() => templates.delete(stranger, randomUUID()), { code: NOT_FOUND });
    });
  });

  describe('bad input writes nothing', () => {
    it.each(
      (
        [
          [{ name: '  ', text: 'x' }, 'name: write a name'],
          [{ name: 'x', text: '' }, 'text: write the text'],
          [{ name: 'x'.repeat(201), text: 'x' }, 'name: must be at most 200 characters'],
          [{ name: 'x', text: 'x'.repeat(10_001) }, 'text: must be at most 10,000 characters'],
          [{ name: 'Two\nlines', text: 'x' }, 'name: control characters are not allowed (found U+000A)'],
          [{ name: 'x', text: 'bell\u0007' }, 'text: control characters are not allowed (found U+0007)'],
          [
            { name: 'x', text: 'Dear {{employeeName}} {{caseID}}' },
            'text: unknown placeholders {{employeeName}}, {{caseID}}',
          ],
          [{ name: 'x', text: 'x', documentIds: ['doc-1'] }, 'documentIds.0: must be ids'],
          [
            { name: 'x', text: 'x', isGlobal: true, isPersonal: true },
            'isPersonal: a template is global or personal, not both',
          ],
        ] as [CreateCommunicationTemplateInput, string][]
      ).map(([input, message]) => [message, input] as const),
    )('refused: %s', async (message, input) => {
      await expectRefused(async () => templates.create(await as('cv'), input), { code: BAD_USER_INPUT, message });
    });

    it('text keeps its line breaks and tabs', async () => {
      const created = await templates.create(await as('admin'), { name: named('lines'), text: 'Hi\r\n\tthere' });
      expect(created.text).toBe('Hi\r\n\tthere');
    });

    it('an update with nothing in it, or a bad placeholder, changes nothing', async () => {
      const created = await templates.create(await as('admin'), { name: named('update'), text: 'Before' });
      await expectRefused(async () => templates.update(await as('admin'), created.id, {}), {
        code: BAD_USER_INPUT,
        message: 'Nothing to update',
      });
      await expectRefused(async () => templates.update(await as('admin'), created.id, { text: '{{nope}}' }), {
        code: BAD_USER_INPUT,
        message: 'text: unknown placeholder {{nope}}',
      });
      expect((await templates.findVisible(await as('admin'), created.id)).text).toBe('Before');
    });
  });

  describe('case categories on a template', () => {
    it('an organization’s template takes only categories its organization uses', async () => {
      const ours = await insertCategory(org.id);
      const theirs = await insertCategory(other.id);
      const unused = await insertCategory();
      const created = await templates.create(await as('admin'), {
        name: named('categories'),
        text: 'x',
        caseCategoryIds: [ours],
      });
      expect(created.caseCategoryIds).toEqual([ours]);
      for (const categoryId of [theirs, unused, randomUUID()]) {
        await expectRefused(
          async () =>
            templates.create(await as('admin'), {
              name: named('bad category'),
              text: 'x',
              caseCategoryIds: [categoryId],
            }),
          {
            code: BAD_USER_INPUT,
            message: `caseCategoryIds: ${categoryId} is not a case category of the template's organization`,
          },
        );
      }
      await expect(
        templates.update(await as('admin'), created.id, { caseCategoryIds: [ours, theirs] }),
      ).rejects.toMatchObject({ code: BAD_USER_INPUT });
      expect((await templates.findVisible(await as('admin'), created.id)).caseCategoryIds).toEqual([ours]);
    });

    it('a global template takes any category of the catalogue, not an unknown id', async () => {
      const unused = await insertCategory();
      const created = await templates.create(await as('cv'), {
        name: named('global categories'),
        text: 'x',
        isGlobal: true,
        caseCategoryIds: [unused],
      });
      expect(created.caseCategoryIds).toEqual([unused]);
      const unknown = randomUUID();
      await expectRefused(
        async () =>
          templates.create(await as('cv'), {
            name: named('global bad'),
            text: 'x',
            isGlobal: true,
            caseCategoryIds: [unknown],
          }),
        { code: BAD_USER_INPUT, message: `caseCategoryIds: ${unknown} is not a case category of the catalogue` },
      );
    });
  });

  describe('forms on a template', () => {
    it('the organization’s own and global forms are accepted, duplicates kept once', async () => {
      const own = await insertForm(org.id);
      const global = await insertForm(null);
      const category = await insertCategory(org.id);
      const created = await templates.create(await as('admin'), {
        name: named('forms'),
        text: 'x',
        formIds: [own, global, own],
        caseCategoryIds: [category, category],
      });
      expect(created.formIds).toEqual([own, global]);
      expect(created.caseCategoryIds).toEqual([category]);
    });

    it('another organization’s form, an inactive one or an unknown id is BAD_USER_INPUT', async () => {
      const theirs = await insertForm(other.id);
      const inactive = await insertForm(org.id, { isActive: false });
      const unknown = randomUUID();
      for (const formId of [theirs, inactive, unknown]) {
        await expectRefused(
          async () => templates.create(await as('admin'), { name: named('bad form'), text: 'x', formIds: [formId] }),
          {
            code: BAD_USER_INPUT,
            message: `formIds: ${formId} is not a form this template can offer`,
          },
        );
      }
    });

    it('a global template offers global forms only', async () => {
      const own = await insertForm(org.id);
      await expectRefused(
        async () =>
          templates.create(await as('cv'), { name: named('global form'), text: 'x', isGlobal: true, formIds: [own] }),
        { code: BAD_USER_INPUT },
      );
      const global = await insertForm(null);
      const created = await templates.create(await as('cv'), {
        name: named('global form'),
        text: 'x',
        isGlobal: true,
        formIds: [global],
      });
      expect(created.formIds).toEqual([global]);
    });

    it('an update checks forms against the template’s organization', async () => {
      const created = await templates.create(await as('admin'), { name: named('form update'), text: 'x' });
      const theirs = await insertForm(other.id);
      await expectRefused(async () => templates.update(await as('admin'), created.id, { formIds: [theirs] }), {
        code: BAD_USER_INPUT,
      });
    });
  });
});
