import { randomUUID } from 'node:crypto';
import { Role, TpaSubRole } from '#access';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { OWNER_ROLE_ID } from '../../../libs/demo-data/demo-data.js';
import { startTestApi, type TestApi } from '#test/test-api';

const SECTIONS = `organizationId welcome { text isDefault defaultText }
  newRequest { defaultFormId recommendedFormIds recommendedDocumentIds }
  aliases { key label defaultLabel } featureFlags { messagesIncludeFullText } general { analyticsTagIds }`;
const READ = `query($organizationId: ID) { allOrganizationSettings(organizationId: $organizationId) { ${SECTIONS} } }`;
const UPDATE = `mutation($organizationId: ID, $input: UpdateOrganizationSettingsInput!) {
  updateOrganizationSettings(organizationId: $organizationId, input: $input) { ${SECTIONS} } }`;
const CREATE_FORM = `mutation($input: CreateFormInput!) { createForm(input: $input) { form { id } } }`;

/** Each reader with the fields it answers. */
const READERS = {
  caseWorkerSettings:
    'organizationId timeZone businessDays aliases { key label } featureFlags { messagesIncludeFullText }',
  cachedCaseWorkerSettings: 'organizationId aliases { key label }',
  getGeneralOrganizationSettings:
    'organizationId welcomeText timeZone newRequest { defaultFormId recommendedFormIds recommendedDocumentIds } recommendedForms { id name linkName isGlobal } recommendedDocuments { id fileName }',
  cachedGeneralOrganizationSettings: 'organizationId welcomeText',
  generalUserSettings: 'organizationId analyticsTagIds',
  cachedGeneralUserSettings: 'organizationId analyticsTagIds',
  tpaSupportSettings:
    'organizationId timeZone reminders { businessDays } aliases { key label } featureFlags { messagesIncludeFullText }',
  cachedTpaSupportSettings: 'organizationId timeZone',
  cachedAliasSettings: 'organizationId aliases { key label defaultLabel }',
} as const;
type Reader = keyof typeof READERS;

interface Sections {
  organizationId: string;
  welcome: { text: string; isDefault: boolean; defaultText: string };
  newRequest: { defaultFormId: string | null; recommendedFormIds: string[]; recommendedDocumentIds: string[] };
  aliases: { key: string; label: string; defaultLabel: string }[];
  featureFlags: { messagesIncludeFullText: boolean };
  general: { analyticsTagIds: string[] };
}
type Answer = Awaited<ReturnType<TestApi['graphql']>>;

const NO_RECOMMENDATIONS = { recommendedFormIds: [], recommendedDocumentIds: [] };

