import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
// Imported from their own files, not the features/auth index, which would pull in every auth page.
import { firebaseAuth } from './features/auth/firebase-auth';
import { startTokenRefresh } from './features/auth/token-refresh';

const container = document.getElementById('root');
if (!container) {
  throw new Error('Missing #root element in index.html');
}

// Refresh the ID token about five minutes before it expires (spec 001 §9).
startTokenRefresh(firebaseAuth());

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
