import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { lazy } from 'react';
import { RouterProvider } from 'react-router';
import { firebaseAuth } from '../features/auth/firebase-auth';
import { apolloLoader } from './apollo-loader';
import { createOrganizationTheme } from './layout/organization-theme';
import { ToastProvider } from './notifications';
import { createAppRouter } from './routes/app-router';
import { SessionProvider } from './session';

// The public pages load on demand (the router's Screen shows a progress meanwhile), so a signed-in
// user does not download the sign-in forms; firebase-auth is imported on its own for the same reason.
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const ForgotPasswordPage = lazy(() => import('../features/auth/ForgotPasswordPage'));
const ForgotPasswordCompletePage = lazy(() => import('../features/auth/ForgotPasswordCompletePage'));
const AuthActionPage = lazy(() => import('../features/auth/AuthActionPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage'));

const auth = firebaseAuth();
const router = createAppRouter({
  login: LoginPage,
  forgotPassword: ForgotPasswordPage,
  forgotPasswordComplete: ForgotPasswordCompletePage,
  authAction: AuthActionPage,
  resetPassword: ResetPasswordPage,
});
const navigate = (path: string) => void router.navigate(path);
const loadApollo = apolloLoader({ auth, navigate });

/** Public pages use the default palette; signed-in pages take the organization's (AppLayout). */
const publicTheme = createOrganizationTheme({});

export function App() {
  return (
    <ThemeProvider theme={publicTheme}>
      <CssBaseline />
      <ToastProvider>
        <SessionProvider auth={auth} loadApollo={loadApollo} navigate={navigate}>
          <RouterProvider router={router} />
        </SessionProvider>
      </ToastProvider>
    </ThemeProvider>
  );
}
