import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useId } from 'react';
import { saveFile } from '../../shared/save-file';
import { reportTableCsv, reportTableFileName } from './report-csv';
import { ReportTable } from './ReportTable';
import type { ReportTableData } from './report-tables';

export interface ChartSeries {
  label: string;
  data: number[];
}

/** "Opened: 2025-10 1, 2025-11 3; Decided: …": the chart's text alternative, read before it. */
export function describeSeries(categories: readonly string[], series: readonly ChartSeries[]): string {
  if (categories.length === 0) return 'Nothing in this range';
  return series
    .map(
      (entry) =>
        `${entry.label}: ${categories.map((category, index) => `${category} ${entry.data[index] ?? 0}`).join(', ')}`,
    )
    .join('; ');
}

/**
 * A chart with its text alternative and the plain table under it (the table is the accessible version and
 * what the CSV export reads). No chart is drawn when every figure is zero; the table says so. With `exportAs`
 * (the report's name), an Export CSV button saves the table's rows as shown.
 */
export function ReportFigure({
  table,
  categories,
  series,
  exportAs,
}: {
  table: ReportTableData;
  categories?: readonly string[];
  series?: readonly ChartSeries[];
  exportAs?: string;
}) {
  const id = useId();
  const hasChart = categories && series && series.some((entry) => entry.data.some((value) => value > 0));
  return (
    <Box
      component="figure"
      aria-labelledby={`${id}-title`}
      aria-describedby={categories && series ? `${id}-summary` : undefined}
      sx={{ m: 0, mb: 3 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={`${id}-title`} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {table.title}
        </Typography>
        {exportAs !== undefined && (
          <Button
            size="small"
            aria-label={`Export CSV of ${table.title}`}
            onClick={() =>
              saveFile(
                new Blob([reportTableCsv(table)], { type: 'text/csv;charset=utf-8' }),
                reportTableFileName(exportAs, table),
              )
            }
          >
            Export CSV
          </Button>
        )}
      </Box>
      {categories && series && (
        <Typography id={`${id}-summary`} variant="body2" color="text.secondary">
          {`${table.title}. ${describeSeries(categories, series)}.`}
        </Typography>
      )}
      {hasChart && (
        <BarChart
          height={260}
          skipAnimation
          xAxis={[{ scaleType: 'band', data: [...categories] }]}
          series={series.map((entry) => ({ label: entry.label, data: [...entry.data] }))}
        />
      )}
      <ReportTable table={table} />
    </Box>
  );
}
