/**
 * Test helpers for the shell (routes, layout, welcome, not-found, accessibility). Imported by tests only.
 */
import { ApolloClient } from '@apollo/client';
import { ApolloLink } from '@apollo/client/link';
import { createCache } from '../apollo/cache';
import { ApolloProvider } from '@apollo/client/react';
import { configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Observable } from 'rxjs';
import { vi } from 'vitest';
import type { Role } from '../../shared/roles';
import { SessionContext } from '../session/session-context';
import type { Session, SessionUser } from '../session/session-types';
import { buildAppRoutes, type AppPages, type AppRouterOptions } from './app-router';

// MUI in jsdom is slow, and these tests share the machine with other suites: wait longer than 1 s.
configure({ asyncUtilTimeout: 5000 });

export const ORG_ID = 'org-1';
export const ORG_NAME = 'Acme Health';

export function makeUser(role: Role, overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: `user-${role.toLowerCase()}`,
    email: `${role.toLowerCase()}@example.com`,
    role,
    firstName: 'Dana',
    lastName: 'Rivera',
    fullName: 'Dana Rivera',
    organizationId: role === 'CVTPA' ? null : ORG_ID,
    isMultiOrgAdmin: false,
    organizationAccess:
      role === 'CVTPA'
        ? [
            { organizationId: ORG_ID, organizationName: ORG_NAME, role: 'TPASUPPORT' },
            { organizationId: 'org-2', organizationName: 'Borealis Foods', role: 'TPALEGAL' },
          ]
        : [],
    ...overrides,
  };
}

export function makeSession(user: SessionUser | null, overrides: Partial<Session> = {}): Session {
  return {
    status: user ? 'signedIn' : 'signedOut',
    user,
    organizationId: user ? ORG_ID : null,
    organizationName: user ? ORG_NAME : null,
    switchOrganization: vi.fn(async () => undefined),
    signOut: vi.fn(async () => undefined),
    ...overrides,
  };
}

export type Resolver = (variables: Record<string, unknown>) => unknown;

/** The organization permissions myPermissions answers: everything allowed unless `overrides` says otherwise. */
export function myPermissionsAnswer(overrides: Record<string, boolean> = {}) {
  const names = [
    'accessDocumentSettings',
    'accessFormSettings',
    'accessOwnerDashboard',
    'accessPhi',
    'accessRestrictedData',
    'addUser',
    'allForms',
    'allMultiOrgUserCases',
    'allOrganizations',
    'askJanetChat',
    'canBeAddedToCaseTeam',
    'canBeAssignedToCase',
    'casesByStatus',
    'createCVAdmin',
    'createForm',
    'createOrganization',
    'deleteCaseAttachment',
    'deleteOrgDocument',
    'editForm',
    'editSettings',
    'getAnyOrgCaseById',
    'getReports',
    'manageDocuments',
    'manageOrganizationSettings',
    'openQueueDashboard',
    'organizationRoles',
    'queryAnyOrgCase',
    'queryUsers',
    'setDefaultGlobalFormVersion',
    'submitFormForEmployee',
    'usersByRole',
  ];
  return {
    myPermissions: {
      __typename: 'MyPermissions',
      organizationId: ORG_ID,
      ...Object.fromEntries(names.map((name) => [name, true])),
      ...overrides,
    },
  };
}

/** Default answers of the queries the shell makes, with __typename as the api sends it. */
export const DEFAULT_RESOLVERS: Record<string, Resolver> = {
  MyPermissions: () => myPermissionsAnswer(),
  NotificationBellUnread: () => ({ unreadNotificationCount: 0 }),
  LayoutOrganizationBrand: () => ({
    organizationBrandInfo: {
      __typename: 'OrganizationBrandInfo',
      id: ORG_ID,
      name: ORG_NAME,
      isPartner: false,
      primaryColor: '#71d1ac',
      secondaryColor: '#4e7da0',
    },
  }),
  LayoutBrandImages: () => ({
    organizationBrandInfo: { __typename: 'OrganizationBrandInfo', id: ORG_ID, logoUrl: '', faviconUrl: '' },
  }),
  LayoutAliasSettings: () => ({
    aliasSettings: {
      __typename: 'AliasSettings',
      organizationId: ORG_ID,
      aliases: [
        {
          __typename: 'AliasLabel',
          key: 'ACCOMMODATIONS',
          label: 'Workplace Adjustments',
          defaultLabel: 'Accommodations',
        },
        { __typename: 'AliasLabel', key: 'HR_ADMINISTRATORS', label: '', defaultLabel: 'HR Administrators' },
      ],
    },
  }),
  LayoutAllOrganizations: () => ({
    allOrganizations: [
      { __typename: 'Organization', id: ORG_ID, name: ORG_NAME },
      { __typename: 'Organization', id: 'org-2', name: 'Borealis Foods' },
      { __typename: 'Organization', id: 'org-3', name: 'Cobalt Logistics' },
    ],
  }),
  // The account holds no accessibility preferences (a user id no test session has: nothing is synced).
  MyAccessibilityPreferences: () => ({
    currentUser: {
      __typename: 'User',
      id: 'account-without-preferences',
      userSettings: { __typename: 'UserSettings', accessibility: null },
    },
  }),
  SaveAccessibilityPreferences: (variables) => ({
    updateUserSettings: {
      __typename: 'UserPayload',
      success: true,
      user: {
        __typename: 'User',
        id: 'account-without-preferences',
        userSettings: {
          __typename: 'UserSettings',
          accessibility: {
            __typename: 'AccessibilityPreferences',
            ...(variables.input as { accessibility: Record<string, unknown> }).accessibility,
          },
        },
      },
    },
  }),
  WelcomePage: () => ({
    organizationBrandInfo: {
      __typename: 'OrganizationBrandInfo',
      id: ORG_ID,
      name: ORG_NAME,
      welcomeText: 'Welcome to Acme.\nWe are here to help.',
    },
  }),
};

