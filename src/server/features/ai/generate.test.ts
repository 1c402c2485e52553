import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { tool } from 'ai';
import { z } from 'zod';
import { parseConfig, type AiConfig } from '../../env.ts';
import { generateWithFallback, streamTextWithFallback } from './generate.ts';
import { startChatServer } from './testing/chat-server.ts';

const KEY = 'sk-test-0d0-secret-key';
const SYSTEM = 'You are Odo. Use only the grounding below. Grounding: 2013 Nissan Altima, CVT.';

const verdict = z.object({
  score: z.number().int().min(0).max(100),
  summary: z.string().min(1),
});
const BUILT_IN = { score: 61, summary: 'Built-in: CVT judder is common at this mileage.' };

let server: Awaited<ReturnType<typeof startChatServer>>;
let lines: string[];

beforeAll(async () => {
  server = await startChatServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  lines = [];
  server.requests.length = 0;
});

const logger = () => pino({ level: 'trace' }, { write: (line: string) => void lines.push(line) });
const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

/** The settings as env gives them: the real openai-compatible provider at the local server. */
function config(env: Record<string, string> = {}): AiConfig {
  return parseConfig({
    AI_PROVIDER: 'openai-compatible',
    AI_MODEL: 'llama-test',
    AI_BASE_URL: server.url,
    AI_API_KEY: KEY,
    AI_TIMEOUT_MS: '30000',
    ...env,
  });
}

function assess(cfg: AiConfig = config()) {
  return generateWithFallback({
    config: cfg,
    logger: logger(),
    schema: verdict,
    system: SYSTEM,
    prompt: 'Assess this car.',
    builtIn: () => BUILT_IN,
    task: 'assessment',
  });
}

