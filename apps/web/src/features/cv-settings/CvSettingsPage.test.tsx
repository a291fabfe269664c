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
  preloadLazyModules,
  Providers,
  type Resolver,
  seriousAxeViolations,
  setViewportWidth,
  TEST_PAGES,
} from '../../app/routes/test-support';
import type { Role } from '../../shared/roles';

type Org = { id: string; name: string; contactEmail: string | null; isPartner: boolean; linkName: string | null };
const org = (fields: Org) => ({ __typename: 'Organization', ...fields });
const ORGANIZATIONS: Org[] = [
  { id: 'org-1', name: 'Acme Health', contactEmail: 'hr@acme.test', isPartner: false, linkName: null },
  { id: 'org-2', name: 'Borealis Foods', contactEmail: null, isPartner: false, linkName: 'borealis' },
  { id: 'org-3', name: 'Vitality Partners', contactEmail: null, isPartner: true, linkName: 'vitality' },
];
const formVersion = (
  id: string,
  formId: string,
  versionNumber: number,
  flags: Partial<Record<string, boolean>> = {},
) => ({
  __typename: 'FormVersion',
  id,
  formId,
  versionNumber,
  isPartnerDefault: false,
  isGLPFollowupDefault: false,
  ...flags,
});

/** An api over a list of organizations: mutations change it as the real one does. */
function setup(resolvers: Record<string, Resolver> = {}, role: Role = 'CVADMIN') {
  const state = { organizations: ORGANIZATIONS.map((entry) => ({ ...entry })) };
  const payload = (key: string, organization: Org) => ({
    [key]: {
      __typename: 'OrganizationPayload',
      success: true,
      message: 'Operation succeeded!',
      organization: org(organization),
    },
  });
  const client = makeClient({
    CvSettingsOrganizations: () => ({ allOrganizations: state.organizations.map(org) }),
    CvSettingsCreateOrganization: (variables) => {
      const created = { id: 'org-new', ...(variables.input as Omit<Org, 'id'>) };
      state.organizations.push(created);
      return payload('createOrganization', created);
    },
    CvSettingsRenameOrganization: (variables) => {
      const found = state.organizations.find((entry) => entry.id === variables.organizationId)!;
      found.name = variables.name as string;
      return payload('updateOrganizationName', found);
    },
    CvSettingsUpdateOrganization: (variables) => {
      const { organizationId, ...changes } = variables.input as Partial<Org> & { organizationId: string };
      const found = state.organizations.find((entry) => entry.id === organizationId)!;
      Object.assign(found, changes);
      return payload('updateOrganization', found);
    },
    AllCaseCategories: () => ({
      allCaseCategories: [{ __typename: 'CaseCategory', id: 'ada', name: 'ADA', linkName: 'ada' }],
    }),
    CvSettingsGlobalForms: () => ({
      allForms: [
        { __typename: 'Form', id: 'form-g', name: 'GLP intake', isActive: true, versionId: 'v2', versionNumber: 2 },
      ],
      allFormVersions: [
        formVersion('v1', 'form-g', 1, { isPartnerDefault: true }),
        formVersion('v2', 'form-g', 2, { isGLPFollowupDefault: true }),
        formVersion('v-local', 'form-local', 1),
      ],
    }),
    ...resolvers,
  });
  const router = createMemoryRouter(buildAppRoutes(TEST_PAGES), { initialEntries: ['/cv-settings'] });
  render(
    <ToastProvider>
      <Providers session={makeSession(makeUser(role))} client={client.client}>
        <RouterProvider router={router} />
      </Providers>
    </ToastProvider>,
  );
  return { ...client, state, router };
}

