// Stops every process the browser test setup started (each in its own process group) and waits for them,
// so a run right after this one finds the stack's ports free.
import { stopStack } from './stack-record.mjs';

export default async function globalTeardown() {
  globalThis.__e2eStopping = true;
  await stopStack();
}
