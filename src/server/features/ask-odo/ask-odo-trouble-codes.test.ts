// Ask Odo and OBD-II trouble codes, through the real app (built-in engine): a code in the question
// is answered from the code list, with its meaning, causes and driving advice, cited; codes Odo
// has no meaning for are answered plainly, with no source and no guess.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grantPremium, json, type TestClient } from '../../test/harness.ts';
import type { AskSource, AskStreamEvent, AskThreadDto } from '../../../shared/ask-odo.ts';
import { answerQuestion } from './engine.ts';
import type { Grounding } from './grounding.ts';
import { askKnowledge } from './knowledge.ts';
import { answerText, readEvents } from './testing/stream.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A premium member (no monthly cap), with an empty garage unless a car is added. */
async function member(): Promise<TestClient> {
  const client = t.client();
  const { id } = await client.signUp();
  await grantPremium(t.db, id);
  return client;
}

async function askOdo(client: TestClient, question: string) {
  const response = await client.post('/api/ask-odo/messages', { question });
  expect(response.status).toBe(200);
  const events = await readEvents(response);
  expect(events.at(-1)).toMatchObject({ type: 'done', engine: 'built-in' });
  const sources = (events.find((e) => e.type === 'sources') as { sources: AskSource[] }).sources;
  return { events, text: answerText(events), sources };
}

describe('Ask Odo answers trouble codes', () => {
  it('"what does P0171 mean": the meaning, causes and whether to drive, cited to the code list', async () => {
    const client = await member();
    const { events, text, sources } = await askOdo(client, 'what does P0171 mean');
    expect(text).toContain('P0171: System Too Lean Bank 1');
    expect(text).toMatch(/What it means: The engine is running lean/);
    expect(text).toMatch(/Common causes:\n• An air leak after the airflow sensor/);
    expect(text).toMatch(/mass airflow \(MAF\) sensor/);
    expect(text).toMatch(/Safe to drive\? Yes\. Usually safe to drive for now/);
    expect(text).toMatch(/Fuel and air mixture\. Severity: medium\./);
    expect(sources).toEqual([
      {
        kind: 'trouble_code',
        title: 'P0171: System Too Lean Bank 1',
        detail: expect.stringContaining('Wal33D/dtc-database') as string,
      },
    ]);
    // Kept in the thread as sent.
    const begin = events[0] as Extract<AskStreamEvent, { type: 'start' }>;
    const thread = await json<AskThreadDto>(
      await client.get(`/api/ask-odo/threads/${begin.threadId}`),
    );
    expect(thread.messages[1]).toMatchObject({ content: text, sources });
  });

  it('answers the code, not the garage, when an owner names one ("code p0301 on my Civic")', async () => {
    const client = await member();
    await client.post('/api/garage/vehicles', {
      year: 2018,
      make: 'Honda',
      model: 'Civic',
      mileage: 80_000,
      fuelType: 'petrol',
    });
    const { text, sources } = await askOdo(client, 'code p0301 on my Civic, is it safe to drive?');
    expect(text).toContain('P0301: Cylinder 1 Misfire Detected');
    expect(text).toMatch(/flashing/);
    expect(sources.map((s) => s.kind)).toEqual(['trouble_code']);
  });

  it('answers two codes at once, and says a fault often sets off the other', async () => {
    const client = await member();
    const { text, sources } = await askOdo(
      client,
      'My check engine light came on, the scanner says P0300 and p 0420',
    );
    expect(text.indexOf('P0300: Random/Multiple Cylinder Misfire Detected')).toBeGreaterThanOrEqual(
      0,
    );
    expect(
      text.indexOf('P0420: Catalyst System Efficiency Below Threshold Bank 1'),
    ).toBeGreaterThan(text.indexOf('P0300:'));
    expect(text).toMatch(/one basic fault/);
    expect(sources.map((s) => s.title)).toEqual([
      'P0300: Random/Multiple Cylinder Misfire Detected',
      'P0420: Catalyst System Efficiency Below Threshold Bank 1',
    ]);
  });

  it('gives no meaning for a manufacturer code or one that cannot exist, and cites nothing', async () => {
    const client = await member();
    const maker = await askOdo(client, 'What does P1456 mean on my Honda?');
    expect(maker.text).toMatch(/^P1456 is a manufacturer-specific powertrain/);
    expect(maker.text).toMatch(/won't guess/);
    expect(maker.sources).toEqual([]);

    const impossible = await askOdo(client, 'what does P9999 mean');
    expect(impossible.text).toMatch(/^P9999 is not a valid OBD-II trouble code/);
    expect(impossible.sources).toEqual([]);
  });
});

describe('the built-in engine with many codes', () => {
  const empty: Grounding = {
    today: '2026-11-28',
    units: { distance: 'km', volume: 'l' },
    currency: 'USD',
    vehicles: [],
    costs: [],
  };
  const kb = askKnowledge();

  it('answers the first four codes and names the rest', () => {
    const answer = answerQuestion('P0171 P0172 P0300 P0420 U0100 P0128', empty, kb);
    expect(answer.intent).toBe('trouble_code');
    expect(answer.sources.map((s) => s.title.slice(0, 5))).toEqual([
      'P0171',
      'P0172',
      'P0300',
      'P0420',
    ]);
    expect(answer.text).toContain('You also listed U0100, P0128.');
  });

  it('answers a listed code and an unknown one side by side, citing only the listed one', () => {
    const answer = answerQuestion('I have P0455 and P1000', empty, kb);
    expect(answer.text).toContain('P0455: EVAP System Leak Detected - Large Leak');
    expect(answer.text).toMatch(/fuel cap/);
    expect(answer.text).toMatch(/P1000 is a manufacturer-specific/);
    expect(answer.sources.map((s) => s.title)).toEqual([
      'P0455: EVAP System Leak Detected - Large Leak',
    ]);
  });
});
