import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAliasLabels } from '../../app/layout/alias-labels';
import { buildNavigation } from '../../app/layout/navigation';
import { useMountedRoutes } from '../../app/routes/mounted-routes';
import { useSession } from '../../app/session/use-session';

/**
 * The staff home at /accommodations, shown while the staff landing screen (the case list,
 * accommodations/cases) is not built: it greets the user by name and lists the screens their role
 * has, the same entries as the navigation. Once the case list is mounted, /accommodations lands there
 * instead and this page is no longer reached.
 */
export function HomePage() {
  const session = useSession();
  const aliases = useAliasLabels();
  const mounted = useMountedRoutes();
  const role = session.user?.role;
  const groups = useMemo(
    () =>
      role
        ? buildNavigation(role, mounted, aliases)
            .map((group) => ({ ...group, items: group.items.filter((item) => item.id !== 'accommodations') }))
            .filter((group) => group.items.length > 0)
        : [],
    [role, mounted, aliases],
  );
  const firstName = session.user?.firstName.trim();

  return (
    <Box sx={{ maxWidth: 760, py: { xs: 2, sm: 4 } }}>
      <Typography component="h1" variant="h4" gutterBottom>
        {firstName ? `Hello, ${firstName}` : 'Hello'}
      </Typography>
      {session.organizationName && (
        <Typography sx={{ mb: 3 }}>You are working in {session.organizationName}.</Typography>
      )}
      {groups.length === 0 ? (
        <Typography color="text.secondary">
          There is nothing else to open here for your role yet. Use the account menu at the top right to sign out.
        </Typography>
      ) : (
        groups.map((group) => (
          <Box component="section" key={group.id} aria-labelledby={`home-${group.id}`} sx={{ mb: 3 }}>
            <Typography id={`home-${group.id}`} component="h2" variant="h6">
              {group.label}
            </Typography>
            <List dense>
              {group.items.map((item) => (
                <ListItem key={item.id} disableGutters>
                  <Link component={RouterLink} to={item.href}>
                    {item.label}
                  </Link>
                </ListItem>
              ))}
            </List>
          </Box>
        ))
      )}
    </Box>
  );
}

export default HomePage;
