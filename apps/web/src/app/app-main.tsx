import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { firebaseAuth, startTokenRefresh } from '../features/auth';
import { App } from './App';
import { rootElement } from './root-element';

// Refresh the ID token about five minutes before it expires (spec 001 §9).
startTokenRefresh(firebaseAuth());

createRoot(rootElement()).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
