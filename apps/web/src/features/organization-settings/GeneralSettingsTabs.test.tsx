import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../app/notifications';
import { buildAppRoutes } from '../../app/routes/app-router';
import {
  GraphQLErrorsAnswer,
  makeClient,
  makeSession,
  makeUser,
  ORG_ID,
  preloadLazyModules,
  Providers,
  type Resolver,
  seriousAxeViolations,
  setViewportWidth,
  TEST_PAGES,
} from '../../app/routes/test-support';

const ALIASES: Array<[string, string]> = [
  ['EMPLOYEE', 'Employee'],
  ['HR_ADMINISTRATORS', 'HR Administrators'],
  ['POINT_OF_CONTACT', 'Point of Contact'],
  ['ADA_COORDINATOR', 'ADA Coordinator'],
  ['TPA_LEGAL', 'TPA Legal'],
  ['TPA_MEDICAL', 'TPA Medical'],
  ['TPA_SUPPORT', 'TPA Support'],
  ['TPA_USER', 'TPA User'],
  ['TPA_ROLE', 'TPA Role'],
  ['CASE_REVIEW_TEAM', 'Case Review Team'],
  ['ACCOMMODATIONS_TEAM', 'Accommodations Team'],
  ['ACCOMMODATIONS', 'Accommodations'],
  ['STAGE_SUBMITTED', 'Submitted'],
  ['STAGE_ASSIGNED', 'Assigned'],
  ['STAGE_REVIEW_AND_INTERACTION', 'Review & Interaction'],
  ['STAGE_FINAL_DECISION', 'Final Decision'],
  ['STAGE_COMPLETED', 'Completed'],
];
const DEFAULT_WELCOME = 'Welcome! If you need an accommodation or leave at work, start a New Request.';

function generalSettings() {
  return {
    __typename: 'OrganizationSettings',
    organizationId: ORG_ID,
    welcome: {
      __typename: 'WelcomeScreenSettings',
      text: DEFAULT_WELCOME,
      isDefault: true,
      defaultText: DEFAULT_WELCOME,
    },
    newRequest: {
      __typename: 'NewRequestSettings',
      defaultFormId: null as string | null,
      recommendedFormIds: [] as string[],
      recommendedDocumentIds: [] as string[],
    },
    aliases: ALIASES.map(([key, label]) => ({ __typename: 'AliasLabel', key, label, defaultLabel: label })),
    featureFlags: { __typename: 'FeatureFlags', messagesIncludeFullText: false, autoAssignPhysicians: false },
    general: { __typename: 'GeneralSettings', analyticsTagIds: [] as string[] },
  };
}
type General = ReturnType<typeof generalSettings>;
type Input = Record<string, unknown> & {
  welcomeText?: string;
  aliases?: { key: string; label: string }[];
  newRequest?: General['newRequest'];
  featureFlags?: General['featureFlags'];
  general?: { analyticsTagIds: string[] };
};

/** Answers as the api does: the sections given replace the stored ones. */
function savingResolver(state: { current: General }): Resolver {
  return (variables) => {
    const input = variables.input as Input;
    const next = structuredClone(state.current);
    if (input.welcomeText !== undefined) {
      const text = input.welcomeText.trim();
      next.welcome = { ...next.welcome, text: text || DEFAULT_WELCOME, isDefault: !text };
    }
    if (input.aliases) {
      next.aliases = next.aliases.map((alias) => {
        const given = input.aliases!.find((a) => a.key === alias.key)?.label.trim();
        return { ...alias, label: given || alias.defaultLabel };
      });
    }
    if (input.newRequest) next.newRequest = { ...next.newRequest, ...input.newRequest };
    if (input.featureFlags) next.featureFlags = { ...next.featureFlags, ...input.featureFlags };
    if (input.general) next.general = { ...next.general, ...input.general };
    state.current = next;
    return { updateOrganizationSettings: next };
  };
}

function setup(tab: string, resolvers: Record<string, Resolver> = {}) {
  const state = { current: generalSettings() };
  const client = makeClient({
    OrganizationSettings: () => ({
      allOrganizationSettings: {
        __typename: 'OrganizationSettings',
        organizationId: ORG_ID,
        timeZone: 'America/New_York',
        workflows: { __typename: 'WorkflowSettings', formNotSentDays: 3, triggers: [] },
        reminders: { __typename: 'ReminderSettings', businessDays: true, kinds: [] },
        notificationRules: [],
      },
    }),
    GeneralSettings: () => ({ allOrganizationSettings: state.current }),
    UpdateGeneralSettings: savingResolver(state),
    NewRequestOptions: () => ({
      allForms: [
        { __typename: 'Form', id: 'form-1', name: 'Accommodation request', isGlobal: false, isActive: true },
        { __typename: 'Form', id: 'form-2', name: 'Leave request', isGlobal: true, isActive: true },
        { __typename: 'Form', id: 'form-3', name: 'Old intake', isGlobal: false, isActive: false },
      ],
      publicOrganizationDocuments: [
        { __typename: 'OrganizationDocument', id: 'doc-1', fileName: 'Leave policy.pdf', isGlobal: false },
      ],
    }),
    ...resolvers,
  });
  const router = createMemoryRouter(buildAppRoutes(TEST_PAGES), {
    initialEntries: [`/organization-settings?tab=${tab}`],
  });
  render(
    <ToastProvider>
      <Providers session={makeSession(makeUser('ADMIN'))} client={client.client}>
        <RouterProvider router={router} />
      </Providers>
    </ToastProvider>,
  );
  return { ...client, state };
}

