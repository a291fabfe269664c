import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '#config';
import { type GcsBucket, GcsStorageDriver } from './gcs-storage.driver.js';
import { LocalStorageDriver } from './local-storage.driver.js';
import { STORAGE_DRIVER, type StorageDriver } from './storage-driver.js';

/** Provides STORAGE_DRIVER as chosen by STORAGE_DRIVER in the configuration. */
@Module({
  providers: [{ provide: STORAGE_DRIVER, inject: [APP_CONFIG], useFactory: createStorageDriver }],
  exports: [STORAGE_DRIVER],
})
export class StorageModule {}

export async function createStorageDriver(config: AppConfig): Promise<StorageDriver> {
  switch (config.STORAGE_DRIVER) {
    case 'local':
      return new LocalStorageDriver({
        rootDir: config.STORAGE_LOCAL_DIR,
        publicUrl: config.API_PUBLIC_URL,
        signingSecret: config.SIGNING_SECRET,
      });
    case 'gcs':
      return new GcsStorageDriver(await firebaseBucket(config));
  }
}

async function firebaseBucket(config: AppConfig): Promise<GcsBucket> {
  if (!config.STORAGE_BUCKET) throw new Error('STORAGE_BUCKET is required when STORAGE_DRIVER is gcs');
  // Loaded only for gcs: the local driver (dev, tests) never pays for the Google Cloud client.
  const { getApps, initializeApp } = await import('firebase-admin/app');
  const { getStorage } = await import('firebase-admin/storage');
  // Identity may already have initialised the default app; a second initializeApp() would throw.
  const app =
    getApps().find((existing) => existing.name === '[DEFAULT]') ??
    initializeApp({ projectId: config.FIREBASE_PROJECT_ID, storageBucket: config.STORAGE_BUCKET });
  // Name the bucket explicitly: a default app created elsewhere may carry no storageBucket.
  return getStorage(app).bucket(config.STORAGE_BUCKET);
}
