import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../app/notifications';
import {
  GraphQLErrorsAnswer,
  makeClient,
  makeSession,
  makeUser,
  ORG_ID,
  Providers,
  type Resolver,
  seriousAxeViolations,
} from '../../app/routes/test-support';
import { PERMISSION_DESCRIPTIONS } from './permission-descriptions';
import { RolesTab } from './RolesTab';

const ALL = PERMISSION_DESCRIPTIONS.map((permission) => permission.name);

const role = (name: string, label: string, permissions: string[], kind: 'builtIn' | 'own' | 'shared') => ({
  __typename: 'OrganizationRole',
  name,
  label,
  permissions,
  isCustom: kind !== 'builtIn',
  isShared: kind === 'shared',
});

const predefined = (name: string, label: string, permissions: string[]) => ({
  __typename: 'CustomRole',
  name,
  label,
  permissions,
});

function answer(roles = [role('AUDITOR', 'Auditor (read-only)', ['get_reports', 'query_users'], 'own')]) {
  return {
    organizationRoles: [
      role('ADMIN', 'HR Administrators', ['add_user', 'edit_settings'], 'builtIn'),
      role('USER', 'Employee', [], 'builtIn'),
      ...roles,
      role('OWNER', 'Owner', ['access_owner_dashboard', 'get_reports'], 'shared'),
    ],
    customRoleOptions: {
      __typename: 'CustomRoleOptions',
      predefinedRoles: [
        predefined('OWNER', 'Owner', ['edit_settings', 'get_reports', 'query_users', 'access_owner_dashboard']),
        predefined('AUDITOR', 'Auditor (read-only)', ['get_reports', 'query_users']),
        predefined('INTAKE_COORDINATOR', 'Intake Coordinator', ['submit_form_for_employee', 'query_users']),
      ],
      // An HR administrator: everything but the AI assistant and the owner dashboard.
      grantablePermissions: ALL.filter((name) => name !== 'ask_janet_chat' && name !== 'access_owner_dashboard'),
    },
  };
}

function setup(resolvers: Record<string, Resolver> = {}) {
  const client = makeClient({ CustomRoles: () => answer(), ...resolvers });
  const view = render(
    <ToastProvider>
      <Providers session={makeSession(makeUser('ADMIN'))} client={client.client}>
        <MemoryRouter>
          <RolesTab />
        </MemoryRouter>
      </Providers>
    </ToastProvider>,
  );
  return { ...client, ...view };
}

const auditor = () => screen.findByRole('group', { name: 'Auditor (read-only)' });

