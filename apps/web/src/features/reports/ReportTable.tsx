import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReportTableData } from './report-tables';

/** One report table from its column definition; the first column heads each row. */
export function ReportTable({ table }: { table: ReportTableData }) {
  const [first, ...rest] = table.columns;
  return (
    <TableContainer>
      <Table size="small" aria-label={`${table.title} (table)`}>
        <TableHead>
          <TableRow>
            {table.columns.map((column) => (
              <TableCell key={column.key} component="th" scope="col" align={column.numeric ? 'right' : 'left'}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {table.rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={table.columns.length}>Nothing in this range.</TableCell>
            </TableRow>
          ) : (
            table.rows.map((row, index) => (
              <TableRow key={`${String(row[first.key])}-${index}`}>
                <TableCell component="th" scope="row">
                  {row[first.key]}
                </TableCell>
                {rest.map((column) => (
                  <TableCell key={column.key} align={column.numeric ? 'right' : 'left'}>
                    {row[column.key] ?? '—'}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
