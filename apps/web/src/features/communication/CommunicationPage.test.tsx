import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  GraphQLErrorsAnswer,
  makeClient,
  makeSession,
  makeUser,
  ORG_ID,
  preloadLazyModules,
  renderApp,
  type Resolver,
  seriousAxeViolations,
  setViewportWidth,
} from '../../app/routes/test-support';
import type { Role } from '../../shared/roles';
import { insertAtCursor } from './insert-at-cursor';

const PLACEHOLDERS = ['{{caseId}}', '{{assigneeName}}', '{{submitterName}}'];

function permissions(overrides: Record<string, boolean> = {}) {
  return {
    myPermissions: {
      __typename: 'MyPermissions',
      organizationId: ORG_ID,
      allCommunicationTemplates: true,
      allForms: true,
      casesByStatus: true,
      manageGlobalCommunicationTemplates: false,
      manageOrganizationCommunicationTemplates: true,
      managePersonalCommunicationTemplates: true,
      ...overrides,
    },
  };
}

function template(id: string, name: string, text: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'CommunicationTemplate',
    id,
    name,
    text,
    scope: 'ORGANIZATION',
    formIds: [],
    caseCategoryIds: [],
    documentIds: [],
    viewerCanManage: true,
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const TEMPLATES = [
  template('t-1', 'Welcome', 'Hello {{submitterName}}'),
  template('t-2', 'Documents needed', 'Please upload your note for case {{caseId}}'),
  template('t-3', 'Company policy', 'Our policy is attached', { scope: 'GLOBAL', viewerCanManage: false }),
];

const category = (id: string, name: string) => ({ __typename: 'CaseCategory', id, name });
/** The organization uses Hearing and Leave; the catalogue holds Vision too. */
const ORGANIZATION_CATEGORIES = [category('cat-hearing', 'Hearing'), category('cat-leave', 'Leave')];
const CATALOGUE = [...ORGANIZATION_CATEGORIES, category('cat-vision', 'Vision')];
const organizationCategories = (categories: unknown[]) => ({
  organizationBrandInfo: { __typename: 'OrganizationBrandInfo', id: ORG_ID, caseCategories: categories },
});

function libraryDocument(id: string, fileName: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'OrganizationDocument',
    id,
    fileName,
    type: 'PUBLIC_DOCUMENT',
    isGlobal: false,
    isPublic: true,
    folderId: 'folder-1',
    viewerCan: { __typename: 'DocumentViewerCan', shareToCase: true },
    ...overrides,
  };
}

const DOCUMENTS = [
  libraryDocument('doc-handbook', 'Employee handbook.pdf'),
  libraryDocument('doc-policy', 'Accommodation policy.pdf', { type: 'RECOMMENDED_DOCUMENT', isGlobal: true }),
  libraryDocument('doc-private', 'Board minutes.pdf', { type: 'PRIVATE_DOCUMENT', isPublic: false }),
  libraryDocument('doc-personal', 'Pat Lee letter.pdf', { type: 'USER_DOCUMENT', isPublic: false }),
  libraryDocument('doc-locked', 'Draft policy.pdf', {
    viewerCan: { __typename: 'DocumentViewerCan', shareToCase: false },
  }),
];

const documentPermissions = (manageDocuments: boolean) => ({
  myPermissions: { __typename: 'MyPermissions', organizationId: ORG_ID, manageDocuments },
});

const FORMS = [
  { __typename: 'Form', id: 'form-1', name: 'Provider note', isGlobal: false, isActive: true },
  { __typename: 'Form', id: 'form-2', name: 'Old intake', isGlobal: false, isActive: false },
];

function templatesPage(templates: unknown[], hasNextPage = false) {
  return {
    allCommunicationTemplates: {
      __typename: 'CommunicationTemplatesPage',
      totalCount: templates.length,
      pageInfo: { __typename: 'PageInfo', endCursor: hasNextPage ? 'cursor-1' : null, hasNextPage },
      templates,
    },
  };
}

