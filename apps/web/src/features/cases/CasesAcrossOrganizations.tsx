import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useAliasLabels } from '../../app/layout/alias-labels';
import { useToast } from '../../app/notifications/use-toast';
import { visuallyHidden } from '../../shared/visually-hidden';
import { ExportCsvButton } from '../exports/ExportCsvButton';
import { CaseFilterBar } from './CaseFilterBar';
import { CASES_PAGE_SIZE } from './case-list-filters';
import { CaseListBody } from './CaseTable';
import { LOAD_MORE_FAILED_MESSAGE } from './CasesListPage';
import { ALL_MULTI_ORG_CASES_QUERY, ASSIGNED_CASES_CHANGED_SUBSCRIPTION } from './cases-list-queries';
import { useCaseFilters } from './use-case-filters';
import { useLiveCaseList } from './use-live-case-list';

export interface CasesAcrossOrganizationsProps {
  title: string;
  /** Only the cases assigned to this user. */
  assigneeId?: string;
  /** Refresh when the caller's assigned cases change. */
  liveAssigned?: boolean;
  emptyText: string;
}

/** Cases of every organization the caller serves, with the organization on each row. */
export function CasesAcrossOrganizations({
  title,
  assigneeId,
  liveAssigned = false,
  emptyText,
}: CasesAcrossOrganizationsProps) {
  const aliases = useAliasLabels();
  const toast = useToast();
  const { group, setGroup, filters, setFilters, variables, active, clear } = useCaseFilters();

  const list = useQuery(ALL_MULTI_ORG_CASES_QUERY, {
    variables: { ...(assigneeId ? { assigneeId } : {}), recordsPerPage: CASES_PAGE_SIZE, ...variables },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });

  const { refetch } = list;
  const refresh = useCallback(() => void refetch().catch(() => undefined), [refetch]);
  const live = useLiveCaseList(ASSIGNED_CASES_CHANGED_SUBSCRIPTION, refresh, { skip: !liveAssigned });

  const [loadingMore, setLoadingMore] = useState(false);
  const page = (list.data ?? list.previousData)?.allMultiOrgUserCases;
  const loadMore = async () => {
    const after = list.data?.allMultiOrgUserCases.pageInfo.endCursor;
    if (!after) return;
    setLoadingMore(true);
    try {
      // The cache's paging policy (app/apollo/cursor-paged.ts) appends the page.
      await list.fetchMore({ variables: { after } });
    } catch {
      toast.error(LOAD_MORE_FAILED_MESSAGE);
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <Box sx={{ py: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Typography component="h1" variant="h4">
          {title}
        </Typography>
        <ExportCsvButton
          input={{
            list: 'CASES_ACROSS_ORGANIZATIONS',
            multiOrganizationCaseFilters: { ...(assigneeId ? { assigneeId } : {}), ...variables },
          }}
          label="Export CSV"
        />
      </Box>

      <CaseFilterBar value={filters} onChange={setFilters} group={group} onGroupChange={setGroup} showOrderFilters />

      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {live.announcement}
      </Box>
      <Box sx={{ height: 4, mb: 1 }}>{list.loading && page && <LinearProgress aria-label="Updating cases" />}</Box>

      <CaseListBody
        loading={list.loading && !page}
        failed={Boolean(list.error) && !list.data}
        onRetry={() => void list.refetch().catch(() => undefined)}
        filtersActive={active}
        onClearFilters={clear}
        rows={page?.cases ?? []}
        totalCount={page?.totalCount ?? 0}
        hasNextPage={Boolean(list.data?.allMultiOrgUserCases.pageInfo.hasNextPage)}
        loadingMore={loadingMore}
        onLoadMore={() => void loadMore()}
        label={title}
        employeeLabel={aliases.EMPLOYEE}
        showOrganization
        changedCaseIds={live.changedCaseIds}
        emptyText={emptyText}
      />
    </Box>
  );
}
