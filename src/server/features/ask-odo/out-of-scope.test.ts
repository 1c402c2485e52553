// What the built-in engine cannot answer from its data, through the real app: a model's
// specifications are said not to be held (with where to find them), and requests to change the
// garage point to the Garage page; questions that only look like them are still answered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grantPremium, type TestClient } from '../../test/harness.ts';
import type { AskSource, AskStreamEvent } from '../../../shared/ask-odo.ts';
import { answerText, readEvents } from './testing/stream.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let client: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  client = t.client();
  const { id } = await client.signUp();
  await grantPremium(t.db, id);
});
afterAll(() => t.close());

async function ask(question: string) {
  const response = await client.post('/api/ask-odo/messages', { question });
  expect(response.status).toBe(200);
  const events = await readEvents(response);
  const sources = events.flatMap((e: AskStreamEvent) => (e.type === 'sources' ? e.sources : []));
  return { text: answerText(events), sources: sources as AskSource[] };
}

describe('a specification Odo does not hold', () => {
  it('is said plainly for the car named, with where to find it', async () => {
    const towing = await ask('whats the towing capacity of a 2018 f150');
    expect(towing.text).toMatch(/doesn't hold the towing capacity .* of the 2018 Ford F-150/);
    expect(towing.text).toMatch(/owner's manual/);
    expect(towing.sources).toEqual([]);
    const oil = await ask('what oil does a 2012 toyota camry take');
    expect(oil.text).toMatch(/doesn't hold the oil grade/);
  });

  it('leaves the general questions to the articles', async () => {
    const oil = await ask('what oil should I use');
    expect(oil.sources.some((s) => s.kind === 'article')).toBe(true);
    const tow = await ask('how do I tow a trailer safely');
    expect(tow.text).not.toMatch(/doesn't hold/);
  });
});

describe('a request to change the garage', () => {
  it('points to the Garage page', async () => {
    const remind = await ask('can you remind me to rotate my tires next month');
    expect(remind.text).toMatch(/can't change your garage/);
    expect(remind.text).toMatch(/Add reminder/);
    const add = await ask('how do i add a car to my garage');
    expect(add.text).toMatch(/Add car/);
  });

  it('is not "remind me when…" or "I set a reminder", which ask questions', async () => {
    const asked = await ask('remind me when the oil was last changed');
    expect(asked.text).not.toMatch(/can't change your garage/);
    const told = await ask('I set a reminder for the inspection but forgot the date, when is it?');
    expect(told.text).not.toMatch(/can't change your garage/);
  });
});

describe('questions about no car of the asker', () => {
  it("a going rate is not the asker's spending: the job's typical range", async () => {
    const car = await client.post('/api/garage/vehicles', {
      year: 2019,
      make: 'Toyota',
      model: 'Corolla',
      mileage: 60_000,
    });
    expect(car.status).toBe(201);
    const clutch = await ask('how much should a clutch replacement cost');
    expect(clutch.sources.map((s) => s.title)).toEqual(['Typical prices: Clutch replacement']);
    expect(clutch.text).toMatch(
      /Clutch replacement: typically about \$800–\$1,600 \(euro area €600–€1,300/,
    );
    expect(clutch.text).not.toMatch(/You spent/);
  });

  it('a car Odo cannot find is said so, not answered with the garage', async () => {
    const answer = await ask('common problems of the 2018 Zorblax Quantum 9?');
    expect(answer.text).toMatch(/couldn't find that car/);
    expect(answer.text).not.toMatch(/Known problems of/);
  });
});