describe('RolesTab', () => {
  afterEach(cleanup);

  it('shows a skeleton while loading, then each custom role as a labelled checklist of the 18 permissions', async () => {
    const { container, named } = setup();
    expect(screen.getByLabelText('Loading the roles').getAttribute('aria-busy')).toBe('true');
    const group = await auditor();
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes).toHaveLength(18);
    expect(within(group).getByRole('checkbox', { name: 'Reports' })).toHaveProperty('checked', true);
    expect(within(group).getByRole('checkbox', { name: 'People list' })).toHaveProperty('checked', true);
    expect(within(group).getByRole('checkbox', { name: 'See health information' })).toHaveProperty('checked', false);
    // Each checkbox is described by what it allows, and reachable by keyboard.
    const phi = within(group).getByRole('checkbox', { name: 'See health information' });
    const description = document.getElementById(phi.getAttribute('aria-describedby')!);
    expect(description?.textContent).toContain('attachments marked PHI');
    expect(boxes.every((box) => box.tabIndex >= 0 || (box as HTMLInputElement).disabled)).toBe(true);
    expect(named('CustomRoles')[0].variables).toEqual({ organizationId: ORG_ID });
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('describes each of the spec’s 18 named permissions once', () => {
    expect(new Set(ALL).size).toBe(18);
    expect(PERMISSION_DESCRIPTIONS.every((permission) => permission.allows.length > 10)).toBe(true);
  });

  it('does not let the viewer add a permission it does not hold, and says why', async () => {
    setup();
    const group = await auditor();
    const dashboard = within(group).getByRole('checkbox', { name: 'Owner dashboard' });
    expect(dashboard).toHaveProperty('disabled', true);
    expect(document.getElementById(dashboard.getAttribute('aria-describedby')!)?.textContent).toContain(
      'you can’t grant it',
    );
  });

  it('saves the checked permissions and the new name, and says so', async () => {
    const saved: Record<string, unknown>[] = [];
    setup({
      UpdatePermissions: (variables) => {
        saved.push(variables);
        return {
          updatePermissions: {
            __typename: 'OrganizationRolePayload',
            success: true,
            message: 'Operation succeeded!',
            role: role('AUDITOR', 'Compliance reviewer', ['access_phi', 'get_reports'], 'own'),
          },
        };
      },
    });
    const group = await auditor();
    fireEvent.click(within(group).getByRole('checkbox', { name: 'See health information' }));
    fireEvent.click(within(group).getByRole('checkbox', { name: 'People list' }));
    fireEvent.change(within(group).getByRole('textbox', { name: 'Name shown to people' }), {
      target: { value: 'Compliance reviewer' },
    });
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save Auditor (read-only)' }));
    expect(await screen.findByText('Compliance reviewer saved')).toBeTruthy();
    expect(saved).toEqual([
      {
        organizationId: ORG_ID,
        roleName: 'AUDITOR',
        permissions: ['access_phi', 'get_reports'],
        label: 'Compliance reviewer',
      },
    ]);
    const renamed = await screen.findByRole('group', { name: 'Compliance reviewer' });
    expect(within(renamed).getByRole('checkbox', { name: 'See health information' })).toHaveProperty('checked', true);
    expect(screen.queryByText('Unsaved changes')).toBeNull();
  });

  it('shows a refusal under the role and a bad name next to the field, keeping the draft', async () => {
    let refusal = new GraphQLErrorsAnswer([
      {
        message: 'Not authorized to grant permissions you do not hold: ask_janet_chat',
        extensions: { code: 'FORBIDDEN' },
      },
    ]);
    setup({
      UpdatePermissions: () => {
        throw refusal;
      },
    });
    const group = await auditor();
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Delete case files' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Auditor (read-only)' }));
    expect(await screen.findByText('Not authorized to grant permissions you do not hold: ask_janet_chat')).toBeTruthy();
    expect(within(group).getByRole('checkbox', { name: 'Delete case files' })).toHaveProperty('checked', true);

    refusal = new GraphQLErrorsAnswer([
      {
        message: 'label: must not hold control characters',
        extensions: { code: 'BAD_USER_INPUT', field: 'label' },
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Save Auditor (read-only)' }));
    const name = within(group).getByRole('textbox', { name: 'Name shown to people' });
    await waitFor(() =>
      expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe(
        'must not hold control characters',
      ),
    );
  });

  it('adds a predefined role as an editable role of the organization', async () => {
    const created: Record<string, unknown>[] = [];
    setup({
      CreatePredefinedCustomRole: (variables) => {
        created.push(variables);
        return {
          createPredefinedCustomRole: {
            __typename: 'OrganizationRolePayload',
            success: true,
            message: 'Operation succeeded!',
            role: role('INTAKE_COORDINATOR', 'Intake Coordinator', ['submit_form_for_employee', 'query_users'], 'own'),
          },
        };
      },
    });
    await auditor();
    const add = screen.getByRole('form', { name: 'Add a predefined role' });
    fireEvent.mouseDown(within(add).getByRole('combobox', { name: 'Predefined role' }));
    // The organization already has its own Auditor: only the others are offered.
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Owner', 'Intake Coordinator']);
    fireEvent.click(screen.getByRole('option', { name: 'Intake Coordinator' }));
    expect(within(add).getByText(/Includes: Submit forms for employees, People list/)).toBeTruthy();
    fireEvent.click(within(add).getByRole('button', { name: 'Add role' }));
    expect(await screen.findByRole('group', { name: 'Intake Coordinator' })).toBeTruthy();
    expect(created).toEqual([{ organizationId: ORG_ID, name: 'INTAKE_COORDINATOR' }]);
    expect(screen.getByText('Intake Coordinator added')).toBeTruthy();
  });

  it('explains that a predefined role holding permissions the viewer lacks cannot be added by it', async () => {
    const { named } = setup();
    await auditor();
    const add = screen.getByRole('form', { name: 'Add a predefined role' });
    fireEvent.mouseDown(within(add).getByRole('combobox', { name: 'Predefined role' }));
    fireEvent.click(screen.getByRole('option', { name: 'Owner' }));
    expect(within(add).getByText(/You can.t add this role/).textContent).toContain('Owner dashboard');
    fireEvent.click(within(add).getByRole('button', { name: 'Add role' }));
    expect(named('CreatePredefinedCustomRole')).toHaveLength(0);
  });

  it('lists shared and built-in roles read-only', async () => {
    setup();
    await auditor();
    const shared = screen.getByRole('region', { name: 'Shared roles' });
    expect(within(shared).getByText('Owner dashboard, Reports')).toBeTruthy();
    expect(within(shared).queryByRole('checkbox')).toBeNull();
    const builtIn = screen.getByRole('table', { name: 'Built-in roles' });
    expect(within(builtIn).getByRole('rowheader', { name: 'HR Administrators' })).toBeTruthy();
    expect(within(builtIn).getByText('No permissions')).toBeTruthy();
  });

  it('offers the next step when the organization has no custom role yet', async () => {
    setup({ CustomRoles: () => answer([]) });
    expect(await screen.findByText(/No custom roles yet/)).toBeTruthy();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('offers to try again when the roles cannot be loaded', async () => {
    let fail = true;
    setup({
      CustomRoles: () => {
        if (fail) throw new GraphQLErrorsAnswer([{ message: 'down', extensions: { code: 'INTERNAL_SERVER_ERROR' } }]);
        return answer();
      },
    });
    expect(await screen.findByText(/couldn.t load the roles/)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(await auditor()).toBeTruthy();
  });

  it('tells a viewer the api refuses that the roles are for administrators', async () => {
    setup({
      CustomRoles: () =>
        new GraphQLErrorsAnswer([{ message: 'Not authorized to edit roles', extensions: { code: 'FORBIDDEN' } }]),
    });
    expect(await screen.findByText(/Only administrators can change the roles/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /try again/i })).toBeNull();
  });
});
