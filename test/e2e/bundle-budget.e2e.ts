import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const DIST = 'apps/web/dist';
const LOGIN_BUDGET_BYTES = 250 * 1024;

/** The page's first scripts: the entry (which only chooses what to start) and its modulepreloads. */
function initialScripts(): string[] {
  const html = readFileSync(`${DIST}/index.html`, 'utf8');
  const entry = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1]);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)].map((match) => match[1]);
  return [...entry, ...preloads];
}

const gzippedSize = (asset: string) => gzipSync(readFileSync(`${DIST}${asset}`)).length;

/** Lazily loaded chunks and every chunk they import statically, with the initial scripts. */
function routeScripts(...chunkPrefixes: string[]): string[] {
  const seen = new Set(initialScripts());
  const queue = chunkPrefixes.map((chunkPrefix) => {
    const chunk = readdirSync(`${DIST}/assets`).find(
      (name) => name.startsWith(`${chunkPrefix}-`) && name.endsWith('.js'),
    );
    if (!chunk) throw new Error(`no ${chunkPrefix} chunk in the build`);
    return `/assets/${chunk}`;
  });
  while (queue.length > 0) {
    const asset = queue.pop()!;
    if (seen.has(asset)) continue;
    seen.add(asset);
    const code = readFileSync(`${DIST}${asset}`, 'utf8');
    // Static imports only (`import{..}from"./x.js"`, `import"./x.js"`); dynamic import() loads on demand.
    for (const match of code.matchAll(/(?:^|[;}\n])\s*import\s*(?:[^"'();]*?from\s*)?["'](\.\/[^"']+\.js)["']/g)) {
      queue.push(`/assets/${match[1].slice(2)}`);
    }
  }
  return [...seen];
}

/** The production build made by the browser test setup; the login route's budget from the issue. */
describe('web bundle', () => {
  // What the login route runs first: the entry, then the app it starts.
  const loginScripts = () => routeScripts('app-main');

  it('is a production build', () => {
    const initial = loginScripts().map((asset) => readFileSync(`${DIST}${asset}`, 'utf8'));
    expect(initial.some((code) => code.includes('jsx-dev-runtime') || code.includes('react-stack-top-frame'))).toBe(
      false,
    );
  });

  it('keeps the initial JavaScript of the login route within 250 KB gzipped', () => {
    const scripts = loginScripts();
    expect(scripts.length).toBeGreaterThan(0);
    const total = scripts.reduce((sum, asset) => sum + gzippedSize(asset), 0);
    process.stdout.write(
      `login route initial JavaScript: ${(total / 1024).toFixed(1)} KB gzipped in ${scripts.length} files\n`,
    );
    expect(total).toBeLessThanOrEqual(LOGIN_BUDGET_BYTES);
  });

  it("keeps the partner landing page's JavaScript within the login route's budget, without the api client", () => {
    // The landing page starts on its own (partner-main) and asks for its data from a chunk of its own.
    const scripts = routeScripts('partner-main', 'landing-prefetch');
    const total = scripts.reduce((sum, asset) => sum + gzippedSize(asset), 0);
    process.stdout.write(
      `partner landing route JavaScript: ${(total / 1024).toFixed(1)} KB gzipped in ${scripts.length} files\n`,
    );
    expect(total).toBeLessThanOrEqual(LOGIN_BUDGET_BYTES);
    expect(scripts.filter((asset) => readFileSync(`${DIST}${asset}`, 'utf8').includes('possibleTypes'))).toEqual([]);
    // The identity SDK (its service's host name marks it) comes with the sign-up form, not with the page.
    expect(scripts.filter((asset) => readFileSync(`${DIST}${asset}`, 'utf8').includes('identitytoolkit'))).toEqual([]);
  });

  it('does not load the api client before sign-in', () => {
    // A property name of Apollo's cache options: survives minification, so it marks Apollo's code.
    const withApollo = loginScripts().filter((asset) =>
      readFileSync(`${DIST}${asset}`, 'utf8').includes('possibleTypes'),
    );
    expect(withApollo).toEqual([]);
  });

  it('loads the charting library with the dashboard screens only', () => {
    // A class name prefix of @mui/x-charts: a string, so it survives minification.
    const withCharts = loginScripts().filter((asset) =>
      readFileSync(`${DIST}${asset}`, 'utf8').includes('MuiChartsSurface'),
    );
    expect(withCharts).toEqual([]);
  });
});
