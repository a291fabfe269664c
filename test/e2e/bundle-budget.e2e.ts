import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const DIST = 'apps/web/dist';
const LOGIN_BUDGET_BYTES = 250 * 1024;

/** Scripts the browser fetches before the first paint: the entry and its modulepreloads. */
function initialScripts(): string[] {
  const html = readFileSync(`${DIST}/index.html`, 'utf8');
  const entry = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1]);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)].map((match) => match[1]);
  return [...entry, ...preloads];
}

const gzippedSize = (asset: string) => gzipSync(readFileSync(`${DIST}${asset}`)).length;

/** The production build made by the browser test setup; the login route's budget from the issue. */
describe('web bundle', () => {
  it('is a production build', () => {
    const initial = initialScripts().map((asset) => readFileSync(`${DIST}${asset}`, 'utf8'));
    expect(initial.some((code) => code.includes('jsx-dev-runtime') || code.includes('react-stack-top-frame'))).toBe(
      false,
    );
  });

  it('keeps the initial JavaScript of the login route within 250 KB gzipped', () => {
    const scripts = initialScripts();
    expect(scripts.length).toBeGreaterThan(0);
    const total = scripts.reduce((sum, asset) => sum + gzippedSize(asset), 0);
    process.stdout.write(
      `login route initial JavaScript: ${(total / 1024).toFixed(1)} KB gzipped in ${scripts.length} files\n`,
    );
    expect(total).toBeLessThanOrEqual(LOGIN_BUDGET_BYTES);
  });

  it('does not load the api client before sign-in', () => {
    // A property name of Apollo's cache options: survives minification, so it marks Apollo's code.
    const withApollo = initialScripts().filter((asset) =>
      readFileSync(`${DIST}${asset}`, 'utf8').includes('possibleTypes'),
    );
    expect(withApollo).toEqual([]);
  });

  it('loads the charting library with the dashboard screens only', () => {
    // A class name prefix of @mui/x-charts: a string, so it survives minification.
    const withCharts = initialScripts().filter((asset) =>
      readFileSync(`${DIST}${asset}`, 'utf8').includes('MuiChartsSurface'),
    );
    expect(withCharts).toEqual([]);
  });
});
