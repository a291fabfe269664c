// What a browser downloads for the first load of a route, from the production build: the entry and its
// modulepreloads (read from index.html, as test/e2e/bundle-budget.e2e.ts does), then the lazy chunks the
// route loads on the way (the api client, the signed-in frame, the screen) with their static imports,
// followed through the Vite manifest. Sizes are gzipped, as the server sends them.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The budget for initial JavaScript. */
export const INITIAL_JS_BUDGET_KB = 250;

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface MeasuredRoute {
  page: string;
  path: string;
  /** Source modules (relative to apps/web) loaded lazily on the way to the page. */
  lazyModules: string[];
}

/** index.html's script only chooses what to start: the app, or the partner landing page on its own. */
const APP_MODULES = ['src/app/app-main.tsx'];
/** Signed-in pages load the api client once a session exists, then the signed-in frame around the screen. */
const SIGNED_IN_MODULES = [...APP_MODULES, 'src/app/apollo/index.ts', 'src/app/layout/SignedInFrame.tsx'];

export const MEASURED_ROUTES: MeasuredRoute[] = [
  // The landing page's data request starts from its own small chunk while the page's code downloads.
  {
    page: 'partner landing',
    path: '/partner/:linkName',
    lazyModules: ['src/app/partner-main.tsx', 'src/features/partner-landing/landing-prefetch.ts'],
  },
  { page: 'login', path: '/login', lazyModules: APP_MODULES },
  {
    page: 'case list',
    path: '/accommodations/cases',
    // The admin measured here sees the assignee filter, which loads as soon as the list renders.
    lazyModules: [
      ...SIGNED_IN_MODULES,
      'src/features/cases/CasesListPage.tsx',
      'src/features/cases/AssigneeFilter.tsx',
    ],
  },
  {
    page: 'case detail',
    path: '/accommodations/cases/:caseId',
    lazyModules: [...SIGNED_IN_MODULES, 'src/features/case-detail/CaseDetailPage.tsx'],
  },
];

export interface AssetSize {
  file: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface RouteBundle {
  page: string;
  path: string;
  files: number;
  /** All the JavaScript of the route's first load, the figure held against the budget. */
  jsGzipKB: number;
  /** Of which the entry and its modulepreloads (the same for every route) ... */
  entryJsGzipKB: number;
  /** ... and the lazy chunks the route loads after them. */
  lazyJsGzipKB: number;
  cssGzipKB: number;
  jsRawKB: number;
  withinBudget: boolean;
  /** The largest downloads first, to show where the bytes are. */
  assets: AssetSize[];
}

export interface BundleReport {
  routes: RouteBundle[];
  /** Every JavaScript and CSS file of the build, whatever loads it. */
  wholeApp: { files: number; jsGzipKB: number; cssGzipKB: number };
}

export function measureBundles(outDir: string, routes = MEASURED_ROUTES): BundleReport {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const sizes = new Map<string, AssetSize>();
  const sizeOf = (file: string): AssetSize => {
    let size = sizes.get(file);
    if (!size) {
      const content = readFileSync(join(outDir, file));
      size = { file, rawBytes: content.length, gzipBytes: gzipSync(content).length };
      sizes.set(file, size);
    }
    return size;
  };

  const initial = initialAssets(outDir);
  const measured = routes.map((route) => {
    const files = new Set(initial);
    for (const module of route.lazyModules) {
      for (const file of chunkWithStaticImports(manifest, chunkKeyOf(manifest, module))) files.add(file);
    }
    const assets = [...files].map(sizeOf).sort((a, b) => b.gzipBytes - a.gzipBytes);
    const js = assets.filter((asset) => asset.file.endsWith('.js'));
    const css = assets.filter((asset) => asset.file.endsWith('.css'));
    const jsGzipKB = kb(sum(js, 'gzipBytes'));
    const entryJsGzipKB = kb(
      sum(
        js.filter((asset) => initial.includes(asset.file)),
        'gzipBytes',
      ),
    );
    return {
      page: route.page,
      path: route.path,
      files: assets.length,
      jsGzipKB,
      entryJsGzipKB,
      lazyJsGzipKB: Math.round((jsGzipKB - entryJsGzipKB) * 10) / 10,
      cssGzipKB: kb(sum(css, 'gzipBytes')),
      jsRawKB: kb(sum(js, 'rawBytes')),
      withinBudget: jsGzipKB <= INITIAL_JS_BUDGET_KB,
      assets,
    };
  });

  const everything = readdirSync(join(outDir, 'assets'))
    .filter((file) => file.endsWith('.js') || file.endsWith('.css'))
    .map((file) => sizeOf(`assets/${file}`));
  return {
    routes: measured,
    wholeApp: {
      files: everything.length,
      jsGzipKB: kb(
        sum(
          everything.filter((asset) => asset.file.endsWith('.js')),
          'gzipBytes',
        ),
      ),
      cssGzipKB: kb(
        sum(
          everything.filter((asset) => asset.file.endsWith('.css')),
          'gzipBytes',
        ),
      ),
    },
  };
}

/** Scripts and styles the browser fetches before the first paint: the entry, its modulepreloads and stylesheets. */
function initialAssets(outDir: string): string[] {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const references = [
    ...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+\.css)"/g),
  ];
  return references.map((match) => match[1]);
}

/**
 * The manifest key of the chunk a source module ends up in. A module with a chunk of its own is keyed by
 * its path; one the bundler merged into a shared chunk (imported statically elsewhere too) is keyed
 * `_<name>-<hash>.js`, named after the module.
 */
function chunkKeyOf(manifest: Manifest, module: string): string {
  if (manifest[module]) return module;
  const name = basename(module, extname(module));
  const shared = Object.keys(manifest).filter((key) => !manifest[key].src && manifest[key].name === name);
  if (shared.length !== 1) throw new Error(`No single chunk for ${module} in the build manifest`);
  return shared[0];
}

/** A chunk's file, its CSS and, recursively, its static imports (what the browser fetches with it). */
function chunkWithStaticImports(manifest: Manifest, key: string): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (current: string) => {
    if (seen.has(current)) return;
    seen.add(current);
    const chunk = manifest[current];
    files.push(chunk.file, ...(chunk.css ?? []));
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(key);
  return files;
}

const sum = (assets: AssetSize[], field: 'rawBytes' | 'gzipBytes') =>
  assets.reduce((total, asset) => total + asset[field], 0);
const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
