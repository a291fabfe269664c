import { cleanup, fireEvent, screen, within } from '@testing-library/react';
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
import { formPayload, listedForm, loadedForm, makeFormsClient, ORG_ID } from './test-forms';

const FORMS = [
  listedForm(),
  listedForm({
    id: 'form-2',
    name: 'Leave request',
    linkName: 'leave',
    isActive: false,
    isDefault: false,
    versionNumber: 1,
  }),
  listedForm({ id: 'form-3', name: 'Global intake', linkName: 'global-intake', isGlobal: true, isDefault: false }),
];

/** Answers allForms as the api does: isGlobal true for global forms only, disabled forms when asked. */
/** The forms list's client; the api allows everything but the permissions given as false. */
function listClient(forms = FORMS, permissions: Record<string, boolean> = {}) {
  return makeFormsClient({
    MyPermissions: () => myPermissionsAnswer(permissions),
    FormsList: (variables) => ({
      allForms: forms.filter(
        (form) => (variables.isGlobal !== true || form.isGlobal) && (variables.includeDisabledForms || form.isActive),
      ),
    }),
    FormsSetVisibility: (variables) =>
      formPayload('updateFormVisibility', { id: variables.formId, isActive: variables.isActive }),
  });
}

const rowNames = () =>
  within(screen.getByRole('table', { name: 'Forms' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('FormsListPage', () => {
  beforeAll(async () => {
    await preloadLazyModules();
    await import('./FormsListPage');
  }, 30_000);
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => cleanup());

  it("lists the organization's forms with short link, version and flags", async () => {
    const { client, operations } = listClient();
    renderApp('/forms', { session: makeSession(makeUser('ADMIN')), client });
    expect(await screen.findByRole('heading', { level: 1, name: 'Forms' })).toBeTruthy();
    await screen.findByRole('table', { name: 'Forms' });
    expect(rowNames()).toEqual(['Accommodation request', 'Global intake']);
    expect(screen.getByText('/l/accommodation')).toBeTruthy();
    const scopes = within(screen.getByRole('table', { name: 'Forms' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[5].textContent);
    expect(scopes).toEqual(['Organization', 'Global']);
    expect(screen.getByRole('link', { name: 'Accommodation request' }).getAttribute('href')).toBe('/forms/form-1');
    expect(screen.getByRole('link', { name: 'New form' }).getAttribute('href')).toBe('/form-builder');
    expect(operations.find((operation) => operation.name === 'FormsList')?.variables).toEqual({
      organizationId: ORG_ID,
      includeDisabledForms: false,
    });
    await expect.poll(() => document.title).toBe('Forms | Case Management');
  });

  it('keeps the visibility in the URL and asks allForms for global or organization forms', async () => {
    const { client, named } = listClient();
    const { router } = renderApp('/forms?visibility=global', { session: makeSession(makeUser('ADMIN')), client });
    await screen.findByRole('table', { name: 'Forms' });
    expect(rowNames()).toEqual(['Global intake']);
    expect(screen.getByRole('button', { name: 'Global forms' }).getAttribute('aria-pressed')).toBe('true');
    expect(named('FormsList').at(-1)?.variables).toEqual({
      organizationId: ORG_ID,
      isGlobal: true,
      includeDisabledForms: false,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Organization forms' }));
    expect(router.state.location.search).toBe('?visibility=organization');
    await expect.poll(() => rowNames()).toEqual(['Accommodation request']);
    expect(named('FormsList').at(-1)?.variables).toEqual({
      organizationId: ORG_ID,
      isGlobal: false,
      includeDisabledForms: false,
    });

    fireEvent.click(screen.getByRole('switch', { name: 'Show disabled forms' }));
    expect(router.state.location.search).toBe('?visibility=organization&disabled=shown');
    await expect.poll(() => rowNames()).toEqual(['Accommodation request', 'Leave request']);
    expect(named('FormsList').at(-1)?.variables).toEqual({
      organizationId: ORG_ID,
      isGlobal: false,
      includeDisabledForms: true,
    });

    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(router.state.location.search).toBe('?visibility=all&disabled=shown');
    await expect.poll(() => rowNames()).toHaveLength(3);
    expect(named('FormsList').at(-1)?.variables).toEqual({ organizationId: ORG_ID, includeDisabledForms: true });
  });

  it('keeps the filter when coming back from a form, by link or by going back', async () => {
    const { client } = makeFormsClient({
      FormsList: () => ({ allForms: FORMS }),
      FormEditorForm: () => loadedForm([]),
      FormEditorVersions: () => ({ allFormVersions: [] }),
    });
    const session = makeSession(makeUser('ADMIN'));
    const { router } = renderApp('/forms?visibility=organization&disabled=shown', { session, client });
    await screen.findByRole('table', { name: 'Forms' });
    fireEvent.click(screen.getByRole('link', { name: 'Accommodation request' }));
    fireEvent.click(await screen.findByRole('link', { name: 'Back to forms' }));
    await screen.findByRole('table', { name: 'Forms' });
    expect(router.state.location.search).toBe('?visibility=organization&disabled=shown');

    fireEvent.click(screen.getByRole('link', { name: 'Accommodation request' }));
    await screen.findByRole('link', { name: 'Back to forms' });
    await router.navigate(-1);
    await screen.findByRole('table', { name: 'Forms' });
    expect(router.state.location.search).toBe('?visibility=organization&disabled=shown');
    expect(screen.getByRole('button', { name: 'Organization forms' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByRole('switch', { name: 'Show disabled forms' }) as HTMLInputElement).checked).toBe(true);
    await expect.poll(() => rowNames()).toEqual(['Accommodation request', 'Leave request']);
  });

  it('says what each filter found nothing of', async () => {
    renderApp('/forms?visibility=global', {
      session: makeSession(makeUser('ADMIN')),
      client: listClient([listedForm()], { setDefaultGlobalFormVersion: false }).client,
    });
    expect(await screen.findByRole('heading', { name: 'No global forms' })).toBeTruthy();
    expect(screen.getByText(/Disabled forms are hidden/)).toBeTruthy();
    // An Admin cannot build a global form: only the page's own New form is offered.
    expect(screen.getAllByRole('link', { name: 'New form' })).toHaveLength(1);
    cleanup();

    renderApp('/forms?visibility=organization', {
      session: makeSession(makeUser('ADMIN')),
      client: listClient([listedForm({ isGlobal: true })]).client,
    });
    expect(await screen.findByRole('heading', { name: 'No organization forms yet' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'New form' })).toHaveLength(2);
  });

  it("lets an Admin switch the organization's forms on and off but not global ones", async () => {
    // An Admin may edit forms but not manage the global ones (setDefaultGlobalFormVersion is the CV Admin's).
    const admin = listClient(FORMS, { setDefaultGlobalFormVersion: false });
    renderApp('/forms', { session: makeSession(makeUser('ADMIN')), client: admin.client });
    await screen.findByRole('switch', { name: 'Active: Accommodation request' });
    expect(screen.queryByRole('switch', { name: 'Active: Global intake' })).toBeNull();
    cleanup();

    renderApp('/forms', { session: makeSession(makeUser('CVADMIN')), client: listClient().client });
    expect(await screen.findByRole('switch', { name: 'Active: Global intake' })).toBeTruthy();
  });

  it('offers New form in the empty state only to whom the api lets build forms', async () => {
    const { client } = listClient([]);
    renderApp('/forms', { session: makeSession(makeUser('CVADMIN')), client });
    expect(await screen.findByText('No forms yet')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'New form' })).toHaveLength(2);
    cleanup();

    const withoutEditForm = { createForm: false, editForm: false, setDefaultGlobalFormVersion: false };
    renderApp('/forms', { session: makeSession(makeUser('ADMIN')), client: listClient([], withoutEditForm).client });
    expect(await screen.findByText('No forms yet')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'New form' })).toBeNull();
  });

  it('shows a skeleton while loading', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { client } = makeFormsClient({
      FormsList: async () => {
        await held;
        return { allForms: FORMS };
      },
    });
    renderApp('/forms', { session: makeSession(makeUser('ADMIN')), client });
    expect(await screen.findByTestId('forms-loading')).toBeTruthy();
    release();
    await screen.findByRole('table', { name: 'Forms' });
    expect(screen.queryByTestId('forms-loading')).toBeNull();
  });

  it('deactivates a form after confirmation', async () => {
    const { client, operations } = listClient();
    renderApp('/forms', { session: makeSession(makeUser('ADMIN')), client });
    const toggle = await screen.findByRole('switch', { name: 'Active: Accommodation request' });
    fireEvent.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Disable this form?' });
    expect(operations.some((operation) => operation.name === 'FormsSetVisibility')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await screen.findByRole('switch', { name: 'Active: Accommodation request' });
    await expect
      .poll(() => operations.find((operation) => operation.name === 'FormsSetVisibility')?.variables)
      .toEqual({ formId: 'form-1', isActive: false });
    await expect
      .poll(() => (screen.getByRole('switch', { name: 'Active: Accommodation request' }) as HTMLInputElement).checked)
      .toBe(false);
  });

  it('has no serious axe violations', async () => {
    const { client } = listClient();
    const { container } = renderApp('/forms', { session: makeSession(makeUser('ADMIN')), client });
    await screen.findByRole('table', { name: 'Forms' });
    expect(await seriousAxeViolations(container)).toEqual([]);
  });
});
