import { Role, TpaSubRole } from '#access';
import { createScratchOrganization, type ScratchOrganization } from '#test/scratch-organization';
import { OWNER_ROLE_ID } from '../../../libs/demo-data/demo-data.js';
import { startTestApi, type TestApi } from '#test/test-api';

const ACTION_FIELDS = 'type channel recipient role roles templateId text formId userId status';
const SETTINGS_FIELDS = `organizationId timeZone
  workflows { formNotSentDays triggers { trigger actions { ${ACTION_FIELDS} } } }
  reminders { businessDays kinds { kind enabled after } }
  notificationRules { event roles inApp email sms }`;
const READ = `query($organizationId: ID) { allOrganizationSettings(organizationId: $organizationId) { ${SETTINGS_FIELDS} } }`;
const UPDATE = `mutation($organizationId: ID, $input: UpdateOrganizationSettingsInput!) {
  updateOrganizationSettings(organizationId: $organizationId, input: $input) { ${SETTINGS_FIELDS} } }`;
const CREATE_FORM = `mutation($input: CreateFormInput!) { createForm(input: $input) { form { id } } }`;

type Action = Record<string, unknown> & { type: string };
interface Settings {
  organizationId: string;
  timeZone: string;
  workflows: { formNotSentDays: number; triggers: { trigger: string; actions: Action[] }[] };
  reminders: { businessDays: boolean; kinds: { kind: string; enabled: boolean; after: number }[] };
  notificationRules: { event: string; roles: string[]; inApp: boolean; email: boolean; sms: boolean }[];
}
type Answer = Awaited<ReturnType<TestApi['graphql']>>;

const NO_FIELDS = {
  channel: null,
  recipient: null,
  role: null,
  roles: null,
  templateId: null,
  text: null,
  formId: null,
  userId: null,
  status: null,
};

/** The answer's actions as input: without the fields their type leaves null. */
const asInput = (actions: Action[]) =>
  actions.map((action) => Object.fromEntries(Object.entries(action).filter(([, value]) => value !== null)));

