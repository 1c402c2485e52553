// `npm run bench -- lighthouse`: Lighthouse 12 (default mobile emulation, simulated throttling) on
// the public pages and, signed in, /dashboard, /garage and /community, 3 runs each, with the
// system Chromium; the medians go to bench/results.md (issues 12 and 13: performance ≥ 95,
// accessibility ≥ 95, CLS ≤ 0.05 on each page).
import fs from 'node:fs';
import { importBenchTool } from './bench-tools.ts';

/** The parts of Lighthouse's answer read here (the package is not installed by npm ci). */
interface LighthouseResult12 {
  lhr: {
    runtimeError?: { message: string };
    finalDisplayedUrl: string;
    audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
    categories: Record<string, { score: number | null } | undefined>;
    environment: { benchmarkIndex: number };
  };
}
type Lighthouse = (
  url: string,
  flags: Record<string, unknown>,
) => Promise<LighthouseResult12 | undefined>;
interface ChromeLauncher {
  launch(options: {
    chromePath: string;
    chromeFlags: string[];
  }): Promise<{ port: number; kill(): void }>;
}

let tools: Promise<{ lighthouse: Lighthouse; chromeLauncher: ChromeLauncher }> | undefined;
function benchTools() {
  tools ??= (async () => ({
    lighthouse: ((await importBenchTool('lighthouse')) as { default: Lighthouse }).default,
    chromeLauncher: (await importBenchTool('chrome-launcher')) as ChromeLauncher,
  }))();
  return tools;
}

export const LIGHTHOUSE_PAGES = [
  '/',
  '/login',
  '/signup',
  '/forgot-password',
  '/privacy',
  '/terms',
  '/support',
] as const;

/** Pages Lighthouse opens as the signed-in bench user (its session cookie on every request). */
export const LIGHTHOUSE_SIGNED_IN_PAGES = ['/dashboard', '/garage', '/community'] as const;

export const LIGHTHOUSE_RUNS = 3;

export const LIGHTHOUSE_TARGETS = { performance: 95, accessibility: 95, cls: 0.05 };

const CHROMIUM = process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium';

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes of JavaScript transferred (compressed, as on the wire). */
  jsBytes: number;
  /**
   * Lighthouse's own reading of the machine's speed (lhr.environment.benchmarkIndex): TBT and so
   * the score scale with it, so figures from machines of different speeds do not compare.
   */
  benchmarkIndex: number;
}

export interface LighthousePage {
  path: string;
  signedIn: boolean;
  runs: LighthouseRun[];
  median: LighthouseRun;
  passed: boolean;
}

export interface LighthouseResult {
  pages: LighthousePage[];
  loadBefore: number;
  chromium: string;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

async function runOnce(url: string, port: number, cookie: string | null): Promise<LighthouseRun> {
  const { lighthouse } = await benchTools();
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  // A signed-in page that ended on /login measured the wrong page.
  if (cookie && new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`Lighthouse on ${url} ended on ${lhr.finalDisplayedUrl} (not signed in?)`);
  }
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`Lighthouse on ${url}: no value for ${id}`);
    return value;
  };
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const requests = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] })?.items;
  const jsBytes = (requests ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsBytes,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/**
 * One Lighthouse run in a fresh Chromium. A run that fails to record (Lighthouse's own runtime
 * errors, such as NO_NAVSTART on a busy machine) is tried again, twice at most.
 */
async function runWithRetries(url: string, cookie: string | null): Promise<LighthouseRun> {
  const { chromeLauncher } = await benchTools();
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    try {
      return await runOnce(url, chrome.port, cookie);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.warn(`  ${(error as Error).message}: trying again`);
    } finally {
      chrome.kill();
    }
  }
}

function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const of = (key: keyof LighthouseRun) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    jsBytes: of('jsBytes'),
    benchmarkIndex: of('benchmarkIndex'),
  };
}

export function passes(run: LighthouseRun): boolean {
  return (
    run.performance >= LIGHTHOUSE_TARGETS.performance &&
    run.accessibility >= LIGHTHOUSE_TARGETS.accessibility &&
    run.cls <= LIGHTHOUSE_TARGETS.cls
  );
}

