import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { CaseImportFieldsFragment } from '../../generated/graphql';
import { ImportProgress } from './ImportProgress';

const STATUS_LABELS: Record<string, string> = {
  IN_PROGRESS: 'In progress',
  SUCCESS: 'Done',
  ERROR: 'Stopped',
};

const started = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The imports, newest first: status, rows done of total, and what became of the rows. */
export function ImportsTable({ imports }: { imports: readonly CaseImportFieldsFragment[] }) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Imports">
        <TableHead>
          <TableRow>
            <TableCell>File</TableCell>
            <TableCell>Started</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Progress</TableCell>
            <TableCell align="right">Imported</TableCell>
            <TableCell align="right">Already imported</TableCell>
            <TableCell align="right">Refused</TableCell>
            <TableCell>Refused rows</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {imports.map((record) => {
            const info = record.resultInfo;
            return (
              <TableRow key={record.id}>
                <TableCell component="th" scope="row">
                  {record.fileName}
                </TableCell>
                <TableCell>{started.format(new Date(record.createdAt as string))}</TableCell>
                <TableCell>
                  {STATUS_LABELS[record.status] ?? record.status}
                  {info.failureReason ? `: ${info.failureReason}` : ''}
                </TableCell>
                <TableCell>
                  <ImportProgress fileName={record.fileName} done={info.processedRows} total={info.totalRows} />
                </TableCell>
                <TableCell align="right">{info.importedCount}</TableCell>
                <TableCell align="right">{info.skippedCount}</TableCell>
                <TableCell align="right">{info.errorCount}</TableCell>
                <TableCell>
                  {info.errorsFileUrl ? (
                    <Link href={info.errorsFileUrl} download aria-label={`Refused rows of ${record.fileName}`}>
                      Download
                    </Link>
                  ) : (
                    '—'
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