describe('organization settings over GraphQL', () => {
  let api: TestApi;
  let org: ScratchOrganization;
  let other: ScratchOrganization;
  let ownTemplateId: string;
  let globalTemplateId: string;
  let personalTemplateId: string;
  let otherTemplateId: string;
  let ownFormId: string;
  let otherFormId: string;

  const token = (scratch: ScratchOrganization, name: string) => scratch.users[name].token;
  const read = (who: string, organizationId?: string, scratch = org) =>
    api.graphql<{ allOrganizationSettings: Settings }>(READ, { organizationId }, { token: token(scratch, who) });
  const update = (who: string, input: unknown, organizationId?: string, scratch = org) =>
    api.graphql<{ updateOrganizationSettings: Settings }>(
      UPDATE,
      { organizationId, input },
      { token: token(scratch, who) },
    );
  const stored = async (organizationId = org.id) =>
    (await org.query<{ settings: unknown }>('SELECT settings FROM organization WHERE id = $1', [organizationId]))[0]
      .settings;
  const errorOf = (answer: Answer) => ({
    code: answer.errors?.[0]?.extensions?.code,
    field: (answer.errors?.[0]?.extensions as { field?: string } | undefined)?.field,
    message: answer.errors?.[0]?.message,
  });
  const defaults = async () => {
    const answer = await read('Admin');
    expect(answer.errors).toBeUndefined();
    return answer.data!.allOrganizationSettings;
  };
  /** The workflows section as input, with `actions` on DECISION_ADDED. */
  const workflowsWith = (settings: Settings, actions: Action[], formNotSentDays = 5) => ({
    formNotSentDays,
    triggers: settings.workflows.triggers.map(({ trigger, actions: current }) => ({
      trigger,
      actions: trigger === 'DECISION_ADDED' ? actions : asInput(current),
    })),
  });
  const template = async (organizationId: string | null, ownerUserId: string | null) =>
    (
      await org.query<{ id: string }>(
        `INSERT INTO communication_template (organization_id, owner_user_id, name, text, is_global, is_personal)
         VALUES ($1, $2, 'Decision ready', 'Your decision is ready.', $3, $4) RETURNING id`,
        [organizationId, ownerUserId, organizationId === null, ownerUserId !== null],
      )
    )[0].id;
  const form = async (scratch: ScratchOrganization) => {
    const answer = await api.graphql<{ createForm: { form: { id: string } } }>(
      CREATE_FORM,
      {
        input: {
          name: 'Follow-up',
          linkName: `follow-up-${scratch.id.slice(0, 8)}`,
          questions: [{ type: 'TEXT', text: 'How is the accommodation working?' }],
        },
      },
      { token: token(scratch, 'Admin') },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data!.createForm.form.id;
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
    other = await createScratchOrganization({ Admin: Role.ADMIN, Worker: Role.CASEWORKER });
    ownTemplateId = await template(org.id, null);
    globalTemplateId = await template(null, null);
    personalTemplateId = await template(org.id, org.users.Admin.id);
    otherTemplateId = await template(other.id, null);
    ownFormId = await form(org);
    otherFormId = await form(other);
  });
  afterAll(async () => {
    await org?.query('DELETE FROM communication_template WHERE id = ANY($1::uuid[])', [
      [ownTemplateId, globalTemplateId, personalTemplateId, otherTemplateId].filter(Boolean),
    ]);
    await org?.close();
    await other?.close();
    await api?.close();
  });

  it('answers the defaults for an organization that set nothing', async () => {
    const settings = await defaults();
    expect(settings.organizationId).toBe(org.id);
    expect(settings.timeZone).toBe('America/New_York');
    expect(settings.workflows.formNotSentDays).toBe(3);
    expect(settings.workflows.triggers.map((t) => t.trigger)).toEqual([
      'FORM_SENT',
      'FORM_ANSWERED',
      'FORM_NOT_SENT',
      'DECISION_ADDED',
      'ORDER_PLACED',
    ]);
    expect(settings.workflows.triggers[1].actions).toEqual([
      { ...NO_FIELDS, type: 'NOTIFY_ROLES', roles: ['CASEMANAGER'] },
    ]);
    expect(settings.workflows.triggers[3].actions).toEqual([
      {
        ...NO_FIELDS,
        type: 'SEND_TEMPLATE',
        channel: 'EMAIL',
        recipient: 'EMPLOYEE',
        text: 'A decision about your request is ready. Sign in to read it.',
      },
    ]);
    expect(settings.reminders).toEqual({
      businessDays: true,
      kinds: [
        { kind: 'UNACKNOWLEDGED_COMMENT', enabled: true, after: 2 },
        { kind: 'DRAFT_REQUEST', enabled: true, after: 3 },
        { kind: 'FORM_NOT_ANSWERED', enabled: true, after: 5 },
        { kind: 'CASE_NOT_ACCEPTED', enabled: true, after: 2 },
        { kind: 'UPCOMING_VISIT', enabled: true, after: 24 },
      ],
    });
    expect(settings.notificationRules).toHaveLength(8);
    expect(settings.notificationRules[0]).toEqual({
      event: 'CASE_CREATED',
      roles: ['ADMIN', 'CASEMANAGER'],
      inApp: true,
      email: false,
      sms: false,
    });
    expect(await stored()).toEqual({});
  });

  describe('updating a section and reading it back', () => {
    it('workflows: every action type, in order', async () => {
      const actions: Action[] = [
        { type: 'SEND_TEMPLATE', channel: 'EMAIL', recipient: 'EMPLOYEE', templateId: ownTemplateId },
        {
          type: 'SEND_TEMPLATE',
          channel: 'SMS',
          recipient: 'ROLE',
          role: 'CASEMANAGER',
          text: 'A decision was added.',
        },
        { type: 'SEND_TEMPLATE', channel: 'EMAIL', recipient: 'CASE_TEAM', templateId: globalTemplateId },
        { type: 'SEND_FORM', channel: 'EMAIL', formId: ownFormId },
        { type: 'ASSIGN_DEFAULT_COORDINATOR', userId: org.users.Worker.id },
        { type: 'MOVE_CASE', status: 'IN_PROGRESS' },
        { type: 'NOTIFY_ROLES', roles: ['ADMIN', 'CVTPA'] },
      ];
      const answer = await update('Admin', { workflows: workflowsWith(await defaults(), actions, 7) });
      expect(answer.errors).toBeUndefined();
      const expected = actions.map((action) => ({ ...NO_FIELDS, ...action }));
      expect(answer.data!.updateOrganizationSettings.workflows.formNotSentDays).toBe(7);
      expect(answer.data!.updateOrganizationSettings.workflows.triggers[3].actions).toEqual(expected);
      const back = await defaults();
      expect(back.workflows.formNotSentDays).toBe(7);
      expect(back.workflows.triggers[3].actions).toEqual(expected);
      expect(back.workflows.triggers[1].actions).toEqual([
        { ...NO_FIELDS, type: 'NOTIFY_ROLES', roles: ['CASEMANAGER'] },
      ]);
      expect(back.workflows.triggers[0].actions).toEqual([]);
    });

    it('reminders', async () => {
      const reminders = {
        businessDays: false,
        kinds: (await defaults()).reminders.kinds.map((kind) =>
          kind.kind === 'UPCOMING_VISIT' ? { ...kind, after: 48 } : { ...kind, enabled: false, after: 10 },
        ),
      };
      const answer = await update('Admin', { reminders });
      expect(answer.errors).toBeUndefined();
      expect(answer.data!.updateOrganizationSettings.reminders).toEqual(reminders);
      expect((await defaults()).reminders).toEqual(reminders);
    });

    it('notification rules', async () => {
      const rules = (await defaults()).notificationRules.map((rule) =>
        rule.event === 'CASE_ESCALATED' ? { ...rule, roles: ['ADMIN'], sms: true, inApp: false } : rule,
      );
      const answer = await update('Admin', { notificationRules: rules });
      expect(answer.errors).toBeUndefined();
      expect((await defaults()).notificationRules).toEqual(rules);
    });

    it('the time zone, leaving the other sections as they were', async () => {
      const before = await defaults();
      const answer = await update('Admin', { timeZone: 'Europe/Berlin' });
      expect(answer.errors).toBeUndefined();
      expect(await defaults()).toEqual({ ...before, timeZone: 'Europe/Berlin' });
    });
  });

  describe('refused input changes nothing', () => {
    const at = 'workflows.triggers.3.actions.0';
    const cases: [string, (s: Settings) => unknown, string, string][] = [
      ['a time zone that does not exist', () => ({ timeZone: 'Atlantis/Capital' }), 'timeZone', 'IANA time zone'],
      [
        'formNotSentDays out of range, along with a valid time zone',
        (s) => ({ timeZone: 'Asia/Tokyo', workflows: workflowsWith(s, [], 400) }),
        'workflows.formNotSentDays',
        'between 1 and 365',
      ],
      [
        'a day count of 0',
        (s) => ({ reminders: { businessDays: true, kinds: s.reminders.kinds.map((k) => ({ ...k, after: 0 })) } }),
        'reminders.kinds.0.after',
        'between 1 and 365',
      ],
      [
        'visit hours over a week',
        (s) => ({
          reminders: {
            businessDays: true,
            kinds: s.reminders.kinds.map((k) => (k.kind === 'UPCOMING_VISIT' ? { ...k, after: 200 } : k)),
          },
        }),
        'reminders.kinds.4.after',
        'between 1 and 168',
      ],
      [
        'a reminder kind twice',
        (s) => ({ reminders: { businessDays: true, kinds: [...s.reminders.kinds, s.reminders.kinds[0]] } }),
        'reminders.kinds.5.kind',
        'listed twice',
      ],
      [
        'a notification event twice',
        (s) => ({ notificationRules: [...s.notificationRules, s.notificationRules[1]] }),
        'notificationRules.8.event',
        'listed twice',
      ],
      [
        'a template and a text',
        (s) => ({
          workflows: workflowsWith(s, [
            { type: 'SEND_TEMPLATE', channel: 'EMAIL', recipient: 'EMPLOYEE', templateId: ownTemplateId, text: 'Hi' },
          ]),
        }),
        `${at}.text`,
        'not both',
      ],
      [
        'a text too long',
        (s) => ({
          workflows: workflowsWith(s, [
            { type: 'SEND_TEMPLATE', channel: 'SMS', recipient: 'EMPLOYEE', text: 'x'.repeat(1601) },
          ]),
        }),
        `${at}.text`,
        'at most 1600',
      ],
      [
        'a control character in the text',
        (s) => ({
          workflows: workflowsWith(s, [
            { type: 'SEND_TEMPLATE', channel: 'SMS', recipient: 'EMPLOYEE', text: 'a\u0000b' },
          ]),
        }),
        // Refused by the api for every operation before the resolver runs, naming the argument too.
        `input.${at}.text`,
        'control character',
      ],
      [
        'recipient ROLE without a role',
        (s) => ({
          workflows: workflowsWith(s, [{ type: 'SEND_TEMPLATE', channel: 'SMS', recipient: 'ROLE', text: 'Hi' }]),
        }),
        `${at}.role`,
        'choose the role',
      ],
      [
        "another organization's template",
        (s) => ({
          workflows: workflowsWith(s, [
            { type: 'SEND_TEMPLATE', channel: 'EMAIL', recipient: 'EMPLOYEE', templateId: otherTemplateId },
          ]),
        }),
        `${at}.templateId`,
        'not a communication template of this organization',
      ],
      [
        'a personal template',
        (s) => ({
          workflows: workflowsWith(s, [
            { type: 'SEND_TEMPLATE', channel: 'EMAIL', recipient: 'EMPLOYEE', templateId: personalTemplateId },
          ]),
        }),
        `${at}.templateId`,
        'not a communication template of this organization',
      ],
      [
        "another organization's form",
        (s) => ({ workflows: workflowsWith(s, [{ type: 'SEND_FORM', channel: 'EMAIL', formId: otherFormId }]) }),
        `${at}.formId`,
        'not a published form',
      ],
      [
        'an employee as coordinator',
        (s) => ({ workflows: workflowsWith(s, [{ type: 'ASSIGN_DEFAULT_COORDINATOR', userId: org.users.Pat.id }]) }),
        `${at}.userId`,
        'can be assigned cases',
      ],
      [
        "another organization's case worker as coordinator",
        (s) => ({
          workflows: workflowsWith(s, [{ type: 'ASSIGN_DEFAULT_COORDINATOR', userId: other.users.Worker.id }]),
        }),
        `${at}.userId`,
        'can be assigned cases',
      ],
      [
        'a status with no case status',
        (s) => ({ workflows: workflowsWith(s, [{ type: 'MOVE_CASE' }]) }),
        `${at}.status`,
        'must be one of',
      ],
      [
        'no roles to notify',
        (s) => ({ workflows: workflowsWith(s, [{ type: 'NOTIFY_ROLES', roles: [] }]) }),
        `${at}.roles`,
        'at least one role',
      ],
      [
        'eleven actions',
        (s) => ({
          workflows: workflowsWith(
            s,
            Array.from({ length: 11 }, () => ({ type: 'MOVE_CASE', status: 'OPEN' })),
          ),
        }),
        'workflows.triggers.3.actions',
        'at most 10',
      ],
      [
        'a trigger twice',
        (s) => {
          const workflows = workflowsWith(s, []);
          return { workflows: { ...workflows, triggers: [...workflows.triggers, workflows.triggers[0]] } };
        },
        'workflows.triggers.5.trigger',
        'listed twice',
      ],
    ];

    it.each(cases)('%s', async (_name, inputOf, field, message) => {
      const settings = await defaults();
      const before = await stored();
      const answer = await update('Admin', inputOf(settings));
      expect(errorOf(answer)).toEqual({ code: 'BAD_USER_INPUT', field, message: expect.stringContaining(message) });
      expect(await stored()).toEqual(before);
    });
  });

  describe('access', () => {
    it('the Admin, a Tpasupport and a custom role holding edit_settings read and change it', async () => {
      for (const who of ['Admin', 'Support', 'Owner']) {
        const answer = await read(who, org.id);
        expect([who, answer.errors]).toEqual([who, undefined]);
        expect(answer.data!.allOrganizationSettings.organizationId).toBe(org.id);
        expect((await update(who, { timeZone: 'America/Chicago' }, org.id)).errors).toBeUndefined();
      }
    });

    it('the CV Admin reads and changes any organization', async () => {
      const read1 = await read('Cv', other.id);
      expect(read1.data?.allOrganizationSettings.organizationId).toBe(other.id);
      const changed = await update('Cv', { timeZone: 'Pacific/Auckland' }, other.id);
      expect(changed.data?.updateOrganizationSettings).toMatchObject({
        organizationId: other.id,
        timeZone: 'Pacific/Auckland',
      });
      expect(await stored(other.id)).toEqual({ timeZone: 'Pacific/Auckland' });
    });

    it('is FORBIDDEN to the other roles of the organization', async () => {
      const before = await stored();
      for (const who of ['Manager', 'Worker', 'Pat', 'Legal']) {
        const refusal = {
          code: 'FORBIDDEN',
          field: undefined,
          message: 'Not authorized to manage organization settings',
        };
        expect([who, errorOf(await read(who))]).toEqual([who, refusal]);
        expect([who, errorOf(await update(who, { timeZone: 'UTC' }))]).toEqual([who, refusal]);
      }
      expect(await stored()).toEqual(before);
    });

    it("another organization's Admin cannot reach it", async () => {
      const before = await stored();
      const refusal = { code: 'NOT_FOUND', field: undefined, message: "You don't have access to this organization" };
      expect(errorOf(await read('Admin', org.id, other))).toEqual(refusal);
      expect(errorOf(await update('Admin', { timeZone: 'UTC' }, org.id, other))).toEqual(refusal);
      expect(await stored()).toEqual(before);
      const own = await read('Admin', undefined, other);
      expect(own.data?.allOrganizationSettings.organizationId).toBe(other.id);
    });
  });

  it('two sections changed at the same time both stay, with the other settings keys', async () => {
    await org.query(`UPDATE organization SET settings = settings || '{"welcomeText": "Hello"}'::jsonb WHERE id = $1`, [
      org.id,
    ]);
    const settings = await defaults();
    const reminders = { businessDays: true, kinds: settings.reminders.kinds.map((k) => ({ ...k, after: 9 })) };
    const rules = settings.notificationRules.map((rule) => ({ ...rule, email: true }));
    const answers = await Promise.all([
      update('Admin', { reminders }),
      update('Support', { notificationRules: rules }),
      update('Cv', { timeZone: 'Australia/Sydney' }),
    ]);
    expect(answers.map((answer) => answer.errors)).toEqual([undefined, undefined, undefined]);
    const back = await defaults();
    expect(back.reminders).toEqual(reminders);
    expect(back.notificationRules).toEqual(rules);
    expect(back.timeZone).toBe('Australia/Sydney');
    expect(await stored()).toMatchObject({ welcomeText: 'Hello' });
  });
});
