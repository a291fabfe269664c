import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CaseDashboardFieldsFragment } from '../../generated/graphql';
import { DashboardChart } from './DashboardChart';

const days = (value: number | null | undefined) =>
  value === null || value === undefined ? 'None decided' : `${value} ${value === 1 ? 'day' : 'days'}`;

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Box sx={{ minWidth: 140 }}>
      <Typography variant="body2" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="h5" component="dd" sx={{ m: 0 }}>
        {value}
      </Typography>
      {hint && (
        <Typography variant="caption" color="text.secondary" component="dd" sx={{ m: 0 }}>
          {hint}
        </Typography>
      )}
    </Box>
  );
}

/** One organization's dashboard: key figures, then each breakdown as a chart with its table. */
export function CaseDashboardPanel({
  dashboard,
  headingLevel = 'h2',
}: {
  dashboard: CaseDashboardFieldsFragment;
  headingLevel?: 'h2';
}) {
  const { overdue, timeToDecision } = dashboard;
  const dayKind = overdue.businessDays ? 'business days' : 'days';
  return (
    <Paper component="section" variant="outlined" aria-label={dashboard.organizationName} sx={{ p: 2, minWidth: 0 }}>
      <Typography component={headingLevel} variant="h6" sx={{ mb: 1 }}>
        {dashboard.organizationName}
      </Typography>
      <Stack component="dl" direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', m: 0, mb: 2 }}>
        <Figure label="Open cases" value={String(dashboard.openCaseCount)} />
        <Figure
          label="Overdue"
          value={String(overdue.caseCount)}
          hint={
            `${overdue.unacknowledgedCount} unacknowledged for ${overdue.unacknowledgedAfterDays}+ ${dayKind}, ` +
            `${overdue.notAcceptedCount} not accepted for ${overdue.notAcceptedAfterDays}+ ${dayKind}`
          }
        />
        <Figure
          label="Median time to decision"
          value={days(timeToDecision.medianDays)}
          hint={`${timeToDecision.decidedCount} decided in the last ${timeToDecision.windowDays} days`}
        />
        <Figure label="90th percentile time to decision" value={days(timeToDecision.p90Days)} />
      </Stack>
      {dashboard.openCaseCount === 0 && (
        <Typography sx={{ mb: 2 }}>No open cases. New requests will show here as they arrive.</Typography>
      )}
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'repeat(auto-fit, minmax(280px, 1fr))' } }}
      >
        <DashboardChart
          title="Open cases by stage"
          countLabel="Cases"
          rows={dashboard.byStage.map((entry) => ({ key: entry.stage, label: entry.label, count: entry.count }))}
        />
        <DashboardChart
          title="Open cases by age"
          countLabel="Cases"
          rows={dashboard.byAge.map((entry) => ({ key: entry.bucket, label: entry.label, count: entry.count }))}
        />
        <DashboardChart
          title="Open cases by assignee"
          countLabel="Cases"
          extraLabel="Overdue"
          rows={dashboard.byAssignee.map((entry) => ({
            key: entry.assigneeId ?? 'unassigned',
            label: entry.name,
            count: entry.count,
            extra: entry.overdueCount,
          }))}
        />
      </Box>
    </Paper>
  );
}
