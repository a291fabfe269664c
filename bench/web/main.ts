// Web benchmark: the production build's download per route (gzipped) against the 250 KB budget, then
// Lighthouse performance and accessibility for a partner landing page (mobile preset), login, the case list
// and a case detail (desktop preset), served by `vite preview` in front of the bench api.
//
//   node dist/bench/web/main.js [--quick] [--runs N] [--sizes-only] [--reports DIR]
//     --quick        one Lighthouse run per page (default: the median of 3)
//     --sizes-only   build and measure the bundles, no browser
//     --reports DIR  keep every full Lighthouse report (JSON) there
//   BENCH_WEB_PORT (default 5190) serves the build; Chromium's debugging port is the next one.
import { startApiStack, type ApiStack } from '../support/api-stack.js';
import { ensureBenchDatabase } from '../support/bench-database.js';
import { measureBundles } from './bundle-sizes.js';
import { launchChromium, type DebuggableChromium } from './chromium.js';
import { auditPage, type FormFactor, type PageAudit } from './lighthouse-audit.js';
import { startPreview, type PreviewServer } from './preview-server.js';
import { buildWeb } from './web-build.js';
import { ensurePartnerFixture } from './partner-fixture.js';
import { ensureWebFixtures } from './web-fixtures.js';
import { reportWeb, type WebRun } from './web-report.js';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const sizesOnly = args.includes('--sizes-only');
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const runsPerPage = Number(option('--runs') ?? (quick ? 1 : 3));
const reportsDir = option('--reports');
const webPort = Number(process.env.BENCH_WEB_PORT ?? 5190);
const chromiumPort = Number(process.env.BENCH_CHROMIUM_PORT ?? webPort + 1);

const build = await buildWeb();
const run: WebRun = { buildMs: build.buildMs, bundles: measureBundles(build.outDir), audits: [], runsPerPage };

let stack: ApiStack | undefined;
let preview: PreviewServer | undefined;
let browser: DebuggableChromium | undefined;
try {
  if (!sizesOnly) {
    await ensureBenchDatabase();
    stack = await startApiStack();
    const fixtures = await ensureWebFixtures();
    run.fixtures = fixtures;
    preview = await startPreview(build.outDir, webPort);
    browser = await launchChromium(chromiumPort);
    run.partner = await ensurePartnerFixture();
    const audit = (page: string, path: string, formFactor: FormFactor = 'desktop'): Promise<PageAudit> =>
      auditPage(browser!, page, `${preview!.origin}${path}`, { runs: runsPerPage, reportsDir, formFactor });

    // Signed out first: once signed in, /login sends the visitor on to the case list.
    const landingPath = `/partner/${run.partner.linkName}`;
    await browser.expectHeading(`${preview.origin}${landingPath}`, run.partner.heading);
    run.audits.push(await audit('partner landing', landingPath, 'mobile'));
    run.audits.push(await audit('login', '/login'));
    run.signIn = await browser.signIn(preview.origin, fixtures.staff.email);
    const detailPath = `/accommodations/cases/${fixtures.detailCaseId}`;
    await browser.expectHeading(`${preview.origin}${detailPath}`, fixtures.detailCaseTitle);
    run.audits.push(await audit('case list', '/accommodations/cases'));
    run.audits.push(await audit('case detail', detailPath));
    for (const measured of run.audits) {
      if (!measured.url.endsWith(measured.finalPath)) {
        throw new Error(
          `${measured.page} ended on ${measured.finalPath}, not ${measured.url}: the session did not hold`,
        );
      }
    }
  }
} finally {
  await browser?.stop();
  await preview?.stop();
  await stack?.stop();
  build.remove();
}

const resultPath = reportWeb(run);
process.stdout.write(`\nFigures written to ${resultPath}\n`);
