import { loadConfigOrExit } from '#config';
import { createApiApp, SCHEMA_FILE } from './create-api-app.js';

/** `npm run schema`: writes apps/api/schema.gql from the code without serving anything. */
const app = await createApiApp(loadConfigOrExit(), SCHEMA_FILE);
await app.init();
await app.close();
process.stdout.write(`Wrote ${SCHEMA_FILE}\n`);
