import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { CaseReportFieldsFragment } from '../../generated/graphql';
import { ReportFigure } from './ReportFigure';
import { reportTables, type ReportTableData, type ReportTableId } from './report-tables';

/** One organization's report: each figure a chart (where one helps) over its table. */
export function CaseReportPanel({ report }: { report: CaseReportFieldsFragment }) {
  const id = useId();
  const tables = new Map(reportTables(report).map((table) => [table.id, table] as [ReportTableId, ReportTableData]));
  const get = (tableId: ReportTableId) => tables.get(tableId)!;
  const periods = report.periods.map((period) => period.start);
  const stages = report.openByStageAndAge;
  const payments = tables.get('payments');
  // Each table's CSV is named after the organization and the range.
  const exportAs = `${report.organizationName} ${report.from} to ${report.to}`;
  return (
    <Paper component="section" aria-labelledby={`${id}-name`} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, mb: 2 }}>
      <Typography id={`${id}-name`} component="h2" variant="h6">
        {report.organizationName}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {report.from} to {report.to}, in {report.timeZone}. Open cases and workload as of now.
      </Typography>
      <ReportFigure
        exportAs={exportAs}
        table={get('periods')}
        categories={periods}
        series={[
          { label: 'Opened', data: report.periods.map((p) => p.opened) },
          { label: 'Decided', data: report.periods.map((p) => p.decided) },
          { label: 'Closed', data: report.periods.map((p) => p.closed) },
        ]}
      />
      <ReportFigure
        exportAs={exportAs}
        table={get('outcomes')}
        categories={report.outcomes.map((o) => o.label)}
        series={[
          { label: 'Approved', data: report.outcomes.map((o) => o.approved) },
          { label: 'Denied', data: report.outcomes.map((o) => o.denied) },
        ]}
      />
      <ReportFigure
        exportAs={exportAs}
        table={get('responseTimes')}
        categories={report.responseTimes.map((r) => r.label)}
        series={[
          { label: 'Median hours', data: report.responseTimes.map((r) => r.medianHours ?? 0) },
          { label: '90th percentile hours', data: report.responseTimes.map((r) => r.p90Hours ?? 0) },
        ]}
      />
      <ReportFigure
        exportAs={exportAs}
        table={get('openByStageAndAge')}
        categories={stages.map((s) => s.label)}
        series={(stages[0]?.byAge ?? []).map((age, index) => ({
          label: get('openByStageAndAge').columns[index + 1].header,
          data: stages.map((s) => s.byAge.find((a) => a.bucket === age.bucket)?.count ?? 0),
        }))}
      />
      <ReportFigure exportAs={exportAs} table={get('unacknowledged')} />
      <ReportFigure
        exportAs={exportAs}
        table={get('workload')}
        categories={report.workload.map((w) => w.name)}
        series={[{ label: 'Open cases', data: report.workload.map((w) => w.openCount) }]}
      />
      <ReportFigure
        exportAs={exportAs}
        table={get('fmla')}
        categories={periods}
        series={[
          { label: 'FMLA hours taken', data: report.periods.map((p) => p.fmlaHoursTaken) },
          { label: 'Work hours missed', data: report.periods.map((p) => p.workHoursMissed) },
        ]}
      />
      {payments && report.payments && (
        <Box>
          <ReportFigure
            exportAs={exportAs}
            table={payments}
            categories={report.payments.map((p) => p.period)}
            series={[
              { label: 'Payments (dollars)', data: report.payments.map((p) => p.totalPayments / 100) },
              { label: 'Payout (dollars)', data: report.payments.map((p) => p.totalPayoutAmount / 100) },
            ]}
          />
        </Box>
      )}
    </Paper>
  );
}
