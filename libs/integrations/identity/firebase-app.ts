import { type App, getApp, getApps, initializeApp } from 'firebase-admin/app';
import type { AppConfig } from '#config';

/**
 * The process-wide firebase-admin app. With an emulator host configured, firebase-admin talks to the
 * Auth emulator (it reads FIREBASE_AUTH_EMULATOR_HOST from the environment, so we set it from config).
 */
export function firebaseApp(
  config: Pick<AppConfig, 'FIREBASE_PROJECT_ID' | 'FIREBASE_AUTH_EMULATOR_HOST' | 'STORAGE_BUCKET'>,
): App {
  if (config.FIREBASE_AUTH_EMULATOR_HOST) process.env.FIREBASE_AUTH_EMULATOR_HOST = config.FIREBASE_AUTH_EMULATOR_HOST;
  if (getApps().length > 0) return getApp();
  return initializeApp({ projectId: config.FIREBASE_PROJECT_ID, storageBucket: config.STORAGE_BUCKET || undefined });
}
