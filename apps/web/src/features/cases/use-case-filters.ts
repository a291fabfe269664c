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
import { useDebouncedValue } from './use-live-case-list';

/**
 * The list's filters: the status group lives in the `status` query parameter (it survives a reload
 * and each choice is a history entry for the back button); the rest is kept while the page is open.
 */
export function useCaseFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const group = statusGroupFromParam(searchParams.get('status'));
  const [filters, setFilters] = useState<CaseFilterState>(DEFAULT_CASE_FILTERS);
  const searchText = useDebouncedValue(filters.searchText.trim(), SEARCH_DEBOUNCE_MS);

  const setGroup = (next: StatusGroup | null) => {
    if ((next?.param ?? null) === (group?.param ?? null)) return;
    const params = new URLSearchParams(searchParams);
    if (next) params.set('status', next.param);
    else params.delete('status');
    setSearchParams(params);
  };

  const clear = () => {
    setFilters({ ...DEFAULT_CASE_FILTERS, sortOrder: filters.sortOrder });
    setGroup(null);
  };

  return {
    group,
    setGroup,
    filters,
    setFilters,
    variables: caseListVariables(filters, searchText, group),
    active: hasActiveFilters(filters, group),
    clear,
  };
}
