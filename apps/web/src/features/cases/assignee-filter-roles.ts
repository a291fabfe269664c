import type { Role as SessionRole } from '../../shared/roles';

// Kept apart from AssigneeFilter so the case list can decide whether to offer the filter without
// loading the filter (and its Autocomplete) itself.

/** Roles that may list the organization's people by default (query_users), and so choose an assignee. */
export const ASSIGNEE_FILTER_ROLES: readonly SessionRole[] = ['CVADMIN', 'ADMIN', 'CASEMANAGER', 'CVTPA'];

export function mayFilterByAssignee(role: SessionRole | null | undefined): boolean {
  return !!role && ASSIGNEE_FILTER_ROLES.includes(role);
}
