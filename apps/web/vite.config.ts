import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { generatedDocuments } from './generated-documents.plugin.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

const apiTarget = process.env.API_PROXY_TARGET || 'http://127.0.0.1:4000';
const port = Number(process.env.WEB_PORT || 5173);

/** Paths served by the api; everything else is the SPA. */
const apiProxy = { target: apiTarget, changeOrigin: false, xfwd: true };
const apiRoutes = {
  '/graphql': { ...apiProxy, ws: true },
  '/files': apiProxy,
  // '/admin/' (with the slash), so the SPA route /admins stays in the SPA.
  '/admin/': apiProxy,
  '/health': apiProxy,
  // The case download (GET /cases/{caseId}/download); the SPA has no /cases route of its own.
  '/cases/': apiProxy,
  // CSV exports (GET /exports/download?token=…, a link from createExportLink).
  '/exports/': apiProxy,
};

export default defineConfig({
  root: webRoot,
  // Keep Vite's and Vitest's caches in the repository's node_modules, not in apps/web/node_modules.
  cacheDir: fileURLToPath(new URL('../../node_modules/.vite/web', import.meta.url)),
  plugins: [react(), generatedDocuments()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
  },
  server: {
    host: '127.0.0.1',
    port,
    strictPort: true,
    proxy: apiRoutes,
  },
  preview: {
    host: '127.0.0.1',
    port,
    strictPort: true,
    // The production build behind the same proxy as in development (nginx does this in Docker).
    proxy: apiRoutes,
  },
  test: {
    // Test paths are written from the repository root: apps/web/src/**/*.test.tsx.
    dir: repoRoot,
    include: ['apps/web/src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test-setup/label-lookup.ts'],
    // Vitest leaves a core to its own process by default, which is idle while files run: on two cores that
    // halved the speed of the suite.
    maxWorkers: availableParallelism(),
    restoreMocks: true,
    unstubGlobals: true,
    // Screen tests render whole pages in jsdom: the longest take about 12 s alone on two cores, and twice that
    // when the machine is busy with something else. A test that hangs still fails, later.
    testTimeout: 45000,
  },
});
