import Box from '@mui/material/Box';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject, useLocation } from 'react-router';
import { usePageTitle } from '../../shared/page-title';
import { useSession } from '../session/use-session';
import { AccommodationsLanding } from './AccommodationsLanding';
import { FullPageProgress } from './FullPageProgress';
import { MountedRoutesContext } from './mounted-routes';
import { isPartnerLandingPath } from './partner-path';
import { RequireRole, RequireSession } from './route-guards';
import { RouteErrorPage } from './RouteErrorPage';
import { ROUTE_SCREENS, type ScreenComponent } from './route-screens';
import { ROUTE_TABLE, ROUTES_BY_ID, type AppRoute, type AppRouteId } from './route-table';

// Loaded on demand so the sign-in route's first download stays small.
const AppLayout = lazy(() => import('../layout/SignedInFrame'));
const NotFoundPage = lazy(() => import('../../features/not-found/NotFoundPage'));

/** The public authentication screens, built in features/auth and handed in by the app. */
export interface AppPages {
  login: ComponentType;
  forgotPassword: ComponentType;
  forgotPasswordComplete: ComponentType;
  authAction: ComponentType;
  resetPassword: ComponentType;
}

export interface AppRouterOptions {
  /**
   * Screens to mount in addition to (or instead of) the route's own screen (route-screens.ts), by route id.
   * For tests, and for wiring a screen from outside the table.
   */
  screens?: Partial<Record<AppRouteId, ScreenComponent>>;
}

const PAGE_ROUTE_IDS = {
  login: 'login',
  forgotPassword: 'forgotPassword',
  forgotPasswordComplete: 'forgotPasswordComplete',
  authAction: 'authAction',
  resetPassword: 'resetPassword',
} as const satisfies Record<keyof AppPages, AppRouteId>;

/** Sets '{title} | Case Management' for the page it wraps. */
function Titled({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return children;
}

function Screen({ route, component: Component }: { route: AppRoute; component: ScreenComponent }) {
  return (
    <Titled title={route.title}>
      <Suspense fallback={<FullPageProgress />}>
        <Component />
      </Suspense>
    </Titled>
  );
}

/**
 * The frame of not-found: inside the main layout when signed in, on its own (with a <main>) otherwise,
 * a progress while the session is still loading.
 */
function AdaptiveFrame() {
  const session = useSession();
  if (session.status === 'loading') return <FullPageProgress label="Loading your session" />;
  if (session.status === 'signedIn' && session.user) {
    return (
      <Suspense fallback={<FullPageProgress />}>
        <AppLayout />
      </Suspense>
    );
  }
  return (
    <Box component="main" id="main-content" tabIndex={-1} sx={{ px: { xs: 2, sm: 4 }, outline: 'none' }}>
      <Outlet />
    </Box>
  );
}

/** Any other path: a partner landing page when it has the partner segment, else not-found. */
function OtherPath({ partnerLanding }: { partnerLanding: ReactNode }) {
  const { pathname } = useLocation();
  if (partnerLanding && isPartnerLandingPath(pathname)) return partnerLanding;
  return <Navigate to={`/${ROUTES_BY_ID.notFound.path}`} replace />;
}

/** Which screen each route id mounts: the routes' own screens, the auth pages, then the options' screens. */
function resolveScreens(pages: AppPages, options: AppRouterOptions): Map<AppRouteId, ScreenComponent> {
  const screens = new Map<AppRouteId, ScreenComponent>();
  for (const route of ROUTE_TABLE) {
    const screen = ROUTE_SCREENS[route.id];
    if (screen) screens.set(route.id, screen);
  }
  for (const [key, id] of Object.entries(PAGE_ROUTE_IDS)) screens.set(id, pages[key as keyof AppPages]);
  for (const [id, screen] of Object.entries(options.screens ?? {})) {
    if (screen) screens.set(id as AppRouteId, screen);
  }
  screens.set('notFound', NotFoundPage);
  return screens;
}

/** The ids of the routes this router mounts (what MountedRoutesContext carries). */
export function mountedRouteIds(pages: AppPages, options: AppRouterOptions = {}): ReadonlySet<AppRouteId> {
  const ids = new Set(resolveScreens(pages, options).keys());
  ids.add('accommodations');
  return ids;
}

/**
 * The route objects of the app, from the route table:
 * - public routes (login, forgot-password, … and the public pages whose screens exist) outside the layout;
 * - authenticated routes inside RequireSession (signed out → /login with `{ from: location }` state,
 *   loading → full-page progress) and the AppLayout, each behind RequireRole (wrong role → /not-found);
 * - '/' and '/accommodations' → the role's landing (see AccommodationsLanding);
 * - /not-found for everyone; any other path → /not-found.
 * Routes whose screen is not built yet are not mounted (they fall through to not-found).
 */
export function buildAppRoutes(pages: AppPages, options: AppRouterOptions = {}): RouteObject[] {
  const screens = resolveScreens(pages, options);
  const mounted = mountedRouteIds(pages, options);

  const publicRoutes: RouteObject[] = [];
  let partnerLanding: ReactNode = null;
  const appRoutes: RouteObject[] = [];
  for (const route of ROUTE_TABLE) {
    const screen = screens.get(route.id);
    if (!screen || route.id === 'notFound' || route.id === 'accommodations') continue;
    if (route.access === 'public') {
      publicRoutes.push({ path: route.path, element: <Screen route={route} component={screen} /> });
      // Spec 000 §2: any path with the partner segment is a landing page (its last segment is the linkName).
      if (route.id === 'partnerLanding') partnerLanding = <Screen route={route} component={screen} />;
    } else {
      appRoutes.push({
        path: route.path,
        element: (
          <RequireRole route={route}>
            <Screen route={route} component={screen} />
          </RequireRole>
        ),
      });
    }
  }

  const landing = (
    <RequireRole route={ROUTES_BY_ID.accommodations}>
      <Titled title={ROUTES_BY_ID.accommodations.title}>
        <AccommodationsLanding />
      </Titled>
    </RequireRole>
  );

  return [
    {
      element: (
        <MountedRoutesContext.Provider value={mounted}>
          <Outlet />
        </MountedRoutesContext.Provider>
      ),
      errorElement: <RouteErrorPage />,
      children: [
        ...publicRoutes,
        {
          path: ROUTES_BY_ID.notFound.path,
          element: <AdaptiveFrame />,
          children: [{ index: true, element: <Screen route={ROUTES_BY_ID.notFound} component={NotFoundPage} /> }],
        },
        {
          element: (
            <RequireSession>
              <Suspense fallback={<FullPageProgress />}>
                <AppLayout />
              </Suspense>
            </RequireSession>
          ),
          children: [
            { index: true, element: landing },
            { path: ROUTES_BY_ID.accommodations.path, element: landing },
            ...appRoutes,
          ],
        },
        { path: '*', element: <OtherPath partnerLanding={partnerLanding} /> },
      ],
    },
  ];
}

/**
 * The app's browser router. Mount it with <RouterProvider router={router} /> inside the providers the
 * screens need: ApolloProvider, SessionProvider (whose `navigate` may be `(path) => router.navigate(path)`)
 * and the toast provider; the layout brings its own ThemeProvider.
 */
export function createAppRouter(pages: AppPages, options: AppRouterOptions & { basename?: string } = {}) {
  const { basename, ...rest } = options;
  return createBrowserRouter(buildAppRoutes(pages, rest), basename ? { basename } : undefined);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
