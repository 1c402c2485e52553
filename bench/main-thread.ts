// The main thread's work on a first load, measured so the machine's load barely moves it (issue 30):
// each task's own CPU time from a Chromium trace, scaled by a CPU slowdown as Lighthouse's
// simulation would count it. Lighthouse's own TBT on a shared machine swings several-fold.
//
//   node bench/main-thread.ts <rounds> <slowdown> <label>=<base url> [<label>=<base url> …] -- <page> …
//
// Each server is one build, already running; a bench user is made on each (seedBenchUser). Pages
// are loaded round by round, the builds interleaved; `:vehicle` is that user's car. Prints, per
// page and build, the medians of: blocking (Σ max(0, slowdown × CPU(task) − 50 ms) over the tasks
// after the first contentful paint, and over every task), the main thread's CPU and its largest task.
// A load the server did not draw (it gives up after 2 s under load) is loaded again. With
// MAIN_THREAD_TASKS=<ms>, each task of at least that much CPU is listed with what ran in it.
import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs, findChromium } from '../scripts/chromium.ts';
import { seedBenchUser, type BenchUser } from './first-route-js.ts';
import { median } from './median.ts';
import { PHONE_CONTEXT } from './phone-context.ts';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; frame?: string; data?: { url?: string } };
}

interface Load {
  /** Whether the page's renderer recorded its first contentful paint (else the load is left out). */
  painted: boolean;
  blockingAfterFcp: number;
  blockingAll: number;
  cpu: number;
  longest: number;
}

const QUIET_MS = 3_000;

/** Each task of at least `minMs` of CPU, with the first events inside it that took over 1 ms. */
function printTasks(events: TraceEvent[], tasks: TraceEvent[], fcpTs: number, minMs: number) {
  for (const task of tasks) {
    if ((task.tdur ?? 0) < minMs * 1000) continue;
    const end = task.ts + (task.dur ?? 0);
    const inside = events.filter(
      (event) =>
        event.pid === task.pid &&
        event.tid === task.tid &&
        event.ph === 'X' &&
        event.ts >= task.ts &&
        event.ts < end &&
        event !== task &&
        (event.dur ?? 0) > 1000,
    );
    const names = inside.slice(0, 6).map((event) => {
      const file = event.args?.data?.url?.split('/').pop();
      return `${event.name}${file ? ` ${file}` : ''} ${((event.dur ?? 0) / 1000).toFixed(1)}`;
    });
    console.log(
      `  task at ${((task.ts - fcpTs) / 1000).toFixed(0)} ms from the first paint: CPU ` +
        `${((task.tdur ?? 0) / 1000).toFixed(1)} ms: ${names.join(', ')}`,
    );
  }
}

function measure(events: TraceEvent[], slowdown: number): Load {
  const mains = events.filter(
    (event) =>
      event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const tasksOf = (pid: number, tid: number) =>
    events.filter(
      (event) =>
        event.pid === pid &&
        event.tid === tid &&
        event.ph === 'X' &&
        event.name === 'RunTask' &&
        typeof event.tdur === 'number',
    );
  // The page's renderer: the main thread that did the most work.
  let tasks: TraceEvent[] = [];
  let pid = 0;
  for (const main of mains) {
    const candidate = tasksOf(main.pid, main.tid);
    const sum = (list: TraceEvent[]) => list.reduce((total, task) => total + (task.tdur ?? 0), 0);
    if (sum(candidate) > sum(tasks)) {
      tasks = candidate;
      pid = main.pid;
    }
  }
  const fcp = events.find((event) => event.pid === pid && event.name === 'firstContentfulPaint');
  const fcpTs = fcp?.ts ?? 0;
  if (process.env.MAIN_THREAD_TASKS) {
    printTasks(events, tasks, fcpTs, Number(process.env.MAIN_THREAD_TASKS));
  }
  const blocking = (list: TraceEvent[]) =>
    list.reduce((total, task) => total + Math.max(0, (slowdown * (task.tdur ?? 0)) / 1000 - 50), 0);
  return {
    painted: fcp !== undefined,
    blockingAfterFcp: blocking(tasks.filter((task) => task.ts >= fcpTs)),
    blockingAll: blocking(tasks),
    cpu: tasks.reduce((total, task) => total + (task.tdur ?? 0), 0) / 1000,
    longest: Math.max(0, ...tasks.map((task) => (task.tdur ?? 0) / 1000)),
  };
}

async function load(browser: Browser, url: string, cookie: string): Promise<TraceEvent[] | null> {
  const context = await browser.newContext(PHONE_CONTEXT);
  try {
    const origin = new URL(url).origin;
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin };
      }),
    );
    const page = await context.newPage();
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'toplevel',
        'loading',
        'blink.user_timing',
      ],
    });
    let serverRendered = false;
    page.on('response', (response) => {
      if (response.url() === url && response.request().resourceType() === 'document') {
        void response.text().then(
          (body) => (serverRendered = /data-signed-in=|data-prerendered=/.test(body)),
          () => undefined,
        );
      }
    });
    let last = Date.now();
    page.on('request', () => (last = Date.now()));
    page.on('requestfinished', () => (last = Date.now()));
    await page.goto(url, { waitUntil: 'load' });
    while (Date.now() - last < QUIET_MS) await page.waitForTimeout(250);
    if (new URL(page.url()).pathname !== new URL(url).pathname) {
      throw new Error(`${url} ended on ${page.url()}`);
    }

    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
      traceEvents: TraceEvent[];
    };
    // Under load the server may give up on its render (2 s) and send the plain index.html: another
    // first load than the one measured.
    return serverRendered ? trace.traceEvents : null;
  } finally {
    await context.close();
  }
}

