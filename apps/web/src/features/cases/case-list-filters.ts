import type {
  CaseStatus,
  EscalationType,
  FollowUpFormStatus,
  OrderStatus,
  SearchField,
  SortDirection,
} from '../../generated/graphql';
import type { StatusGroup } from './case-status-labels';

/** Rows asked for per page; "Load more" asks for the next as many. */
export const CASES_PAGE_SIZE = 25;

/** Typing pauses this long before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

export type ArchivedChoice = 'any' | 'live' | 'archived';

/** An order status, or NONE for cases without an order. */
export type OrderStatusChoice = OrderStatus | 'NONE' | '';

export interface CaseFilterState {
  assignedToMe: boolean;
  archived: ArchivedChoice;
  escalatedOnly: boolean;
  escalationCategory: EscalationType | '';
  searchText: string;
  searchField: SearchField | '';
  sortOrder: SortDirection;
  /** Offered on the cross-organization list only (the organization list's api takes no such filter). */
  orderStatus: OrderStatusChoice;
  followUpStatus: FollowUpFormStatus | '';
}

export const DEFAULT_CASE_FILTERS: CaseFilterState = {
  assignedToMe: false,
  archived: 'any',
  escalatedOnly: false,
  escalationCategory: '',
  searchText: '',
  searchField: '',
  sortOrder: 'DESC',
  orderStatus: '',
  followUpStatus: '',
};

export interface CaseListVariables {
  statuses?: CaseStatus[];
  isArchived?: boolean;
  isAssignee?: boolean;
  assigneeId?: string;
  isEscalated?: boolean;
  escalationCategories?: EscalationType[];
  searchText?: string;
  searchField?: SearchField;
  sortOrder: SortDirection;
  orderStatuses?: OrderStatus[];
  isEmptyOrderStatus?: boolean;
  followUpStatuses?: FollowUpFormStatus[];
}

/**
 * The list's filter arguments. A status group fixes both the statuses and the archived flag, so it
 * overrides the archived choice. A chosen assignee replaces "Assigned to me". Filters left at "any"
 * are not sent at all.
 */
export function caseListVariables(
  filters: CaseFilterState,
  searchText: string,
  group: StatusGroup | null,
  assigneeId: string | null = null,
): CaseListVariables {
  const variables: CaseListVariables = { sortOrder: filters.sortOrder };
  if (group) {
    variables.statuses = group.statuses;
    variables.isArchived = group.isArchived;
  } else if (filters.archived !== 'any') {
    variables.isArchived = filters.archived === 'archived';
  }
  if (assigneeId) variables.assigneeId = assigneeId;
  else if (filters.assignedToMe) variables.isAssignee = true;
  if (filters.escalatedOnly) variables.isEscalated = true;
  if (filters.escalationCategory) variables.escalationCategories = [filters.escalationCategory];
  if (filters.orderStatus === 'NONE') variables.isEmptyOrderStatus = true;
  else if (filters.orderStatus) variables.orderStatuses = [filters.orderStatus];
  if (filters.followUpStatus) variables.followUpStatuses = [filters.followUpStatus];
  if (searchText) {
    variables.searchText = searchText;
    if (filters.searchField) variables.searchField = filters.searchField;
  }
  return variables;
}

/** Whether anything narrows the list, so the empty state can offer to clear it. */
export function hasActiveFilters(
  filters: CaseFilterState,
  group: StatusGroup | null,
  assigneeId: string | null = null,
): boolean {
  return (
    group !== null ||
    assigneeId !== null ||
    filters.assignedToMe ||
    filters.archived !== 'any' ||
    filters.escalatedOnly ||
    filters.escalationCategory !== '' ||
    filters.orderStatus !== '' ||
    filters.followUpStatus !== '' ||
    filters.searchText.trim() !== ''
  );
}
