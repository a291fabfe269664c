import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../shared/page-title';
import { CaseDashboardPanel } from './CaseDashboardPanel';
import { DashboardLoadState } from './DashboardLoadState';
import { OrganizationsFilter } from './OrganizationsFilter';
import { ORGANIZATIONS_DASHBOARD_QUERY } from './dashboard-queries';

/** The `organizations` URL filter: comma-separated organization ids, none meaning every one served. */
export function organizationsFilter(params: URLSearchParams): string[] | null {
  const ids = (params.get('organizations') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  return ids.length > 0 ? ids : null;
}

/**
 * organizations-dashboard (CV Admin, TPA): one dashboard per organization the caller serves, side by
 * side (stacked on small screens). The api decides which organizations: every one for a CV Admin,
 * those where a TPA is TPA Support.
 */
export function OrganizationsDashboardPage() {
  usePageTitle('Organizations Dashboard');
  const [params, setParams] = useSearchParams();
  const chosen = organizationsFilter(params);
  const { data, error, refetch } = useQuery(ORGANIZATIONS_DASHBOARD_QUERY, {
    variables: { organizationIds: chosen },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const dashboards = data?.organizationsDashboard;
  return (
    <Box sx={{ py: { xs: 2, sm: 3 } }}>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        Organizations Dashboard
      </Typography>
      <OrganizationsFilter
        selected={chosen ?? []}
        onChange={(ids) => setParams(ids.length > 0 ? new URLSearchParams({ organizations: ids.join(',') }) : {})}
      />
      {!dashboards ? (
        <DashboardLoadState error={error} onRetry={() => void refetch()} />
      ) : dashboards.length === 0 ? (
        <Typography>No organization to show. Organizations appear here once you serve them as TPA Support.</Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: '1fr',
              md: `repeat(${Math.min(dashboards.length, 2)}, minmax(0, 1fr))`,
              xl: `repeat(${Math.min(dashboards.length, 3)}, minmax(0, 1fr))`,
            },
          }}
        >
          {dashboards.map((dashboard) => (
            <CaseDashboardPanel key={dashboard.organizationId} dashboard={dashboard} />
          ))}
        </Box>
      )}
    </Box>
  );
}

export default OrganizationsDashboardPage;
