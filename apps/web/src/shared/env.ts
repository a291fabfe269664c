/** Build-time settings (Vite env). Defaults target the local stack and its Auth emulator. */
export const env = {
  firebaseApiKey: import.meta.env.VITE_FIREBASE_API_KEY ?? 'fake-api-key',
  firebaseProjectId: import.meta.env.VITE_FIREBASE_PROJECT_ID ?? 'demo-case-management',
  firebaseAuthDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN ?? 'localhost',
  /** Empty in production builds: the real Firebase Auth. */
  authEmulatorUrl:
    import.meta.env.VITE_FIREBASE_AUTH_EMULATOR_URL ?? (import.meta.env.PROD ? '' : 'http://127.0.0.1:9099'),
  graphqlPath: '/graphql',
} as const;
