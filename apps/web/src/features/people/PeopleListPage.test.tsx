import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadLazyModules, seriousAxeViolations, setViewportWidth } from '../../app/routes/test-support';
import { EMPLOYEES, GraphQLErrorsAnswer, person, renderPeople, STAFF, usersPage, type Resolver } from './test-people';

const table = (name: string) => screen.getByRole('table', { name });
const names = (name: string) =>
  within(table(name))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

function chooseOption(combobox: string, option: string, container: HTMLElement = document.body) {
  fireEvent.mouseDown(within(container).getByRole('combobox', { name: combobox }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

function optionsOf(combobox: string, container: HTMLElement) {
  fireEvent.mouseDown(within(container).getByRole('combobox', { name: combobox }));
  const options = within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);
  fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
  return options;
}

describe('employees and admins', () => {
  beforeAll(async () => {
    await preloadLazyModules();
    await import('./EmployeesPage');
    await import('./AdminsPage');
  }, 30_000);
  beforeEach(() => {
    setViewportWidth(1280);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the employees with a link to each profile, sorted by name, axe-clean', async () => {
    const { named } = renderPeople('/employees', 'ADMIN');
    await screen.findByRole('heading', { level: 1, name: 'Employees' });
    await waitFor(() => expect(document.title).toBe('Employees | Case Management'));
    await screen.findByRole('table', { name: 'Employees' });
    expect(names('Employees')).toEqual(['Ann Lee', 'Bo Park']);
    expect(screen.getByRole('link', { name: 'Ann Lee' }).getAttribute('href')).toBe(
      '/user-profile/user-ann?listType=employees',
    );
    expect(named('PeopleList').at(-1)?.variables).toEqual({
      organizationId: 'org-1',
      roles: ['USER'],
      sortBy: 'NAME',
      sortOrder: 'ASC',
      recordsPerPage: 25,
    });
    expect(screen.getByText('Showing 2 of 2')).toBeTruthy();
    expect(await seriousAxeViolations(screen.getByRole('main'))).toEqual([]);
  });

  it('shows a loading state, then a failure with a retry that loads again', async () => {
    let fail = true;
    let release: () => void = () => undefined;
    const list: Resolver = () => {
      if (fail) {
        return new Promise((_resolve, reject) => {
          release = () => reject(new Error('offline'));
        });
      }
      return { usersByRole: usersPage(EMPLOYEES) };
    };
    renderPeople('/employees', 'ADMIN', { PeopleList: list });
    await screen.findByText('Loading…');
    release();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('table', { name: 'Employees' });
  });

  it('offers to add the first employee when there are none', async () => {
    renderPeople('/employees', 'ADMIN', { PeopleList: () => ({ usersByRole: usersPage([]) }) });
    expect(await screen.findByText(/No employees yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add the first one' }));
    expect(await screen.findByRole('dialog', { name: 'Add a user' })).toBeTruthy();
  });

  it('searches by name or e-mail, by one of them, and says when nothing matches', async () => {
    const list: Resolver = (variables) =>
      variables.searchText ? { usersByRole: usersPage([]) } : { usersByRole: usersPage(EMPLOYEES) };
    const { named } = renderPeople('/employees', 'ADMIN', { PeopleList: list });
    await screen.findByRole('table', { name: 'Employees' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search employees' }), { target: { value: 'ann' } });
    await screen.findByText('No one matches this search.');
    expect(named('PeopleList').at(-1)?.variables).toMatchObject({ searchText: 'ann', searchField: null });
    chooseOption('Search by', 'E-mail');
    await waitFor(() => expect(named('PeopleList').at(-1)?.variables).toMatchObject({ searchField: 'EMAIL' }));
  });

  it('sorts by name both ways and by when people were added', async () => {
    const { named } = renderPeople('/employees', 'ADMIN');
    await screen.findByRole('table', { name: 'Employees' });
    fireEvent.click(screen.getByRole('button', { name: /^Name/ }));
    await waitFor(() =>
      expect(named('PeopleList').at(-1)?.variables).toMatchObject({ sortBy: 'NAME', sortOrder: 'DESC' }),
    );
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', { name: /^Added/ }));
    await waitFor(() =>
      expect(named('PeopleList').at(-1)?.variables).toMatchObject({ sortBy: 'CREATED_AT', sortOrder: 'ASC' }),
    );
  });

  it('loads the next page after the rows shown', async () => {
    const list: Resolver = (variables) =>
      variables.after === 'cursor-1'
        ? { usersByRole: usersPage([person('user-cy', 'Cy', 'Young')], { totalCount: 3 }) }
        : { usersByRole: usersPage(EMPLOYEES, { totalCount: 3, endCursor: 'cursor-1' }) };
    renderPeople('/employees', 'ADMIN', { PeopleList: list });
    await screen.findByRole('table', { name: 'Employees' });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(names('Employees')).toEqual(['Ann Lee', 'Bo Park', 'Cy Young']));
    expect(screen.getByText('Showing 3 of 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('adds a staff member: validates the form, offers only lower roles, and sends the input', async () => {
    const addUser = vi.fn((_variables: Record<string, unknown>) => ({
      addUser: { __typename: 'UserPayload', success: true, message: null, user: null },
    }));
    const { named } = renderPeople('/admins', 'ADMIN', { PeopleAddUser: addUser });
    await screen.findByRole('table', { name: 'Admins' });
    // The custom role shows its label and the organization's alias names the coordinator.
    expect(within(table('Admins')).getByText('Owner')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a user' });
    expect(optionsOf('Role', dialog)).toEqual(['HR Representative', 'ADA Coordinator']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(within(dialog).getByText('Enter a first name.')).toBeTruthy();
    expect(within(dialog).getByText('Enter an e-mail address.')).toBeTruthy();
    expect(addUser).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText(/First name/), { target: { value: 'Noor' } });
    fireEvent.change(within(dialog).getByLabelText(/Last name/), { target: { value: 'Haddad' } });
    fireEvent.change(within(dialog).getByLabelText(/^E-mail/), { target: { value: 'noor@' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect(within(dialog).getByText('Enter an e-mail address in the format name@example.com.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^E-mail/), { target: { value: 'noor@example.com' } });
    chooseOption('Custom role', 'Owner', dialog);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: "Don't send the welcome e-mail" }));
    const before = named('PeopleList').length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add user' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(addUser.mock.calls[0]![0]).toEqual({
      input: {
        firstName: 'Noor',
        lastName: 'Haddad',
        email: 'noor@example.com',
        role: 'CASEMANAGER',
        customRole: 'OWNER',
        organizationId: 'org-1',
        bypassPasswordResetEmail: true,
      },
    });
    expect(await screen.findByText('Noor Haddad was added')).toBeTruthy();
    await waitFor(() => expect(named('PeopleList').length).toBeGreaterThan(before));
  });

  it("shows the server's refusal in the dialog and keeps what was typed", async () => {
    const refuse: Resolver = () => {
      throw new GraphQLErrorsAnswer([
        { message: 'Not authorized to create CASEMANAGERs', extensions: { code: 'FORBIDDEN' } },
      ]);
    };
    renderPeople('/admins', 'ADMIN', { PeopleAddUser: refuse });
    await screen.findByRole('table', { name: 'Admins' });
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a user' });
    fireEvent.change(within(dialog).getByLabelText(/First name/), { target: { value: 'Noor' } });
    fireEvent.change(within(dialog).getByLabelText(/Last name/), { target: { value: 'Haddad' } });
    fireEvent.change(within(dialog).getByLabelText(/^E-mail/), { target: { value: 'noor@example.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add user' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Not authorized to create CASEMANAGERs');
    expect((within(dialog).getByLabelText(/First name/) as HTMLInputElement).value).toBe('Noor');
  });

  it('offers a first password to Admins only, and no adding without add_user', async () => {
    renderPeople('/employees', 'CASEMANAGER');
    await screen.findByRole('table', { name: 'Employees' });
    fireEvent.click(screen.getByRole('button', { name: 'Add user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a user' });
    expect(within(dialog).queryByLabelText(/Password/)).toBeNull();
    expect(within(dialog).getByRole('checkbox', { name: "Don't send the welcome e-mail" })).toBeTruthy();
    cleanup();

    renderPeople('/employees', 'ADMIN', {}, { addUser: false });
    await screen.findByRole('table', { name: 'Employees' });
    expect(screen.queryByRole('button', { name: 'Add user' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Change role/ })).toBeNull();
  });

  it('changes a role to a lower role with a custom role of the organization', async () => {
    const change = vi.fn((_variables: Record<string, unknown>) => ({
      changeUserRole: { __typename: 'UserPayload', success: true, message: null, user: null },
    }));
    renderPeople('/admins', 'ADMIN', { PeopleChangeUserRole: change });
    await screen.findByRole('table', { name: 'Admins' });
    // An Admin does not change another Admin's role (lower roles only).
    expect(screen.queryByRole('button', { name: 'Change role: Hana Ortiz' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Change role: Ravi Shah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the role of Ravi Shah' });
    expect(optionsOf('Role', dialog)).toEqual(['HR Representative', 'ADA Coordinator', 'Employee']);
    chooseOption('Role', 'ADA Coordinator', dialog);
    chooseOption('Custom role', 'Owner', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change role' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(change.mock.calls[0]![0]).toEqual({
      userId: 'user-ravi',
      role: 'CASEWORKER',
      isCustomRole: true,
      customRole: 'OWNER',
      organizationId: 'org-1',
    });
  });

  it('lets the CV Admin delete after confirming, never a CV Admin', async () => {
    const rows = [...STAFF, person('user-cv', 'Vera', 'Cole', { role: 'CVADMIN' })];
    const remove = vi.fn((_variables: Record<string, unknown>) => ({
      deleteUser: { __typename: 'UserPayload', success: true, message: null },
    }));
    renderPeople('/admins', 'CVADMIN', {
      PeopleList: () => ({ usersByRole: usersPage(rows) }),
      PeopleDeleteUser: remove,
    });
    await screen.findByRole('table', { name: 'Admins' });
    expect(screen.queryByRole('button', { name: 'Delete: Vera Cole' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete: Ravi Shah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Ravi Shah?' });
    expect(within(dialog).getByText(/show them as a former user/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith({ userId: 'user-ravi', organizationId: 'org-1' }));
    await screen.findByText('Ravi Shah was deleted');
  });

  it('does not offer delete to an Admin', async () => {
    renderPeople('/admins', 'ADMIN');
    await screen.findByRole('table', { name: 'Admins' });
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('exports the current list as CSV through a single-use link from the api', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { named } = renderPeople('/employees', 'ADMIN', {
      CreateExportLink: () => ({
        createExportLink: { success: true, url: '/exports/download?token=abc', expiresAt: '2030-01-01T00:00:00Z' },
      }),
    });
    await screen.findByRole('table', { name: 'Employees' });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [operation] = named('CreateExportLink');
    expect(operation!.variables.input).toMatchObject({ list: 'USERS', userFilters: { roles: ['USER'] } });
    expect((click.mock.contexts[0] as HTMLAnchorElement).href).toBe(
      `${window.location.origin}/exports/download?token=abc`,
    );
  });

  it('opens the add dialog from the keyboard and returns focus to its button on Escape', async () => {
    renderPeople('/admins', 'ADMIN');
    await screen.findByRole('table', { name: 'Admins' });
    const button = screen.getByRole('button', { name: 'Add user' });
    button.focus();
    fireEvent.keyDown(button, { key: 'Enter' });
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Add a user' });
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText(/First name/)));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('sends a viewer without usersByRole to not-found', async () => {
    const { router } = renderPeople('/employees', 'CASEWORKER', {}, { usersByRole: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
  });
});