const region = (name: string) => screen.getByRole('region', { name });
const organizationNames = () =>
  within(region('Organizations'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr') as HTMLElement;

describe('CvSettingsPage', () => {
  beforeAll(async () => {
    await preloadLazyModules();
    await import('./CvSettingsPage');
  }, 30_000);
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => cleanup());

  it('shows the organizations, the case categories and the global forms with their defaults; axe-clean', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'CV Settings' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('CV Settings | Case Management'));
    await screen.findByRole('rowheader', { name: 'Acme Health' });
    expect(within(region('Organizations')).getByRole('status').textContent).toBe('3 organizations');
    expect((within(rowOf('Vitality Partners')).getByRole('switch') as HTMLInputElement).checked).toBe(true);
    expect(await within(region('Case categories')).findByText('ADA')).toBeTruthy();
    const forms = region('Global forms');
    expect(await within(forms).findByRole('link', { name: 'GLP intake' })).toBeTruthy();
    expect(within(forms).getByText('Default global form (version 1)')).toBeTruthy();
    expect(within(forms).getByText('Default GLP follow-up form (version 2)')).toBeTruthy();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('searches the organizations by name, link name or e-mail', async () => {
    setup();
    await screen.findByRole('rowheader', { name: 'Acme Health' });
    const search = screen.getByRole('searchbox', { name: 'Search organizations' });
    fireEvent.change(search, { target: { value: 'BOREALIS' } });
    expect(organizationNames()).toEqual(['Borealis Foods']);
    expect(within(region('Organizations')).getByRole('status').textContent).toBe(
      '1 of 3 organizations match “BOREALIS”',
    );
    fireEvent.change(search, { target: { value: 'hr@acme' } });
    expect(organizationNames()).toEqual(['Acme Health']);
    fireEvent.change(search, { target: { value: 'nothing like it' } });
    expect(screen.getByText('No organization matches the search.')).toBeTruthy();
  });

  it('creates an organization, showing a taken link name at its field', async () => {
    let taken = true;
    const { named } = setup({
      CvSettingsCreateOrganization: (variables) => {
        if (taken) {
          taken = false;
          return new GraphQLErrorsAnswer([
            { message: 'An organization with this link name already exists', extensions: { code: 'ALREADY_EXISTS' } },
          ]);
        }
        const created = { id: 'org-new', ...(variables.input as Omit<Org, 'id'>) };
        return {
          createOrganization: {
            __typename: 'OrganizationPayload',
            success: true,
            message: null,
            organization: org(created),
          },
        };
      },
    });
    await screen.findByRole('rowheader', { name: 'Acme Health' });
    fireEvent.click(screen.getByRole('button', { name: 'Create organization' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create organization' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Write the name of the organization.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Initech' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Partner organization/ }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Link name/ }), { target: { value: 'vitality' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('An organization with this link name already exists')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Link name/ }), { target: { value: 'initech' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(named('CvSettingsCreateOrganization')[1].variables).toEqual({
      input: { name: 'Initech', contactEmail: null, isPartner: true, linkName: 'initech' },
    });
    expect(await screen.findByText('Initech was created.')).toBeTruthy();
  });

  it('renames an organization', async () => {
    const { named } = setup();
    await screen.findByRole('rowheader', { name: 'Acme Health' });
    fireEvent.click(screen.getByRole('button', { name: 'Rename Acme Health' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename organization' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect((name as HTMLInputElement).value).toBe('Acme Health');
    fireEvent.change(name, { target: { value: 'Acme Health Group' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByRole('rowheader', { name: 'Acme Health Group' })).toBeTruthy();
    expect(named('CvSettingsRenameOrganization')[0].variables).toEqual({
      organizationId: 'org-1',
      name: 'Acme Health Group',
    });
  });

  it("edits an organization's contact e-mail and link name; a refused field shows at the field", async () => {
    const { named } = setup({
      CvSettingsUpdateOrganization: (variables) => {
        const input = variables.input as { linkName?: string | null };
        if (input.linkName === 'vitality') {
          return new GraphQLErrorsAnswer([
            { message: 'linkName: another organization uses this link name', extensions: { code: 'ALREADY_EXISTS' } },
          ]);
        }
        return {
          updateOrganization: {
            __typename: 'OrganizationPayload',
            success: true,
            message: 'Operation succeeded!',
            organization: org({ ...ORGANIZATIONS[1]!, contactEmail: 'people@borealis.test', linkName: null }),
          },
        };
      },
    });
    await screen.findByRole('rowheader', { name: 'Borealis Foods' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit details of Borealis Foods' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit organization details' });
    const email = within(dialog).getByRole('textbox', { name: /Contact e-mail/ });
    const linkName = within(dialog).getByRole('textbox', { name: /Link name/ });
    expect((linkName as HTMLInputElement).value).toBe('borealis');
    fireEvent.change(email, { target: { value: ' people@borealis.test ' } });
    fireEvent.change(linkName, { target: { value: 'vitality' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/another organization uses this link name/)).toBeTruthy();

    fireEvent.change(linkName, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(named('CvSettingsUpdateOrganization').at(-1)!.variables).toEqual({
      input: { organizationId: 'org-2', contactEmail: 'people@borealis.test', linkName: null },
    });
    expect(await screen.findByText('Borealis Foods was updated.')).toBeTruthy();
    expect(within(rowOf('Borealis Foods')).getByText('people@borealis.test')).toBeTruthy();
  });

  it('toggles the partner flag, asking for a link name when the organization has none', async () => {
    const { named } = setup();
    await screen.findByRole('rowheader', { name: 'Acme Health' });
    // Borealis has a link name: the switch saves at once.
    fireEvent.click(screen.getByRole('switch', { name: 'Borealis Foods is a partner organization' }));
    expect(await screen.findByText('Borealis Foods is now a partner organization.')).toBeTruthy();
    expect(named('CvSettingsUpdateOrganization')[0].variables).toEqual({
      input: { organizationId: 'org-2', isPartner: true },
    });
    await waitFor(() =>
      expect(
        (screen.getByRole('switch', { name: 'Borealis Foods is a partner organization' }) as HTMLInputElement).checked,
      ).toBe(true),
    );
    // Acme has none: a dialog asks for it first.
    fireEvent.click(screen.getByRole('switch', { name: 'Acme Health is a partner organization' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a partner organization' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Link name/ }), { target: { value: 'acme' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make partner' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(named('CvSettingsUpdateOrganization')[1].variables).toEqual({
      input: { organizationId: 'org-1', isPartner: true, linkName: 'acme' },
    });
    // And off again.
    fireEvent.click(screen.getByRole('switch', { name: 'Vitality Partners is a partner organization' }));
    expect(await screen.findByText('Vitality Partners is no longer a partner organization.')).toBeTruthy();
  });

  it("shows the api's refusal of the partner flag as an error notice", async () => {
    setup({
      CvSettingsUpdateOrganization: () =>
        new GraphQLErrorsAnswer([
          { message: 'Only a CV Admin can update an organization', extensions: { code: 'FORBIDDEN' } },
        ]),
    });
    await screen.findByRole('rowheader', { name: 'Acme Health' });
    fireEvent.click(screen.getByRole('switch', { name: 'Vitality Partners is a partner organization' }));
    expect(await screen.findByText('Only a CV Admin can update an organization')).toBeTruthy();
  });

  it('sets the default global form and the GLP follow-up form from the versions of global forms', async () => {
    const { named } = setup({
      FormEditorSetDefaultGlobalVersion: () => ({
        setDefaultGlobalFormVersion: {
          __typename: 'FormVersionPayload',
          success: true,
          message: null,
          formVersion: { __typename: 'FormVersion', id: 'v2', isPartnerDefault: true, isGLPFollowupDefault: true },
        },
      }),
    });
    const forms = await screen.findByRole('region', { name: 'Global forms' });
    await within(forms).findByRole('link', { name: 'GLP intake' });
    fireEvent.mouseDown(within(forms).getByRole('combobox', { name: 'Default global form' }));
    const options = await screen.findAllByRole('option');
    // Only versions of global forms are offered.
    expect(options.map((option) => option.textContent)).toEqual(['GLP intake — version 2', 'GLP intake — version 1']);
    fireEvent.click(screen.getByRole('option', { name: 'GLP intake — version 2' }));
    fireEvent.click(within(forms).getByRole('button', { name: 'Set default global form' }));
    expect(await screen.findByText('GLP intake — version 2 is now the default global form.')).toBeTruthy();
    expect(named('FormEditorSetDefaultGlobalVersion')[0].variables).toEqual({ versionId: 'v2' });
  });

  it('offers to try again when a section cannot load, and says when there are no global forms', async () => {
    let fail = true;
    setup({
      CvSettingsOrganizations: () => {
        if (fail) throw new Error('offline');
        return { allOrganizations: [] };
      },
      CvSettingsGlobalForms: () => ({ allForms: [], allFormVersions: [] }),
    });
    const retry = await within(await screen.findByRole('region', { name: 'Organizations' })).findByRole('button', {
      name: 'Try again',
    });
    expect(await screen.findByText(/There are no global forms yet/)).toBeTruthy();
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('There are no organizations yet.')).toBeTruthy();
  });

  it('is not open to an administrator', async () => {
    const { named } = setup({}, 'ADMIN');
    await waitFor(() => expect(screen.queryByRole('heading', { level: 1, name: 'CV Settings' })).toBeNull());
    expect(named('CvSettingsOrganizations')).toHaveLength(0);
  });
});
