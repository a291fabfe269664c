import { loadConfigOrExit } from '#config';
import { createStorageDriver, IdentityService } from '#integrations';
import { createDataSource, describeConnectionError } from '#database/runtime';
import { ENTITIES } from '#entities';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-data.js';
import { seedDemoBrandImages } from './demo-brand-images.js';
import { seedDemoDocumentFiles } from './demo-documents.js';
import { seedDemoData } from './seed-demo-data.js';
import { syncDemoIdentities } from './sync-demo-identities.js';

/** `npm run seed`: demo data into an empty database and demo accounts into the Auth emulator. */
const config = loadConfigOrExit();
if (!config.FIREBASE_AUTH_EMULATOR_HOST) {
  process.stderr.write('Demo data is for the Auth emulator only: FIREBASE_AUTH_EMULATOR_HOST is empty.\n');
  process.exit(1);
}
try {
  const dataSource = await createDataSource(config, ENTITIES).initialize();
  // STAND_INS_URL: set by `npm start` and the browser tests where the provider stand-ins run.
  const seeded = await seedDemoData(dataSource, { standInsUrl: process.env.STAND_INS_URL || undefined });
  await dataSource.destroy();
  const storage = await createStorageDriver(config);
  await seedDemoDocumentFiles(storage);
  await seedDemoBrandImages(storage);
  await syncDemoIdentities(new IdentityService(config));
  process.stdout.write(
    seeded
      ? 'Demo data written.\n'
      : 'Database already has data: demo data not written again (only missing demo threads).\n',
  );
  process.stdout.write(`\nDemo logins (password for all: ${DEMO_PASSWORD})\n`);
  for (const user of DEMO_USERS) process.stdout.write(`  ${user.email.padEnd(30)} ${user.description}\n`);
} catch (error) {
  process.stderr.write(`Seeding failed: ${describeConnectionError(error, config.DATABASE_URL)}\n`);
  process.exit(1);
}
