import { routeHref } from '../../app/routes/route-table';

/** The list a profile was opened from (`listType`), for its way back. */
export type PeopleListType = 'employees' | 'admins' | 'tpa-roles';

export const LIST_TITLES: Readonly<Record<PeopleListType, string>> = {
  employees: 'Employees',
  admins: 'Admins',
  'tpa-roles': 'TPA Roles',
};

export function isPeopleListType(value: string | null): value is PeopleListType {
  return value === 'employees' || value === 'admins' || value === 'tpa-roles';
}

/** user-profile/{userId}?listType=… */
export function profileHref(userId: string, listType?: PeopleListType): string {
  const path = routeHref('userProfile').replace(':userId', encodeURIComponent(userId));
  return listType ? `${path}?listType=${listType}` : path;
}
