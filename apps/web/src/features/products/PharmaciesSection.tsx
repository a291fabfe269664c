import { useQuery } from '@apollo/client/react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CATALOG_PHARMACIES_QUERY } from './catalog-documents';
import { LoadState } from './LoadState';

/** The pharmacies the organization works with (read only). */
export function PharmaciesSection({ organizationId }: { organizationId: string }) {
  const { data, error, refetch } = useQuery(CATALOG_PHARMACIES_QUERY, { variables: { organizationId } });
  const pharmacies = data?.organizationPharmacies;
  let body;
  if (!pharmacies) {
    body = <LoadState failed={Boolean(error)} what="pharmacies" onRetry={() => void refetch()} />;
  } else if (pharmacies.length === 0) {
    body = <Typography>The organization works with no pharmacy yet.</Typography>;
  } else {
    body = (
      <Table size="small" aria-label="Pharmacies">
        <TableHead>
          <TableRow>
            <TableCell>Pharmacy</TableCell>
            <TableCell>Address</TableCell>
            <TableCell>Phone</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {pharmacies.map((pharmacy) => (
            <TableRow key={pharmacy.id}>
              <TableCell component="th" scope="row">
                {pharmacy.name}
              </TableCell>
              <TableCell>{pharmacy.address || '—'}</TableCell>
              <TableCell>{pharmacy.phone || '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  }
  return (
    <Paper component="section" variant="outlined" aria-labelledby="pharmacies-heading" sx={{ p: 2 }}>
      <Typography id="pharmacies-heading" component="h2" variant="h6" sx={{ mb: 2 }}>
        Pharmacies
      </Typography>
      {body}
    </Paper>
  );
}
