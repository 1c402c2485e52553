// `npm run bench -- lighthouse`: Lighthouse 12 (default mobile emulation, simulated throttling) on
// the public pages and, signed in, the app's main pages, 5 runs each (single runs here swing
// 50–1,400 ms of TBT), with the system Chromium, its CPU slowdown raised so the machine scores as
// one of benchmarkIndex ~1,000 (issue 30); the medians go to bench/results.md (issues 12, 13 and
// 30: performance ≥ 95, accessibility ≥ 95, CLS ≤ 0.05).
import fs from 'node:fs';
import os from 'node:os';
import { importBenchTool } from './bench-tools.ts';
import { median } from './median.ts';

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
export const LIGHTHOUSE_SIGNED_IN_PAGES = [
  '/dashboard',
  '/garage',
  '/vehicle/:vehicle',
  '/assessment',
  '/ask-odo',
  '/community',
] as const;

/**
 * Runs per page, the median reported. On 2 shared cores Lighthouse counts the wall time of the
 * page's tasks, and the browser's other processes take the same cores: one run in three or four
 * draws a contended load (/garage, one build, 4 runs: TBT 414, 27, 109 ms and one that failed to
 * record). Five, as Lighthouse's own guide on variability advises, so one bad draw is not the
 * median.
 */
export const LIGHTHOUSE_RUNS = 5;

/**
 * The machine speed the scores stand for (issue 30: "≥ 95 at a benchmarkIndex near 1,000").
 * Lighthouse's default mobile CPU slowdown (4×) is scaled by this machine's benchmarkIndex over
 * this one, so a machine three times as fast runs at 12×: the page's main-thread work counts as
 * it would on the slow machine. LIGHTHOUSE_BENCHMARK_INDEX overrides it.
 */
export const LIGHTHOUSE_SIMULATED_BENCHMARK_INDEX = Number(
  process.env.LIGHTHOUSE_BENCHMARK_INDEX ?? 1000,
);
const DEFAULT_CPU_SLOWDOWN = 4;
const CALIBRATION_RUNS = 3;
/** Lighthouse 12's mobile network throttling (constants.throttling.mobileSlow4G). */
const MOBILE_SLOW_4G = {
  rttMs: 150,
  throughputKbps: 1.6 * 1024,
  requestLatencyMs: 150 * 3.75,
  downloadThroughputKbps: 1.6 * 1024 * 0.9,
  uploadThroughputKbps: 750 * 0.9,
};

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
  /** The CPU slowdown multiplier the run used. */
  cpuSlowdown: number;
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
  /** This machine's benchmarkIndex: the median of calibration runs at the default slowdown. */
  machineBenchmarkIndex: number;
  cpuSlowdown: number;
  loadAfter: number;
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

async function runOnce(
  url: string,
  port: number,
  cookie: string | null,
  cpuSlowdown: number,
): Promise<LighthouseRun> {
  const { lighthouse } = await benchTools();
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    throttlingMethod: 'simulate',
    throttling: { ...MOBILE_SLOW_4G, cpuSlowdownMultiplier: cpuSlowdown },
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
    cpuSlowdown,
  };
}

/**
 * One Lighthouse run in a fresh Chromium. A run that fails to record (Lighthouse's own runtime
 * errors, such as NO_NAVSTART on a busy machine) is tried again, twice at most.
 */
async function runWithRetries(
  url: string,
  cookie: string | null,
  cpuSlowdown: number,
): Promise<LighthouseRun> {
  const { chromeLauncher } = await benchTools();
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
    try {
      return await runOnce(url, chrome.port, cookie, cpuSlowdown);
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
    cpuSlowdown: of('cpuSlowdown'),
  };
}

export function passes(run: LighthouseRun): boolean {
  return (
    run.performance >= LIGHTHOUSE_TARGETS.performance &&
    run.accessibility >= LIGHTHOUSE_TARGETS.accessibility &&
    run.cls <= LIGHTHOUSE_TARGETS.cls
  );
}

/** The slowdown that makes a machine of `benchmarkIndex` score like one of the simulated index. */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  const scaled = (DEFAULT_CPU_SLOWDOWN * benchmarkIndex) / LIGHTHOUSE_SIMULATED_BENCHMARK_INDEX;
  return Math.max(1, Math.round(scaled * 10) / 10);
}

/**
 * Lighthouse on each public page of the server at `base`, then on the signed-in pages with the
 * bench user's session cookie (`:vehicle` is their car); one fresh Chromium per run. First runs
 * at the default slowdown read the machine's benchmarkIndex, which sets the slowdown of the rest.
 */
