import { useQuery } from '@apollo/client/react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import Drawer from '@mui/material/Drawer';
import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { ThemeProvider } from '@mui/material/styles';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AccessibilityButton } from '../../features/accessibility/AccessibilityButton';
import { AccessibilityProvider } from '../../features/accessibility/AccessibilityProvider';
import { useAccessibility } from '../../features/accessibility/accessibility-context';
import { NotificationBell } from '../../features/notifications/NotificationBell';
import { hasOrganizationSwitcher } from '../session/effective-organization';
import type { Session, SessionUser } from '../session/session-types';
import { useSession } from '../session/use-session';
import { FullPageProgress } from '../routes/FullPageProgress';
import { useMountedRoutes } from '../routes/mounted-routes';
import { useAliasLabels } from './alias-labels';
import { useBrandImages } from './brand-images';
import { AppIcon } from './icons';
import { LAYOUT_BRAND_QUERY } from './layout-queries';
import { buildNavigation } from './navigation';
import { NavigationMenu } from './NavigationMenu';
import { LazyOrganizationSwitcher } from './LazyOrganizationSwitcher';
import { createOrganizationTheme, focusVisibleStyles } from './organization-theme';
import { MAIN_CONTENT_ID, SkipLink, skipLinkStyles } from './SkipLink';
import { UserMenu } from './UserMenu';
import { useMyPermissions } from '../session/use-my-permissions';

/** Spec 000 §2 layout thresholds and spec 001 §9 breakpoints. */
export const SMALL_SCREEN_QUERY = '(max-width:600px)';
export const MEDIUM_SCREEN_QUERY = '(max-width:1000px)';
/** The accessibility widget is offered on screens 1060 px and wider only. */
export const ACCESSIBILITY_WIDGET_QUERY = '(min-width:1060px)';

const NAV_WIDTH = 264;
const NAV_COLLAPSED_WIDTH = 72;
const NAV_DRAWER_ID = 'main-navigation-drawer';

/**
 * The authenticated main layout (a route element: renders the matched child route in <main>).
 * Needs a signed-in session (it sits inside RequireSession) and an ApolloProvider above it.
 *
 * - Landmarks: the skip link first, <header> (top bar), <nav aria-label="Main navigation">, <main>.
 * - Navigation per role from the route table (only mounted screens), alias labels from aliasSettings.
 * - Responsive: full navigation above 1000 px, icons only at 1000 px and below, a temporary drawer
 *   opened from the top bar at 600 px and below.
 * - Theme from the organization's colours and the user's accessibility settings.
 */
export function AppLayout() {
  const session = useSession();
  if (!session.user) return <FullPageProgress label="Loading your session" />;
  return (
    <AccessibilityProvider userId={session.user.id}>
      <LayoutFrame session={session} user={session.user} />
    </AccessibilityProvider>
  );
}

export default AppLayout;