describe('organization settings: welcome, New Request, aliases, feature flags, general', () => {
  let api: TestApi;
  let org: ScratchOrganization;
  let other: ScratchOrganization;
  let ownFormId: string;
  let otherFormId: string;
  let publicDocumentId: string;
  let privateDocumentId: string;
  let otherDocumentId: string;

  const token = (scratch: ScratchOrganization, name: string) => scratch.users[name].token;
  const read = (who: string, organizationId?: string, scratch = org) =>
    api.graphql<{ allOrganizationSettings: Sections }>(READ, { organizationId }, { token: token(scratch, who) });
  const update = (who: string, input: unknown, organizationId?: string, scratch = org) =>
    api.graphql<{ updateOrganizationSettings: Sections }>(
      UPDATE,
      { organizationId, input },
      { token: token(scratch, who) },
    );
  const reader = <T = Record<string, unknown>>(name: Reader, who: string, organizationId?: string, scratch = org) =>
    api.graphql<Record<string, T>>(
      `query($organizationId: ID) { ${name}(organizationId: $organizationId) { ${READERS[name]} } }`,
      { organizationId },
      { token: token(scratch, who) },
    );
  const stored = async (organizationId = org.id) =>
    (
      await org.query<{ settings: Record<string, unknown> }>('SELECT settings FROM organization WHERE id = $1', [
        organizationId,
      ])
    )[0].settings;
  const errorOf = (answer: Answer) => ({
    code: answer.errors?.[0]?.extensions?.code,
    field: (answer.errors?.[0]?.extensions as { field?: string } | undefined)?.field,
    message: answer.errors?.[0]?.message,
  });
  const labelOf = (aliases: { key: string; label: string }[], key: string) => aliases.find((a) => a.key === key)?.label;
  const form = async (scratch: ScratchOrganization) => {
    const answer = await api.graphql<{ createForm: { form: { id: string } } }>(
      CREATE_FORM,
      {
        input: {
          name: 'Accommodation request',
          linkName: `request-${scratch.id.slice(0, 8)}`,
          questions: [{ type: 'TEXT', text: 'What would help you at work?' }],
        },
      },
      { token: token(scratch, 'Admin') },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.createForm.form.id;
  };
  const document = async (organizationId: string, type: string, isPublic: boolean) => {
    const [folder] = await org.query<{ id: string }>(
      `INSERT INTO document_folder (organization_id, type, label, path, is_root) VALUES ($1, $2, 'Root', 'Root', true)
       ON CONFLICT DO NOTHING RETURNING id`,
      [organizationId, type],
    );
    const folderId =
      folder?.id ??
      (
        await org.query<{ id: string }>(
          'SELECT id FROM document_folder WHERE organization_id = $1 AND type = $2 AND is_root',
          [organizationId, type],
        )
      )[0].id;
    const [row] = await org.query<{ id: string }>(
      `INSERT INTO organization_document (organization_id, folder_id, type, is_public, path, file_name)
       VALUES ($1, $2, $3, $4, $5, 'policy.pdf') RETURNING id`,
      [organizationId, folderId, type, isPublic, `organizations/${organizationId}/documents/${randomUUID()}.pdf`],
    );
    return row.id;
  };

  beforeAll(async () => {
    api = await startTestApi();
    org = await createScratchOrganization({
      Cv: Role.CVADMIN,
      Admin: Role.ADMIN,
      Manager: Role.CASEMANAGER,
      Worker: Role.CASEWORKER,
      Pat: Role.USER,
      Support: TpaSubRole.TPASUPPORT,
      Legal: TpaSubRole.TPALEGAL,
      Owner: Role.CASEMANAGER,
    });
    await org.query('UPDATE app_user SET custom_role_id = $1 WHERE id = $2', [OWNER_ROLE_ID, org.users.Owner.id]);
    other = await createScratchOrganization({ Admin: Role.ADMIN, Pat: Role.USER });
    ownFormId = await form(org);
    otherFormId = await form(other);
    publicDocumentId = await document(org.id, 'PUBLIC_DOCUMENT', true);
    privateDocumentId = await document(org.id, 'PRIVATE_DOCUMENT', false);
    otherDocumentId = await document(other.id, 'PUBLIC_DOCUMENT', true);
  });
  afterAll(async () => {
    await org?.query('DELETE FROM organization_document WHERE id = ANY($1::uuid[])', [
      [publicDocumentId, privateDocumentId, otherDocumentId].filter(Boolean),
    ]);
    await org?.close();
    await other?.close();
    await api?.close();
  });

  it('answers the defaults for an organization that set nothing', async () => {
    const answer = await read('Admin');
    expect(answer.errors).toBeUndefined();
    const settings = answer.data!.allOrganizationSettings;
    expect(settings.welcome.isDefault).toBe(true);
    expect(settings.welcome.text).toBe(settings.welcome.defaultText);
    expect(settings.newRequest).toEqual({ defaultFormId: null, ...NO_RECOMMENDATIONS });
    expect(settings.aliases.map((a) => a.label)).toEqual([
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
    expect(settings.featureFlags).toEqual({ messagesIncludeFullText: false });
    expect(settings.general).toEqual({ analyticsTagIds: [] });
  });

  describe('updating a section and reading it back', () => {
    it('aliases: a renamed label is read everywhere, an empty one or one left out goes back to the default', async () => {
      const answer = await update('Admin', {
        aliases: [
          { key: 'ADA_COORDINATOR', label: '  Accommodation Specialist ' },
          { key: 'EMPLOYEE', label: 'Team Member' },
          { key: 'STAGE_COMPLETED', label: '' },
        ],
      });
      expect(answer.errors).toBeUndefined();
      expect(labelOf(answer.data!.updateOrganizationSettings.aliases, 'ADA_COORDINATOR')).toBe(
        'Accommodation Specialist',
      );
      expect((await stored()).aliases).toEqual({
        ADA_COORDINATOR: 'Accommodation Specialist',
        EMPLOYEE: 'Team Member',
      });
      // The cached readers answer the new labels at once: the change forgot what they held.
      for (const name of ['caseWorkerSettings', 'cachedCaseWorkerSettings', 'cachedAliasSettings'] as const) {
        const seen = await reader<{ aliases: { key: string; label: string }[] }>(name, 'Worker');
        expect(seen.errors).toBeUndefined();
        expect(labelOf(seen.data![name].aliases, 'ADA_COORDINATOR')).toBe('Accommodation Specialist');
      }
      const layout = await api.graphql<{ aliasSettings: { aliases: { key: string; label: string }[] } }>(
        'query { aliasSettings { aliases { key label } } }',
        {},
        { token: token(org, 'Pat') },
      );
      expect(labelOf(layout.data!.aliasSettings.aliases, 'EMPLOYEE')).toBe('Team Member');

      await update('Admin', { aliases: [{ key: 'EMPLOYEE', label: '' }] });
      expect((await stored()).aliases).toEqual({});
      const after = await reader<{ aliases: { key: string; label: string }[] }>('cachedCaseWorkerSettings', 'Manager');
      expect(labelOf(after.data!.cachedCaseWorkerSettings.aliases, 'ADA_COORDINATOR')).toBe('ADA Coordinator');
    });

    it('welcome text: kept with its line breaks, read by every person of the organization; empty is the default', async () => {
      const text = 'Welcome to Scratch.\nStart a New Request when you need one.';
      const answer = await update('Admin', { welcomeText: `  ${text}  ` });
      expect(answer.data?.updateOrganizationSettings.welcome).toMatchObject({ text, isDefault: false });
      const seen = await reader<{ welcomeText: string }>('getGeneralOrganizationSettings', 'Pat');
      expect(seen.data?.getGeneralOrganizationSettings.welcomeText).toBe(text);
      const brand = await api.graphql<{ organizationBrandInfo: { welcomeText: string } }>(
        'query { organizationBrandInfo { welcomeText } }',
        {},
        { token: token(org, 'Pat') },
      );
      expect(brand.data?.organizationBrandInfo.welcomeText).toBe(text);

      const reset = await update('Admin', { welcomeText: '   ' });
      expect(reset.data?.updateOrganizationSettings.welcome.isDefault).toBe(true);
    });

    it("New Request: the default form opens for the employee, recommendations are the organization's or global", async () => {
      const answer = await update('Admin', {
        newRequest: {
          defaultFormId: ownFormId,
          recommendedFormIds: [ownFormId],
          recommendedDocumentIds: [publicDocumentId],
        },
      });
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.updateOrganizationSettings.newRequest).toEqual({
        defaultFormId: ownFormId,
        recommendedFormIds: [ownFormId],
        recommendedDocumentIds: [publicDocumentId],
      });
      const seen = await reader<{ newRequest: unknown }>('getGeneralOrganizationSettings', 'Pat');
      expect(seen.data?.getGeneralOrganizationSettings.newRequest).toEqual(
        answer.data!.updateOrganizationSettings.newRequest,
      );
      expect(seen.data?.getGeneralOrganizationSettings).toMatchObject({
        recommendedForms: [{ id: ownFormId, name: 'Accommodation request', isGlobal: false }],
        recommendedDocuments: [{ id: publicDocumentId, fileName: 'policy.pdf' }],
      });
      // A document made private since is no longer offered.
      await org.query('UPDATE organization_document SET is_public = false WHERE id = $1', [publicDocumentId]);
      const later = await reader<{ recommendedDocuments: unknown[] }>('getGeneralOrganizationSettings', 'Pat');
      expect(later.data?.getGeneralOrganizationSettings.recommendedDocuments).toEqual([]);
      await org.query('UPDATE organization_document SET is_public = true WHERE id = $1', [publicDocumentId]);
      const opened = await api.graphql<{ defaultForm: { id: string } }>(
        'query { defaultForm { id } }',
        {},
        { token: token(org, 'Pat') },
      );
      expect(opened.errors).toBeUndefined();
      expect(opened.data?.defaultForm.id).toBe(ownFormId);
    });

    it('feature flags: kept under featureFlags, the older top-level key goes', async () => {
      await org.query(
        `UPDATE organization SET settings = settings || '{"messagesIncludeFullText": true}' WHERE id = $1`,
        [org.id],
      );
      expect((await read('Admin')).data?.allOrganizationSettings.featureFlags.messagesIncludeFullText).toBe(true);
      const answer = await update('Admin', { featureFlags: { messagesIncludeFullText: false } });
      expect(answer.data?.updateOrganizationSettings.featureFlags).toEqual({ messagesIncludeFullText: false });
      const settings = await stored();
      expect(settings.featureFlags).toEqual({ messagesIncludeFullText: false, autoAssignPhysicians: false });
      expect(settings).not.toHaveProperty('messagesIncludeFullText');
    });

    it('general: analytics tag ids, written in capitals, read by every person of the organization', async () => {
      const answer = await update('Admin', { general: { analyticsTagIds: ['g-abc123xyz', 'GTM-5XK2Q9'] } });
      expect(answer.data?.updateOrganizationSettings.general.analyticsTagIds).toEqual(['G-ABC123XYZ', 'GTM-5XK2Q9']);
      for (const name of ['generalUserSettings', 'cachedGeneralUserSettings'] as const) {
        const seen = await reader<{ analyticsTagIds: string[] }>(name, 'Pat');
        expect(seen.data?.[name].analyticsTagIds).toEqual(['G-ABC123XYZ', 'GTM-5XK2Q9']);
      }
    });
  });

  describe('refusals: BAD_USER_INPUT naming the field, nothing written', () => {
    it.each<[string, () => unknown, string, string]>([
      // Every text argument is checked for control characters before the operation runs (the path names the argument).
      ['a control character in the welcome text', () => ({ welcomeText: 'Hi\u0007' }), 'input.welcomeText', ''],
      [
        'a welcome text over 4,000 characters',
        () => ({ welcomeText: 'a'.repeat(4001) }),
        'welcomeText',
        'at most 4000',
      ],
      [
        'an alias listed twice',
        () => ({
          aliases: [
            { key: 'EMPLOYEE', label: 'A' },
            { key: 'EMPLOYEE', label: 'B' },
          ],
        }),
        'aliases.1.key',
        'listed twice',
      ],
      [
        'a line break in an alias',
        () => ({ aliases: [{ key: 'EMPLOYEE', label: 'Team\nMember' }] }),
        'aliases.0.label',
        'U+000A',
      ],
      [
        'an alias over 60 characters',
        () => ({ aliases: [{ key: 'EMPLOYEE', label: 'a'.repeat(61) }] }),
        'aliases.0.label',
        'at most 60',
      ],
      [
        "another organization's form as default",
        () => ({ newRequest: { defaultFormId: otherFormId, ...NO_RECOMMENDATIONS } }),
        'newRequest.defaultFormId',
        'not a published form',
      ],
      [
        'a form that does not exist',
        () => ({ newRequest: { recommendedFormIds: [ownFormId, randomUUID()], recommendedDocumentIds: [] } }),
        'newRequest.recommendedFormIds.1',
        'not a published form',
      ],
      [
        'a form listed twice',
        () => ({ newRequest: { recommendedFormIds: [ownFormId, ownFormId], recommendedDocumentIds: [] } }),
        'newRequest.recommendedFormIds.1',
        'listed twice',
      ],
      [
        'eleven recommended forms',
        () => ({
          newRequest: {
            recommendedFormIds: Array.from({ length: 11 }, () => randomUUID()),
            recommendedDocumentIds: [],
          },
        }),
        'newRequest.recommendedFormIds',
        'at most 10',
      ],
      [
        'a private document',
        () => ({ newRequest: { recommendedFormIds: [], recommendedDocumentIds: [privateDocumentId] } }),
        'newRequest.recommendedDocumentIds.0',
        'not a public document',
      ],
      [
        "another organization's document",
        () => ({ newRequest: { recommendedFormIds: [], recommendedDocumentIds: [otherDocumentId] } }),
        'newRequest.recommendedDocumentIds.0',
        'not a public document',
      ],
      [
        'an id that is no id',
        () => ({ newRequest: { recommendedFormIds: ['form-1'], recommendedDocumentIds: [] } }),
        'newRequest.recommendedFormIds.0',
        'must be an id',
      ],
      [
        'a tag id of another format',
        () => ({ general: { analyticsTagIds: ['<script>'] } }),
        'general.analyticsTagIds.0',
        'Google tag id',
      ],
      [
        'six tag ids',
        () => ({ general: { analyticsTagIds: ['G-AAAA1', 'G-AAAA2', 'G-AAAA3', 'G-AAAA4', 'G-AAAA5', 'G-AAAA6'] } }),
        'general.analyticsTagIds',
        'at most 5',
      ],
    ])('refuses %s', async (_name, input, field, message) => {
      const before = await stored();
      const answer = await update('Admin', { welcomeText: 'Written only with the rest', ...(input() as object) });
      const error = errorOf(answer);
      expect(error.code).toBe('BAD_USER_INPUT');
      expect(error.field).toBe(field);
      expect(error.message).toContain(message);
      expect(await stored()).toEqual(before);
    });
  });

  describe('who may read and change', () => {
    it('caseWorkerSettings: every staff role; the employee is refused', async () => {
      for (const who of ['Cv', 'Admin', 'Manager', 'Worker', 'Support', 'Legal', 'Owner']) {
        for (const name of ['caseWorkerSettings', 'cachedCaseWorkerSettings'] as const) {
          const answer = await reader<{ organizationId: string }>(name, who);
          expect(answer.errors).toBeUndefined();
          expect(answer.data?.[name].organizationId).toBe(org.id);
        }
      }
      for (const name of ['caseWorkerSettings', 'cachedCaseWorkerSettings'] as const) {
        expect(errorOf(await reader(name, 'Pat'))).toMatchObject({
          code: 'FORBIDDEN',
          message: 'Only staff can read the case worker settings',
        });
      }
    });

    it('tpaSupportSettings: TPA Support and the CV Admin only', async () => {
      for (const who of ['Cv', 'Support']) {
        const answer = await reader<{ organizationId: string }>('tpaSupportSettings', who);
        expect(answer.errors).toBeUndefined();
        expect(answer.data?.tpaSupportSettings.organizationId).toBe(org.id);
      }
      for (const who of ['Admin', 'Manager', 'Worker', 'Legal', 'Pat']) {
        for (const name of ['tpaSupportSettings', 'cachedTpaSupportSettings'] as const) {
          expect(errorOf(await reader(name, who))).toMatchObject({
            code: 'FORBIDDEN',
            message: 'Only TPA Support can read the TPA support settings',
          });
        }
      }
    });

    it('the general readers: every person, of their own organization only', async () => {
      for (const name of [
        'getGeneralOrganizationSettings',
        'cachedGeneralOrganizationSettings',
        'generalUserSettings',
        'cachedGeneralUserSettings',
        'cachedAliasSettings',
      ] as const) {
        const answer = await reader<{ organizationId: string }>(name, 'Pat');
        expect(answer.errors).toBeUndefined();
        expect(answer.data?.[name].organizationId).toBe(org.id);
        expect(errorOf(await reader(name, 'Pat', org.id, other))).toMatchObject({ code: 'NOT_FOUND' });
        expect(errorOf(await reader(name, 'Admin', org.id, other))).toMatchObject({ code: 'NOT_FOUND' });
      }
    });

    it('the new sections are changed only by those who manage the settings', async () => {
      const owner = await update('Owner', { general: { analyticsTagIds: [] } });
      expect(owner.errors).toBeUndefined();
      const before = await stored();
      for (const who of ['Manager', 'Worker', 'Legal', 'Pat']) {
        expect(errorOf(await update(who, { aliases: [{ key: 'EMPLOYEE', label: 'Staff' }] }))).toMatchObject({
          code: 'FORBIDDEN',
          message: 'Not authorized to manage organization settings',
        });
      }
      expect(errorOf(await update('Admin', { welcomeText: 'Hello' }, org.id, other))).toMatchObject({
        code: 'NOT_FOUND',
      });
      expect(await stored()).toEqual(before);
    });
  });

  describe('updateUserSettings', () => {
    const UPDATE_USER = `mutation($input: UpdateUserSettingsInput!) { updateUserSettings(input: $input) {
      success user { id userSettings { notificationsDisabled accessibility { textSize highContrast reducedMotion readableFont } } } } }`;
    const preferences = { textSize: 130, highContrast: true, reducedMotion: false, readableFont: true };

    it("changes the caller's own accessibility preferences, read back by currentUser", async () => {
      const before = await api.graphql<{ currentUser: { userSettings: { accessibility: unknown } } }>(
        'query { currentUser { userSettings { accessibility { textSize } } } }',
        {},
        { token: token(org, 'Pat') },
      );
      expect(before.data?.currentUser.userSettings.accessibility).toBeNull();
      const answer = await api.graphql<{ updateUserSettings: { user: { id: string; userSettings: unknown } } }>(
        UPDATE_USER,
        { input: { accessibility: preferences } },
        { token: token(org, 'Pat') },
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.updateUserSettings.user).toEqual({
        id: org.users.Pat.id,
        userSettings: { notificationsDisabled: false, accessibility: preferences },
      });
      const [row] = await org.query<{ accessibility_settings: unknown }>(
        'SELECT accessibility_settings FROM app_user WHERE id = $1',
        [org.users.Admin.id],
      );
      expect(row.accessibility_settings).toBeNull();
    });

    it.each<[string, unknown, string]>([
      ['a text size not offered', { accessibility: { ...preferences, textSize: 200 } }, 'accessibility.textSize'],
      ['nothing to change', {}, ''],
    ])('refuses %s', async (_name, input, field) => {
      const answer = await api.graphql(UPDATE_USER, { input }, { token: token(org, 'Worker') });
      expect(errorOf(answer)).toMatchObject({ code: 'BAD_USER_INPUT', field: field || undefined });
    });
  });
});
