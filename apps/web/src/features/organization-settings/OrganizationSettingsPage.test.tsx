import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../app/notifications';
import { buildAppRoutes } from '../../app/routes/app-router';
import {
  GraphQLErrorsAnswer,
  makeClient,
  makeSession,
  makeUser,
  DEFAULT_RESOLVERS,
  ORG_ID,
  preloadLazyModules,
  Providers,
  type Resolver,
  seriousAxeViolations,
  setViewportWidth,
  TEST_PAGES,
} from '../../app/routes/test-support';

const NO_FIELDS = {
  __typename: 'WorkflowAction',
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

function settings() {
  const trigger = (name: string, actions: unknown[]) => ({
    __typename: 'WorkflowTriggerSettings',
    trigger: name,
    actions,
  });
  const rule = (event: string, roles: string[], email = false) => ({
    __typename: 'NotificationRule',
    event,
    roles,
    inApp: true,
    email,
    sms: false,
  });
  const kind = (name: string, after: number) => ({
    __typename: 'ReminderKindSetting',
    kind: name,
    enabled: true,
    after,
  });
  return {
    __typename: 'OrganizationSettings',
    organizationId: ORG_ID,
    timeZone: 'America/New_York',
    workflows: {
      __typename: 'WorkflowSettings',
      formNotSentDays: 3,
      triggers: [
        trigger('FORM_SENT', []),
        trigger('FORM_ANSWERED', [{ ...NO_FIELDS, type: 'NOTIFY_ROLES', roles: ['CASEMANAGER'] }]),
        trigger('FORM_NOT_SENT', []),
        trigger('DECISION_ADDED', [
          {
            ...NO_FIELDS,
            type: 'SEND_TEMPLATE',
            channel: 'EMAIL',
            recipient: 'EMPLOYEE',
            text: 'A decision about your request is ready. Sign in to read it.',
          },
          { ...NO_FIELDS, type: 'MOVE_CASE', status: 'IN_PROGRESS' },
        ]),
        trigger('ORDER_PLACED', []),
      ],
    },
    reminders: {
      __typename: 'ReminderSettings',
      businessDays: true,
      kinds: [
        kind('UNACKNOWLEDGED_COMMENT', 2),
        kind('DRAFT_REQUEST', 3),
        kind('FORM_NOT_ANSWERED', 5),
        kind('CASE_NOT_ACCEPTED', 2),
        kind('UPCOMING_VISIT', 24),
      ],
    },
    notificationRules: [
      rule('CASE_CREATED', ['ADMIN', 'CASEMANAGER']),
      rule('CASE_ASSIGNED', ['ADMIN', 'CASEMANAGER', 'CASEWORKER', 'CVTPA'], true),
      rule('EMPLOYEE_REPLIED', ['ADMIN']),
      rule('FORM_ANSWERED', ['ADMIN']),
      rule('DECISION_ADDED', ['ADMIN', 'CASEMANAGER']),
      rule('CASE_ESCALATED', ['ADMIN', 'CASEMANAGER'], true),
      rule('TAGGED_IN_NOTE', ['ADMIN', 'CVADMIN']),
      rule('REMINDER', ['ADMIN', 'CVADMIN'], true),
    ],
  };
}

type Settings = ReturnType<typeof settings>;
type Input = Record<string, unknown> & {
  workflows?: { formNotSentDays: number; triggers: { trigger: string; actions: Record<string, unknown>[] }[] };
};

/** Answers the mutation as the api does: the sections given replace the stored ones. */
function savingResolver(state: { current: Settings }): Resolver {
  return (variables) => {
    const input = variables.input as Input;
    const next = structuredClone(state.current) as Settings;
    if (input.workflows) {
      next.workflows.formNotSentDays = input.workflows.formNotSentDays;
      next.workflows.triggers = input.workflows.triggers.map(({ trigger, actions }) => ({
        __typename: 'WorkflowTriggerSettings',
        trigger,
        actions: actions.map((action) => ({ ...NO_FIELDS, ...action })),
      })) as never;
    }
    if (input.timeZone) next.timeZone = input.timeZone as string;
    state.current = next;
    return { updateOrganizationSettings: next };
  };
}

function setup(resolvers: Record<string, Resolver> = {}, path = '/organization-settings') {
  const state = { current: settings() };
  const client = makeClient({
    OrganizationSettings: () => ({ allOrganizationSettings: state.current }),
    UpdateOrganizationSettings: savingResolver(state),
    WorkflowTemplateOptions: () => ({
      organizationTemplates: {
        __typename: 'CommunicationTemplatesPage',
        templates: [
          { __typename: 'CommunicationTemplate', id: 'tpl-1', name: 'Decision ready', scope: 'ORGANIZATION' },
        ],
      },
      globalTemplates: {
        __typename: 'CommunicationTemplatesPage',
        templates: [{ __typename: 'CommunicationTemplate', id: 'tpl-g', name: 'Policy notice', scope: 'GLOBAL' }],
      },
    }),
    WorkflowFormOptions: () => ({
      allForms: [
        { __typename: 'Form', id: 'form-1', name: 'Provider note', isGlobal: false, isActive: true },
        { __typename: 'Form', id: 'form-2', name: 'Old intake', isGlobal: false, isActive: false },
      ],
    }),
    WorkflowCoordinatorOptions: () => ({
      usersByRole: {
        __typename: 'UsersPage',
        users: [
          {
            __typename: 'User',
            id: 'user-1',
            fullName: 'Casey Coordinator',
            email: 'c@example.com',
            role: 'CASEWORKER',
          },
        ],
      },
    }),
    ...resolvers,
  });
  const router = createMemoryRouter(buildAppRoutes(TEST_PAGES), { initialEntries: [path] });
  render(
    <ToastProvider>
      <Providers session={makeSession(makeUser('ADMIN'))} client={client.client}>
        <RouterProvider router={router} />
      </Providers>
    </ToastProvider>,
  );
  return { ...client, router, state };
}

const section = (name: string) => screen.getByRole('region', { name });
const actionTexts = (name: string) =>
  within(section(name))
    .queryAllByRole('listitem')
    .map((item) => item.textContent ?? '');

async function chooseOption(label: string, option: string, container: HTMLElement = document.body) {
  fireEvent.mouseDown(within(container).getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('OrganizationSettingsPage', () => {
  beforeAll(async () => {
    await preloadLazyModules();
    await import('./OrganizationSettingsPage');
  }, 30_000);
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => cleanup());

  it('lists each trigger with its actions, and the Workflow tab is axe-clean', async () => {
    setup();
    await screen.findByRole('region', { name: 'When a decision is added' });
    expect(screen.getByRole('tab', { name: 'Workflow', selected: true })).toBeTruthy();
    expect(actionTexts('When a decision is added')).toEqual([
      expect.stringContaining('1. Send a message by e-mail to the employee: “A decision about your request is ready.'),
      expect.stringContaining('2. Move the case to In progress'),
    ]);
    expect(actionTexts('When a form is answered')[0]).toContain('Notify HR Representative');
    expect(within(section('When a form is sent')).getByText('Nothing happens yet.')).toBeTruthy();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('edits an action in a dialog and saves the whole workflow', async () => {
    const { named } = setup();
    await screen.findByRole('region', { name: 'When a decision is added' });
    fireEvent.click(within(section('When a decision is added')).getByRole('button', { name: 'Edit action 1 of 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit action' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Use a template' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    // Nothing chosen yet: the dialog says what is missing and stays open.
    expect(await within(dialog).findByText('Choose a template')).toBeTruthy();
    await chooseOption('Template', 'Policy notice (global)', dialog);
    await chooseOption('Recipient', 'The case team', dialog);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'SMS' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(actionTexts('When a decision is added')[0]).toContain(
      'Send a message by SMS to the case team: template “Policy notice”',
    );
    expect(screen.getByRole('status').textContent).toBe('Unsaved changes');

    fireEvent.click(screen.getByRole('button', { name: 'Save workflow' }));
    expect(await screen.findByText('Workflow saved')).toBeTruthy();
    const input = named('UpdateOrganizationSettings')[0].variables.input as Input;
    expect(named('UpdateOrganizationSettings')[0].variables.organizationId).toBe(ORG_ID);
    expect(Object.keys(input)).toEqual(['workflows']);
    expect(input.workflows!.formNotSentDays).toBe(3);
    expect(input.workflows!.triggers.map((t) => t.trigger)).toEqual([
      'FORM_SENT',
      'FORM_ANSWERED',
      'FORM_NOT_SENT',
      'DECISION_ADDED',
      'ORDER_PLACED',
    ]);
    expect(input.workflows!.triggers[3].actions).toEqual([
      { type: 'SEND_TEMPLATE', channel: 'SMS', recipient: 'CASE_TEAM', templateId: 'tpl-g' },
      { type: 'MOVE_CASE', status: 'IN_PROGRESS' },
    ]);
    expect(input.workflows!.triggers[1].actions).toEqual([{ type: 'NOTIFY_ROLES', roles: ['CASEMANAGER'] }]);
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
    // Saved: nothing left to save, and the button stays where the keyboard is.
    expect(screen.getByRole('button', { name: 'Save workflow' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('button', { name: 'Discard changes' })).toHaveProperty('disabled', true);
  });

  it('adds a coordinator action and sets the days without a form', async () => {
    const { named } = setup();
    await screen.findByRole('region', { name: 'When no form has been sent for a while' });
    const formNotSent = section('When no form has been sent for a while');
    fireEvent.change(within(formNotSent).getByRole('spinbutton', { name: 'Days without a form' }), {
      target: { value: '10' },
    });
    fireEvent.click(
      within(formNotSent).getByRole('button', { name: 'Add an action: when no form has been sent for a while' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add an action' });
    await chooseOption('Action', 'Assign the default coordinator', dialog);
    await chooseOption('Coordinator', 'Casey Coordinator', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(actionTexts('When no form has been sent for a while')).toEqual([
      expect.stringContaining('Assign the case to Casey Coordinator'),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Save workflow' }));
    expect(await screen.findByText('Workflow saved')).toBeTruthy();
    const input = named('UpdateOrganizationSettings')[0].variables.input as Input;
    expect(input.workflows!.formNotSentDays).toBe(10);
    expect(input.workflows!.triggers[2].actions).toEqual([{ type: 'ASSIGN_DEFAULT_COORDINATOR', userId: 'user-1' }]);
  });

  it('shows a refused action next to it, and keeps the draft', async () => {
    setup({
      UpdateOrganizationSettings: () =>
        new GraphQLErrorsAnswer([
          {
            message: 'workflows.triggers.3.actions.1.status: must be one of APPROVED, ASSIGNED',
            extensions: { code: 'BAD_USER_INPUT', field: 'workflows.triggers.3.actions.1.status' },
          },
        ]),
    });
    await screen.findByRole('region', { name: 'When a decision is added' });
    fireEvent.click(within(section('When a decision is added')).getByRole('button', { name: 'Remove action 1 of 2' }));
    fireEvent.click(within(section('When a form is answered')).getByRole('button', { name: 'Remove action 1 of 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save workflow' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('must be one of APPROVED, ASSIGNED');
    // The api named an action the draft no longer has at that place: the message shows under its trigger.
    expect(within(section('When a decision is added')).getByRole('alert')).toBe(alert);
    expect(within(section('When a decision is added')).queryAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText('Workflow saved')).toBeNull();
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
  });

  it('moves actions with the keyboard, keeping focus on the moved action', async () => {
    setup();
    await screen.findByRole('region', { name: 'When a decision is added' });
    const decision = () => section('When a decision is added');
    const down = within(decision()).getByRole('button', { name: 'Move down action 1 of 2' });
    down.focus();
    fireEvent.click(down);
    await waitFor(() =>
      expect(actionTexts('When a decision is added').map((text) => text.slice(0, 20))).toEqual([
        '1. Move the case to ',
        '2. Send a message by',
      ]),
    );
    // The action now last cannot go further down: focus moves to its "Move up".
    await waitFor(() =>
      expect(document.activeElement).toBe(within(decision()).getByRole('button', { name: 'Move up action 2 of 2' })),
    );
    fireEvent.click(document.activeElement as HTMLElement);
    await waitFor(() => expect(actionTexts('When a decision is added')[0]).toContain('Send a message'));
    expect(screen.getByRole('button', { name: 'Discard changes' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
  });

  it('opens the tab the address names, and shows a refused reminder count next to its field', async () => {
    const { named, router } = setup(
      {
        UpdateOrganizationSettings: () =>
          new GraphQLErrorsAnswer([
            {
              message: 'reminders.kinds.4.after: must be between 1 and 168',
              extensions: { code: 'BAD_USER_INPUT', field: 'reminders.kinds.4.after' },
            },
          ]),
      },
      '/organization-settings?tab=reminders',
    );
    expect(await screen.findByRole('tab', { name: 'Reminders', selected: true })).toBeTruthy();
    const visits = screen.getByRole('spinbutton', { name: 'Hours before: upcoming visits' });
    fireEvent.change(visits, { target: { value: '200' } });
    fireEvent.click(screen.getByRole('switch', { name: /Unfinished requests/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save reminders' }));
    expect(await screen.findByText('must be between 1 and 168')).toBeTruthy();
    expect(visits.getAttribute('aria-invalid')).toBe('true');
    const input = named('UpdateOrganizationSettings')[0].variables.input as {
      timeZone: string;
      reminders: { businessDays: boolean; kinds: { kind: string; enabled: boolean; after: number }[] };
    };
    expect(input.timeZone).toBe('America/New_York');
    expect(input.reminders.kinds[1]).toEqual({ kind: 'DRAFT_REQUEST', enabled: false, after: 3 });
    expect(input.reminders.kinds[4]).toEqual({ kind: 'UPCOMING_VISIT', enabled: true, after: 200 });

    fireEvent.click(screen.getByRole('tab', { name: 'Notifications' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=notifications'));
  });

  it('shows the log of workflow runs under Runs, after Workflow', async () => {
    setup(
      {
        WorkflowRuns: () => ({
          workflowRuns: {
            __typename: 'WorkflowRunsPage',
            totalCount: 1,
            pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false },
            runs: [
              {
                __typename: 'WorkflowRun',
                id: 'run-1',
                caseId: 'case-1',
                caseShortId: 'AC-1003',
                trigger: 'DECISION_ADDED',
                status: 'ERROR',
                reason: 'Action 1 (SEND_TEMPLATE): the provider refused the message',
                attempts: 5,
                createdAt: '2026-11-20T10:00:00.000Z',
                finishedAt: '2026-11-20T10:05:00.000Z',
              },
            ],
          },
        }),
      },
      '/organization-settings?tab=runs',
    );
    expect(await screen.findByRole('tab', { name: 'Runs', selected: true })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Workflow',
      'Runs',
      'Reminders',
      'Notifications',
      'Integrations',
      'Welcome screen',
      'New request',
      'Aliases',
      'Feature flags',
      'General',
      'Case categories',
      'Branding',
      'Roles',
      'Schedules',
    ]);
    const table = await screen.findByRole('table', { name: 'Workflow runs' });
    expect(await within(table).findByText(/the provider refused the message/)).toBeTruthy();
  });

  it('opens the Roles tab from the address, with the custom roles editor, axe-clean', async () => {
    setup(
      {
        CustomRoles: () => ({
          organizationRoles: [
            {
              __typename: 'OrganizationRole',
              name: 'ADMIN',
              label: 'HR Administrators',
              permissions: ['edit_settings'],
              isCustom: false,
              isShared: false,
            },
            {
              __typename: 'OrganizationRole',
              name: 'OWNER',
              label: 'Owner',
              permissions: ['get_reports'],
              isCustom: true,
              isShared: false,
            },
          ],
          customRoleOptions: {
            __typename: 'CustomRoleOptions',
            predefinedRoles: [],
            grantablePermissions: ['get_reports'],
          },
        }),
      },
      '/organization-settings?tab=roles',
    );
    expect(await screen.findByRole('tab', { name: 'Roles', selected: true })).toBeTruthy();
    const owner = await screen.findByRole('group', { name: 'Owner' });
    expect(within(owner).getByRole('checkbox', { name: 'Reports' })).toHaveProperty('checked', true);
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('creates an integration key, shows it once, and asks before replacing one', async () => {
    let issuedAt: string | null = null;
    const integrations = () => ({
      allOrganizationSettings: {
        __typename: 'OrganizationSettings',
        organizationId: ORG_ID,
        integrations: [
          {
            __typename: 'OrganizationIntegration',
            type: 'CALENDLY_SIGNATURE',
            issuedAt,
            webhookUrl: `https://api.example.test/webhooks/calendly/${ORG_ID}`,
          },
          { __typename: 'OrganizationIntegration', type: 'DOSE_SPOT', issuedAt: null, webhookUrl: null },
        ],
      },
    });
    let keys = 0;
    const { named } = setup(
      {
        OrganizationIntegrations: integrations,
        CreateOrganizationSecretKey: () => {
          keys += 1;
          issuedAt = new Date().toISOString();
          return {
            createOrganizationSecretKey: {
              __typename: 'OrganizationSecretKeyPayload',
              success: true,
              message: 'Operation succeeded!',
              secretKey: `key-number-${keys}`,
            },
          };
        },
      },
      '/organization-settings?tab=integrations',
    );
    const calendly = await screen.findByRole('region', { name: 'Calendly' });
    expect((within(calendly).getByRole('textbox', { name: 'Webhook address' }) as HTMLInputElement).value).toBe(
      `https://api.example.test/webhooks/calendly/${ORG_ID}`,
    );
    expect(within(calendly).getByText('No key yet.')).toBeTruthy();
    expect(await seriousAxeViolations(document.body)).toEqual([]);

    fireEvent.click(within(calendly).getByRole('button', { name: 'Create a Calendly signing key' }));
    const shown = await within(calendly).findByRole('textbox', { name: 'Calendly signing key' });
    expect((shown as HTMLInputElement).value).toBe('key-number-1');
    expect(within(calendly).getByText('Copy the key now: it is not shown again.')).toBeTruthy();
    expect(named('CreateOrganizationSecretKey')[0].variables).toEqual({
      organizationId: ORG_ID,
      type: 'CALENDLY_SIGNATURE',
    });

    // A key exists now: replacing it asks first, and cancelling changes nothing.
    const replace = await within(calendly).findByRole('button', { name: 'Replace the Calendly signing key' });
    fireEvent.click(replace);
    const dialog = await screen.findByRole('dialog', { name: 'Replace the Calendly signing key?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(named('CreateOrganizationSecretKey')).toHaveLength(1);
    fireEvent.click(replace);
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Replace the Calendly signing key?' })).getByRole('button', {
        name: 'Replace the key',
      }),
    );
    await waitFor(() =>
      expect((within(calendly).getByRole('textbox', { name: 'Calendly signing key' }) as HTMLInputElement).value).toBe(
        'key-number-2',
      ),
    );
  });

  it('saves who hears of each event and how', async () => {
    const { named } = setup(
      {
        UpdateOrganizationSettings: (variables) => ({
          updateOrganizationSettings: {
            ...settings(),
            notificationRules: (variables.input as { notificationRules: object[] }).notificationRules.map((rule) => ({
              __typename: 'NotificationRule',
              ...rule,
            })),
          },
        }),
      },
      '/organization-settings?tab=notifications',
    );
    const table = await screen.findByRole('table', { name: 'Notification rules' });
    fireEvent.click(within(table).getByRole('checkbox', { name: 'A case is created: notify ADA Coordinator' }));
    fireEvent.click(within(table).getByRole('switch', { name: 'A case is escalated: SMS' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save notification rules' }));
    expect(await screen.findByText('Notification rules saved')).toBeTruthy();
    const rules = (
      named('UpdateOrganizationSettings')[0].variables.input as { notificationRules: Record<string, unknown>[] }
    ).notificationRules;
    expect(rules[0]).toEqual({
      event: 'CASE_CREATED',
      roles: ['ADMIN', 'CASEMANAGER', 'CASEWORKER'],
      inApp: true,
      email: false,
      sms: false,
    });
    expect(rules[5]).toMatchObject({ event: 'CASE_ESCALATED', sms: true });
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('tells a viewer the api refuses that the settings are for administrators', async () => {
    setup({
      OrganizationSettings: () =>
        new GraphQLErrorsAnswer([
          { message: 'Not authorized to manage organization settings', extensions: { code: 'FORBIDDEN' } },
        ]),
    });
    expect(await screen.findByText(/Only administrators can change the organization settings/)).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('offers to try again when the settings cannot be loaded', async () => {
    let calls = 0;
    setup({
      OrganizationSettings: () => {
        calls += 1;
        if (calls === 1) throw new Error('network down');
        return { allOrganizationSettings: settings() };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tab', { name: 'Workflow' })).toBeTruthy();
    await act(async () => {});
  });
  it('offers the Partner tab to partner organizations only, and opens it from ?tab=partner', async () => {
    const partnerBrand = (isPartner: boolean) => () => ({
      organizationBrandInfo: {
        __typename: 'OrganizationBrandInfo',
        id: ORG_ID,
        name: 'Vitality Health',
        isPartner,
        partnerIntegrationInfoId: null,
      },
    });
    setup({ PartnerBrand: partnerBrand(false) });
    expect(await screen.findByRole('tab', { name: 'Workflow' })).toBeTruthy();
    await act(async () => {});
    expect(screen.queryByRole('tab', { name: 'Partner' })).toBeNull();
    cleanup();
    // The shell reads the same brand info; both answers agree, as the api's would.
    const layoutBrand = DEFAULT_RESOLVERS.LayoutOrganizationBrand({}) as { organizationBrandInfo: object };
    setup(
      {
        PartnerBrand: partnerBrand(true),
        LayoutOrganizationBrand: () => ({
          organizationBrandInfo: { ...layoutBrand.organizationBrandInfo, isPartner: true },
        }),
      },
      '/organization-settings?tab=partner',
    );
    const tab = await screen.findByRole('tab', { name: 'Partner' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('button', { name: 'Set up the landing page' })).toBeTruthy();
  });
});