/**
 * Lighthouse on each public page of the server at `base`, then on the signed-in pages with the
 * bench user's session cookie; one fresh Chromium per run.
 */
export async function measureLighthouse(
  base: string,
  loadBefore: number,
  cookie: string,
): Promise<LighthouseResult> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}`);
  const pages: LighthousePage[] = [];
  const all = [
    ...LIGHTHOUSE_PAGES.map((path) => ({ path, cookie: null })),
    ...LIGHTHOUSE_SIGNED_IN_PAGES.map((path) => ({ path, cookie })),
  ];
  for (const { path: pagePath, cookie: pageCookie } of all) {
    const runs: LighthouseRun[] = [];
    for (let index = 0; index < LIGHTHOUSE_RUNS; index++) {
      runs.push(await runWithRetries(`${base}${pagePath}`, pageCookie));
    }
    const medians = medianRun(runs);
    pages.push({
      path: pagePath,
      signedIn: pageCookie !== null,
      runs,
      median: medians,
      passed: passes(medians),
    });
    console.log(
      `  ${pagePath.padEnd(17)} performance ${medians.performance}, accessibility ` +
        `${medians.accessibility}, FCP ${Math.round(medians.fcpMs)} ms, LCP ` +
        `${Math.round(medians.lcpMs)} ms, TBT ${Math.round(medians.tbtMs)} ms, CLS ` +
        `${medians.cls.toFixed(3)}, JS ${(medians.jsBytes / 1024).toFixed(1)} KB ` +
        `(${pages.at(-1)?.passed ? 'pass' : 'FAIL'})`,
    );
  }
  return { pages, loadBefore, chromium: CHROMIUM };
}

export function lighthouseSection(result: LighthouseResult, measuredOn: string): string[] {
  const lines = [
    '## Lighthouse',
    '',
    `- Measured ${measuredOn}; 1-minute load average before: ${result.loadBefore.toFixed(2)}; ` +
      `Lighthouse's benchmarkIndex of this machine (median of all runs): ${Math.round(
        median(result.pages.flatMap((page) => page.runs.map((run) => run.benchmarkIndex))),
      )} (Lighthouse takes under 1,000 as a slow machine; TBT grows fast below it).`,
    `- How: \`npm run bench -- lighthouse\` builds (\`npx vite build\`), starts the server on a ` +
      `loopback port with a fresh DATA_DIR, signs a bench user up through the API and gives them ` +
      `a car with a few fill-ups and services, and runs Lighthouse 12 (default mobile emulation, ` +
      `simulated throttling; performance and accessibility categories) with ${result.chromium} ` +
      `(headless) ${LIGHTHOUSE_RUNS} times per page, a fresh browser each run. Figures are the ` +
      'medians of each column on its own. "JS" is the JavaScript transferred (compressed). ' +
      "Signed-in pages carry the bench user's session cookie on every request (Lighthouse " +
      '`extraHeaders`); a run that ends anywhere but the page asked for fails.',
    `- Targets (issues 12 and 13): performance ≥ ${LIGHTHOUSE_TARGETS.performance}, accessibility ≥ ` +
      `${LIGHTHOUSE_TARGETS.accessibility}, CLS ≤ ${LIGHTHOUSE_TARGETS.cls} on every page.`,
    '',
    '| Page | Performance | Accessibility | FCP | LCP | TBT | CLS | JS | Verdict |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const page of result.pages) {
    const m = page.median;
    lines.push(
      `| ${page.path}${page.signedIn ? ' (signed in)' : ''} | ${m.performance} | ${m.accessibility} | ${(m.fcpMs / 1000).toFixed(2)} s | ` +
        `${(m.lcpMs / 1000).toFixed(2)} s | ${Math.round(m.tbtMs)} ms | ${m.cls.toFixed(3)} | ` +
        `${(m.jsBytes / 1024).toFixed(1)} KB | ${page.passed ? '**PASS**' : '**FAIL**'} |`,
    );
  }
  return lines;
}
