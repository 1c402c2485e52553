// Ask Odo's built-in answer over HTTP (issue 10: first token ≤ 200 ms, whole answer ≤ 1 s; issue 28:
// whole answer p99 ≤ 50 ms on PostgreSQL with the full data loaded): premium users, each with a
// Corolla and a Leaf and their fill-ups and charges, ask every question of the Ask Odo evaluation
// (dev and test split: garage, care, trouble codes, model-specific, buying, bad input) one at a
// time; each request is timed to its first `delta` event and to the end of the stream.
import { loadSplit, type EvalItem } from '../src/server/features/ask-odo/eval/score.ts';
import { ASK_RATE_LIMIT } from '../src/server/features/ask-odo/routes.ts';

export const ASK_FIRST_TOKEN_MS = 200;
export const ASK_WHOLE_MS = 1000;
/** Issue 28: the built-in answer's p99 on PostgreSQL, whole answer. */
export const ASK_P99_MS = 50;
export const ASK_PER_USER = ASK_RATE_LIMIT.max;

/** Every evaluation question, the kinds interleaved (a fixed order: every run asks the same). */
export const ASK_QUESTIONS: EvalItem[] = (() => {
  const items = [...loadSplit('dev'), ...loadSplit('test')];
  const byKind = new Map<string, EvalItem[]>();
  for (const item of items) byKind.set(item.kind, [...(byKind.get(item.kind) ?? []), item]);
  const queues = [...byKind.values()];
  const mixed: EvalItem[] = [];
  while (queues.some((q) => q.length)) for (const q of queues) if (q.length) mixed.push(q.shift()!);
  return mixed;
})();
/** Measured users (the rate limit allows ASK_PER_USER questions a minute each); one more warms up. */
export const ASK_USERS = Math.ceil(ASK_QUESTIONS.length / ASK_PER_USER);

/** One question of each kind, and one holding a VIN (its decoder opens a database once). */
function warmUpQuestions(): EvalItem[] {
  const picked = new Map<string, EvalItem>();
  for (const item of ASK_QUESTIONS) if (!picked.has(item.kind)) picked.set(item.kind, item);
  const vin = ASK_QUESTIONS.find((item) => /\b[A-HJ-NPR-Z0-9]{17}\b/i.test(item.question));
  return [...picked.values(), ...(vin ? [vin] : [])].slice(0, ASK_PER_USER);
}

interface Stats {
  p50: number;
  p99: number;
  max: number;
}

export interface AskTimings {
  count: number;
  firstToken: Stats;
  whole: Stats;
  /** Whole-answer times per kind of question. */
  byKind: { kind: string; count: number; whole: Stats }[];
  /** The server's CPU time per question (unlike wall time, hardly moved by other work). */
  cpuMsPerQuestion: number | null;
  /** The slowest answers: where to look first. */
  slowest: { id: string; ms: number }[];
  failures: number;
}

function stats(values: number[]): Stats {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1] ?? 0 };
}

async function send(
  base: string,
  cookie: string,
  path: string,
  body: unknown,
  method: 'POST' | 'PATCH' = 'POST',
) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { cookie, origin: base, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status >= 300)
    throw new Error(`${path} returned ${response.status}: ${await response.text()}`);
  return response;
}

/** One question, timed: ms to the first delta and to the stream's end. */
async function timeOne(base: string, cookie: string, question: string) {
  const started = performance.now();
  const response = await send(base, cookie, '/api/ask-odo/messages', { question });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let firstToken: number | null = null;
  for (;;) {
    const { value, done: end } = await reader.read();
    if (end) break;
    buffer += decoder.decode(value, { stream: true });
    if (firstToken === null && buffer.includes('"type":"delta"')) {
      firstToken = performance.now() - started;
    }
  }
  const whole = performance.now() - started;
  return { firstToken: firstToken ?? Number.NaN, whole, ok: buffer.includes('"type":"done"') };
}

