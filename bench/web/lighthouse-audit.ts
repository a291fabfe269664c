// Lighthouse on a page of the running build, in the browser the staff member signed in to: the desktop
// preset for the staff's pages, the mobile one for public pages a visitor may first open on a phone. Storage
// reset is disabled so the session survives; the HTTP cache is emptied before each run instead, so each
// load is a first download of the app.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import type { DebuggableChromium } from './chromium.js';

export type FormFactor = 'desktop' | 'mobile';

export const LIGHTHOUSE_PRESETS: Record<FormFactor, string> = {
  desktop: 'desktop (simulated throttling: 40 ms RTT, 10 Mbit/s, 1x CPU)',
  mobile: 'mobile (simulated throttling: 150 ms RTT, 1.6 Mbit/s, 4x CPU slowdown, phone screen)',
};

export interface PageAudit {
  page: string;
  formFactor: FormFactor;
  url: string;
  /** Where the page ended up: a signed-in page that lands on /login measured the wrong thing. */
  finalPath: string;
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** JavaScript the browser fetched for the load, as sent (gzipped). */
  scriptTransferKB: number;
  scriptRequests: number;
  /** Paths of the scripts fetched (to compare with what the build manifest says the route needs). */
  scriptPaths: string[];
  /** Accessibility audits that did not pass, and performance audits that scored under 0.9. */
  failedAccessibilityAudits: string[];
  weakPerformanceAudits: string[];
  /** Every run's performance score; the figures above are from the median run. */
  performanceRuns: number[];
  /**
   * The machine's 1-minute load average after each run. Lighthouse times CPU work as it happens, so on a
   * shared machine a load above the core count lowers the performance score (mostly through TBT).
   */
  loadAverages: number[];
}

interface LighthouseAudit {
  title: string;
  score: number | null;
  scoreDisplayMode?: string;
  numericValue?: number;
  displayValue?: string;
  details?: { type?: string; items?: Record<string, unknown>[] };
}

interface LighthouseReport {
  finalDisplayedUrl: string;
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, LighthouseAudit>;
  runtimeError?: { code: string; message: string };
}

export interface AuditOptions {
  runs: number;
  /** Lighthouse's preset; desktop unless said. */
  formFactor?: FormFactor;
  /** Where to keep each run's full Lighthouse report (JSON), for a closer look; none when omitted. */
  reportsDir?: string;
}

export async function auditPage(
  browser: DebuggableChromium,
  page: string,
  url: string,
  options: AuditOptions,
): Promise<PageAudit> {
  const audits: PageAudit[] = [];
  const loadAverages: number[] = [];
  for (let run = 0; run < options.runs; run += 1) {
    await browser.clearHttpCache();
    const report = await runLighthouse(browser.port, url, options.formFactor ?? 'desktop');
    if (options.reportsDir) {
      mkdirSync(options.reportsDir, { recursive: true });
      writeFileSync(join(options.reportsDir, `${page.replace(/\W+/g, '-')}-${run + 1}.json`), JSON.stringify(report));
    }
    audits.push(summarizeReport(report, page, url, options.formFactor ?? 'desktop'));
    loadAverages.push(Math.round(loadavg()[0] * 10) / 10);
  }
  // The median run by performance score represents the page; the others show the spread.
  const ordered = [...audits].sort((a, b) => a.performance - b.performance);
  const median = ordered[Math.floor((ordered.length - 1) / 2)];
  return { ...median, performanceRuns: audits.map((audit) => audit.performance), loadAverages };
}

async function runLighthouse(port: number, url: string, formFactor: FormFactor): Promise<LighthouseReport> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: true,
    },
    // Lighthouse's default configuration is the mobile preset.
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const report = result.lhr as unknown as LighthouseReport;
  if (report.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${report.runtimeError.message}`);
  return report;
}

function summarizeReport(report: LighthouseReport, page: string, url: string, formFactor: FormFactor): PageAudit {
  const audit = (id: string) => report.audits[id];
  const numeric = (id: string) => Math.round(audit(id)?.numericValue ?? Number.NaN);
  const scripts = (audit('network-requests')?.details?.items ?? []).filter((item) => item.resourceType === 'Script');
  return {
    page,
    formFactor,
    url,
    finalPath: new URL(report.finalDisplayedUrl).pathname,
    performance: score(report, 'performance'),
    accessibility: score(report, 'accessibility'),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: Math.round((audit('cumulative-layout-shift')?.numericValue ?? Number.NaN) * 1000) / 1000,
    speedIndexMs: numeric('speed-index'),
    scriptTransferKB: Math.round(scripts.reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0) / 102.4) / 10,
    scriptRequests: scripts.length,
    scriptPaths: scripts.map((item) => new URL(String(item.url)).pathname.slice(1)),
    failedAccessibilityAudits: failing(report, 'accessibility', 1),
    weakPerformanceAudits: failing(report, 'performance', 0.9),
    performanceRuns: [],
    loadAverages: [],
  };
}

function score(report: LighthouseReport, category: string): number {
  return Math.round((report.categories[category]?.score ?? Number.NaN) * 100);
}

/** "id: title (display value)" for each scored audit of a category under the threshold. */
function failing(report: LighthouseReport, category: string, threshold: number): string[] {
  return report.categories[category].auditRefs
    .map((ref) => ({ id: ref.id, audit: report.audits[ref.id] }))
    .filter(({ audit }) => audit && audit.score !== null && audit.score < threshold)
    .map(({ id, audit }) => `${id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
}
