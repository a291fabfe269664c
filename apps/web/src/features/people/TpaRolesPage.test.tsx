import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadLazyModules, seriousAxeViolations, setViewportWidth } from '../../app/routes/test-support';
import { GraphQLErrorsAnswer, person, renderPeople, usersPage, type Resolver } from './test-people';

const TPA_USERS = [
  person('user-tia', 'Tia', 'Moss', {
    role: 'CVTPA',
    organizationAccess: [
      {
        __typename: 'OrganizationAccess',
        organizationId: 'org-1',
        organizationName: 'Acme Health',
        role: 'TPASUPPORT',
      },
      {
        __typename: 'OrganizationAccess',
        organizationId: 'org-2',
        organizationName: 'Borealis Foods',
        role: 'TPAMEDICAL',
      },
    ],
  }),
  person('user-lou', 'Lou', 'Ng', { role: 'CVTPA', organizationAccess: [] }),
];

const ORGANIZATIONS = {
  allOrganizations: [
    { __typename: 'Organization', id: 'org-1', name: 'Acme Health' },
    { __typename: 'Organization', id: 'org-2', name: 'Borealis Foods' },
    { __typename: 'Organization', id: 'org-3', name: 'Cobalt Logistics' },
  ],
};

const cvAdminResolvers = (extra: Record<string, Resolver> = {}) => ({
  PeopleAllTpaUsers: () => ({ allTpaUsers: usersPage(TPA_USERS) }),
  PeopleAllOrganizations: () => ORGANIZATIONS,
  ...extra,
});