async function addCar(base: string, cookie: string, car: object, fills: object[]) {
  const { id } = (await (await send(base, cookie, '/api/garage/vehicles', car)).json()) as {
    id: string;
  };
  for (const fill of fills) await send(base, cookie, `/api/garage/vehicles/${id}/fuel`, fill);
  return id;
}

/** The asker's garage: a petrol Corolla with an oil change and fill-ups, a Leaf with charges. */
async function seedGarage(base: string, cookie: string) {
  await send(
    base,
    cookie,
    '/api/garage/settings',
    { distanceUnit: 'km', volumeUnit: 'l', currency: 'EUR' },
    'PATCH',
  );
  const corolla = await addCar(
    base,
    cookie,
    { year: 2019, make: 'Toyota', model: 'Corolla', mileage: 62_400, fuelType: 'petrol' },
    [
      { date: '2026-08-01', odometer: 61_000, volume: 38, cost: 64.6, fullTank: true },
      { date: '2026-08-28', odometer: 61_700, volume: 35, cost: 59.5, fullTank: true },
      { date: '2026-09-25', odometer: 62_400, volume: 36.4, cost: 61.88, fullTank: true },
    ],
  );
  await send(base, cookie, `/api/garage/vehicles/${corolla}/maintenance`, {
    type: 'oil_change',
    date: '2026-04-08',
    mileage: 60_000,
    cost: 92,
  });
  await addCar(
    base,
    cookie,
    { year: 2020, make: 'Nissan', model: 'Leaf', mileage: 38_200, fuelType: 'electric' },
    [
      { date: '2026-09-01', odometer: 37_300, kwh: 30, cost: 9, fullTank: true },
      { date: '2026-09-12', odometer: 37_500, kwh: 32, cost: 9.6, fullTank: true },
      { date: '2026-09-30', odometer: 37_750, kwh: 37, cost: 11.1, fullTank: true },
    ],
  );
}

export async function measureAsk(
  base: string,
  sessions: { cookie: string }[],
  /** The server's CPU time so far in ms (from /proc), or null where it cannot be read. */
  serverCpuMs: () => number | null = () => null,
): Promise<AskTimings> {
  const firstTokens: number[] = [];
  const wholes: { item: EvalItem; ms: number }[] = [];
  let failures = 0;
  for (const { cookie } of sessions) await seedGarage(base, cookie);
  // The first session warms the server up (statements prepared, code paths compiled, data and
  // the VIN decoder's database opened, as a running server has long done), unmeasured.
  const [warmUp, ...measured] = sessions;
  for (const item of warmUpQuestions()) await timeOne(base, warmUp!.cookie, item.question);
  const cpuBefore = serverCpuMs();
  let next = 0;
  for (const { cookie } of measured) {
    for (let i = 0; i < ASK_PER_USER && next < ASK_QUESTIONS.length; i += 1) {
      const item = ASK_QUESTIONS[next++]!;
      const timed = await timeOne(base, cookie, item.question);
      if (!timed.ok || Number.isNaN(timed.firstToken)) failures += 1;
      else {
        firstTokens.push(timed.firstToken);
        wholes.push({ item, ms: timed.whole });
      }
    }
  }
  const cpuAfter = serverCpuMs();
  const asked = wholes.length + failures;
  const kinds = [...new Set(wholes.map((w) => w.item.kind))];
  return {
    count: firstTokens.length,
    firstToken: stats(firstTokens),
    whole: stats(wholes.map((w) => w.ms)),
    byKind: kinds.map((kind) => {
      const own = wholes.filter((w) => w.item.kind === kind).map((w) => w.ms);
      return { kind, count: own.length, whole: stats(own) };
    }),
    slowest: [...wholes]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 5)
      .map((w) => ({ id: w.item.id, ms: w.ms })),
    cpuMsPerQuestion:
      cpuBefore !== null && cpuAfter !== null && asked ? (cpuAfter - cpuBefore) / asked : null,
    failures,
  };
}
