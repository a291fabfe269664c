import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createOrganizationTheme } from './layout/organization-theme';
import { rootElement } from './root-element';
import { RouteErrorPage } from './routes/RouteErrorPage';
import { StandaloneLanding } from './StandaloneLanding';

// Every path goes to StandaloneLanding, which shows the landing page or hands the path to the app.
const router = createBrowserRouter([{ path: '*', element: <StandaloneLanding />, errorElement: <RouteErrorPage /> }]);

createRoot(rootElement()).render(
  <StrictMode>
    <ThemeProvider theme={createOrganizationTheme({})}>
      <CssBaseline />
      <RouterProvider router={router} />
    </ThemeProvider>
  </StrictMode>,
);