/**
 * An Apollo client answering by operation name. A resolver may return data, return or throw a
 * GraphQLErrorsAnswer, throw anything else (a network error), or return a Promise (to hold the answer).
 * Records the operations it saw.
 */
export function makeClient(resolvers: Record<string, Resolver> = {}) {
  const all = { ...DEFAULT_RESOLVERS, ...resolvers };
  const operations: Array<{ name: string; variables: Record<string, unknown> }> = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        const name = operation.operationName ?? '';
        operations.push({ name, variables: operation.variables });
        const resolver = all[name];
        if (!resolver) {
          observer.error(new Error(`No test resolver for ${name}`));
          return;
        }
        const answer = (result: unknown) => {
          if (result instanceof GraphQLErrorsAnswer) observer.next({ data: null, errors: result.errors });
          else observer.next({ data: result as Record<string, unknown> });
          observer.complete();
        };
        Promise.resolve()
          .then(() => resolver(operation.variables))
          .then(answer, (error: unknown) =>
            error instanceof GraphQLErrorsAnswer ? answer(error) : observer.error(error),
          );
      }),
  );
  const client = new ApolloClient({ cache: createCache(), link });
  const named = (name: string) => operations.filter((operation) => operation.name === name);
  return { client, operations, named };
}

/** Returned or thrown by a resolver: the api answers with GraphQL errors (e.g. BAD_USER_INPUT), not a network failure. */
export class GraphQLErrorsAnswer {
  constructor(readonly errors: Array<{ message: string; path?: string[]; extensions?: Record<string, unknown> }>) {}
}

function Page({ name }: { name: string }) {
  return <h1>{name}</h1>;
}

/** Stand-ins for the auth screens built in features/auth. */
export const TEST_PAGES: AppPages = {
  login: () => <Page name="Sign in page" />,
  forgotPassword: () => <Page name="Forgot password page" />,
  forgotPasswordComplete: () => <Page name="Forgot password complete page" />,
  authAction: () => <Page name="Auth action page" />,
  resetPassword: () => <Page name="Reset password page" />,
};

export function Providers({
  session,
  client,
  children,
}: {
  session: Session;
  client: ApolloClient;
  children: ReactNode;
}) {
  return (
    <ApolloProvider client={client}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </ApolloProvider>
  );
}

/** Renders the app's routes in a memory router at `path`. */
export function renderApp(
  path: string,
  {
    session,
    client = makeClient().client,
    options,
  }: { session: Session; client?: ApolloClient; options?: AppRouterOptions },
) {
  const router = createMemoryRouter(buildAppRoutes(TEST_PAGES, options), { initialEntries: [path] });
  const result = render(
    <Providers session={session} client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, ...result };
}

/**
 * jsdom has no layout and no matchMedia: this evaluates the width queries the shell uses
 * ((max-width:Npx), (min-width:Npx)) against a pretend viewport width.
 */
export function setViewportWidth(width: number, { prefersReducedMotion = false } = {}) {
  const matches = (query: string) => {
    let result = true;
    for (const [, kind, value] of query.matchAll(/\((max|min)-width:\s*(\d+(?:\.\d+)?)px\)/g)) {
      const px = Number(value);
      result &&= kind === 'max' ? width <= px : width >= px;
    }
    if (query.includes('prefers-reduced-motion')) result = prefersReducedMotion;
    return result;
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(() => false),
    })),
  );
}

/** Serious and critical axe violations in `node` (color-contrast needs layout, which jsdom lacks). */
export async function seriousAxeViolations(node: Element) {
  const axe = (await import('axe-core')).default;
  const results = await axe.run(node, {
    rules: { 'color-contrast': { enabled: false } },
    resultTypes: ['violations'],
  });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, help: violation.help, nodes: violation.nodes.map((node) => node.html) }));
}

/**
 * Loads the lazily imported modules once, so the first test that renders them does not wait on a
 * cold transform (React.lazy then resolves from the module cache).
 */
export async function preloadLazyModules() {
  await Promise.all([
    import('../layout/AppLayout'),
    import('../../features/not-found/NotFoundPage'),
    import('../../features/welcome/WelcomePage'),
    import('../../features/cases/CasesListPage'),
  ]);
}
