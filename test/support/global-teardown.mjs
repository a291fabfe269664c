// Stops the Auth emulator if global setup started it (its whole process group).
export default async function globalTeardown() {
  const pid = globalThis.__emulatorPid;
  if (!pid) return;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch (error) {
    if (error.code !== 'ESRCH') throw error;
  }
}