async function main() {
  const args = process.argv.slice(2);
  const split = args.indexOf('--');
  const rounds = Number(args[0]);
  const slowdown = Number(args[1]);
  const servers = args.slice(2, split).map((spec) => {
    const at = spec.indexOf('=');
    return { label: spec.slice(0, at), base: spec.slice(at + 1) };
  });
  const pages = args.slice(split + 1);
  const users = new Map<string, BenchUser>();
  for (const server of servers) users.set(server.label, await seedBenchUser(server.base));
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  const results = new Map<string, Load[]>();
  try {
    for (let round = 0; round < rounds; round++) {
      for (const pagePath of pages) {
        const order = round % 2 ? [...servers].reverse() : servers;
        for (const server of order) {
          const user = users.get(server.label) as BenchUser;
          const url = server.base + pagePath.replace(':vehicle', user.vehicleId);
          let events = await load(browser, url, user.cookie);
          for (let attempt = 1; !events && attempt < 3; attempt++) {
            console.log(`  ${url}: not drawn by the server, loaded again`);
            events = await load(browser, url, user.cookie);
          }
          if (!events) continue;
          const loadResult = measure(events, slowdown);
          const key = `${pagePath}\t${server.label}`;
          // On a loaded machine some loads' renderers record no first paint, and those loads spend
          // two to three times the CPU (100–200 ms in module evaluation alone, a scavenge of up to
          // 150 ms in it): a different load, not the code's; listed, left out of the medians.
          if (loadResult.painted) results.set(key, [...(results.get(key) ?? []), loadResult]);
          console.log(
            `round ${round + 1} ${pagePath} ${server.label}${loadResult.painted ? '' : ' (no first paint recorded: left out)'}: blocking after FCP ` +
              `${loadResult.blockingAfterFcp.toFixed(0)} ms, all ${loadResult.blockingAll.toFixed(0)} ms, ` +
              `CPU ${loadResult.cpu.toFixed(1)} ms, longest ${loadResult.longest.toFixed(1)} ms`,
          );
        }
      }
    }
  } finally {
    await browser.close();
  }
  console.log(
    `\npage\tbuild\tblocking after FCP at ${slowdown}× (runs)\tblocking all\tCPU ms\tlongest task ms`,
  );
  for (const [key, loads] of results) {
    const of = (pick: (run: Load) => number) => median(loads.map(pick));
    console.log(
      `${key}\t${of((run) => run.blockingAfterFcp).toFixed(0)} (${loads
        .map((run) => run.blockingAfterFcp.toFixed(0))
        .join('/')})\t${of((run) => run.blockingAll).toFixed(0)}\t${of((run) => run.cpu).toFixed(
        1,
      )}\t${of((run) => run.longest).toFixed(1)}`,
    );
  }
}

await main();