export async function measureLighthouse(
  base: string,
  loadBefore: number,
  cookie: string,
  vehicleId: string,
): Promise<LighthouseResult> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}`);
  // Three runs: one reading on a shared machine can be off by half (496 once, runs around 1,400).
  const calibration: number[] = [];
  for (let index = 0; index < CALIBRATION_RUNS; index++) {
    calibration.push((await runWithRetries(`${base}/`, null, DEFAULT_CPU_SLOWDOWN)).benchmarkIndex);
  }
  const machineBenchmarkIndex = median(calibration);
  const cpuSlowdown = cpuSlowdownFor(machineBenchmarkIndex);
  console.log(
    `  benchmarkIndex ${Math.round(machineBenchmarkIndex)}: CPU slowdown ${cpuSlowdown}× ` +
      `(simulates ~${LIGHTHOUSE_SIMULATED_BENCHMARK_INDEX} at Lighthouse's default 4×)`,
  );
  const pages: LighthousePage[] = [];
  const all = [
    ...LIGHTHOUSE_PAGES.map((path) => ({ path, cookie: null })),
    ...LIGHTHOUSE_SIGNED_IN_PAGES.map((path) => ({
      path: path.replace(':vehicle', vehicleId),
      cookie,
    })),
  ];
  for (const { path: pagePath, cookie: pageCookie } of all) {
    const runs: LighthouseRun[] = [];
    for (let index = 0; index < LIGHTHOUSE_RUNS; index++) {
      runs.push(await runWithRetries(`${base}${pagePath}`, pageCookie, cpuSlowdown));
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
  return {
    pages,
    loadBefore,
    chromium: CHROMIUM,
    machineBenchmarkIndex,
    cpuSlowdown,
    loadAfter: os.loadavg()[0] ?? 0,
  };
}

export function lighthouseSection(result: LighthouseResult, measuredOn: string): string[] {
  const lines = [
    '## Lighthouse',
    '',
    `- Measured ${measuredOn}; 1-minute load average before: ${result.loadBefore.toFixed(2)}, ` +
      `after: ${result.loadAfter.toFixed(2)} (a shared 2-core machine: the figures are noisy).`,
    `- Machine speed: Lighthouse's benchmarkIndex of this machine ${Math.round(
      result.machineBenchmarkIndex,
    )} (the median of ${CALIBRATION_RUNS} calibration runs on / at the default 4× CPU slowdown; median of the measured runs ${Math.round(
      median(result.pages.flatMap((page) => page.runs.map((run) => run.benchmarkIndex))),
    )}). Issue 30 asks for the scores of a machine of benchmarkIndex ~${LIGHTHOUSE_SIMULATED_BENCHMARK_INDEX}: ` +
      `every run used a CPU slowdown multiplier of **${result.cpuSlowdown}×** (4 × ` +
      `${Math.round(result.machineBenchmarkIndex)} / ${LIGHTHOUSE_SIMULATED_BENCHMARK_INDEX}) instead of ` +
      "Lighthouse's default 4×.",
    `- How: \`npm run bench -- lighthouse\` builds (\`npx vite build\`), starts the server on a ` +
      `loopback port with a fresh DATA_DIR, signs a bench user up through the API and gives them ` +
      `a car with a few fill-ups and services, and runs Lighthouse 12 (default mobile emulation, ` +
      `simulated throttling at the slowdown above; performance and accessibility categories) with ${result.chromium} ` +
      `(headless) ${LIGHTHOUSE_RUNS} times per page, a fresh browser each run. Figures are the ` +
      'medians of each column on its own. "JS" is the JavaScript transferred (compressed). ' +
      "Signed-in pages carry the bench user's session cookie on every request (Lighthouse " +
      '`extraHeaders`); a run that ends anywhere but the page asked for fails.',
    `- Targets (issues 12, 13 and 30): performance ≥ ${LIGHTHOUSE_TARGETS.performance}, accessibility ≥ ` +
      `${LIGHTHOUSE_TARGETS.accessibility}, CLS ≤ ${LIGHTHOUSE_TARGETS.cls} on every page.`,
    '',
    '| Page | Performance | Accessibility | FCP | LCP | TBT | CLS | JS | Verdict |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const page of result.pages) {
    const m = page.median;
    lines.push(
      `| ${page.path.replace(/^\/vehicle\/[^/]+$/, '/vehicle/:id')}${page.signedIn ? ' (signed in)' : ''} | ${m.performance} | ${m.accessibility} | ${(m.fcpMs / 1000).toFixed(2)} s | ` +
        `${(m.lcpMs / 1000).toFixed(2)} s | ${Math.round(m.tbtMs)} ms | ${m.cls.toFixed(3)} | ` +
        `${(m.jsBytes / 1024).toFixed(1)} KB | ${page.passed ? '**PASS**' : '**FAIL**'} |`,
    );
  }
  return lines;
}
