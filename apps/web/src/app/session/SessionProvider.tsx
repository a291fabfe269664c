import type { ApolloClient } from '@apollo/client';
import { onIdTokenChanged, signOut as signOutOfIdentity, type Auth } from 'firebase/auth';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { STORAGE_KEYS } from '../../shared/local-storage-keys';
import { notify } from '../notifications';
import {
  canSwitchTo,
  effectiveOrganizationId,
  NO_ACCESS_TO_ORGANIZATION_MESSAGE,
  NO_ORGANIZATION_MESSAGE,
} from './effective-organization';
import { SessionContext } from './session-context';
import { SESSION_ORGANIZATION_QUERY, SESSION_USER_QUERY } from './session-queries';
import type { Session, SessionUser } from './session-types';

const LONG_MESSAGE_MS = 10000;
const SHORT_MESSAGE_MS = 3000;

interface SessionState {
  status: Session['status'];
  client: ApolloClient | null;
  user: SessionUser | null;
  organizationId: string | null;
  organizationName: string | null;
}

const SIGNED_OUT: SessionState = {
  status: 'signedOut',
  client: null,
  user: null,
  organizationId: null,
  organizationName: null,
};

/** The api client and its live connection, loaded when someone signs in. */
export interface LoadedApollo {
  client: ApolloClient;
  resetLiveConnection(): void;
}

export interface SessionProviderProps {
  auth: Auth;
  loadApollo: () => Promise<LoadedApollo>;
  /** Router navigation, for leaving to /not-found or /login from outside a route. */
  navigate: (path: string) => void;
  children: ReactNode;
}

/**
 * Follows the identity provider's signed-in user, loads the user from the api and resolves the
 * effective organization, kept in local storage as organizationId and organizationName.
 */
export function SessionProvider({ auth, loadApollo, navigate, children }: SessionProviderProps) {
  const [state, setState] = useState<SessionState>({ ...SIGNED_OUT, status: 'loading' });
  const loadCount = useRef(0);
  /** Set once the api client has been loaded (first sign-in); public pages never load it. */
  const apollo = useRef<LoadedApollo | null>(null);

  const clearStoredOrganization = () => {
    localStorage.removeItem(STORAGE_KEYS.organizationId);
    localStorage.removeItem(STORAGE_KEYS.organizationName);
  };

  /** Forgets everything the api told this session and reconnects live updates as the new identity. */
  const resetApi = useCallback(async (how: 'clear' | 'refetch') => {
    const loaded = apollo.current;
    if (!loaded) return;
    await (how === 'clear' ? loaded.client.clearStore() : loaded.client.resetStore());
    loaded.resetLiveConnection();
  }, []);

  const signOut = useCallback(
    async (message?: string) => {
      if (message) notify({ message, severity: 'error', timeoutMs: LONG_MESSAGE_MS });
      clearStoredOrganization();
      setState(SIGNED_OUT);
      await signOutOfIdentity(auth);
      await resetApi('clear');
    },
    [auth, resetApi],
  );

  useEffect(
    () =>
      onIdTokenChanged(auth, (identity) => {
        const load = ++loadCount.current;
        if (!identity) {
          setState(SIGNED_OUT);
          void resetApi('clear');
          return;
        }
        setState((previous) => (previous.user?.id === identity.uid ? previous : { ...SIGNED_OUT, status: 'loading' }));
        void (async () => {
          try {
            apollo.current ??= await loadApollo();
            const { client } = apollo.current;
            const { data } = await client.query({ query: SESSION_USER_QUERY, fetchPolicy: 'network-only' });
            if (load !== loadCount.current || !data) return;
            const user = data.currentUser as SessionUser;
            // An organization chosen in the address (?organizationId=…) counts as the stored choice when the
            // user may act there; otherwise the spec's message for 3 seconds and not-found.
            const chosen = new URLSearchParams(window.location.search).get('organizationId');
            if (chosen && !canSwitchTo(user, chosen)) {
              notify({ message: NO_ACCESS_TO_ORGANIZATION_MESSAGE, severity: 'error', timeoutMs: SHORT_MESSAGE_MS });
              navigate('/not-found');
            }
            const stored =
              chosen && canSwitchTo(user, chosen) ? chosen : localStorage.getItem(STORAGE_KEYS.organizationId);
            const organizationId = effectiveOrganizationId(user, stored);
            if (!organizationId) {
              await signOut(NO_ORGANIZATION_MESSAGE);
              console.error('Signed out: no organization could be resolved for this user');
              return;
            }
            localStorage.setItem(STORAGE_KEYS.organizationId, organizationId);
            // The api confirms the caller may act there and names the organization.
            const brand = await client.query({ query: SESSION_ORGANIZATION_QUERY, fetchPolicy: 'network-only' });
            if (load !== loadCount.current) return;
            const organizationName = brand.data?.organizationBrandInfo.name ?? null;
            if (organizationName) localStorage.setItem(STORAGE_KEYS.organizationName, organizationName);
            setState({ status: 'signedIn', client, user, organizationId, organizationName });
          } catch (error) {
            // The Apollo error link already acted on the error codes (sign-out, retry); anything else ends the session.
            if (load !== loadCount.current) return;
            console.error('Could not load the signed-in user', error);
            await signOut('Operation not successful');
          }
        })();
      }),
    [auth, loadApollo, navigate, resetApi, signOut],
  );

  const switchOrganization = useCallback(
    async (organizationId: string, organizationName: string) => {
      const user = state.user;
      if (!user) return;
      if (!canSwitchTo(user, organizationId)) {
        notify({ message: NO_ACCESS_TO_ORGANIZATION_MESSAGE, severity: 'error', timeoutMs: SHORT_MESSAGE_MS });
        navigate('/not-found');
        return;
      }
      localStorage.setItem(STORAGE_KEYS.organizationId, organizationId);
      localStorage.setItem(STORAGE_KEYS.organizationName, organizationName);
      setState((previous) => ({ ...previous, organizationId, organizationName }));
      await resetApi('refetch');
    },
    [navigate, resetApi, state.user],
  );

  const session = useMemo<Session>(
    () => ({ ...state, switchOrganization, signOut }),
    [state, switchOrganization, signOut],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
