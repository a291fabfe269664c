import { describe, expect, it } from 'vitest';
import { ROUTE_SCREENS } from './route-screens';
import { ROUTE_TABLE, type AppRouteId } from './route-table';

describe('route screens', () => {
  it('has the screens built so far; the screens of later issues are not built yet', () => {
    const built: AppRouteId[] = [
      'employees',
      'admins',
      'tpaRoles',
      'userProfile',
      'product',
      'documentsAdmin',
      'documents',
      'calendar',
      'communication',
      'allCases',
      'myTasks',
      'chat',
      'welcome',
      'newRequest',
      'newRequestByLink',
      'myRequests',
      'cases',
      'caseDetail',
      'requestDetail',
      'forms',
      'formEditor',
      'formBuilder',
      'ownerDashboard',
      'organizationsDashboard',
      'organizationsReports',
      'reports',
      'casesImport',
      'organizationSettings',
      'products',
      'cvSettings',
      'attachment',
      'promoCodes',
      'partnerLanding',
      'paymentSetup',
      'anonymousForm',
      'shortLink',
    ];
    expect(ROUTE_TABLE.filter((route) => ROUTE_SCREENS[route.id]).map((route) => route.id)).toEqual(built);
    // Every screen belongs to a route of the table.
    expect(Object.keys(ROUTE_SCREENS).sort()).toEqual([...built].sort());
    // The default path has no screen of its own: it sends each role to its landing screen.
    expect(ROUTE_SCREENS.accommodations).toBeUndefined();
  });
});
