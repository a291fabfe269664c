import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/**
 * Not-found (spec 000 §2): unknown paths, NOT_FOUND errors, routes the user's role may not open, and
 * organizations a TPA may not act in all end here. It does not say which, on purpose: telling "exists
 * but not for you" apart from "does not exist" would leak what exists. '/' takes a signed-in user to
 * their landing page and a signed-out visitor to sign-in.
 */
export function NotFoundPage() {
  return (
    <Box sx={{ maxWidth: 640, py: { xs: 4, sm: 8 } }}>
      <Typography component="h1" variant="h4" gutterBottom>
        Page not found
      </Typography>
      <Typography sx={{ mb: 3 }}>
        The page you were looking for doesn't exist, or you don't have access to it. Check the address, or go back to
        your home page.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Go to home page
      </Button>
    </Box>
  );
}

export default NotFoundPage;
