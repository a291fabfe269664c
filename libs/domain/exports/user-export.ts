import type { Principal } from '#access';
import type { UserEntity, UserListFilters, UserListScope, UserListService } from '#domain/users';
import { EXPORT_PAGE_SIZE } from './case-export.js';
import { allPages, type ExportColumn, type ExportTable } from './export-table.js';

/** The people lists' columns: contact and work details, none of them health information. */
export interface UserExportRow {
  user: UserEntity;
  /** Names of the organizations the user reaches through organization access, by id. */
  organizationNames: ReadonlyMap<string, string>;
}

export const USER_EXPORT_COLUMNS: readonly ExportColumn<UserExportRow>[] = [
  { header: 'First name', value: ({ user }) => user.firstName },
  { header: 'Last name', value: ({ user }) => user.lastName },
  { header: 'E-mail', value: ({ user }) => user.email },
  { header: 'Role', value: ({ user }) => user.customRole?.label ?? user.role },
  { header: 'Phone number', value: ({ user }) => user.phoneNumber },
  { header: 'Employee ID', value: ({ user }) => user.employeeId },
  { header: 'Department', value: ({ user }) => user.department },
  { header: 'Job title', value: ({ user }) => user.jobTitle },
  {
    header: 'Organizations',
    value: ({ user, organizationNames }) =>
      (user.organizationAccess ?? [])
        .map((access) => {
          const name = organizationNames.get(access.organizationId) ?? access.organizationId;
          return `${name} (${access.customRole?.label ?? access.role})`;
        })
        .join('; '),
  },
  { header: 'Added', value: ({ user }) => user.createdAt },
];

/** A people list (usersByRole, tpaUsersForOrganization or allTpaUsers) with the screen's filters and order. */
export function userListTable(
  lists: UserListService,
  principal: Principal,
  filters: UserListFilters,
  scope: UserListScope,
  organizationNames: (ids: string[]) => Promise<ReadonlyMap<string, string>>,
): ExportTable<UserExportRow> {
  return {
    fileName: scope === 'organization' ? 'people.csv' : 'tpa-users.csv',
    columns: USER_EXPORT_COLUMNS,
    rows: allPages(async (after) => {
      const page = await lists.list(principal, filters, { recordsPerPage: EXPORT_PAGE_SIZE, after }, scope);
      const ids = page.items.flatMap((user) => (user.organizationAccess ?? []).map((access) => access.organizationId));
      const names = ids.length ? await organizationNames([...new Set(ids)]) : new Map<string, string>();
      return { ...page, items: page.items.map((user) => ({ user, organizationNames: names })) };
    }),
  };
}
