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
  user: SessionUser | null;
  organizationId: string | null;
  organizationName: string | null;
}

const SIGNED_OUT: SessionState = { status: 'signedOut', user: null, organizationId: null, organizationName: null };

export interface SessionProviderProps {
  auth: Auth;
  client: ApolloClient;
  /** Router navigation, for leaving to /not-found or /login from outside a route. */
  navigate: (path: string) => void;
  /** Reconnects live subscriptions with the new identity or organization. */
  onIdentityChanged?: () => void;
  children: ReactNode;
}

/**
 * Follows the identity provider's signed-in user, loads the user from the api and resolves the
 * effective organization, kept in local storage as organizationId and organizationName.
 */
export function SessionProvider({ auth, client, navigate, onIdentityChanged, children }: SessionProviderProps) {
  const [state, setState] = useState<SessionState>({ ...SIGNED_OUT, status: 'loading' });
  const loadCount = useRef(0);

  const clearStoredOrganization = () => {
    localStorage.removeItem(STORAGE_KEYS.organizationId);
    localStorage.removeItem(STORAGE_KEYS.organizationName);
  };

  const signOut = useCallback(
    async (message?: string) => {
      if (message) notify({ message, severity: 'error', timeoutMs: LONG_MESSAGE_MS });
      clearStoredOrganization();
      setState(SIGNED_OUT);
      await signOutOfIdentity(auth);
      await client.clearStore();
      onIdentityChanged?.();
    },
    [auth, client, onIdentityChanged],
  );

  /** Asks the api for the acting organization's name (the api also confirms the caller may act there). */
  const loadOrganizationName = useCallback(async () => {
    const { data } = await client.query({ query: SESSION_ORGANIZATION_QUERY, fetchPolicy: 'network-only' });
    return data?.organizationBrandInfo.name ?? null;
  }, [client]);

  useEffect(
    () =>
      onIdTokenChanged(auth, (identity) => {
        const load = ++loadCount.current;
        if (!identity) {
          setState(SIGNED_OUT);
          void client.clearStore();
          return;
        }
        setState((previous) => (previous.user?.id === identity.uid ? previous : { ...SIGNED_OUT, status: 'loading' }));
        void (async () => {
          try {
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
            const organizationName = await loadOrganizationName();
            if (load !== loadCount.current) return;
            if (organizationName) localStorage.setItem(STORAGE_KEYS.organizationName, organizationName);
            setState({ status: 'signedIn', user, organizationId, organizationName });
          } catch (error) {
            // The Apollo error link already acted on the error codes (sign-out, retry); anything else ends the session.
            if (load !== loadCount.current) return;
            console.error('Could not load the signed-in user', error);
            await signOut('Operation not successful');
          }
        })();
      }),
    [auth, client, loadOrganizationName, navigate, signOut],
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
      await client.resetStore();
      onIdentityChanged?.();
    },
    [client, navigate, onIdentityChanged, state.user],
  );

  const session = useMemo<Session>(
    () => ({ ...state, switchOrganization, signOut }),
    [state, switchOrganization, signOut],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