describe('TPA roles', () => {
  beforeAll(async () => {
    await preloadLazyModules();
    await import('./TpaRolesPage');
  }, 30_000);
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists every TPA user for the CV Admin with the organizations each serves and their sub-roles', async () => {
    const { named } = renderPeople('/tpa-roles', 'CVADMIN', cvAdminResolvers());
    await screen.findByRole('heading', { level: 1, name: 'TPA Roles' });
    await waitFor(() => expect(document.title).toBe('TPA Roles | Case Management'));
    const table = await screen.findByRole('table', { name: 'TPA users' });
    expect(within(table).getByText('Acme Health (TPA Support), Borealis Foods (TPA Medical)')).toBeTruthy();
    expect(named('PeopleAllTpaUsers')).toHaveLength(1);
    expect(named('PeopleOrganizationTpaUsers')).toHaveLength(0);
    expect(await seriousAxeViolations(screen.getByRole('main'))).toEqual([]);
  });

  it('lists the TPA users of the acting organization for a TPA, read-only', async () => {
    const { named } = renderPeople('/tpa-roles', 'CVTPA', {
      PeopleOrganizationTpaUsers: () => ({ tpaUsersForOrganization: usersPage(TPA_USERS.slice(0, 1)) }),
    });
    await screen.findByRole('table', { name: 'TPA users' });
    expect(named('PeopleOrganizationTpaUsers')[0]?.variables).toMatchObject({ organizationId: 'org-1' });
    expect(screen.queryByRole('button', { name: 'Add TPA user' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show: Tia Moss' }));
    const panel = await screen.findByRole('region', { name: 'Tia Moss' });
    expect(within(panel).queryByRole('button', { name: 'Add to organizations' })).toBeNull();
  });

  it('selects the user named by ?id= and adds them to several organizations', async () => {
    const add = vi.fn((_variables: Record<string, unknown>) => ({
      addTpaUserToMultipleOrganizations: { __typename: 'UserPayload', success: true, message: null, user: null },
    }));
    const { router } = renderPeople(
      '/tpa-roles?id=user-lou',
      'CVADMIN',
      cvAdminResolvers({ PeopleAddTpaUserToOrganizations: add }),
    );
    const panel = await screen.findByRole('region', { name: 'Lou Ng' });
    expect(within(panel).getByText('They serve no organization yet.')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Add to organizations' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Lou Ng to organizations' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to organizations' }));
    expect(within(dialog).getByText('Choose at least one organization.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Acme Health' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Cobalt Logistics' }));
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'TPA Role' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'TPA Legal' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to organizations' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(add.mock.calls[0]![0]).toEqual({
      userId: 'user-lou',
      organizationIds: ['org-1', 'org-3'],
      tpaSubRole: 'TPALEGAL',
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it("removes a TPA user from organizations and shows the server's refusal", async () => {
    const remove: Resolver = () => {
      throw new GraphQLErrorsAnswer([
        { message: 'Not authorized to update CVTPAs', extensions: { code: 'FORBIDDEN' } },
      ]);
    };
    renderPeople('/tpa-roles', 'CVADMIN', cvAdminResolvers({ PeopleRemoveTpaUserFromOrganizations: remove }));
    fireEvent.click(await screen.findByRole('button', { name: 'Manage: Tia Moss' }));
    const panel = await screen.findByRole('region', { name: 'Tia Moss' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Remove from organizations' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Tia Moss from organizations' });
    expect(
      within(dialog)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Acme Health', 'Borealis Foods']);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Borealis Foods' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove from organizations' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Not authorized to update CVTPAs');
  });

  it('adds a TPA user with a sub-role and organizations', async () => {
    const add = vi.fn((_variables: Record<string, unknown>) => ({
      addTpaUser: { __typename: 'UserPayload', success: true, message: null, user: TPA_USERS[1] },
    }));
    const { router } = renderPeople('/tpa-roles', 'CVADMIN', cvAdminResolvers({ PeopleAddTpaUser: add }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add TPA user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a TPA user' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add TPA user' }));
    expect(within(dialog).getByText('Choose at least one organization.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/First name/), { target: { value: 'Lou' } });
    fireEvent.change(within(dialog).getByLabelText(/Last name/), { target: { value: 'Ng' } });
    fireEvent.change(within(dialog).getByLabelText(/^E-mail/), { target: { value: 'lou@tpa.example' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Borealis Foods' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add TPA user' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(add.mock.calls[0]![0]).toEqual({
      input: {
        firstName: 'Lou',
        lastName: 'Ng',
        email: 'lou@tpa.example',
        tpaSubRole: 'TPASUPPORT',
        organizationIds: ['org-2'],
      },
    });
    await waitFor(() => expect(router.state.location.search).toBe('?id=user-lou'));
  });

  it('shows an empty state and a retry when the list fails', async () => {
    let fail = true;
    renderPeople('/tpa-roles', 'CVADMIN', {
      PeopleAllOrganizations: () => ORGANIZATIONS,
      PeopleAllTpaUsers: () => {
        if (fail) throw new Error('offline');
        return { allTpaUsers: usersPage([]) };
      },
    });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('No TPA users yet.')).toBeTruthy();
  });

  it("shows the api's refusal of the list instead of a retry", async () => {
    renderPeople('/tpa-roles', 'CVTPA', {
      PeopleOrganizationTpaUsers: () => {
        throw new GraphQLErrorsAnswer([{ message: 'Forbidden resource', extensions: { code: 'FORBIDDEN' } }]);
      },
    });
    expect(await screen.findByText('Forbidden resource')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it("changes a TPA user's sub-role in one organization", async () => {
    const update = vi.fn((_variables: Record<string, unknown>) => ({
      updateTpaUser: { __typename: 'UserPayload', success: true, message: null, user: null },
    }));
    renderPeople('/tpa-roles?id=user-tia', 'CVADMIN', cvAdminResolvers({ PeopleUpdateTpaUser: update }));
    const panel = await screen.findByRole('region', { name: 'Tia Moss' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Change TPA Role in Borealis Foods' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the TPA Role of Tia Moss in Borealis Foods' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'TPA Role' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'TPA Legal' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(update.mock.calls[0]![0]).toEqual({
      userId: 'user-tia',
      input: { tpaSubRole: 'TPALEGAL' },
      organizationId: 'org-2',
    });
  });
});
