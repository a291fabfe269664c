import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { visuallyHidden } from '../../shared/visually-hidden';
import { CATALOG_PHARMACIES_QUERY } from './catalog-documents';
import { ConnectPharmacyDialog } from './ConnectPharmacyDialog';
import { LoadState } from './LoadState';

type Pharmacy = { id: string; name: string; endpointUrl?: string | null };

/**
 * The pharmacies the organization works with, and whether each takes orders online. The CV Admin (`canConnect`)
 * sets where a pharmacy takes orders and issues its signing secret.
 */
export function PharmaciesSection({ organizationId, canConnect }: { organizationId: string; canConnect: boolean }) {
  const { data, error, refetch } = useQuery(CATALOG_PHARMACIES_QUERY, { variables: { organizationId } });
  const [connecting, setConnecting] = useState<Pharmacy | null>(null);
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
            <TableCell>Orders online</TableCell>
            {canConnect && (
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  Actions
                </Box>
              </TableCell>
            )}
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
              <TableCell>{pharmacy.endpointUrl ? 'Connected' : 'Not connected'}</TableCell>
              {canConnect && (
                <TableCell>
                  <Button
                    size="small"
                    aria-label={`${pharmacy.endpointUrl ? 'Change the connection of' : 'Connect'} ${pharmacy.name}`}
                    onClick={() => setConnecting(pharmacy)}
                  >
                    {pharmacy.endpointUrl ? 'Change connection' : 'Connect'}
                  </Button>
                </TableCell>
              )}
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
      {connecting && (
        <ConnectPharmacyDialog
          pharmacy={connecting}
          onClose={() => {
            setConnecting(null);
            void refetch().catch(() => undefined);
          }}
        />
      )}
    </Paper>
  );
}