async function readAll(stream: AsyncIterable<string>) {
  const chunks: string[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return chunks;
}

describe('generateWithFallback', () => {
  it('answers with the built-in engine when no model is configured, calling nothing', async () => {
    const answer = await assess(parseConfig({}));
    expect(answer).toEqual({ value: BUILT_IN, engine: 'built-in' });
    expect(server.requests).toHaveLength(0);
  });

  it("returns the model's object when it matches the schema, and names the model", async () => {
    server.reply({ kind: 'text', content: '{"score": 48, "summary": "Model: watch the CVT."}' });
    const answer = await assess();
    expect(answer).toEqual({
      value: { score: 48, summary: 'Model: watch the CVT.' },
      engine: 'openai-compatible:llama-test',
    });
    expect(answer.fallbackReason).toBeUndefined();
    expect(logged().filter((l) => (l.level as number) >= 40)).toEqual([]);
  });

  it('sends the system text, the prompt, the schema as response format and the key', async () => {
    server.reply({ kind: 'text', content: '{"score": 48, "summary": "ok"}' });
    await assess();
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request!.body.model).toBe('llama-test');
    const system = request!.body.messages.find((m) => m.role === 'system');
    expect(system?.content).toContain(SYSTEM);
    expect(system?.content).toContain('"summary"');
    expect(request!.body.messages.at(-1)).toEqual({ role: 'user', content: 'Assess this car.' });
    expect(request!.body.response_format?.type).toBe('json_schema');
    expect(request!.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it("lets the model call a tool into the user's data before it answers", async () => {
    server.reply(
      { kind: 'tool-call', name: 'serviceHistory', args: { item: 'cvt_fluid' } },
      { kind: 'text', content: '{"score": 55, "summary": "CVT fluid last changed at 90,000 km."}' },
    );
    const calls: unknown[] = [];
    const answer = await generateWithFallback({
      config: config(),
      logger: logger(),
      schema: verdict,
      system: SYSTEM,
      prompt: 'Assess this car.',
      builtIn: () => BUILT_IN,
      tools: {
        serviceHistory: tool({
          description: 'When a service item was last done on this car.',
          inputSchema: z.object({ item: z.string() }),
          execute: (input) => {
            calls.push(input);
            return { lastDoneKm: 90_000 };
          },
        }),
      },
    });
    expect(calls).toEqual([{ item: 'cvt_fluid' }]);
    expect(answer).toEqual({
      value: { score: 55, summary: 'CVT fluid last changed at 90,000 km.' },
      engine: 'openai-compatible:llama-test',
    });
    expect(server.requests).toHaveLength(2);
    expect(server.requests[0]!.body.tools?.map((t) => t.function.name)).toEqual(['serviceHistory']);
    const toolResult = server.requests[1]!.body.messages.find((m) => m.role === 'tool');
    expect(JSON.parse(toolResult!.content!)).toEqual({ lastDoneKm: 90_000 });
  });

  it('takes the object out of a Markdown code fence', async () => {
    server.reply({
      kind: 'text',
      content: 'Here:\n```json\n{"score": 70, "summary": "Fine."}\n```',
    });
    expect(await assess()).toMatchObject({
      value: { score: 70 },
      engine: 'openai-compatible:llama-test',
    });
  });

  it.each([
    ['garbage text', 'Sure! The car is great, I would buy it.', /could not parse/],
    ['invalid JSON', '{"score": 48, "summary": ', /could not parse/],
    [
      'JSON that is not the schema',
      '{"score": "high", "verdict": "buy"}',
      /did not match the schema \(score: /,
    ],
    ['a number out of range', '{"score": 480, "summary": "x"}', /did not match the schema/],
  ])('falls back to the built-in answer on %s, with a warning', async (_, content, reason) => {
    server.reply({ kind: 'text', content });
    const answer = await assess();
    expect(answer.value).toEqual(BUILT_IN);
    expect(answer.engine).toBe('built-in');
    expect(answer.fallbackReason).toMatch(reason);
    const warnings = logged().filter((l) => l.level === 40);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({
      task: 'assessment',
      engine: 'openai-compatible:llama-test',
      reason: answer.fallbackReason,
    });
    expect(logged().filter((l) => (l.level as number) >= 50)).toEqual([]);
  });

  it('falls back on a server error, once (no retries)', async () => {
    server.reply({ kind: 'status', status: 500, body: { error: { message: 'model crashed' } } });
    const answer = await assess();
    expect(answer.value).toEqual(BUILT_IN);
    expect(answer.fallbackReason).toMatch(/^HTTP 500: model crashed/);
    expect(server.requests).toHaveLength(1);
  });

  it('falls back when the model does not answer within AI_TIMEOUT_MS', async () => {
    server.reply({ kind: 'hang' });
    const started = performance.now();
    const answer = await assess(config({ AI_TIMEOUT_MS: '200' }));
    expect(answer).toEqual({
      value: BUILT_IN,
      engine: 'built-in',
      fallbackReason: 'timed out after 200 ms',
    });
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    expect(server.requests).toHaveLength(1);
  });

  it('falls back when the caller cancels', async () => {
    server.reply({ kind: 'hang' });
    const controller = new AbortController();
    const pending = generateWithFallback({
      config: config(),
      logger: logger(),
      schema: verdict,
      system: SYSTEM,
      prompt: 'Assess this car.',
      builtIn: () => BUILT_IN,
      signal: controller.signal,
    });
    await until(() => server.requests.length === 1);
    controller.abort();
    expect(await pending).toMatchObject({ engine: 'built-in', fallbackReason: 'cancelled' });
  });

  it('never writes the API key to the log, even when the server echoes it', async () => {
    server.reply({
      kind: 'status',
      status: 401,
      body: { error: { message: `Incorrect API key provided: ${KEY}` } },
    });
    const failed = await assess();
    expect(failed.fallbackReason).toBe('HTTP 401: Incorrect API key provided: [redacted]');
    server.reply({ kind: 'text', content: '{"score": 48, "summary": "ok"}' });
    await assess();
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(lines.join('\n')).not.toContain(KEY);
    expect(lines.join('\n')).not.toContain('0d0-secret');
  });
});

describe('streamTextWithFallback', () => {
  function ask(cfg: AiConfig = config(), signal?: AbortSignal) {
    return streamTextWithFallback({
      config: cfg,
      logger: logger(),
      system: SYSTEM,
      prompt: 'How often should I change the CVT fluid?',
      builtIn: () => 'Built-in: every 40,000–60,000 km.',
      task: 'ask',
      ...(signal && { signal }),
    });
  }

  it('streams the built-in text when no model is configured', async () => {
    const answer = await ask(parseConfig({}));
    expect(answer.engine).toBe('built-in');
    expect(await readAll(answer.textStream)).toEqual(['Built-in: every 40,000–60,000 km.']);
    expect(server.requests).toHaveLength(0);
  });

  it("streams the model's text chunk by chunk as the server sends it", async () => {
    const rest = gate();
    server.reply({
      kind: 'stream',
      chunks: ['Every ', '60,000 km', ', sooner if towing.'],
      gate: rest.promise,
    });
    const answer = await ask();
    expect(answer.engine).toBe('openai-compatible:llama-test');
    const iterator = answer.textStream[Symbol.asyncIterator]();
    // The first words arrive while the server still holds the rest.
    expect(await iterator.next()).toEqual({ done: false, value: 'Every ' });
    rest.open();
    const later: string[] = [];
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      later.push(next.value);
    }
    expect(later).toEqual(['60,000 km', ', sooner if towing.']);
    expect(await answer.done).toEqual({ text: 'Every 60,000 km, sooner if towing.' });
    const [request] = server.requests;
    expect(request!.body.stream).toBe(true);
    expect(request!.body.messages[0]).toEqual({ role: 'system', content: SYSTEM });
    expect(logged().filter((l) => (l.level as number) >= 40)).toEqual([]);
  });

  it('gives the built-in text when the model fails before its first words', async () => {
    server.reply({ kind: 'status', status: 500, body: { error: { message: 'out of memory' } } });
    const answer = await ask();
    expect(answer.engine).toBe('built-in');
    expect(answer.fallbackReason).toMatch(/^HTTP 500: out of memory/);
    expect(await readAll(answer.textStream)).toEqual(['Built-in: every 40,000–60,000 km.']);
    expect(logged().filter((l) => l.level === 40)).toHaveLength(1);
    expect(logged().filter((l) => (l.level as number) >= 50)).toEqual([]);
  });

  it('gives the built-in text when the first words do not come within AI_TIMEOUT_MS', async () => {
    server.reply({ kind: 'hang' });
    const answer = await ask(config({ AI_TIMEOUT_MS: '200' }));
    expect(answer).toMatchObject({ engine: 'built-in', fallbackReason: 'timed out after 200 ms' });
    expect(await readAll(answer.textStream)).toEqual(['Built-in: every 40,000–60,000 km.']);
  });

  it('keeps the words already sent when the stream breaks later, and says why', async () => {
    const cut = gate();
    server.reply({ kind: 'stream', chunks: ['Every ', '60,000'], cut: cut.promise });
    const answer = await ask();
    expect(answer.engine).toBe('openai-compatible:llama-test');
    const iterator = answer.textStream[Symbol.asyncIterator]();
    expect(await iterator.next()).toEqual({ done: false, value: 'Every ' });
    expect(await iterator.next()).toEqual({ done: false, value: '60,000' });
    cut.open();
    expect(await iterator.next()).toEqual({ done: true, value: undefined });
    const done = await answer.done;
    expect(done.text).toBe('Every 60,000');
    expect(done.interruptedReason).toMatch(/terminated/);
    expect(logged().filter((l) => l.level === 40)).toHaveLength(1);
    expect(lines.join('\n')).not.toContain(KEY);
  });
});

describe('streamTextWithFallback time limit', () => {
  it('ends a stream that stalls after its first words, once AI_TIMEOUT_MS passes', async () => {
    const never = gate();
    server.reply({ kind: 'stream', chunks: ['Every ', 'never sent'], gate: never.promise });
    const answer = await streamTextWithFallback({
      // The first words must come within the limit: long enough that a loaded machine's local
      // reply is never cut off (the test then waits the stall out).
      config: config({ AI_TIMEOUT_MS: '10000' }),
      logger: logger(),
      system: SYSTEM,
      prompt: 'How often?',
      builtIn: () => 'Built-in.',
    });
    expect(answer.engine).toBe('openai-compatible:llama-test');
    expect(await readAll(answer.textStream)).toEqual(['Every ']);
    expect(await answer.done).toEqual({
      text: 'Every ',
      interruptedReason: 'timed out after 10000 ms',
    });
    never.open();
  });
});

/** A promise the test opens when it is ready. */
function gate() {
  let open = () => undefined as void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

/** Waits for a condition the server reaches on its own (no fixed sleeps). */
async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}
