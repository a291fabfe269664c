import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useId } from 'react';

export interface ChartRow {
  key: string;
  label: string;
  count: number;
  /** A second figure shown in the table only (e.g. overdue per assignee). */
  extra?: number;
}

/** "Submitted 3, Assigned 2": the chart's text alternative, read before the chart. */
export function describeRows(rows: readonly ChartRow[]): string {
  return rows.map((row) => `${row.label} ${row.count}`).join(', ');
}

/**
 * One bar chart with its text alternative and the plain table under it (the table is the accessible
 * version). The chart is keyboard reachable (Tab, then arrow keys move between bars).
 */
export function DashboardChart({
  title,
  rows,
  countLabel,
  extraLabel,
}: {
  title: string;
  rows: readonly ChartRow[];
  countLabel: string;
  extraLabel?: string;
}) {
  const id = useId();
  const summary = `${title}: ${describeRows(rows)}.`;
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return (
    <Box component="figure" aria-labelledby={`${id}-title`} aria-describedby={`${id}-summary`} sx={{ m: 0 }}>
      <Typography id={`${id}-title`} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography id={`${id}-summary`} variant="body2" color="text.secondary">
        {summary}
      </Typography>
      {total > 0 && (
        <BarChart
          height={Math.max(160, rows.length * 36 + 40)}
          layout="horizontal"
          skipAnimation
          yAxis={[{ scaleType: 'band', data: rows.map((row) => row.label), width: 140 }]}
          series={[{ data: rows.map((row) => row.count), label: countLabel }]}
          hideLegend
        />
      )}
      <Table size="small" aria-label={`${title} (table)`}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {title}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {countLabel}
            </TableCell>
            {extraLabel && (
              <TableCell component="th" scope="col" align="right">
                {extraLabel}
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell component="th" scope="row">
                {row.label}
              </TableCell>
              <TableCell align="right">{row.count}</TableCell>
              {extraLabel && <TableCell align="right">{row.extra ?? 0}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