/** Answers allCommunicationTemplates by searching name and/or text, as the api does. */
const searchTemplates: Resolver = (variables) => {
  const input = (variables.input ?? {}) as { searchText?: string | null; searchBy?: string | null };
  const needle = input.searchText?.toLowerCase();
  return templatesPage(
    TEMPLATES.filter((row) => {
      if (!needle) return true;
      const inName = row.name.toLowerCase().includes(needle);
      const inText = row.text.toLowerCase().includes(needle);
      return input.searchBy === 'TEMPLATE_NAME'
        ? inName
        : input.searchBy === 'TEMPLATE_TEXT'
          ? inText
          : inName || inText;
    }),
  );
};

function logEntry(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'CaseMessageLogEntry',
    id,
    caseId: `case-${id}`,
    caseShortId: `A-${id}`,
    caseTitle: 'Standing desk',
    employeeName: 'Pat Lee',
    channel: 'SMS',
    type: 'OUTBOUND_SMS_ERROR',
    direction: 'OUTBOUND',
    status: 'ERROR',
    subject: null,
    errorReason: 'Unreachable destination',
    attempts: 3,
    sentAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

function logPage(messages: unknown[], hasNextPage = false) {
  return {
    caseMessagesLog: {
      __typename: 'CaseMessagesLogPage',
      pageInfo: { __typename: 'PageInfo', endCursor: hasNextPage ? 'log-cursor-1' : null, hasNextPage },
      messages,
    },
  };
}

function setup(resolvers: Record<string, Resolver> = {}, role: Role = 'ADMIN', path = '/communication') {
  const client = makeClient({
    CommunicationPermissions: () => permissions(),
    CommunicationTemplates: searchTemplates,
    CommunicationTemplatePlaceholders: () => ({ communicationTemplatePlaceholders: PLACEHOLDERS }),
    CaseMessagesLog: () => logPage([logEntry('1')]),
    CommunicationTemplateForms: () => ({ allForms: FORMS }),
    CommunicationTemplateOrganizationCaseCategories: () => organizationCategories(ORGANIZATION_CATEGORIES),
    CommunicationTemplateCaseCategoryCatalogue: () => ({ allCaseCategories: CATALOGUE }),
    CommunicationTemplateDocuments: () => ({ allOrganizationDocuments: DOCUMENTS }),
    CommunicationTemplateDocumentPermissions: () => documentPermissions(true),
    ...resolvers,
  });
  renderApp(path, { session: makeSession(makeUser(role)), client: client.client });
  return client;
}

const templateNames = () =>
  within(screen.getByRole('table', { name: 'Communication templates' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

const chooseOption = async (label: string, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('insertAtCursor', () => {
  it('puts the token at the caret, in place of a selection, or at the end', () => {
    expect(insertAtCursor('Hello  there', 6, 6, '{{caseId}}')).toEqual({ text: 'Hello {{caseId}} there', caret: 16 });
    expect(insertAtCursor('Hello NAME', 6, 10, '{{submitterName}}')).toEqual({
      text: 'Hello {{submitterName}}',
      caret: 23,
    });
    expect(insertAtCursor('Hi', null, null, '{{caseId}}')).toEqual({ text: 'Hi{{caseId}}', caret: 12 });
  });
});

describe('CommunicationPage', () => {
  beforeAll(async () => {
    await preloadLazyModules();
    await import('./CommunicationPage');
  }, 30_000);
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => cleanup());

  it('lists the templates and searches them by name or text', async () => {
    const { named } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Communication' })).toBeTruthy();
    await screen.findByRole('table', { name: 'Communication templates' });
    expect(templateNames()).toEqual(['Welcome', 'Documents needed', 'Company policy']);
    // Only what the api lets the viewer manage offers Edit and Delete.
    expect(screen.getByRole('button', { name: 'Edit Welcome' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Company policy' })).toBeNull();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search templates' }), { target: { value: 'case' } });
    await waitFor(() => expect(templateNames()).toEqual(['Documents needed']));
    expect(named('CommunicationTemplates').at(-1)?.variables).toMatchObject({
      organizationId: ORG_ID,
      input: { searchText: 'case', searchBy: null, after: null },
    });

    await chooseOption('Search in', 'Name');
    await screen.findByText('No templates match your search');
    expect(named('CommunicationTemplates').at(-1)?.variables).toMatchObject({
      input: { searchText: 'case', searchBy: 'TEMPLATE_NAME' },
    });
  });

  it('inserts the placeholder picked at the caret of the text', async () => {
    const { named } = setup({
      CreateCommunicationTemplate: (variables) => ({
        createCommunicationTemplate: {
          __typename: 'CommunicationTemplatePayload',
          success: true,
          message: 'Operation succeeded!',
          template: template('t-9', 'Reminder', (variables.input as { text: string }).text),
        },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New template' }));
    const dialog = await screen.findByRole('dialog', { name: 'New template' });
    // The viewer may create personal and organization templates, not global ones.
    expect(within(dialog).getByRole('radio', { name: /^Organization/ })).toHaveProperty('checked', true);
    expect(within(dialog).queryByRole('radio', { name: /^Global/ })).toBeNull();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Reminder' } });
    const text = within(dialog).getByRole('textbox', { name: 'Text' }) as HTMLTextAreaElement;
    fireEvent.change(text, { target: { value: 'Case  is open' } });
    text.setSelectionRange(5, 5);

    const picker = within(dialog).getByRole('button', { name: 'Insert placeholder' });
    await waitFor(() => expect(picker).toHaveProperty('disabled', false));
    fireEvent.click(picker);
    fireEvent.click(await screen.findByRole('menuitem', { name: '{{caseId}}' }));
    expect(text.value).toBe('Case {{caseId}} is open');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create template' }));
    await waitFor(() => expect(named('CreateCommunicationTemplate')).toHaveLength(1));
    expect(named('CreateCommunicationTemplate')[0].variables).toEqual({
      organizationId: ORG_ID,
      input: {
        name: 'Reminder',
        text: 'Case {{caseId}} is open',
        formIds: [],
        caseCategoryIds: [],
        documentIds: [],
        isGlobal: false,
        isPersonal: false,
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New template' })).toBeNull());
  });

  it('works the placeholder picker by keyboard and puts the caret back after the placeholder', async () => {
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'New template' }));
    const dialog = await screen.findByRole('dialog', { name: 'New template' });
    const text = within(dialog).getByRole('textbox', { name: 'Text' }) as HTMLTextAreaElement;
    fireEvent.change(text, { target: { value: 'Your case is with .' } });
    text.setSelectionRange(18, 18);
    const picker = within(dialog).getByRole('button', { name: 'Insert placeholder' });
    await waitFor(() => expect(picker).toHaveProperty('disabled', false));
    // Enter on a focused button is a click.
    picker.focus();
    fireEvent.click(picker);
    const menu = await screen.findByRole('menu', { name: 'Insert placeholder' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('{{caseId}}'));
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('{{assigneeName}}');
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(text.value).toBe('Your case is with {{assigneeName}}.');
    await waitFor(() => expect(document.activeElement).toBe(text));
    expect(text.selectionStart).toBe(34);
  });

  it('edits a template: its name, text and the forms it offers, its scope shown as it is', async () => {
    const { named } = setup({
      UpdateCommunicationTemplate: (variables) => ({
        updateCommunicationTemplate: {
          __typename: 'CommunicationTemplatePayload',
          success: true,
          message: 'Operation succeeded!',
          template: template('t-2', 'Documents needed', 'x', variables.input as Record<string, unknown>),
        },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Documents needed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit template' });
    expect(within(dialog).getByText('Scope: Organization')).toBeTruthy();
    expect(within(dialog).queryByRole('radio')).toBeNull();
    expect((within(dialog).getByRole('textbox', { name: 'Text' }) as HTMLTextAreaElement).value).toBe(
      'Please upload your note for case {{caseId}}',
    );
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Forms to answer' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    // A form switched off is not offered.
    expect(options).toEqual(['Provider note']);
    fireEvent.click(screen.getByRole('option', { name: 'Provider note' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(named('UpdateCommunicationTemplate')).toHaveLength(1));
    expect(named('UpdateCommunicationTemplate')[0].variables).toEqual({
      templateId: 't-2',
      input: { name: 'Documents needed', text: 'Please upload your note for case {{caseId}}', formIds: ['form-1'] },
    });
  });

  it('shows the api’s refusal under the field it names', async () => {
    setup({
      CreateCommunicationTemplate: () =>
        new GraphQLErrorsAnswer([
          {
            message: 'text: unknown placeholder {{nope}}',
            extensions: { code: 'BAD_USER_INPUT', field: 'text' },
          },
        ]),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New template' }));
    const dialog = await screen.findByRole('dialog', { name: 'New template' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Bad' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Text' }), { target: { value: 'Hi {{nope}}' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create template' }));
    const text = within(dialog).getByRole('textbox', { name: 'Text' });
    await waitFor(() => expect(text.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('unknown placeholder {{nope}}')).toBeTruthy();
  });

  it('deletes a template only after confirmation', async () => {
    const { named } = setup({
      DeleteCommunicationTemplate: (variables) => ({
        deleteCommunicationTemplate: {
          __typename: 'CommunicationTemplatePayload',
          success: true,
          message: 'Operation succeeded!',
          template: { __typename: 'CommunicationTemplate', id: variables.templateId },
        },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Welcome' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this template?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete this template?' })).toBeNull());
    expect(named('DeleteCommunicationTemplate')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Welcome' }));
    const again = await screen.findByRole('dialog', { name: 'Delete this template?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(named('DeleteCommunicationTemplate')).toHaveLength(1));
    expect(named('DeleteCommunicationTemplate')[0].variables).toEqual({ templateId: 't-1' });
  });

  it('offers no template changes to a case worker the api allows none', async () => {
    setup({
      CommunicationPermissions: () =>
        permissions({
          manageOrganizationCommunicationTemplates: false,
          managePersonalCommunicationTemplates: false,
        }),
      CommunicationTemplates: () => templatesPage(TEMPLATES.map((row) => ({ ...row, viewerCanManage: false }))),
    });
    await screen.findByRole('table', { name: 'Communication templates' });
    expect(screen.queryByRole('button', { name: 'New template' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) / })).toBeNull();
  });

  it('shows the message log with status chips and links to the cases, and filters it', async () => {
    const { named } = setup({}, 'ADMIN', '/communication?tab=log');
    const table = await screen.findByRole('table', { name: 'Message log' });
    const link = within(table).getByRole('link', { name: 'A-1: Standing desk' });
    expect(link.getAttribute('href')).toBe('/accommodations/cases/case-1');
    expect(within(table).getByTestId('message-status').textContent).toBe('Status: Failed');
    expect(within(table).getByText('Unreachable destination')).toBeTruthy();

    await chooseOption('Channel', 'SMS');
    await waitFor(() =>
      expect(named('CaseMessagesLog').at(-1)?.variables).toMatchObject({
        organizationId: ORG_ID,
        input: { channel: 'SMS', status: null, type: null, after: null, first: 25 },
      }),
    );
    await chooseOption('Status', 'Failed');
    // The type filter offers only what goes with the channel and status chosen.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Type' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Any', 'Inbound SMS, failed', 'Outbound SMS, failed']);
    fireEvent.click(screen.getByRole('option', { name: 'Outbound SMS, failed' }));
    await waitFor(() =>
      expect(named('CaseMessagesLog').at(-1)?.variables).toMatchObject({
        input: { channel: 'SMS', status: 'ERROR', type: 'OUTBOUND_SMS_ERROR' },
      }),
    );
  });

  it('pages through the message log by cursor', async () => {
    const { named } = setup(
      {
        CaseMessagesLog: (variables) =>
          (variables.input as { after?: string | null }).after
            ? logPage([logEntry('2', { caseShortId: 'A-2' })])
            : logPage([logEntry('1')], true),
      },
      'ADMIN',
      '/communication?tab=log',
    );
    await screen.findByRole('link', { name: 'A-1: Standing desk' });
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('link', { name: 'A-2: Standing desk' });
    expect(named('CaseMessagesLog').at(-1)?.variables).toMatchObject({ input: { after: 'log-cursor-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await screen.findByRole('link', { name: 'A-1: Standing desk' });
  });

  it('says so when the log is empty, and when no message matches the filters', async () => {
    setup({ CaseMessagesLog: () => logPage([]) }, 'ADMIN', '/communication?tab=log');
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).toBeTruthy();
    await chooseOption('Channel', 'E-mail');
    expect(await screen.findByRole('heading', { name: 'No messages match these filters' })).toBeTruthy();
  });

  it('offers a retry when the log cannot be loaded', async () => {
    let fail = true;
    setup(
      {
        CaseMessagesLog: () => {
          if (fail) throw new Error('Failed to fetch');
          return logPage([logEntry('1')]);
        },
      },
      'ADMIN',
      '/communication?tab=log',
    );
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByRole('table', { name: 'Message log' })).toBeTruthy();
  });

  it('shows an employee neither templates nor the log', async () => {
    setup(
      {
        CommunicationPermissions: () => permissions({ allCommunicationTemplates: false, casesByStatus: false }),
      },
      'USER',
    );
    expect(await screen.findByText('Communication templates and the message log are for case teams.')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('has no serious axe violations on either tab', async () => {
    setup();
    await screen.findByRole('table', { name: 'Communication templates' });
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'New template' }));
    const dialog = await screen.findByRole('dialog', { name: 'New template' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Insert placeholder' })).toHaveProperty('disabled', false),
    );
    expect(await seriousAxeViolations(dialog)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus goes back to where it was.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('New template'));
    await act(async () => {
      fireEvent.click(screen.getByRole('tab', { name: 'Message log' }));
    });
    await screen.findByRole('table', { name: 'Message log' });
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });
});

describe('template pickers', () => {
  beforeAll(async () => {
    await preloadLazyModules();
    await import('./CommunicationPage');
  }, 30_000);
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => cleanup());

  const created = (variables: Record<string, unknown>) => ({
    createCommunicationTemplate: {
      __typename: 'CommunicationTemplatePayload',
      success: true,
      message: 'Operation succeeded!',
      template: template('t-9', 'New', 'x', variables.input as Record<string, unknown>),
    },
  });
  const openNew = async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'New template' }));
    return screen.findByRole('dialog', { name: 'New template' });
  };
  const optionsOf = async (dialog: HTMLElement, label: string) => {
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: label }));
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent);
    return options;
  };
  /** Closes an open list without choosing (Escape would close the dialog once the list is shut). */
  const closeList = (dialog: HTMLElement, label: string) =>
    fireEvent.blur(within(dialog).getByRole('combobox', { name: label }));

  it("offers the organization's case categories and its shareable documents, and sends the ids chosen", async () => {
    const { named } = setup({ CreateCommunicationTemplate: created });
    const dialog = await openNew();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Leave papers' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Text' }), { target: { value: 'Please read' } });

    await waitFor(async () => expect(await optionsOf(dialog, 'Case categories')).toEqual(['Hearing', 'Leave']));
    fireEvent.click(screen.getByRole('option', { name: 'Leave' }));
    closeList(dialog, 'Case categories');

    // Private and personal documents, and one the viewer may not share, are not offered.
    await waitFor(async () =>
      expect(await optionsOf(dialog, 'Documents')).toEqual(['Employee handbook.pdf', 'Accommodation policy.pdf']),
    );
    fireEvent.click(screen.getByRole('option', { name: 'Accommodation policy.pdf' }));
    closeList(dialog, 'Documents');

    expect(await optionsOf(dialog, 'Forms to answer')).toEqual(['Provider note']);
    fireEvent.click(screen.getByRole('option', { name: 'Provider note' }));
    closeList(dialog, 'Forms to answer');

    // The chosen ones show as chips in the field.
    expect(within(dialog).getByRole('button', { name: 'Leave' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Accommodation policy.pdf' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Create template' }));
    await waitFor(() => expect(named('CreateCommunicationTemplate')).toHaveLength(1));
    expect(named('CreateCommunicationTemplate')[0].variables).toEqual({
      organizationId: ORG_ID,
      input: {
        name: 'Leave papers',
        text: 'Please read',
        formIds: ['form-1'],
        caseCategoryIds: ['cat-leave'],
        documentIds: ['doc-policy'],
        isGlobal: false,
        isPersonal: false,
      },
    });
    expect(named('CommunicationTemplateOrganizationCaseCategories')[0].variables).toEqual({ organizationId: ORG_ID });
  });

  it('a global template chooses from the whole catalogue and global documents only', async () => {
    const { named } = setup({
      CommunicationPermissions: () => permissions({ manageGlobalCommunicationTemplates: true }),
      CreateCommunicationTemplate: created,
    });
    const dialog = await openNew();
    await waitFor(async () => expect(await optionsOf(dialog, 'Case categories')).toEqual(['Hearing', 'Leave']));
    fireEvent.click(screen.getByRole('option', { name: 'Leave' }));
    expect(within(dialog).getByRole('button', { name: 'Leave' })).toBeTruthy();
    // Another set of choices: what was chosen for the organization is let go.
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Global/ }));
    expect(within(dialog).queryByRole('button', { name: 'Leave' })).toBeNull();
    await waitFor(async () =>
      expect(await optionsOf(dialog, 'Case categories')).toEqual(['Hearing', 'Leave', 'Vision']),
    );
    fireEvent.click(screen.getByRole('option', { name: 'Vision' }));
    closeList(dialog, 'Case categories');
    expect(await optionsOf(dialog, 'Documents')).toEqual(['Accommodation policy.pdf']);
    closeList(dialog, 'Documents');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Everywhere' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Text' }), { target: { value: 'Hello' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create template' }));
    await waitFor(() => expect(named('CreateCommunicationTemplate')).toHaveLength(1));
    expect(named('CreateCommunicationTemplate')[0].variables).toMatchObject({
      input: { caseCategoryIds: ['cat-vision'], documentIds: [], isGlobal: true },
    });
  });

  it('picks a category by keyboard alone', async () => {
    setup();
    const dialog = await openNew();
    const field = within(dialog).getByRole('combobox', { name: 'Case categories' });
    field.focus();
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    await screen.findByRole('option', { name: 'Hearing' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'ArrowDown' });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Leave' })).toBeTruthy());
  });

  it('edits the categories and documents of a template, sending only the lists that changed', async () => {
    const { named } = setup({
      CommunicationTemplates: () =>
        templatesPage([
          template('t-1', 'Welcome', 'Hello', {
            caseCategoryIds: ['cat-hearing'],
            documentIds: ['doc-handbook'],
            formIds: ['form-1'],
          }),
        ]),
      UpdateCommunicationTemplate: (variables) => ({
        updateCommunicationTemplate: {
          __typename: 'CommunicationTemplatePayload',
          success: true,
          message: 'Operation succeeded!',
          template: template('t-1', 'Welcome', 'Hello', variables.input as Record<string, unknown>),
        },
      }),
    });
    // The list row shows what the template offers.
    const row = (await screen.findByRole('cell', { name: 'Welcome' })).closest('tr')!;
    await waitFor(() => expect(within(row).getByText('Hearing')).toBeTruthy());
    await waitFor(() => expect(within(row).getByText('Employee handbook.pdf')).toBeTruthy());
    expect(within(row).getByText('Provider note')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Edit Welcome' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit template' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Hearing' })).toBeTruthy());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(named('UpdateCommunicationTemplate')).toHaveLength(1));
    expect(named('UpdateCommunicationTemplate')[0].variables).toEqual({
      templateId: 't-1',
      input: { name: 'Welcome', text: 'Hello' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit template' })).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Edit Welcome' }));
    const again = await screen.findByRole('dialog', { name: 'Edit template' });
    await waitFor(async () => expect(await optionsOf(again, 'Case categories')).toEqual(['Hearing', 'Leave']));
    fireEvent.click(screen.getByRole('option', { name: 'Leave' }));
    closeList(again, 'Case categories');
    // A chip's delete icon removes it.
    const handbook = within(again).getByRole('button', { name: 'Employee handbook.pdf' });
    fireEvent.click(within(handbook).getByTestId('CancelIcon'));
    fireEvent.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(named('UpdateCommunicationTemplate')).toHaveLength(2));
    expect(named('UpdateCommunicationTemplate')[1].variables).toEqual({
      templateId: 't-1',
      input: { name: 'Welcome', text: 'Hello', caseCategoryIds: ['cat-hearing', 'cat-leave'], documentIds: [] },
    });
  });

  it('says so while the categories load and when the organization uses none', async () => {
    let answer: (value: unknown) => void = () => {};
    setup({
      CommunicationTemplateOrganizationCaseCategories: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const dialog = await openNew();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Case categories' }));
    expect(await screen.findByText('Loading…')).toBeTruthy();
    await act(async () => answer(organizationCategories([])));
    expect(await screen.findByText('Your organization uses no case categories yet')).toBeTruthy();
  });

  it('offers a retry when the categories cannot be loaded', async () => {
    let fail = true;
    setup({
      CommunicationTemplateOrganizationCaseCategories: () => {
        if (fail) throw new Error('Failed to fetch');
        return organizationCategories(ORGANIZATION_CATEGORIES);
      },
    });
    const dialog = await openNew();
    expect(await within(dialog).findByText("We couldn't load the case categories.")).toBeTruthy();
    fail = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(async () => expect(await optionsOf(dialog, 'Case categories')).toEqual(['Hearing', 'Leave']));
  });

  it('leaves out only the documents picker when the api cannot say whether documents may be browsed', async () => {
    const cannotSay = () =>
      new GraphQLErrorsAnswer([
        {
          message: 'Cannot query field "manageDocuments" on type "MyPermissions".',
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
        },
      ]);
    // The menu asks too (its answer would be read from the cache): neither can say.
    const { named } = setup({ MyPermissions: cannotSay, CommunicationTemplateDocumentPermissions: cannotSay });
    const dialog = await openNew();
    await waitFor(() => expect(named('CommunicationTemplateDocumentPermissions').length).toBeGreaterThan(0));
    await within(dialog).findByRole('combobox', { name: 'Case categories' });
    expect(within(dialog).queryByRole('combobox', { name: 'Documents' })).toBeNull();
    expect(named('CommunicationTemplateDocuments')).toHaveLength(0);
  });

  it("shows the api's refusal of a category under the field, and no documents picker without the right", async () => {
    setup({
      CommunicationTemplateDocumentPermissions: () => documentPermissions(false),
      CreateCommunicationTemplate: () =>
        new GraphQLErrorsAnswer([
          {
            message: "caseCategoryIds: cat-leave is not a case category of the template's organization",
            extensions: { code: 'BAD_USER_INPUT', field: 'caseCategoryIds' },
          },
        ]),
    });
    const dialog = await openNew();
    expect(within(dialog).queryByRole('combobox', { name: 'Documents' })).toBeNull();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Bad' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Text' }), { target: { value: 'Hi' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create template' }));
    expect(
      await within(dialog).findByText("cat-leave is not a case category of the template's organization"),
    ).toBeTruthy();
    expect(within(dialog).getByRole('combobox', { name: 'Case categories' }).getAttribute('aria-invalid')).toBe('true');
  });
});
