// Debian's Chromium with a remote debugging port that Lighthouse and playwright-core both drive: the
// staff member signs in once through the login page (playwright), and Lighthouse then loads the signed-in
// pages in the same profile, where the identity provider kept the session (IndexedDB).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type CDPSession } from 'playwright-core';
import { BENCH_PASSWORD } from '../support/bench-env.js';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The flags this machine's closed network needs (see DESIGN.md).
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

export interface DebuggableChromium {
  port: number;
  /** Signs in through the login page and returns the number of case rows the landing list shows. */
  signIn(origin: string, email: string): Promise<{ landedOn: string; caseRows: number }>;
  /** Opens `url` and waits for its page heading, so a page that fails to render is not measured. */
  expectHeading(url: string, name: string): Promise<void>;
  /** Empties the HTTP cache, so every measured load downloads the app as a first visit would. */
  clearHttpCache(): Promise<void>;
  stop(): Promise<void>;
}

export async function launchChromium(port: number): Promise<DebuggableChromium> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-web-chromium-'));
  // Its own process group: Debian's launcher script starts the browser as a child.
  const child = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: 'ignore', detached: true },
  );
  const stopProcess = async () => {
    if (child.pid && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    rmSync(profile, { recursive: true, force: true });
  };

  let browser: Browser;
  try {
    browser = await connectWhenReady(port);
  } catch (error) {
    await stopProcess();
    throw error;
  }
  const context = browser.contexts()[0];
  const controlPage = await context.newPage();
  const cdp: CDPSession = await context.newCDPSession(controlPage);

  return {
    port,
    async signIn(origin, email) {
      const page = await context.newPage();
      try {
        await page.goto(`${origin}/login`);
        await page.getByLabel(/^e-mail address/i).fill(email);
        await page.getByLabel(/^password/i).fill(BENCH_PASSWORD);
        await page.getByRole('button', { name: 'Sign in', exact: true }).click();
        await page.getByRole('heading', { level: 1, name: 'Cases' }).waitFor({ timeout: 30_000 });
        const rows = page.locator('table tbody tr');
        await rows.first().waitFor({ timeout: 30_000 });
        return { landedOn: new URL(page.url()).pathname, caseRows: await rows.count() };
      } finally {
        await page.close();
      }
    },
    async expectHeading(url, name) {
      const page = await context.newPage();
      try {
        await page.goto(url);
        await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 30_000 });
      } finally {
        await page.close();
      }
    },
    async clearHttpCache() {
      await cdp.send('Network.clearBrowserCache');
    },
    async stop() {
      await browser.close().catch(() => undefined);
      await stopProcess();
    },
  };
}

async function connectWhenReady(port: number): Promise<Browser> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const version = await fetch(`http://127.0.0.1:${port}/json/version`).catch(() => undefined);
    if (version?.ok) return chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    if (Date.now() > deadline) throw new Error(`Chromium did not open its debugging port ${port} within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
