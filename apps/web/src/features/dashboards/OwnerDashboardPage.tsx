import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSession } from '../../app/session/use-session';
import { usePageTitle } from '../../shared/page-title';
import { PaymentsReport } from '../payments-report/PaymentsReport';
import { CaseDashboardPanel } from './CaseDashboardPanel';
import { DashboardLoadState } from './DashboardLoadState';
import { OWNER_DASHBOARD_QUERY } from './dashboard-queries';

/**
 * owner-dashboard: the acting organization's open cases, overdue items and time to decision, and, for who
 * may read payment totals, the payments report.
 */
export function OwnerDashboardPage() {
  usePageTitle('Owner Dashboard');
  const session = useSession();
  const { data, error, refetch } = useQuery(OWNER_DASHBOARD_QUERY, {
    variables: { organizationId: session.organizationId },
    skip: !session.organizationId,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const dashboard = data?.ownerDashboard;
  return (
    <Box sx={{ py: { xs: 2, sm: 3 } }}>
      <Typography component="h1" variant="h4" sx={{ mb: 2 }}>
        Owner Dashboard
      </Typography>
      {dashboard ? (
        <CaseDashboardPanel dashboard={dashboard} />
      ) : (
        <DashboardLoadState error={error} onRetry={() => void refetch()} />
      )}
      <PaymentsReport />
    </Box>
  );
}

export default OwnerDashboardPage;
