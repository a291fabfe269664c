import { createContext, useContext } from 'react';
import type { AppRouteId } from './route-table';

/**
 * The ids of the routes the router actually mounted (their screen exists). The navigation and the
 * pages that link elsewhere read it so that nothing links to a screen that is not built:
 * a link to an unmounted route would only ever land on not-found.
 */
export const MountedRoutesContext = createContext<ReadonlySet<AppRouteId>>(new Set());

export function useMountedRoutes(): ReadonlySet<AppRouteId> {
  return useContext(MountedRoutesContext);
}

export function useIsRouteMounted(id: AppRouteId): boolean {
  return useContext(MountedRoutesContext).has(id);
}
