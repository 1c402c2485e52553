// Ask Odo's market awareness (issue 28 item 6) through the real app: a garage car's stored market,
// or the market a question states for a car it names, sets another market's campaigns apart as
// "US campaign — may not apply to your car", never as applying; with no market, none is set apart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grantPremium, json, type TestClient } from '../../test/harness.ts';
import { answerText, readEvents } from './testing/stream.ts';
import { marketNear, marketWordsIn } from './understanding/market-words.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function member(): Promise<TestClient> {
  const client = t.client();
  const { id } = await client.signUp();
  await grantPremium(t.db, id);
  return client;
}

async function ask(client: TestClient, question: string) {
  const response = await client.post('/api/ask-odo/messages', { question });
  expect(response.status).toBe(200);
  return answerText(await readEvents(response));
}

// The 2015 Focus's door-latch recall is an NHTSA (US) campaign that concerns every 2015 Focus.
const DOOR_LATCH = 'Door latch spring tab can break';
const CAVEAT = 'US campaign — may not apply to your car';

/** The numbered line of the answer that names `title`. */
function lineOf(text: string, title: string): string {
  const lines = text.split('\n').filter((line) => line.includes(title));
  expect(lines).toHaveLength(1);
  return lines[0]!;
}

/** Each numbered problem once (the existing rule: no duplicates in a list). */
function expectNoDuplicates(text: string) {
  const titles = text
    .split('\n')
    .map((line) => /^\d+\. (.+?)(?: \(| — )/.exec(line)?.[1])
    .filter((title): title is string => Boolean(title));
  expect(titles.length).toBeGreaterThan(0);
  expect(new Set(titles).size).toBe(titles.length);
}

async function garageFocus(client: TestClient, market: string | null) {
  const response = await client.post('/api/garage/vehicles', {
    year: 2015,
    make: 'Ford',
    model: 'Focus',
    mileage: 90_000,
    market,
  });
  expect(response.status).toBe(201);
  return json<{ id: string; market: string | null }>(response);
}

describe("a garage car's market", () => {
  it('a European-market Focus gets the US recall as "may not apply", never as applying', async () => {
    const client = await member();
    expect((await garageFocus(client, 'eu')).market).toBe('eu');
    const text = await ask(client, 'What are the known problems of my Focus?');
    expect(lineOf(text, DOOR_LATCH)).toContain(`(${CAVEAT})`);
    expectNoDuplicates(text);
    const recalls = await ask(client, 'Any recalls on my Focus?');
    expect(lineOf(recalls, DOOR_LATCH)).toContain(`(${CAVEAT})`);
    expectNoDuplicates(recalls);
  });

  it('a North-American Focus gets the same recall as applying, without the caveat', async () => {
    const client = await member();
    await garageFocus(client, 'na');
    const text = await ask(client, 'What are the known problems of my Focus?');
    expect(lineOf(text, DOOR_LATCH)).not.toContain('may not apply');
    expect(text).not.toContain(CAVEAT);
    expectNoDuplicates(text);
  });

  it('a car with no market known is not set apart for one, unless the question says it', async () => {
    const client = await member();
    await garageFocus(client, null);
    const text = await ask(client, 'What are the known problems of my Focus?');
    expect(text).not.toContain('may not apply');
    const european = await ask(client, 'What are the known problems of my European Focus?');
    expect(lineOf(european, DOOR_LATCH)).toContain(`(${CAVEAT})`);
  });
});

describe('a named car that is not in the garage', () => {
  it('takes the market the question states: "European", "UK-spec"', async () => {
    const client = await member();
    for (const question of [
      'What problems does my European 2015 Ford Focus have?',
      'known problems of a UK-spec 2015 Ford Focus',
    ]) {
      const text = await ask(client, question);
      expect(lineOf(text, DOOR_LATCH)).toContain(`(${CAVEAT})`);
      expectNoDuplicates(text);
    }
  });

  it('takes none when the question states none, or only where the maker is from', async () => {
    const client = await member();
    for (const question of [
      'What problems does the 2015 Ford Focus have?',
      'Known issues with the American-made 2015 Ford Focus?',
    ]) {
      const text = await ask(client, question);
      expect(text).toContain(DOOR_LATCH);
      expect(text).not.toContain('may not apply');
    }
  });
});

describe('the market words of a question', () => {
  it('reads spec and market words, not where a maker comes from', () => {
    const market = (text: string) => marketNear(marketWordsIn(text), 0);
    expect(market('my European Golf')).toBe('eu');
    expect(market('a UK-spec Focus')).toBe('eu');
    expect(market('bought new in Germany')).toBe('eu');
    expect(market('my US-market Jetta')).toBe('na');
    expect(market('a Canadian Civic')).toBe('na');
    expect(market('a JDM Skyline')).toBe('other');
    expect(market('an Australian-spec Ranger')).toBe('other');
    expect(market('is a German car reliable')).toBeNull();
    expect(market('Japanese cars last longer')).toBeNull();
    expect(market('can you tell us more about the Focus')).toBeNull();
  });

  it('gives each car the market said nearest before it', () => {
    // Words: a(0) us(1) spec(2) camry(3) or(4) a(5) european(6) golf(7).
    const words = marketWordsIn('a US-spec Camry or a European Golf');
    expect(words).toEqual([
      { market: 'na', at: 1 },
      { market: 'eu', at: 6 },
    ]);
    expect(marketNear(words, 3)).toBe('na');
    expect(marketNear(words, 7)).toBe('eu');
  });
});
