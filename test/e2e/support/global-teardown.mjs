// Stops every process the browser test setup started (each in its own process group).
export default async function globalTeardown() {
  globalThis.__e2eStopping = true;
  for (const pid of globalThis.__e2eChildren ?? []) {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch (error) {
      if (error.code !== 'ESRCH') throw error;
    }
  }
}
