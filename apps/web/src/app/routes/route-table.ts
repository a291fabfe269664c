import { ALL_ROLES, type Role, type TpaSubRole } from '../../shared/roles';

/**
 * The complete route table of spec 000 §2, as data.
 *
 * Every route of the spec is listed here with who may use it, whether or not its screen exists yet.
 * This module is data only (paths, titles, access) and imports no screen, so any screen may import it
 * to link elsewhere. Which component a route renders is decided apart, in route-screens.ts: a route
 * without a screen there is not mounted by the router (a visit falls through to not-found), but its
 * access rule is already decided and tested here.
 */

/**
 * Who may open a route.
 * - 'public': anyone, signed in or not (outside the authenticated layout).
 * - 'any-signed-in': any signed-in user, whatever the role (spec: "any logged-in user").
 * - Role[]: signed-in users with one of these roles, verbatim from the spec's table.
 * - 'unrestricted-not-shown': the spec says "role restriction not shown". DECISION: treated as every
 *   signed-in STAFF role (every role except User). Reasons: these screens (employee list, owner dashboard,
 *   organization settings) hold other people's data or organization configuration; the product rule is
 *   "nothing staff-only is ever rendered" for an employee, and access is deny-by-default. Finer rules
 *   (edit_settings, access_owner_dashboard, query_users permissions of custom roles) stay with the api,
 *   which refuses what a staff member may not load; we cannot narrow further on the role alone because a
 *   custom role may sit on any staff role.
 */
export type RouteAccess = 'public' | 'any-signed-in' | readonly Role[] | 'unrestricted-not-shown';

/** Who is asking: the signed-in user's role (and, for a TPA, its sub-role), or null when signed out. */
export interface RouteViewer {
  role: Role;
  /** Accepted for completeness: the spec's route table restricts no route by TPA sub-role. */
  subRole?: TpaSubRole | null;
}

export interface AppRoute {
  /** Stable key used by the router, the navigation and the tests. */
  id: AppRouteId;
  /** react-router path without the leading slash (parameters as `:name`). */
  path: string;
  /** Page title; the document title becomes '{title} | Case Management'. */
  title: string;
  access: RouteAccess;
  /**
   * not-found only: the spec lists it among the authenticated routes with "none" as its roles. It is
   * reachable by everyone (public pages and signed-out visitors end there too) and is shown inside the
   * main layout when the visitor is signed in, on its own otherwise.
   */
  frame?: 'adaptive';
}

/** Every role ("all six roles", "all roles"). */
const EVERY_ROLE: readonly Role[] = ALL_ROLES;
/** "all roles except User" / "all except User". */
const ALL_EXCEPT_USER: readonly Role[] = ALL_ROLES.filter((role) => role !== 'USER');
/** "User only". */
const USER_ONLY: readonly Role[] = ['USER'];

/** Route ids, in the order of the spec's table (authenticated routes, then public routes). */
export type AppRouteId =
  | 'employees'
  | 'admins'
  | 'tpaRoles'
  | 'userProfile'
  | 'product'
  | 'documentsAdmin'
  | 'documents'
  | 'calendar'
  | 'communication'
  | 'allCases'
  | 'myTasks'
  | 'chat'
  | 'accommodations'
  | 'welcome'
  | 'newRequest'
  | 'newRequestByLink'
  | 'myRequests'
  | 'cases'
  | 'caseDetail'
  | 'requestDetail'
  | 'forms'
  | 'formEditor'
  | 'formBuilder'
  | 'ownerDashboard'
  | 'organizationsDashboard'
  | 'organizationsReports'
  | 'reports'
  | 'casesImport'
  | 'organizationSettings'
  | 'products'
  | 'cvSettings'
  | 'attachment'
  | 'promoCodes'
  | 'notFound'
  | 'login'
  | 'forgotPassword'
  | 'forgotPasswordComplete'
  | 'authAction'
  | 'resetPassword'
  | 'partnerLanding'
  | 'paymentSetup'
  | 'anonymousForm'
  | 'shortLink';

