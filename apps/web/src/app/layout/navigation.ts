import type { Role } from '../../shared/roles';
import { canAccessRoute, routeHref, ROUTES_BY_ID, type AppRouteId } from '../routes/route-table';
import type { AliasLabels } from './alias-labels';
import type { IconName } from './icons';

export interface NavItem {
  id: AppRouteId;
  label: string;
  href: string;
  icon: IconName;
  /** Match the path exactly when marking the item current (for a parent path such as /accommodations). */
  end?: boolean;
}

/** An entry that opens something outside the app's screens (in a new tab) instead of a route. */
export interface NavAction {
  id: 'jobQueues';
  label: string;
  icon: IconName;
}

export interface NavGroup {
  id: 'accommodations' | 'work' | 'administration';
  label: string;
  items: NavItem[];
  actions: NavAction[];
}

/** The answers of myPermissions an entry may depend on (the api decides again on the screen). */
export interface NavPermissions {
  manageDocuments?: boolean;
  manageOrganizationSettings?: boolean;
  accessOwnerDashboard?: boolean;
  usersByRole?: boolean;
}

interface NavCandidate {
  id: AppRouteId;
  icon: IconName;
  label: (aliases: AliasLabels) => string;
  end?: boolean;
  /** Shown only once myPermissions answers yes: the route is open to more roles than the screen serves. */
  permission?: keyof NavPermissions;
}

/**
 * The navigation entries, grouped, in display order. Routes with parameters (a case, a profile, a form)
 * are reached from their lists, not from the navigation. Labels use the organization's aliases where an
 * alias names the thing: the accommodations group and the HR administrators list.
 */
const GROUPS: ReadonlyArray<{ id: NavGroup['id']; label: (aliases: AliasLabels) => string; items: NavCandidate[] }> = [
  {
    id: 'accommodations',
    label: (aliases) => aliases.ACCOMMODATIONS,
    items: [
      { id: 'welcome', icon: 'home', label: () => 'Welcome' },
      { id: 'newRequest', icon: 'add', label: () => 'New Request', end: true },
      { id: 'myRequests', icon: 'list', label: () => 'My Requests' },
      { id: 'cases', icon: 'assignment', label: () => 'Cases' },
      { id: 'allCases', icon: 'business', label: () => 'Cases For All Organizations' },
      { id: 'myTasks', icon: 'list', label: () => 'My Tasks' },
      { id: 'forms', icon: 'description', label: () => 'Forms', end: true },
    ],
  },
  {
    id: 'work',
    label: () => 'Work',
    items: [
      { id: 'calendar', icon: 'event', label: () => 'Calendar' },
      { id: 'communication', icon: 'email', label: () => 'Communication' },
      { id: 'chat', icon: 'chat', label: () => 'Chat' },
      { id: 'documents', icon: 'folder', label: () => 'Documents' },
    ],
  },
  {
    id: 'administration',
    label: () => 'Administration',
    items: [
      { id: 'employees', icon: 'people', label: () => 'Employees', permission: 'usersByRole' },
      { id: 'admins', icon: 'shield', label: (aliases) => aliases.HR_ADMINISTRATORS },
      { id: 'tpaRoles', icon: 'person', label: () => 'TPA Roles' },
      { id: 'documentsAdmin', icon: 'folder', label: () => 'Documents Admin', permission: 'manageDocuments' },
      { id: 'reports', icon: 'assessment', label: () => 'Reports' },
      { id: 'organizationsDashboard', icon: 'dashboard', label: () => 'Organizations Dashboard' },
      { id: 'organizationsReports', icon: 'assessment', label: () => 'Organizations Reports' },
      {
        id: 'ownerDashboard',
        icon: 'dashboard',
        label: () => 'Owner Dashboard',
        permission: 'accessOwnerDashboard',
      },
      { id: 'casesImport', icon: 'upload', label: () => 'Cases Import' },
      { id: 'products', icon: 'work', label: () => 'Products' },
      { id: 'promoCodes', icon: 'offer', label: () => 'Promo Codes' },
      {
        id: 'organizationSettings',
        icon: 'tune',
        label: () => 'Organization Settings',
        permission: 'manageOrganizationSettings',
      },
      { id: 'cvSettings', icon: 'tune', label: () => 'CV Settings' },
    ],
  },
];

/** Actions per group with the roles that see them (the api decides again when the action is used). */
const ACTIONS: ReadonlyArray<NavAction & { group: NavGroup['id']; roles: readonly Role[] }> = [
  // The job queues board (Bull Board) on the api; queueDashboardLink is for a CV Admin only.
  { id: 'jobQueues', group: 'administration', icon: 'queue', label: 'Job queues', roles: ['CVADMIN'] },
];

/**
 * The navigation of one role: entries whose route the role may use (spec 000 §2) AND whose screen is
 * mounted, so nothing links to a screen that does not exist yet, and, for entries that name a permission,
 * that the api's myPermissions grants (absent while it loads). Empty groups are left out.
 * The default path (/accommodations) has no entry of its own: it lands on the role's first entry
 * (Welcome for an employee, Cases for staff).
 */
export function buildNavigation(
  role: Role,
  mounted: ReadonlySet<AppRouteId>,
  aliases: AliasLabels,
  permissions: NavPermissions | null | undefined = null,
): NavGroup[] {
  const visible = (item: NavCandidate): boolean =>
    mounted.has(item.id) &&
    canAccessRoute(ROUTES_BY_ID[item.id], { role }) &&
    (!item.permission || permissions?.[item.permission] === true);
  return GROUPS.map((group) => ({
    id: group.id,
    label: group.label(aliases),
    items: group.items
      .filter((item) => visible(item))
      .map((item) => ({
        id: item.id,
        label: item.label(aliases),
        href: routeHref(item.id),
        icon: item.icon,
        ...(item.end ? { end: true } : {}),
      })),
    actions: ACTIONS.filter((action) => action.group === group.id && action.roles.includes(role)).map(
      ({ id, label, icon }) => ({ id, label, icon }),
    ),
  })).filter((group) => group.items.length > 0 || group.actions.length > 0);
}
