// The readable summary and the figures written to bench/results/web.json. The web pages have no
// baseline run beside them: they are held against the targets, with the login route (the
// smallest page) as the reference the signed-in pages are compared with.
import { cpus } from 'node:os';
import { printTable, writeResult } from '../support/results.js';
import { ratio } from '../support/stats.js';
import { INITIAL_JS_BUDGET_KB, type BundleReport } from './bundle-sizes.js';
import { LIGHTHOUSE_PRESETS, type PageAudit } from './lighthouse-audit.js';
import type { PartnerFixture } from './partner-fixture.js';
import type { WebFixtures } from './web-fixtures.js';

export const TARGETS = {
  initialJsGzipKB: INITIAL_JS_BUDGET_KB,
  lighthousePerformance: 90,
  lighthouseAccessibility: 100,
} as const;

const BASELINE_NOTE =
  'Baseline: the issue targets (initial JS < 250 KB gzipped, Lighthouse performance >= 90, accessibility 100); ' +
  'the login route is the reference the signed-in pages are compared with (× login).';
const LARGEST_ASSETS_KEPT = 8;

export interface WebRun {
  buildMs: number;
  bundles: BundleReport;
  fixtures?: WebFixtures;
  partner?: PartnerFixture;
  signIn?: { landedOn: string; caseRows: number };
  audits: PageAudit[];
  runsPerPage: number;
}

export function reportWeb(run: WebRun): string {
  const login = run.bundles.routes.find((route) => route.page === 'login');
  const bundles = run.bundles.routes.map((route) => ({
    page: route.page,
    path: route.path,
    files: route.files,
    jsGzipKB: route.jsGzipKB,
    entryJsGzipKB: route.entryJsGzipKB,
    lazyJsGzipKB: route.lazyJsGzipKB,
    cssGzipKB: route.cssGzipKB,
    jsRawKB: route.jsRawKB,
    budgetKB: INITIAL_JS_BUDGET_KB,
    withinBudget: route.withinBudget,
    jsVsLogin: login ? ratio(route.jsGzipKB, login.jsGzipKB) : Number.NaN,
    largestAssets: route.assets.slice(0, LARGEST_ASSETS_KEPT).map((asset) => ({
      file: asset.file,
      gzipKB: Math.round(asset.gzipBytes / 102.4) / 10,
    })),
  }));

  process.stdout.write(`\n${BASELINE_NOTE}\n`);
  printTable(
    `Initial download per route (production build, gzipped; whole app ${run.bundles.wholeApp.jsGzipKB} KB JS ` +
      `in ${run.bundles.wholeApp.files} files; build ${(run.buildMs / 1000).toFixed(1)} s)`,
    bundles.map((route) => ({
      page: route.page,
      'JS KB gz': route.jsGzipKB,
      'entry KB': route.entryJsGzipKB,
      'lazy KB': route.lazyJsGzipKB,
      'CSS KB gz': route.cssGzipKB,
      files: route.files,
      'budget KB': route.budgetKB,
      within: route.withinBudget,
      '× login': route.jsVsLogin,
    })),
  );
  printTable(
    'Largest downloads per route (KB gzipped)',
    bundles.map((route) => ({
      page: route.page,
      files: route.largestAssets.map((asset) => `${chunkName(asset.file)} ${asset.gzipKB}`).join(', '),
    })),
  );

  const loginAudit = run.audits.find((audit) => audit.page === 'login');
  if (run.audits.length > 0) {
    printTable(
      `Lighthouse ${Object.values(LIGHTHOUSE_PRESETS).join('; ')}; median of ${run.runsPerPage} run(s), cold HTTP cache, ` +
        `${cpus().length} cores (a load average above that slows the page's CPU work)` +
        (run.signIn
          ? `; the list shows ${run.signIn.caseRows} rows (first page) of ${run.fixtures?.caseCount} cases`
          : ''),
      run.audits.map((audit) => ({
        page: audit.page,
        preset: audit.formFactor,
        performance: audit.performance,
        accessibility: audit.accessibility,
        'FCP ms': audit.fcpMs,
        'LCP ms': audit.lcpMs,
        'TBT ms': audit.tbtMs,
        CLS: audit.cls,
        'SI ms': audit.speedIndexMs,
        'LCP × login': loginAudit ? ratio(audit.lcpMs, loginAudit.lcpMs) : '',
        'JS fetched KB': audit.scriptTransferKB,
        targets: meetsLighthouseTargets(audit) ? 'met' : 'missed',
        'perf runs': audit.performanceRuns.join('/'),
        'load avg': audit.loadAverages.join('/'),
      })),
    );
    const mismatches = run.audits.flatMap((audit) => {
      const check = manifestCheck(run.bundles, audit);
      return [
        ...check.fetchedNotPredicted.map((file) => ({
          page: audit.page,
          file,
          note: 'fetched, not in the route by the manifest',
        })),
        ...check.predictedNotFetched.map((file) => ({
          page: audit.page,
          file,
          note: 'in the route by the manifest, not fetched',
        })),
      ];
    });
    if (mismatches.length > 0) printTable('Scripts the browser fetched vs the manifest route', mismatches);
    const findings = run.audits.flatMap((audit) => [
      ...audit.failedAccessibilityAudits.map((finding) => ({ page: audit.page, category: 'accessibility', finding })),
      ...audit.weakPerformanceAudits.map((finding) => ({ page: audit.page, category: 'performance', finding })),
    ]);
    if (findings.length > 0) printTable('Lighthouse audits below par (the causes to look at)', findings);
  }

  return writeResult('web', {
    baseline: BASELINE_NOTE,
    targets: TARGETS,
    lighthousePresets: LIGHTHOUSE_PRESETS,
    runsPerPage: run.runsPerPage,
    fixtures: run.fixtures,
    partner: run.partner,
    signIn: run.signIn,
    build: { buildMs: Math.round(run.buildMs), wholeApp: run.bundles.wholeApp },
    bundles,
    lighthouse: run.audits.map((audit) => ({
      ...audit,
      meetsTargets: meetsLighthouseTargets(audit),
      manifestCheck: manifestCheck(run.bundles, audit),
    })),
  });
}

/** 'assets/CaseDetailPage-B93GtdzD.js' → 'CaseDetailPage'. */
function chunkName(file: string): string {
  return file.replace(/^assets\//, '').replace(/-[\w-]{8}\.(js|css)$/, '');
}

/** Whether the browser fetched exactly the scripts the manifest walk counted for the route. */
function manifestCheck(bundles: BundleReport, audit: PageAudit) {
  const route = bundles.routes.find((candidate) => candidate.page === audit.page);
  const predicted = new Set(route?.assets.filter((asset) => asset.file.endsWith('.js')).map((asset) => asset.file));
  const fetched = new Set(audit.scriptPaths);
  return {
    fetchedNotPredicted: [...fetched].filter((file) => !predicted.has(file)),
    predictedNotFetched: [...predicted].filter((file) => !fetched.has(file)),
  };
}

function meetsLighthouseTargets(audit: PageAudit): boolean {
  return audit.performance >= TARGETS.lighthousePerformance && audit.accessibility >= TARGETS.lighthouseAccessibility;
}
