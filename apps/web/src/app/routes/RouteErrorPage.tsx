import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { usePageTitle } from '../../shared/page-title';

/**
 * Shown when a screen throws while rendering or fails to load its code (for example after a deploy
 * replaced the chunk): a clear message and a reload, never a blank page.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  usePageTitle('Something Went Wrong');
  useEffect(() => {
    console.error('A screen failed', error);
  }, [error]);
  return (
    <Box component="main" id="main-content" tabIndex={-1} sx={{ maxWidth: 640, mx: 'auto', px: 2, py: 8 }}>
      <Typography component="h1" variant="h4" gutterBottom>
        Something went wrong
      </Typography>
      <Typography sx={{ mb: 3 }}>
        This page could not be shown. Reload to try again; if it keeps happening, contact your administrator.
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Box>
  );
}
