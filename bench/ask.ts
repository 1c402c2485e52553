// Ask Odo's built-in answer over HTTP (issue 10: first token ≤ 200 ms, whole answer ≤ 1 s):
// premium users (the rate limit allows 10 questions a minute each) with a Civic and its records
// ask the measured questions one at a time; each request is timed to its first `delta` event and
// to the end of the stream.
import { QUESTIONS } from '../src/server/features/ask-odo/questions.ts';
import { ASK_RATE_LIMIT } from '../src/server/features/ask-odo/routes.ts';

export const ASK_FIRST_TOKEN_MS = 200;
export const ASK_WHOLE_MS = 1000;
/** Measured users, plus one that warms the server up first. */
export const ASK_USERS = 6;
export const ASK_PER_USER = ASK_RATE_LIMIT.max;

export interface AskTimings {
  count: number;
  firstToken: { p50: number; p99: number; max: number };
  whole: { p50: number; p99: number; max: number };
  failures: number;
}

function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1] ?? 0 };
}

async function post(base: string, cookie: string, path: string, body: unknown) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
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
  const response = await post(base, cookie, '/api/ask-odo/messages', { question });
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

export async function measureAsk(
  base: string,
  sessions: { cookie: string }[],
): Promise<AskTimings> {
  const firstTokens: number[] = [];
  const wholes: number[] = [];
  let failures = 0;
  let next = 0;
  for (const [index, { cookie }] of sessions.entries()) {
    // The first session warms the server up (statements prepared, code paths compiled), unmeasured.
    const warmUp = index === 0;
    const vehicle = (await (
      await post(base, cookie, '/api/garage/vehicles', {
        year: 2018,
        make: 'Honda',
        model: 'Civic',
        mileage: 81_400,
        fuelType: 'petrol',
      })
    ).json()) as { id: string };
    await post(base, cookie, `/api/garage/vehicles/${vehicle.id}/maintenance`, {
      type: 'oil_change',
      date: '2026-03-10',
      mileage: 75_000,
      cost: 89.9,
    });
    await post(base, cookie, `/api/garage/vehicles/${vehicle.id}/fuel`, {
      date: '2026-10-01',
      odometer: 80_000,
      volume: 40,
      cost: 70,
    });
    await post(base, cookie, `/api/garage/vehicles/${vehicle.id}/fuel`, {
      date: '2026-10-20',
      odometer: 80_700,
      volume: 42,
      cost: 73.5,
    });
    for (let i = 0; i < ASK_PER_USER; i += 1) {
      const question = QUESTIONS[next++ % QUESTIONS.length]!.question;
      const timed = await timeOne(base, cookie, question);
      if (warmUp) continue;
      if (!timed.ok || Number.isNaN(timed.firstToken)) failures += 1;
      else {
        firstTokens.push(timed.firstToken);
        wholes.push(timed.whole);
      }
    }
  }
  return {
    count: firstTokens.length,
    firstToken: stats(firstTokens),
    whole: stats(wholes),
    failures,
  };
}
