import { initializeApp } from 'firebase/app';
import {
  type Auth,
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import { env } from '../../shared/env';

let auth: Auth | undefined;

/** The one Firebase Auth instance of the app, on the emulator when one is configured. */
export function firebaseAuth(): Auth {
  if (!auth) {
    const app = initializeApp({
      apiKey: env.firebaseApiKey,
      projectId: env.firebaseProjectId,
      authDomain: env.firebaseAuthDomain,
    });
    // initializeAuth without a popup/redirect resolver: e-mail sign-in only, and a much smaller bundle.
    auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
    if (env.authEmulatorUrl) connectAuthEmulator(auth, env.authEmulatorUrl, { disableWarnings: true });
  }
  return auth;
}