const lastInput = (named: ReturnType<typeof setup>['named']) => {
  const calls = named('UpdateGeneralSettings');
  return calls[calls.length - 1].variables.input as Input;
};

describe('organization settings: the general tabs', () => {
  beforeAll(async () => {
    await preloadLazyModules();
    await import('./OrganizationSettingsPage');
  }, 30_000);
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => cleanup());

  describe('Aliases', () => {
    it('lists every role and stage label, previews a rename as it is typed, saves every alias and is axe-clean', async () => {
      const { named, client } = setup('aliases');
      const field = await screen.findByRole('textbox', { name: 'ADA Coordinator' });
      expect(screen.getByRole('tab', { name: 'Aliases', selected: true })).toBeTruthy();
      for (const [, label] of ALIASES) expect(screen.getByRole('textbox', { name: label })).toBeTruthy();
      const preview = screen.getByRole('region', { name: 'Preview' });
      expect(within(preview).getByTestId('preview-coordinator').textContent).toBe('ADA Coordinator');
      expect(await seriousAxeViolations(document.body)).toEqual([]);

      fireEvent.change(field, { target: { value: 'Accommodation Specialist' } });
      expect(within(preview).getByTestId('preview-coordinator').textContent).toBe('Accommodation Specialist');
      fireEvent.change(screen.getByRole('textbox', { name: 'Final Decision' }), { target: { value: 'Outcome' } });
      expect(within(preview).getByText('Outcome')).toBeTruthy();
      expect(screen.getByRole('status').textContent).toBe('Unsaved changes');

      fireEvent.click(screen.getByRole('button', { name: 'Save aliases' }));
      expect(await screen.findByText('Aliases saved')).toBeTruthy();
      const input = lastInput(named);
      expect(input.aliases).toHaveLength(ALIASES.length);
      expect(input.aliases!.find((a) => a.key === 'ADA_COORDINATOR')!.label).toBe('Accommodation Specialist');
      expect(input.aliases!.find((a) => a.key === 'EMPLOYEE')!.label).toBe('');
      // The labels the whole app reads are the saved ones at once.
      const layout = client.cache.extract() as Record<string, { aliases?: { key: string; label: string }[] }>;
      const aliasSettings = layout[`AliasSettings:{"organizationId":"${ORG_ID}"}`];
      expect(aliasSettings.aliases!.find((a) => a.key === 'ADA_COORDINATOR')!.label).toBe('Accommodation Specialist');
      await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
    });

    it('shows a refusal next to the alias the api names', async () => {
      setup('aliases', {
        UpdateGeneralSettings: () =>
          new GraphQLErrorsAnswer([
            {
              message: 'aliases.3.label: must not hold the control character U+0009',
              extensions: { code: 'BAD_USER_INPUT', field: 'aliases.3.label' },
            },
          ]),
      });
      fireEvent.change(await screen.findByRole('textbox', { name: 'ADA Coordinator' }), { target: { value: 'A' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save aliases' }));
      expect(await screen.findByText('must not hold the control character U+0009')).toBeTruthy();
    });

    it('says when the settings cannot be loaded, and tries again', async () => {
      let calls = 0;
      setup('aliases', {
        GeneralSettings: () => {
          calls += 1;
          if (calls === 1) throw new Error('network down');
          return { allOrganizationSettings: generalSettings() };
        },
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('textbox', { name: 'ADA Coordinator' })).toBeTruthy();
    });
  });

  describe('Welcome screen', () => {
    it('previews the text with its line breaks, saves it, and is axe-clean', async () => {
      const { named } = setup('welcome');
      const field = await screen.findByRole('textbox', { name: 'Welcome text' });
      expect(screen.getByTestId('welcome-preview').textContent).toBe(DEFAULT_WELCOME);
      expect(await seriousAxeViolations(document.body)).toEqual([]);
      fireEvent.change(field, { target: { value: 'Hello team.\nAsk us anything.' } });
      expect(screen.getByTestId('welcome-preview').textContent).toBe('Hello team.\nAsk us anything.');
      fireEvent.click(screen.getByRole('button', { name: 'Save welcome screen' }));
      expect(await screen.findByText('Welcome screen saved')).toBeTruthy();
      expect(lastInput(named)).toEqual({ welcomeText: 'Hello team.\nAsk us anything.' });
    });

    it('shows the loading state first', async () => {
      setup('welcome', { GeneralSettings: () => new Promise(() => undefined) });
      expect(await screen.findByText('Loading…', { selector: 'span' })).toBeTruthy();
    });
  });

  describe('New request', () => {
    it('chooses the default form and recommendations from active forms and public documents', async () => {
      const { named } = setup('new-request');
      const select = await screen.findByRole('combobox', { name: 'Default form' });
      expect(await seriousAxeViolations(document.body)).toEqual([]);
      fireEvent.mouseDown(select);
      const listbox = await screen.findByRole('listbox');
      expect(within(listbox).queryByText('Old intake')).toBeNull();
      fireEvent.click(within(listbox).getByRole('option', { name: 'Leave request (global)' }));

      fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Recommended forms' }));
      fireEvent.click(await screen.findByRole('option', { name: 'Accommodation request' }));
      fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Recommended documents' }));
      fireEvent.click(await screen.findByRole('option', { name: 'Leave policy.pdf' }));

      fireEvent.click(screen.getByRole('button', { name: 'Save new request' }));
      expect(await screen.findByText('New request saved')).toBeTruthy();
      expect(lastInput(named)).toEqual({
        newRequest: { defaultFormId: 'form-2', recommendedFormIds: ['form-1'], recommendedDocumentIds: ['doc-1'] },
      });
    });

    it('says when the forms cannot be loaded', async () => {
      setup('new-request', { NewRequestOptions: () => Promise.reject(new Error('down')) });
      expect(await screen.findByText(/couldn.t load the forms and documents/)).toBeTruthy();
    });
  });

  describe('Feature flags', () => {
    it('turns a flag on by keyboard-reachable switch and saves every flag', async () => {
      const { named } = setup('feature-flags');
      const flag = await screen.findByRole('switch', { name: /Send the full message text/ });
      expect(await seriousAxeViolations(document.body)).toEqual([]);
      fireEvent.click(flag);
      fireEvent.click(screen.getByRole('button', { name: 'Save feature flags' }));
      expect(await screen.findByText('Feature flags saved')).toBeTruthy();
      expect(lastInput(named)).toEqual({
        featureFlags: { messagesIncludeFullText: true, autoAssignPhysicians: false },
      });
    });

    it('turns on the automatic assignment of physicians', async () => {
      const { named } = setup('feature-flags');
      fireEvent.click(await screen.findByRole('switch', { name: /Auto-assign physicians/ }));
      fireEvent.click(screen.getByRole('button', { name: 'Save feature flags' }));
      expect(await screen.findByText('Feature flags saved')).toBeTruthy();
      expect(lastInput(named)).toEqual({
        featureFlags: { messagesIncludeFullText: false, autoAssignPhysicians: true },
      });
    });
  });

  describe('General', () => {
    it('saves the analytics tag ids one a line, and names the id the api refuses', async () => {
      let refuse = true;
      const state = { current: generalSettings() };
      const saving = savingResolver(state);
      const { named } = setup('general', {
        GeneralSettings: () => ({ allOrganizationSettings: state.current }),
        UpdateGeneralSettings: (variables) => {
          if (refuse) {
            refuse = false;
            return new GraphQLErrorsAnswer([
              {
                message: 'general.analyticsTagIds.1: must be a Google tag id such as G-ABC123XYZ',
                extensions: { code: 'BAD_USER_INPUT', field: 'general.analyticsTagIds.1' },
              },
            ]);
          }
          return saving(variables);
        },
      });
      const field = await screen.findByRole('textbox', { name: 'Analytics tag ids' });
      expect(await seriousAxeViolations(document.body)).toEqual([]);
      fireEvent.change(field, { target: { value: 'G-ABC123XYZ\nnope' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save general settings' }));
      expect(await screen.findByText('nope: must be a Google tag id such as G-ABC123XYZ')).toBeTruthy();
      fireEvent.change(field, { target: { value: 'G-ABC123XYZ\nGTM-5XK2Q9' } });
      fireEvent.click(screen.getByRole('button', { name: 'Save general settings' }));
      expect(await screen.findByText('General settings saved')).toBeTruthy();
      expect(lastInput(named)).toEqual({ general: { analyticsTagIds: ['G-ABC123XYZ', 'GTM-5XK2Q9'] } });
    });
  });
});
