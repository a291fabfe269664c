import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  makeSession,
  makeUser,
  preloadLazyModules,
  renderApp,
  seriousAxeViolations,
  setViewportWidth,
} from '../../app/routes/test-support';
import { formPayload, listedForm, makeFormsClient, ORG_ID } from './test-forms';

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

function listClient(forms = FORMS) {
  return makeFormsClient({
    FormsList: () => ({ allForms: forms }),
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
    expect(rowNames()).toEqual(['Accommodation request', 'Leave request', 'Global intake']);
    expect(screen.getByText('/l/accommodation')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Accommodation request' }).getAttribute('href')).toBe('/forms/form-1');
    expect(screen.getByRole('link', { name: 'New form' }).getAttribute('href')).toBe('/form-builder');
    expect(operations.find((operation) => operation.name === 'FormsList')?.variables).toEqual({
      organizationId: ORG_ID,
      includeDisabledForms: true,
    });
    await expect.poll(() => document.title).toBe('Forms | Case Management');
  });

  it('filters by the visibility query parameter', async () => {
    const { client } = listClient();
    const { router } = renderApp('/forms?visibility=disabled', { session: makeSession(makeUser('ADMIN')), client });
    await screen.findByRole('table', { name: 'Forms' });
    expect(rowNames()).toEqual(['Leave request']);

    fireEvent.click(screen.getByRole('button', { name: 'Active' }));
    expect(router.state.location.search).toBe('?visibility=active');
    expect(rowNames()).toEqual(['Accommodation request', 'Global intake']);

    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(router.state.location.search).toBe('');
    expect(rowNames()).toHaveLength(3);
  });

  it('offers New form in the empty state to editors only', async () => {
    const { client } = listClient([]);
    renderApp('/forms', { session: makeSession(makeUser('CVADMIN')), client });
    expect(await screen.findByText('No forms yet')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'New form' })).toHaveLength(2);
    cleanup();

    renderApp('/forms', { session: makeSession(makeUser('CASEWORKER')), client: listClient([]).client });
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