export const ROUTE_TABLE: readonly AppRoute[] = [
  // ---- Authenticated routes (spec 000 §2 table), in the spec's order ----
  { id: 'employees', path: 'employees', title: 'Employees', access: 'unrestricted-not-shown' },
  { id: 'admins', path: 'admins', title: 'Admins', access: ['CVADMIN', 'ADMIN', 'CASEMANAGER', 'CVTPA'] },
  // Query `id` is the user id.
  { id: 'tpaRoles', path: 'tpa-roles', title: 'TPA Roles', access: ['CVADMIN', 'CVTPA'] },
  // Query `listType`.
  { id: 'userProfile', path: 'user-profile/:userId', title: 'User Profile', access: EVERY_ROLE },
  { id: 'product', path: 'product/:productId', title: 'Product', access: ['CVADMIN', 'ADMIN', 'CVTPA'] },
  // Query `visibility`.
  {
    id: 'documentsAdmin',
    path: 'documents-admin',
    title: 'Documents Admin',
    access: ['CVADMIN', 'ADMIN', 'CASEMANAGER', 'CASEWORKER', 'CVTPA'],
  },
  // Query `visibility`.
  { id: 'documents', path: 'documents', title: 'Documents', access: EVERY_ROLE },
  { id: 'calendar', path: 'calendar', title: 'Calendar', access: ALL_EXCEPT_USER },
  { id: 'communication', path: 'communication', title: 'Communication', access: EVERY_ROLE },
  {
    id: 'allCases',
    path: 'all-cases',
    title: 'Cases For All Organizations',
    access: ['CVADMIN', 'CVTPA'],
  },
  {
    id: 'myTasks',
    path: 'my-tasks',
    title: 'My Tasks',
    access: ['CVADMIN', 'CVTPA'],
  },
  { id: 'chat', path: 'chat', title: 'Chat', access: EVERY_ROLE },
  // The default path; parent of the children below. Its index sends each role to its landing screen.
  { id: 'accommodations', path: 'accommodations', title: 'Home', access: EVERY_ROLE },
  { id: 'welcome', path: 'accommodations/welcome', title: 'Welcome', access: USER_ONLY },
  {
    id: 'newRequest',
    path: 'accommodations/request',
    title: 'New Request',
    access: EVERY_ROLE,
  },
  // Query `draftId`, `caseId`, `isGlobal`.
  {
    id: 'newRequestByLink',
    path: 'accommodations/request/:linkName',
    title: 'New Request',
    access: EVERY_ROLE,
  },
  {
    id: 'myRequests',
    path: 'accommodations/requests',
    title: 'My Requests',
    access: USER_ONLY,
  },
  // Query `status`.
  {
    id: 'cases',
    path: 'accommodations/cases',
    title: 'Cases',
    access: ALL_EXCEPT_USER,
  },
  // Query `task`.
  {
    id: 'caseDetail',
    path: 'accommodations/cases/:caseId',
    title: 'Case',
    access: EVERY_ROLE,
  },
  // The spec's alias of the case detail ("alias requests/{caseId}"), the employee's way in.
  {
    id: 'requestDetail',
    path: 'accommodations/requests/:caseId',
    title: 'Request',
    access: EVERY_ROLE,
  },
  // Query `visibility`.
  {
    id: 'forms',
    path: 'forms',
    title: 'Forms',
    access: ALL_EXCEPT_USER,
  },
  {
    id: 'formEditor',
    path: 'forms/:formId',
    title: 'Form Editor',
    access: ['CVADMIN', 'ADMIN'],
  },
  {
    id: 'formBuilder',
    path: 'form-builder',
    title: 'Form Builder',
    access: ['CVADMIN', 'ADMIN'],
  },
  { id: 'ownerDashboard', path: 'owner-dashboard', title: 'Owner Dashboard', access: 'unrestricted-not-shown' },
  {
    id: 'organizationsDashboard',
    path: 'organizations-dashboard',
    title: 'Organizations Dashboard',
    access: ['CVADMIN', 'CVTPA'],
  },
  { id: 'organizationsReports', path: 'organizations-reports', title: 'Organizations Reports', access: ['CVADMIN'] },
  { id: 'reports', path: 'reports', title: 'Reports', access: ['CVADMIN', 'ADMIN', 'CASEWORKER', 'CASEMANAGER'] },
  // Bulk import of cases.
  { id: 'casesImport', path: 'cases-import', title: 'Cases Import', access: ['CVADMIN'] },
  {
    id: 'organizationSettings',
    path: 'organization-settings',
    title: 'Organization Settings',
    access: 'unrestricted-not-shown',
  },
  { id: 'products', path: 'products', title: 'Products', access: ['CVADMIN', 'ADMIN', 'CASEMANAGER', 'CASEWORKER'] },
  { id: 'cvSettings', path: 'cv-settings', title: 'CV Settings', access: ['CVADMIN'] },
  {
    id: 'attachment',
    path: 'attachments/:attachmentId',
    title: 'Attachment',
    access: 'any-signed-in',
  },
  { id: 'promoCodes', path: 'promo-codes', title: 'Promo Codes', access: ['CVADMIN', 'ADMIN', 'CVTPA'] },
  // Spec: roles "none". Everyone may see it; shown in the layout when signed in (see `frame`).
  { id: 'notFound', path: 'not-found', title: 'Page Not Found', access: 'public', frame: 'adaptive' },

  // ---- Public routes (spec 000 §2), outside the authenticated layout ----
  { id: 'login', path: 'login', title: 'Sign in', access: 'public' },
  { id: 'forgotPassword', path: 'forgot-password', title: 'Forgot Password', access: 'public' },
  // Query `email`.
  { id: 'forgotPasswordComplete', path: 'forgot-password-complete', title: 'Check Your Email', access: 'public' },
  // Handler for e-mail action links.
  { id: 'authAction', path: 'auth-action', title: 'Account Action', access: 'public' },
  { id: 'resetPassword', path: 'reset-password', title: 'Reset Password', access: 'public' },
  // Query `email` and `phone`; the last segment is the partner organization's linkName.
  { id: 'partnerLanding', path: 'partner/:partnerId', title: 'Partner', access: 'public' },
  { id: 'paymentSetup', path: 'payment-setup/:tokenId', title: 'Payment Setup', access: 'public' },
  {
    id: 'anonymousForm',
    path: 'anonymous-form/request/:token',
    title: 'Form',
    access: 'public',
  },
  // Short-link redirect.
  {
    id: 'shortLink',
    path: 'l/:shortLink',
    title: 'Opening Link',
    access: 'public',
  },
];

export const ROUTES_BY_ID: Readonly<Record<AppRouteId, AppRoute>> = Object.fromEntries(
  ROUTE_TABLE.map((route) => [route.id, route]),
) as Record<AppRouteId, AppRoute>;

/** The absolute URL path of a route without parameters (e.g. '/accommodations/welcome'). */
export function routeHref(id: AppRouteId): string {
  return `/${ROUTES_BY_ID[id].path}`;
}

/** Whether a route is public (reachable without signing in). */
export function isPublicRoute(route: AppRoute): boolean {
  return route.access === 'public';
}

/**
 * Whether `viewer` may open `route`. Pure: the role decides, nothing else.
 * A signed-out visitor (`null`) may open only public routes.
 */
export function canAccessRoute(route: AppRoute, viewer: RouteViewer | null | undefined): boolean {
  const { access } = route;
  if (access === 'public') return true;
  if (!viewer) return false;
  if (access === 'any-signed-in') return true;
  if (access === 'unrestricted-not-shown') return viewer.role !== 'USER';
  return access.includes(viewer.role);
}
