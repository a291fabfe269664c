import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useAliasLabels } from '../../app/layout/alias-labels';
import { LAYOUT_BRAND_QUERY } from '../../app/layout/layout-queries';
import { useToast } from '../../app/notifications/use-toast';
import { useMyPermissions } from '../../app/session/use-my-permissions';
import { useSession } from '../../app/session/use-session';
import { visuallyHidden } from '../../shared/visually-hidden';
import { ExportCsvButton } from '../exports/ExportCsvButton';
import { CaseFilterBar } from './CaseFilterBar';
import { CASES_PAGE_SIZE } from './case-list-filters';
import { CaseListBody } from './CaseTable';
import {
  CASES_BY_STATUS_QUERY,
  CASES_METADATA_QUERY,
  ORGANIZATION_CASES_CHANGED_SUBSCRIPTION,
} from './cases-list-queries';
import { LazyAssigneeFilter } from './LazyAssigneeFilter';
import { StatusGroupTabs } from './StatusGroupTabs';
import { useCaseFilters } from './use-case-filters';
import { useLiveCaseList } from './use-live-case-list';

export const LOAD_MORE_FAILED_MESSAGE = "We couldn't load more cases. Try again.";

/**
 * The case list (accommodations/cases, every staff role; query `status` = a status group): counts per
 * status group as tabs, filters, and the organization's cases, kept current as cases change.
 */
export function CasesListPage() {
  const session = useSession();
  const aliases = useAliasLabels();
  const toast = useToast();
  // Choosing an assignee lists the organization's people: offered when the api allows that (usersByRole).
  const permissions = useMyPermissions();
  const assigneeFilter = !!permissions?.usersByRole;
  const { group, setGroup, assigneeId, setAssignee, filters, setFilters, variables, active, clear } = useCaseFilters({
    assigneeFilter,
  });
  const organizationId = session.organizationId;
  // A partner's cases carry orders and follow-up forms: the list filters by them there (the top bar asked already).
  const isPartner = !!useQuery(LAYOUT_BRAND_QUERY, {
    variables: { organizationId },
    skip: !organizationId,
    fetchPolicy: 'cache-first',
  }).data?.organizationBrandInfo?.isPartner;

  const list = useQuery(CASES_BY_STATUS_QUERY, {
    variables: { organizationId, recordsPerPage: CASES_PAGE_SIZE, ...variables },
    // An assignee in the address counts only once the api has said whether the filter is offered.
    skip: permissions === undefined,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const counts = useQuery(CASES_METADATA_QUERY, {
    variables: { organizationId, ...(filters.assignedToMe ? { isAssignee: true } : {}) },
    fetchPolicy: 'cache-and-network',
  });

  const { refetch: refetchList } = list;
  const { refetch: refetchCounts } = counts;
  const refresh = useCallback(() => {
    void refetchList().catch(() => undefined);
    void refetchCounts().catch(() => undefined);
  }, [refetchList, refetchCounts]);
  const live = useLiveCaseList(ORGANIZATION_CASES_CHANGED_SUBSCRIPTION, refresh);

  const [loadingMore, setLoadingMore] = useState(false);
  const page = (list.data ?? list.previousData)?.casesByStatus;
  const loadMore = async () => {
    const after = list.data?.casesByStatus.pageInfo.endCursor;
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
          Cases
        </Typography>
        <ExportCsvButton
          input={{ list: 'CASES', caseFilters: variables }}
          organizationId={organizationId}
          label="Export CSV"
        />
      </Box>

      <StatusGroupTabs
        counts={counts.data?.casesMetadata}
        countsLoading={counts.loading}
        value={group}
        onChange={setGroup}
      />
      <CaseFilterBar
        value={filters}
        onChange={setFilters}
        group={group}
        showAssignedToMe
        showEscalationCategory
        showOrderFilters={isPartner}
        assigneeFilter={
          assigneeFilter && (
            <LazyAssigneeFilter
              organizationId={organizationId}
              value={assigneeId}
              onChange={setAssignee}
              knownPeople={page?.cases.map((row) => row.assignedTo)}
            />
          )
        }
      />

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
        hasNextPage={Boolean(list.data?.casesByStatus.pageInfo.hasNextPage)}
        loadingMore={loadingMore}
        onLoadMore={() => void loadMore()}
        label="Cases"
        employeeLabel={aliases.EMPLOYEE}
        changedCaseIds={live.changedCaseIds}
        emptyText="Requests employees submit appear here."
      />
    </Box>
  );
}

export default CasesListPage;
