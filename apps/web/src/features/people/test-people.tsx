/**
 * Fixtures and rendering for the people screens' tests. Imported by tests only.
 */
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ToastProvider } from '../../app/notifications';
import { buildAppRoutes } from '../../app/routes/app-router';
import {
  makeClient,
  makeSession,
  makeUser,
  myPermissionsAnswer,
  ORG_ID,
  Providers,
  type Resolver,
  TEST_PAGES,
} from '../../app/routes/test-support';
import type { Role } from '../../shared/roles';

export { GraphQLErrorsAnswer, ORG_ID, type Resolver } from '../../app/routes/test-support';

/** A person as the people lists answer them. */
export function person(id: string, firstName: string, lastName: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'User',
    id,
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`,
    email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.com`,
    role: 'USER',
    customRole: null,
    phoneNumber: null,
    employeeId: null,
    department: null,
    jobTitle: null,
    createdAt: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString(),
    organizationAccess: [],
    ...overrides,
  };
}

export function usersPage(users: unknown[], { totalCount = users.length, endCursor = null as string | null } = {}) {
  return {
    __typename: 'UsersPage',
    totalCount,
    pageInfo: { __typename: 'PageInfo', endCursor, hasNextPage: endCursor !== null },
    users,
  };
}

export const EMPLOYEES = [
  person('user-ann', 'Ann', 'Lee', { employeeId: 'E-1', department: 'Finance' }),
  person('user-bo', 'Bo', 'Park'),
];

export const STAFF = [
  person('user-hana', 'Hana', 'Ortiz', { role: 'ADMIN' }),
  person('user-ravi', 'Ravi', 'Shah', { role: 'CASEMANAGER' }),
  person('user-cleo', 'Cleo', 'Diaz', {
    role: 'CASEWORKER',
    customRole: { __typename: 'CustomRole', name: 'OWNER', label: 'Owner' },
  }),
];

export const ORGANIZATION_ROLES = {
  organizationRoles: [
    { __typename: 'OrganizationRole', name: 'ADMIN', label: 'HR Administrator', isCustom: false },
    { __typename: 'OrganizationRole', name: 'OWNER', label: 'Owner', isCustom: true },
  ],
};

/** Answers usersByRole with the employees or the staff by the roles asked for. */
export const PEOPLE_BY_ROLE: Resolver = (variables) => {
  const roles = variables.roles as string[];
  return { usersByRole: usersPage(roles.includes('USER') ? EMPLOYEES : STAFF) };
};

/** Renders the app at `path` with toasts, as a signed-in user of `role`. */
export function renderPeople(
  path: string,
  role: Role,
  resolvers: Record<string, Resolver> = {},
  permissions: Record<string, boolean> = {},
) {
  const fake = makeClient({
    MyPermissions: () => myPermissionsAnswer(permissions),
    PeopleList: PEOPLE_BY_ROLE,
    PeopleOrganizationRoles: () => ORGANIZATION_ROLES,
    ...resolvers,
  });
  const router = createMemoryRouter(buildAppRoutes(TEST_PAGES), { initialEntries: [path] });
  const session = makeSession(makeUser(role));
  const rendered = render(
    <ToastProvider>
      <Providers session={session} client={fake.client}>
        <RouterProvider router={router} />
      </Providers>
    </ToastProvider>,
  );
  return { ...fake, router, session, ...rendered };
}

export { ORG_ID as ORGANIZATION_ID };
