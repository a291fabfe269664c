import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../shared/page-title';
import { DashboardLoadState } from '../dashboards/DashboardLoadState';
import { organizationsFilter } from '../dashboards/OrganizationsDashboardPage';
import { OrganizationsFilter } from '../dashboards/OrganizationsFilter';
import { CaseReportPanel } from './CaseReportPanel';
import { ReportFilterBar } from './ReportFilterBar';
import { filtersFrom, withFilters } from './report-filters';
import { ORGANIZATIONS_CASE_REPORT_QUERY } from './report-queries';

/** organizations-reports (CV Admin): the reports of the organizations in the URL, or of all, one after another. */
export function OrganizationsReportsPage() {
  usePageTitle('Organizations Reports');
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const chosen = organizationsFilter(params);
  const { data, error, refetch } = useQuery(ORGANIZATIONS_CASE_REPORT_QUERY, {
    variables: { input: filters, organizationIds: chosen },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const reports = data?.organizationsCaseReport;
  const chooseOrganizations = (ids: string[]) => {
    const next = new URLSearchParams(params);
    if (ids.length > 0) next.set('organizations', ids.join(','));
    else next.delete('organizations');
    setParams(next);
  };
  return (
    <Box sx={{ py: { xs: 2, sm: 3 } }}>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        Organizations Reports
      </Typography>
      <OrganizationsFilter selected={chosen ?? []} onChange={chooseOrganizations} />
      <ReportFilterBar value={filters} onApply={(next) => setParams(withFilters(params, next))} />
      {!reports ? (
        <DashboardLoadState error={error} onRetry={() => void refetch()} />
      ) : reports.length === 0 ? (
        <Typography>No organization to show.</Typography>
      ) : (
        reports.map((report) => <CaseReportPanel key={report.organizationId} report={report} />)
      )}
    </Box>
  );
}

export default OrganizationsReportsPage;
