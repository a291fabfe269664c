import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  makeSession,
  makeUser,
  preloadLazyModules,
  myPermissionsAnswer,
  renderApp,
  seriousAxeViolations,
  setViewportWidth,
} from '../../app/routes/test-support';
import type { Resolver } from '../../app/routes/test-support';
import { badUserInput, formPayload, formVersion, loadedForm, makeFormsClient, ORG_ID, question } from './test-forms';

const QUESTIONS = [
  question(0, { type: 'SINGLESELECT', text: 'Are you pregnant?', options: ['Yes', 'No'], required: true }),
  question(1, {
    type: 'TEXT',
    text: 'Expected due date details',
    condition: { __typename: 'QuestionCondition', questionIndex: 0, response: 'Yes' },
  }),
  question(2, { type: 'BOOLEAN', text: 'Need a chair?' }),
  question(3, { type: 'TEXT', text: 'Anything else?' }),
];

const VERSION_1_QUESTIONS = [
  question(0, { type: 'TEXT', text: 'What do you need at work?' }),
  question(1, { type: 'BOOLEAN', text: 'Is this about a pregnancy?' }),
];

const VERSIONS = [
  formVersion(1, { linkName: 'pregnancy-old' }),
  formVersion(2),
  formVersion(1, { id: 'other-version', formId: 'form-9', linkName: 'other' }),
];

function editorClient(resolvers: Record<string, Resolver> = {}, questions: unknown[] = QUESTIONS) {
  return makeFormsClient({
    FormEditorForm: (variables) =>
      variables.formId === 'form-1'
        ? loadedForm(questions)
        : loadedForm([], { id: variables.formId, versionNumber: 1, name: 'Created', linkName: 'created' }),
    FormEditorCreateVersion: () =>
      formPayload('createFormVersion', { id: 'form-1', versionNumber: 3, versionId: 'v3' }),
    FormEditorUpdateForm: (variables) =>
      formPayload('updateForm', {
        id: 'form-1',
        name: 'Pregnancy accommodation',
        linkName: 'pregnancy',
        description: '',
        isDefault: false,
        showStepsIndividually: false,
        ...(variables.input as Record<string, unknown>),
      }),
    FormEditorCreateForm: () => formPayload('createForm', { id: 'form-new', versionNumber: 1, versionId: 'v1' }),
    FormsList: () => ({ allForms: [] }),
    FormEditorVersions: () => ({ allFormVersions: VERSIONS }),
    FormEditorVersionPreview: (variables) => ({
      formByVersionId: loadedForm(variables.versionId === 'version-1' ? VERSION_1_QUESTIONS : questions, {
        versionId: variables.versionId,
        versionNumber: Number(String(variables.versionId).replace('version-', '')),
      }).formById,
    }),
    FormEditorSetDefaultGlobalVersion: (variables) => ({
      setDefaultGlobalFormVersion: {
        __typename: 'FormVersionPayload',
        success: true,
        message: 'Operation succeeded!',
        formVersion: {
          __typename: 'FormVersion',
          id: variables.versionId,
          isPartnerDefault: true,
          isGLPFollowupDefault: false,
        },
      },
    }),
    ...resolvers,
  });
}

const cards = () => screen.getAllByTestId('question-card');
const card = (position: number) => cards()[position - 1];
const headingOf = (element: HTMLElement) => within(element).getByRole('heading', { level: 3 }).textContent;
const typeIn = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const optionLabels = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

async function openExisting(resolvers: Record<string, Resolver> = {}, role: 'ADMIN' | 'CVADMIN' = 'ADMIN') {
  const { client, operations } = editorClient(resolvers);
  const rendered = renderApp('/forms/form-1', { session: makeSession(makeUser(role)), client });
  await screen.findByRole('heading', { level: 1, name: 'Edit form: Pregnancy accommodation' });
  return { ...rendered, operations };
}

function addQuestion(typeLabel: string) {
  const select = screen.getByLabelText('New question type') as HTMLSelectElement;
  const option = within(select)
    .getAllByRole('option')
    .find((candidate) => candidate.textContent === typeLabel) as HTMLOptionElement;
  fireEvent.change(select, { target: { value: option.value } });
  fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
}

