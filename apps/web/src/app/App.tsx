import { ApolloProvider } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { signOut as signOutOfIdentity } from 'firebase/auth';
import { RouterProvider } from 'react-router';
import {
  AuthActionPage,
  firebaseAuth,
  ForgotPasswordCompletePage,
  ForgotPasswordPage,
  LoginPage,
  ResetPasswordPage,
} from '../features/auth';
import { STORAGE_KEYS } from '../shared/local-storage-keys';
import { createApolloClient, resetLiveConnection } from './apollo';
import { createOrganizationTheme } from './layout/organization-theme';
import { ToastProvider } from './notifications';
import { createAppRouter } from './routes/app-router';
import { SessionProvider } from './session';

const auth = firebaseAuth();
const router = createAppRouter({
  login: LoginPage,
  forgotPassword: ForgotPasswordPage,
  forgotPasswordComplete: ForgotPasswordCompletePage,
  authAction: AuthActionPage,
  resetPassword: ResetPasswordPage,
});

/** Ends the session from outside React (the Apollo error rules); SessionProvider follows the identity. */
async function endSession(): Promise<void> {
  localStorage.removeItem(STORAGE_KEYS.organizationId);
  localStorage.removeItem(STORAGE_KEYS.organizationName);
  await signOutOfIdentity(auth);
  await router.navigate('/login');
}

const client = createApolloClient({
  getIdToken: async (forceRefresh) => (await auth.currentUser?.getIdToken(forceRefresh)) ?? null,
  getOrganizationId: () => localStorage.getItem(STORAGE_KEYS.organizationId),
  onMissingToken: () => void endSession(),
  onAuthorizedUserNotFound: () => void endSession(),
  onNotFound: () => void router.navigate('/not-found'),
});

/** Public pages use the default palette; signed-in pages take the organization's (AppLayout). */
const publicTheme = createOrganizationTheme({});

export function App() {
  return (
    <ThemeProvider theme={publicTheme}>
      <CssBaseline />
      <ToastProvider>
        <ApolloProvider client={client}>
          <SessionProvider
            auth={auth}
            client={client}
            navigate={(path) => void router.navigate(path)}
            onIdentityChanged={() => resetLiveConnection(client)}
          >
            <RouterProvider router={router} />
          </SessionProvider>
        </ApolloProvider>
      </ToastProvider>
    </ThemeProvider>
  );
}
