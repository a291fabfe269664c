import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { RouterProvider } from 'react-router';
import {
  AuthActionPage,
  firebaseAuth,
  ForgotPasswordCompletePage,
  ForgotPasswordPage,
  LoginPage,
  ResetPasswordPage,
} from '../features/auth';
import { apolloLoader } from './apollo-loader';
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
