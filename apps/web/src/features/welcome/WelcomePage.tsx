import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useIsRouteMounted } from '../../app/routes/mounted-routes';
import { routeHref } from '../../app/routes/route-table';
import { useSession } from '../../app/session/use-session';
import { WELCOME_QUERY } from './welcome-queries';

/** Shown when the organization has not written a welcome text. */
export function defaultWelcomeText(organizationName: string | undefined): string {
  const here = 'Here you can ask for a workplace accommodation or leave, and follow your requests.';
  return organizationName ? `Welcome to ${organizationName}'s accommodation requests. ${here}` : here;
}

/**
 * The employee's landing page (accommodations/welcome, role User only): the organization's welcome
 * text, a prominent "New Request" action and a link to "My Requests".
 *
 * The welcome text is shown as plain text (line breaks kept), never as HTML. When the organization
 * has not written one, a short default explains what the employee can do here.
 * The two actions link to screens built by a later issue; each appears once its route is mounted,
 * so the page never offers a link that only leads to not-found.
 */
export function WelcomePage() {
  const session = useSession();
  const { data, loading, error, refetch } = useQuery(WELCOME_QUERY, {
    variables: { organizationId: session.organizationId },
    skip: !session.organizationId,
    notifyOnNetworkStatusChange: true,
  });
  const canRequest = useIsRouteMounted('newRequest');
  const canListRequests = useIsRouteMounted('myRequests');

  const firstName = session.user?.firstName.trim();
  const organization = data?.organizationBrandInfo;
  const welcomeText = organization?.welcomeText.trim();

  return (
    <Box sx={{ maxWidth: 760, py: { xs: 2, sm: 4 } }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {firstName ? `Welcome, ${firstName}` : 'Welcome'}
      </Typography>

      <Box aria-live="polite" aria-busy={loading ? 'true' : 'false'} sx={{ mb: 4 }}>
        {loading ? (
          <Box data-testid="welcome-loading">
            <Box
              component="span"
              sx={{
                position: 'absolute',
                width: 1,
                height: 1,
                overflow: 'hidden',
                clip: 'rect(0 0 0 0)',
                whiteSpace: 'nowrap',
              }}
            >
              Loading your organization's welcome message…
            </Box>
            <Skeleton variant="text" width="90%" sx={{ fontSize: '1.1rem' }} />
            <Skeleton variant="text" width="80%" sx={{ fontSize: '1.1rem' }} />
            <Skeleton variant="text" width="60%" sx={{ fontSize: '1.1rem' }} />
          </Box>
        ) : error ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                Try again
              </Button>
            }
          >
            We couldn't load your organization's welcome message. Check your connection and try again.
          </Alert>
        ) : (
          <Typography sx={{ whiteSpace: 'pre-line', fontSize: '1.1rem' }}>
            {welcomeText || defaultWelcomeText(organization?.name)}
          </Typography>
        )}
      </Box>

      {(canRequest || canListRequests) && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          {canRequest && (
            <Button component={RouterLink} to={routeHref('newRequest')} variant="contained" size="large">
              New Request
            </Button>
          )}
          {canListRequests && (
            <Link component={RouterLink} to={routeHref('myRequests')} sx={{ fontSize: '1rem' }}>
              My Requests
            </Link>
          )}
        </Stack>
      )}
    </Box>
  );
}

export default WelcomePage;
