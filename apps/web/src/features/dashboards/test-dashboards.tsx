/**
 * Fixtures and rendering for the dashboard screens' tests. Imported by tests only.
 */
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { ToastProvider } from '../../app/notifications';
import { buildAppRoutes } from '../../app/routes/app-router';
import {
  GraphQLErrorsAnswer,
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

export function dashboard(
  organizationId = ORG_ID,
  organizationName = 'Acme Health',
  overrides: Record<string, unknown> = {},
) {
  return {
    __typename: 'CaseDashboard',
    organizationId,
    organizationName,
    generatedAt: '2026-11-25T10:00:00.000Z',
    openCaseCount: 7,
    byStage: [
      ['STAGE_SUBMITTED', 'Submitted', 2],
      ['STAGE_ASSIGNED', 'Assigned', 2],
      ['STAGE_REVIEW_AND_INTERACTION', 'Under Review', 2],
      ['STAGE_FINAL_DECISION', 'Final Decision', 1],
    ].map(([stage, label, count]) => ({ __typename: 'DashboardStageCount', stage, label, count })),
    byAge: [
      ['UNDER_7_DAYS', 'Under 7 days', 2],
      ['DAYS_7_TO_30', '7 to 30 days', 2],
      ['DAYS_30_TO_90', '30 to 90 days', 2],
      ['OVER_90_DAYS', 'Over 90 days', 1],
    ].map(([bucket, label, count]) => ({ __typename: 'DashboardAgeCount', bucket, label, count })),
    byAssignee: [
      { __typename: 'DashboardAssigneeCount', assigneeId: 'user-1', name: 'Wendy Worker', count: 5, overdueCount: 1 },
      { __typename: 'DashboardAssigneeCount', assigneeId: null, name: 'Unassigned', count: 2, overdueCount: 1 },
    ],
    timeToDecision: {
      __typename: 'DashboardTimeToDecision',
      windowDays: 90,
      decidedCount: 3,
      medianDays: 10,
      p90Days: 34,
    },
    overdue: {
      __typename: 'DashboardOverdue',
      caseCount: 2,
      unacknowledgedCount: 1,
      notAcceptedCount: 1,
      unacknowledgedAfterDays: 2,
      notAcceptedAfterDays: 2,
      businessDays: true,
    },
    ...overrides,
  };
}

/** jsdom has no ResizeObserver; the charts observe their container's size. */
export function stubResizeObserver() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}

const PAYMENT_TOTALS_REFUSED = new GraphQLErrorsAnswer([
  { message: 'Not authorized to view the owner dashboard', extensions: { code: 'FORBIDDEN' } },
]);

/** Renders the app at `path` as a signed-in user of `role`. */
export function renderDashboards(
  path: string,
  role: Role,
  resolvers: Record<string, Resolver> = {},
  permissions: Record<string, boolean> = {},
) {
  const fake = makeClient({
    MyPermissions: () => myPermissionsAnswer(permissions),
    // The api refuses payment totals to all but the CV Admin and TPA Support owners of partner organizations.
    PaymentsForPeriod: () => PAYMENT_TOTALS_REFUSED,
    CasesWithPaymentTotals: () => PAYMENT_TOTALS_REFUSED,
    ...resolvers,
  });
  const router = createMemoryRouter(buildAppRoutes(TEST_PAGES), { initialEntries: [path] });
  const rendered = render(
    <ToastProvider>
      <Providers session={makeSession(makeUser(role))} client={fake.client}>
        <RouterProvider router={router} />
      </Providers>
    </ToastProvider>,
  );
  return { ...fake, router, ...rendered };
}
