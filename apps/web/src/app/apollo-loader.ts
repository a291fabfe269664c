import { signOut as signOutOfIdentity, type Auth } from 'firebase/auth';
import { STORAGE_KEYS } from '../shared/local-storage-keys';
import type { LoadedApollo } from './session/SessionProvider';

export interface ApolloLoaderDeps {
  auth: Auth;
  /** Router navigation, for the error-code rules that leave the page. */
  navigate: (path: string) => void;
}

/**
 * Loads the api client on first use (a separate chunk): signed-out visitors never download it.
 * The error-code rules of spec 001 §8 are wired here.
 */
export function apolloLoader({ auth, navigate }: ApolloLoaderDeps): () => Promise<LoadedApollo> {
  let loading: Promise<LoadedApollo> | undefined;

  /** Ends the session from outside React; SessionProvider follows the identity provider. */
  const endSession = async () => {
    localStorage.removeItem(STORAGE_KEYS.organizationId);
    localStorage.removeItem(STORAGE_KEYS.organizationName);
    await signOutOfIdentity(auth);
    navigate('/login');
  };

  return () =>
    (loading ??= import('./apollo').then(({ createApolloClient, resetLiveConnection }) => {
      const client = createApolloClient({
        getIdToken: async (forceRefresh) => (await auth.currentUser?.getIdToken(forceRefresh)) ?? null,
        getOrganizationId: () => localStorage.getItem(STORAGE_KEYS.organizationId),
        onMissingToken: () => void endSession(),
        onAuthorizedUserNotFound: () => void endSession(),
        onNotFound: () => navigate('/not-found'),
      });
      return { client, resetLiveConnection: () => resetLiveConnection(client) };
    }));
}
