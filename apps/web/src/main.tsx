import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { firebaseAuth, startTokenRefresh } from './features/auth';

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