describe('FormEditorPage', () => {
  beforeAll(async () => {
    await preloadLazyModules();
    await import('./FormEditorPage');
  }, 30_000);
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => cleanup());

  it('adds, edits and removes questions', async () => {
    const { client } = editorClient();
    renderApp('/form-builder', { session: makeSession(makeUser('ADMIN')), client });
    expect(await screen.findByRole('heading', { level: 1, name: 'New form' })).toBeTruthy();
    await expect.poll(() => document.title).toBe('Form Builder | Case Management');
    expect(screen.queryAllByTestId('question-card')).toHaveLength(0);

    addQuestion('Text');
    expect(cards()).toHaveLength(1);
    const text = within(card(1)).getByLabelText(/^Question text/);
    expect(document.activeElement).toBe(text);
    typeIn(text, 'What do you need?');
    typeIn(within(card(1)).getByLabelText('Hint'), 'A short description');
    typeIn(within(card(1)).getByLabelText('Placeholder'), 'Type here');
    fireEvent.click(within(card(1)).getByLabelText('Required'));
    fireEvent.click(within(card(1)).getByLabelText('Contains PHI'));
    expect(headingOf(card(1))).toBe('Question 1: What do you need?');

    addQuestion('Single choice');
    expect(cards()).toHaveLength(2);
    typeIn(within(card(2)).getByLabelText(/^Question text/), 'Which shift?');
    typeIn(within(card(2)).getByLabelText(/^Options/), 'Day\nNight');
    typeIn(within(card(2)).getByLabelText('Display as'), 'DROPDOWN');
    expect((within(card(2)).getByLabelText('Display as') as HTMLSelectElement).value).toBe('DROPDOWN');

    addQuestion('Date');
    expect(cards()).toHaveLength(3);
    fireEvent.click(within(card(1)).getByRole('button', { name: 'Remove' }));
    expect(cards()).toHaveLength(2);
    expect(headingOf(card(1))).toBe('Question 1: Which shift?');
    expect(screen.getByTestId('editor-announcer').textContent).toBe('Question 1 removed');
  });

  it('reorders by keyboard, keeps focus on the moved question and announces the new position', async () => {
    await openExisting();
    expect(cards().map(headingOf)).toEqual([
      'Question 1: Are you pregnant?',
      'Question 2: Expected due date details',
      'Question 3: Need a chair?',
      'Question 4: Anything else?',
    ]);
    within(card(3)).getByRole('button', { name: 'Move up' }).focus();
    fireEvent.click(within(card(3)).getByRole('button', { name: 'Move up' }));
    expect(headingOf(card(2))).toBe('Question 2: Need a chair?');
    expect(screen.getByTestId('editor-announcer').textContent).toBe('Question moved to position 2');
    expect(document.activeElement).toBe(within(card(2)).getByRole('button', { name: 'Move up' }));

    fireEvent.click(within(card(4)).getByRole('button', { name: 'Move up' }));
    fireEvent.click(within(card(3)).getByRole('button', { name: 'Move down' }));
    expect(screen.getByTestId('editor-announcer').textContent).toBe('Question moved to position 4');
    // At the bottom, Move down is disabled: focus stays on the moved question itself.
    expect(document.activeElement).toBe(card(4));
    expect(headingOf(card(4))).toBe('Question 4: Anything else?');
  });

  it('reorders by drag and drop', async () => {
    await openExisting();
    const handle = card(4).querySelector('[draggable="true"]') as HTMLElement;
    const dataTransfer = { setData: () => undefined, effectAllowed: '' };
    fireEvent.dragStart(handle, { dataTransfer });
    fireEvent.dragOver(card(1), { dataTransfer });
    fireEvent.drop(card(1), { dataTransfer });
    expect(headingOf(card(1))).toBe('Question 1: Anything else?');
    expect(screen.getByTestId('editor-announcer').textContent).toBe('Question moved to position 1');
  });

  it('offers only earlier questions with answers in the condition picker', async () => {
    await openExisting();
    expect(optionLabels(within(card(1)).getByLabelText('Show only when'))).toEqual(['Always shown']);
    expect(optionLabels(within(card(4)).getByLabelText('Show only when'))).toEqual([
      'Always shown',
      'Question 1: Are you pregnant?',
      'Question 3: Need a chair?',
    ]);
    const picker = within(card(4)).getByLabelText('Show only when');
    typeIn(picker, (within(picker).getAllByRole('option')[2] as HTMLOptionElement).value);
    expect(optionLabels(within(card(4)).getByLabelText('Answer'))).toEqual(['Yes', 'No']);
    expect(optionLabels(within(card(2)).getByLabelText('Answer'))).toEqual(['Yes', 'No']);
  });

  it('flags a condition that points at a later question after a reorder and refuses to publish', async () => {
    const { operations } = await openExisting();
    fireEvent.click(within(card(2)).getByRole('button', { name: 'Move up' }));
    expect(within(card(1)).getByText(/points at question 2, which now comes after this one/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Fix the problems marked below/);
    expect(operations.some((operation) => operation.name === 'FormEditorCreateVersion')).toBe(false);
  });

  it('does not publish an identical version', async () => {
    const { operations } = await openExisting();
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(/No changes to publish/)).toBeTruthy();
    expect(operations.some((operation) => operation.name === 'FormEditorCreateVersion')).toBe(false);
  });

  it('validates the link name as the api does', async () => {
    const { client } = editorClient();
    renderApp('/form-builder', { session: makeSession(makeUser('ADMIN')), client });
    const link = await screen.findByLabelText(/^Link name/);
    typeIn(link, 'Bad Link!');
    fireEvent.blur(link);
    expect(screen.getByText(/Use lowercase letters, digits and dashes only/)).toBeTruthy();
    typeIn(link, 'good-link-2');
    expect(screen.queryByText(/Use lowercase letters, digits and dashes only/)).toBeNull();
  });

  it('publishes a new form with createForm and its questions, conditions by index', async () => {
    const { client, operations } = editorClient();
    const { router } = renderApp('/form-builder', { session: makeSession(makeUser('CVADMIN')), client });
    typeIn(await screen.findByLabelText(/^Name/), 'Pregnancy accommodation');
    typeIn(screen.getByLabelText(/^Link name/), 'pregnancy');
    typeIn(screen.getByLabelText('Description'), 'For expecting employees');
    fireEvent.click(screen.getByLabelText('Show one question per step'));
    fireEvent.click(screen.getByLabelText('Global form (offered to every organization)'));
    fireEvent.click(within(screen.getByRole('group', { name: 'Case types' })).getByLabelText('GLP (medication)'));
    addQuestion('Yes / No');
    typeIn(within(card(1)).getByLabelText(/^Question text/), 'Are you pregnant?');
    fireEvent.click(within(card(1)).getByLabelText('Required'));
    addQuestion('Text');
    typeIn(within(card(2)).getByLabelText(/^Question text/), 'Due date details');
    const picker = within(card(2)).getByLabelText('Show only when');
    typeIn(picker, (within(picker).getAllByRole('option')[1] as HTMLOptionElement).value);
    typeIn(within(card(2)).getByLabelText('Answer'), 'true');

    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await screen.findByRole('heading', { level: 1, name: 'Edit form: Created' });
    expect(router.state.location.pathname).toBe('/forms/form-new');
    expect(screen.getByText('Version 1 published.')).toBeTruthy();
    expect(operations.find((operation) => operation.name === 'FormEditorCreateForm')?.variables).toEqual({
      organizationId: ORG_ID,
      input: {
        name: 'Pregnancy accommodation',
        linkName: 'pregnancy',
        description: 'For expecting employees',
        isDefault: false,
        isGlobal: true,
        showStepsIndividually: true,
        caseTypes: ['GLP'],
        questions: [
          {
            type: 'BOOLEAN',
            text: 'Are you pregnant?',
            hint: null,
            placeholder: null,
            options: [],
            required: true,
            isPHI: false,
            renderMode: null,
            condition: null,
          },
          {
            type: 'TEXT',
            text: 'Due date details',
            hint: null,
            placeholder: null,
            options: [],
            required: false,
            isPHI: false,
            renderMode: null,
            condition: { questionIndex: 0, response: 'true' },
          },
        ],
      },
    });
  });

  it('publishes a new version of an existing form, then updates the changed settings', async () => {
    const { operations } = await openExisting();
    typeIn(screen.getByLabelText(/^Name/), 'Pregnancy accommodation v2');
    fireEvent.click(within(card(4)).getByRole('button', { name: 'Remove' }));
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Version 3 published.')).toBeTruthy();
    expect(screen.getByText(/Current version: 3/)).toBeTruthy();
    const version = operations.find((operation) => operation.name === 'FormEditorCreateVersion');
    expect(version?.variables.formId).toBe('form-1');
    expect((version?.variables.questions as unknown[]).length).toBe(3);
    expect((version?.variables.questions as Array<Record<string, unknown>>)[1]).toEqual({
      type: 'TEXT',
      text: 'Expected due date details',
      hint: null,
      placeholder: null,
      options: [],
      required: false,
      isPHI: false,
      renderMode: null,
      condition: { questionIndex: 0, response: 'Yes' },
    });
    expect(operations.find((operation) => operation.name === 'FormEditorUpdateForm')?.variables).toEqual({
      formId: 'form-1',
      input: { name: 'Pregnancy accommodation v2' },
    });
  });

  it('saves the case types without a new version when the questions are unchanged', async () => {
    const { client, named } = editorClient({
      FormEditorForm: () => loadedForm(QUESTIONS, { caseTypes: ['GLP'] }),
    });
    renderApp('/forms/form-1', { session: makeSession(makeUser('ADMIN')), client });
    const group = await screen.findByRole('group', { name: 'Case types' });
    const ada = within(group).getByRole('checkbox', { name: 'ADA (accommodation)' }) as HTMLInputElement;
    const glp = within(group).getByRole('checkbox', { name: 'GLP (medication)' }) as HTMLInputElement;
    expect(ada.checked).toBe(false);
    expect(glp.checked).toBe(true);
    fireEvent.click(ada);
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(/Settings saved/)).toBeTruthy();
    expect(named('FormEditorUpdateForm').map((operation) => operation.variables)).toEqual([
      { formId: 'form-1', input: { caseTypes: ['ADA', 'GLP'] } },
    ]);
    expect(named('FormEditorCreateVersion')).toHaveLength(0);
    expect(screen.getByText(/Current version: 2/)).toBeTruthy();
    expect(screen.queryByText(/Unpublished changes/)).toBeNull();
  });

  it('lists the published versions and previews an earlier one with its own questions', async () => {
    const { operations } = await openExisting();
    const table = await screen.findByRole('table', { name: 'Versions' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0].textContent)).toEqual([
      'Version 2Current',
      'Version 1',
    ]);
    expect(within(rows[1]).getByText('/l/pregnancy-old')).toBeTruthy();
    expect(within(rows[1]).getByText((_text, element) => element?.tagName === 'TIME')).toBeTruthy();
    expect(operations.find((operation) => operation.name === 'FormEditorVersions')?.variables).toEqual({
      organizationId: ORG_ID,
    });
    // Defaults are a global form's matter.
    expect(within(table).queryByRole('columnheader', { name: 'Defaults' })).toBeNull();

    const previewButton = screen.getByRole('button', { name: 'Preview version 1' });
    previewButton.focus();
    fireEvent.click(previewButton);
    const dialog = await screen.findByRole('dialog', { name: 'Version 1 of Pregnancy accommodation' });
    const preview = await within(dialog).findByTestId('form-preview');
    expect(within(preview).getByLabelText(/What do you need at work/)).toBeTruthy();
    expect(within(preview).getByRole('group', { name: /Is this about a pregnancy/ })).toBeTruthy();
    expect(within(preview).queryByText(/Are you pregnant/)).toBeNull();
    expect(operations.find((operation) => operation.name === 'FormEditorVersionPreview')?.variables).toEqual({
      versionId: 'version-1',
    });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Preview version 1' }));
    // The editor still holds the current questions.
    expect(cards().map(headingOf)[0]).toBe('Question 1: Are you pregnant?');
  });

  it('offers the global default actions to a CV Admin on a global form only', async () => {
    const resolvers = { FormEditorForm: () => loadedForm(QUESTIONS, { isGlobal: true }) };
    const admin = editorClient({
      ...resolvers,
      MyPermissions: () => myPermissionsAnswer({ setDefaultGlobalFormVersion: false }),
    });
    renderApp('/forms/form-1', { session: makeSession(makeUser('ADMIN')), client: admin.client });
    await screen.findByRole('table', { name: 'Versions' });
    expect(screen.queryByRole('button', { name: /Make default/ })).toBeNull();
    cleanup();

    await openExisting({}, 'CVADMIN');
    await screen.findByRole('table', { name: 'Versions' });
    expect(screen.queryByRole('button', { name: /Make default/ })).toBeNull();
    cleanup();

    const cvadmin = editorClient({
      ...resolvers,
      FormEditorVersions: () => ({ allFormVersions: [formVersion(1), formVersion(2, { isGLPFollowupDefault: true })] }),
    });
    renderApp('/forms/form-1', { session: makeSession(makeUser('CVADMIN')), client: cvadmin.client });
    const table = await screen.findByRole('table', { name: 'Versions' });
    expect(within(table).getByText('Default GLP follow-up form')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Make default GLP follow-up form: version 1' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make default GLP follow-up form: version 2' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Make default global form: version 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make version 2 the default global form?' });
    expect(cvadmin.named('FormEditorSetDefaultGlobalVersion')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make default' }));
    await expect
      .poll(() => cvadmin.named('FormEditorSetDefaultGlobalVersion').map((operation) => operation.variables))
      .toEqual([{ versionId: 'version-2' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's BAD_USER_INPUT message, and on the question its field names", async () => {
    await openExisting({
      FormEditorCreateVersion: () =>
        badUserInput('questions.2.options: options must differ from each other', 'questions.2.options'),
    });
    typeIn(within(card(3)).getByLabelText('Hint'), 'Changed');
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Question 3: options must differ from each other');
    expect(within(card(3)).getByText('options must differ from each other')).toBeTruthy();
    expect(within(card(1)).queryByText(/options must differ/)).toBeNull();
  });

  it('previews the questions with conditional questions toggling live', async () => {
    await openExisting();
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = screen.getByTestId('form-preview');
    expect(within(preview).queryByLabelText(/Expected due date details/)).toBeNull();
    const pregnant = within(preview).getByRole('group', { name: /Are you pregnant/ });
    fireEvent.click(within(pregnant).getByRole('radio', { name: 'Yes' }));
    expect(within(preview).getByLabelText(/Expected due date details/)).toBeTruthy();
    fireEvent.click(within(pregnant).getByRole('radio', { name: 'No' }));
    expect(within(preview).queryByLabelText(/Expected due date details/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Back to editing' }));
    expect(cards()).toHaveLength(4);
  });

  it('warns before leaving with unpublished changes', async () => {
    const { router } = await openExisting();
    typeIn(screen.getByLabelText(/^Name/), 'Changed');
    fireEvent.click(screen.getByRole('link', { name: 'Back to forms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without publishing?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/forms/form-1');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('link', { name: 'Back to forms' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave' }));
    await screen.findByRole('heading', { level: 1, name: 'Forms' });
  });

  it('has no serious axe violations in the editor and the preview', async () => {
    const { container } = await openExisting({}, 'CVADMIN');
    await screen.findByRole('table', { name: 'Versions' });
    expect(await seriousAxeViolations(container)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await seriousAxeViolations(container)).toEqual([]);
    // Two axe passes over the whole editor: slow on a loaded machine.
  }, 60_000);

  it('has no serious axe violations in the versions of a global form and a version preview', async () => {
    const { client } = editorClient({ FormEditorForm: () => loadedForm(QUESTIONS, { isGlobal: true }) });
    renderApp('/forms/form-1', { session: makeSession(makeUser('CVADMIN')), client });
    await screen.findByRole('button', { name: 'Make default global form: version 1' });
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Preview version 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Version 1 of Pregnancy accommodation' });
    await within(dialog).findByTestId('form-preview');
    expect(await seriousAxeViolations(dialog)).toEqual([]);
  }, 60_000);
});
