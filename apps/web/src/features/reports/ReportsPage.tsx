import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { useSession } from '../../app/session/use-session';
import { usePageTitle } from '../../shared/page-title';
import { DashboardLoadState } from '../dashboards/DashboardLoadState';
import { CaseReportPanel } from './CaseReportPanel';
import { ReportFilterBar } from './ReportFilterBar';
import { filtersFrom, withFilters } from './report-filters';
import { CASE_REPORT_QUERY } from './report-queries';

/** reports: the acting organization's report over the period in the URL (`period`, `from`, `to`). */
export function ReportsPage() {
  usePageTitle('Reports');
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const { data, error, refetch } = useQuery(CASE_REPORT_QUERY, {
    variables: { input: filters, organizationId: session.organizationId },
    skip: !session.organizationId,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const report = data?.caseReport;
  return (
    <Box sx={{ py: { xs: 2, sm: 3 } }}>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        Reports
      </Typography>
      <ReportFilterBar value={filters} onApply={(next) => setParams(withFilters(params, next))} />
      {report ? (
        <CaseReportPanel report={report} />
      ) : (
        <DashboardLoadState error={error} onRetry={() => void refetch()} />
      )}
    </Box>
  );
}

export default ReportsPage;
