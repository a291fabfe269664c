import { describe, expect, it } from 'vitest';
import { ALL_ROLES, type Role } from '../../shared/roles';
import { canAccessRoute, isPublicRoute, ROUTE_TABLE, ROUTES_BY_ID, routeHref, type AppRouteId } from './route-table';

/**
 * The spec 000 §2 table, transcribed independently of route-table.ts: path → allowed roles.
 * "role restriction not shown" → every staff role (see RouteAccess in route-table.ts).
 */
const CV = 'CVADMIN';
const AD = 'ADMIN';
const CM = 'CASEMANAGER';
const CW = 'CASEWORKER';
const TPA = 'CVTPA';
const US = 'USER';
const EVERY: Role[] = [CV, AD, CM, CW, TPA, US];
const STAFF: Role[] = [CV, AD, CM, CW, TPA];

const SPEC_AUTHENTICATED: Record<string, Role[]> = {
  employees: STAFF, // role restriction not shown
  admins: [CV, AD, CM, TPA],
  'tpa-roles': [CV, TPA],
  'user-profile/:userId': EVERY, // all six roles
  'product/:productId': [CV, AD, TPA],
  'documents-admin': [CV, AD, CM, CW, TPA],
  documents: EVERY,
  calendar: STAFF, // all roles except User
  communication: EVERY,
  'all-cases': [CV, TPA],
  'my-tasks': [CV, TPA],
  chat: EVERY,
  accommodations: EVERY,
  'accommodations/welcome': [US],
  'accommodations/request': EVERY,
  'accommodations/request/:linkName': EVERY,
  'accommodations/requests': [US],
  'accommodations/cases': STAFF,
  'accommodations/cases/:caseId': EVERY,
  'accommodations/requests/:caseId': EVERY, // alias of the case detail
  forms: STAFF,
  'forms/:formId': [CV, AD],
  'form-builder': [CV, AD],
  'owner-dashboard': STAFF, // role restriction not shown
  'organizations-dashboard': [CV, TPA],
  'organizations-reports': [CV],
  reports: [CV, AD, CW, CM],
  'cases-import': [CV],
  'organization-settings': STAFF, // role restriction not shown
  products: [CV, AD, CM, CW],
  'cv-settings': [CV],
  'attachments/:attachmentId': EVERY, // any logged-in user
  'promo-codes': [CV, AD, TPA],
};

const SPEC_PUBLIC = [
  'login',
  'forgot-password',
  'forgot-password-complete',
  'auth-action',
  'reset-password',
  'partner/:partnerId',
  'payment-setup/:tokenId',
  'anonymous-form/request/:token',
  'l/:shortLink',
  'not-found', // roles "none": reachable by everyone
];

const byPath = new Map(ROUTE_TABLE.map((route) => [route.path, route]));

describe('route table (spec 000 §2)', () => {
  it('lists every route of the spec, and nothing else', () => {
    expect([...byPath.keys()].sort()).toEqual([...Object.keys(SPEC_AUTHENTICATED), ...SPEC_PUBLIC].sort());
    expect(new Set(ROUTE_TABLE.map((route) => route.id)).size).toBe(ROUTE_TABLE.length);
  });

  it('knows all six roles', () => {
    expect([...ALL_ROLES].sort()).toEqual([...EVERY].sort());
  });

  const matrix = Object.entries(SPEC_AUTHENTICATED).flatMap(([path, allowed]) =>
    EVERY.map((role) => ({ path, role, expected: allowed.includes(role) })),
  );

  it.each(matrix)('$path for $role → $expected', ({ path, role, expected }) => {
    const route = byPath.get(path)!;
    expect(canAccessRoute(route, { role })).toBe(expected);
    // Sub-roles do not change route access.
    if (role === 'CVTPA') {
      for (const subRole of ['TPALEGAL', 'TPAMEDICAL', 'TPASUPPORT'] as const) {
        expect(canAccessRoute(route, { role, subRole })).toBe(expected);
      }
    }
  });

  it.each(Object.keys(SPEC_AUTHENTICATED))('%s is closed to a signed-out visitor', (path) => {
    const route = byPath.get(path)!;
    expect(isPublicRoute(route)).toBe(false);
    expect(canAccessRoute(route, null)).toBe(false);
  });

  it.each(SPEC_PUBLIC)('%s is public: open to everyone, signed in or not', (path) => {
    const route = byPath.get(path)!;
    expect(isPublicRoute(route)).toBe(true);
    expect(canAccessRoute(route, null)).toBe(true);
    for (const role of EVERY) expect(canAccessRoute(route, { role })).toBe(true);
  });

  it('gives every route a plain title', () => {
    for (const route of ROUTE_TABLE) expect(route.title.trim()).not.toBe('');
    const titles: Partial<Record<AppRouteId, string>> = {
      cases: 'Cases',
      myRequests: 'My Requests',
      newRequest: 'New Request',
      welcome: 'Welcome',
      allCases: 'Cases For All Organizations',
      notFound: 'Page Not Found',
    };
    for (const [id, title] of Object.entries(titles)) expect(ROUTES_BY_ID[id as AppRouteId].title).toBe(title);
  });

  it('builds absolute hrefs', () => {
    expect(routeHref('welcome')).toBe('/accommodations/welcome');
    expect(routeHref('notFound')).toBe('/not-found');
  });
});
