import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useIsRouteMounted } from '../../../app/routes/mounted-routes';
import { routeHref } from '../../../app/routes/route-table';

/** Why there is no form to answer, with a way on to the request form where the viewer has one. */
export function RunnerMessage({ title, children, action }: { title: string; children: string; action?: ReactNode }) {
  const canRequest = useIsRouteMounted('newRequest');
  return (
    <Box sx={{ maxWidth: 760, py: { xs: 2, sm: 4 } }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {title}
      </Typography>
      <Alert severity="info" action={action}>
        {children}
      </Alert>
      {canRequest && (
        <Link component={RouterLink} to={routeHref('newRequest')} sx={{ display: 'inline-block', mt: 2 }}>
          Go to the request form
        </Link>
      )}
    </Box>
  );
}
