import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  caseListVariables,
  DEFAULT_CASE_FILTERS,
  hasActiveFilters,
  SEARCH_DEBOUNCE_MS,
  type CaseFilterState,
} from './case-list-filters';
import { statusGroupFromParam, type StatusGroup } from './case-status-labels';
import { useSettledSearch } from '../../shared/use-settled-search';

/** Query parameters that hold a filter. */
const STATUS_PARAM = 'status';
const ASSIGNEE_PARAM = 'assignee';

export interface CaseFilterOptions {
  /** Whether the list may be narrowed to another person's cases (`assignee` query parameter). */
  assigneeFilter?: boolean;
}

/**
 * The list's filters: the status group lives in the `status` query parameter and the chosen assignee
 * in `assignee` (they survive a reload and each choice is a history entry for the back button); the
 * rest is kept while the page is open. "Assigned to me" and a chosen assignee exclude each other.
 */
export function useCaseFilters({ assigneeFilter = false }: CaseFilterOptions = {}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const group = statusGroupFromParam(searchParams.get(STATUS_PARAM));
  const assigneeId = (assigneeFilter && searchParams.get(ASSIGNEE_PARAM)?.trim()) || null;
  const [filters, setFilterState] = useState<CaseFilterState>(DEFAULT_CASE_FILTERS);
  const searchText = useSettledSearch(filters.searchText, SEARCH_DEBOUNCE_MS);

  const updateParams = (changes: Record<string, string | null>) => {
    const params = new URLSearchParams(searchParams);
    let changed = false;
    for (const [name, value] of Object.entries(changes)) {
      if ((params.get(name) ?? null) === value) continue;
      changed = true;
      if (value === null) params.delete(name);
      else params.set(name, value);
    }
    if (changed) setSearchParams(params);
  };

  const setGroup = (next: StatusGroup | null) => updateParams({ [STATUS_PARAM]: next?.param ?? null });

  const setAssignee = (next: string | null) => {
    if (next && filters.assignedToMe) setFilterState({ ...filters, assignedToMe: false });
    updateParams({ [ASSIGNEE_PARAM]: next });
  };

  const setFilters = (next: CaseFilterState) => {
    setFilterState(next);
    if (next.assignedToMe && !filters.assignedToMe) updateParams({ [ASSIGNEE_PARAM]: null });
  };

  const clear = () => {
    setFilterState({ ...DEFAULT_CASE_FILTERS, sortOrder: filters.sortOrder });
    updateParams({ [STATUS_PARAM]: null, [ASSIGNEE_PARAM]: null });
  };

  return {
    group,
    setGroup,
    assigneeId,
    setAssignee,
    filters,
    setFilters,
    variables: caseListVariables(filters, searchText, group, assigneeId),
    active: hasActiveFilters(filters, group, assigneeId),
    clear,
  };
}