function LayoutFrame({ session, user }: { session: Session; user: SessionUser }) {
  const { settings } = useAccessibility();
  const systemPrefersReducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const isSmall = useMediaQuery(SMALL_SCREEN_QUERY);
  const isMedium = useMediaQuery(MEDIUM_SCREEN_QUERY);
  const showAccessibilityWidget = useMediaQuery(ACCESSIBILITY_WIDGET_QUERY);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const { data: brandData } = useQuery(LAYOUT_BRAND_QUERY, {
    variables: { organizationId: session.organizationId },
    skip: !session.organizationId,
  });
  const brand = brandData?.organizationBrandInfo;
  const { logoUrl } = useBrandImages(session.organizationId);
  const aliases = useAliasLabels();
  const mounted = useMountedRoutes();

  const theme = useMemo(
    () =>
      createOrganizationTheme(
        { primaryColor: brand?.primaryColor, secondaryColor: brand?.secondaryColor },
        settings,
        systemPrefersReducedMotion,
      ),
    [brand?.primaryColor, brand?.secondaryColor, settings, systemPrefersReducedMotion],
  );
  const permissions = useMyPermissions();
  const groups = useMemo(
    () => buildNavigation(user.role, mounted, aliases, permissions),
    [user.role, mounted, aliases, permissions],
  );
  const organizationName = session.organizationName || brand?.name || '';

  // After a navigation, focus moves to <main> so keyboard and screen reader users start at the new
  // content (not on the first render: the page may focus its own field). The small-screen drawer closes.
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const previousPath = useRef(pathname);
  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    setDrawerOpen(false);
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  const collapsed = !isSmall && isMedium;
  const navWidth = isSmall ? 0 : collapsed ? NAV_COLLAPSED_WIDTH : NAV_WIDTH;
  const navigation = <NavigationMenu groups={groups} collapsed={collapsed} onNavigate={() => setDrawerOpen(false)} />;

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <GlobalStyles
        styles={{
          ...focusVisibleStyles(theme),
          ...skipLinkStyles({
            background: theme.palette.background.paper,
            text: theme.palette.primary.main,
            outline: theme.palette.primary.main,
          }),
        }}
      />
      <SkipLink />
      <Box sx={{ display: 'flex', minHeight: '100vh' }}>
        <AppBar
          component="header"
          position="fixed"
          color="inherit"
          elevation={0}
          sx={{
            zIndex: (t) => t.zIndex.drawer + 1,
            borderTop: 4,
            borderTopColor: 'primary.main',
            borderBottom: 1,
            borderBottomColor: 'divider',
            bgcolor: 'background.paper',
          }}
        >
          <Toolbar sx={{ gap: { xs: 1, sm: 2 } }}>
            {isSmall && (
              <IconButton
                edge="start"
                color="inherit"
                aria-label="Open navigation"
                aria-controls={NAV_DRAWER_ID}
                aria-expanded={drawerOpen ? 'true' : 'false'}
                onClick={() => setDrawerOpen(true)}
              >
                <AppIcon name="menu" />
              </IconButton>
            )}
            {logoUrl && (
              // Decorative: the organization's name is next to it.
              <Box
                component="img"
                src={logoUrl}
                alt=""
                data-testid="organization-logo"
                sx={{ height: 40, maxWidth: { xs: 96, sm: 160 }, objectFit: 'contain', flexShrink: 0 }}
              />
            )}
            {hasOrganizationSwitcher(user) ? (
              <LazyOrganizationSwitcher user={user} />
            ) : (
              <Typography
                component="p"
                variant="h6"
                noWrap
                sx={{ fontSize: { xs: '1rem', sm: '1.125rem' }, minWidth: 0 }}
              >
                {organizationName}
              </Typography>
            )}
            <Box sx={{ flexGrow: 1 }} />
            {showAccessibilityWidget && <AccessibilityButton />}
            {/* Staff only: employees have no notices under the bell. */}
            {user.role !== 'USER' && <NotificationBell />}
            <UserMenu user={user} session={session} compact={isSmall} />
          </Toolbar>
        </AppBar>

        {isSmall ? (
          <Drawer
            id={NAV_DRAWER_ID}
            variant="temporary"
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            slotProps={{ paper: { sx: { width: NAV_WIDTH }, 'aria-label': 'Navigation menu' } }}
          >
            <Toolbar>
              <Typography component="p" variant="subtitle1" noWrap>
                {organizationName}
              </Typography>
            </Toolbar>
            {navigation}
          </Drawer>
        ) : (
          <Drawer
            variant="permanent"
            sx={{ width: navWidth, flexShrink: 0 }}
            slotProps={{ paper: { sx: { width: navWidth, boxSizing: 'border-box', overflowX: 'hidden' } } }}
          >
            <Toolbar sx={{ mt: '4px' }} />
            {navigation}
          </Drawer>
        )}

        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          ref={mainRef}
          tabIndex={-1}
          sx={{ flexGrow: 1, minWidth: 0, px: { xs: 2, sm: 3 }, pb: 4, outline: 'none' }}
        >
          <Toolbar sx={{ mt: '4px', mb: 2 }} />
          <Suspense fallback={<FullPageProgress />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </ThemeProvider>
  );
}
