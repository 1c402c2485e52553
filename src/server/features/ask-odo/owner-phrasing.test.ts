// Questions written the way owners post on forums, through the real app: shorthand ("ck engine
// light"), a year that is a time and not a model year ("spent on the leaf in 2026"), model words
// that are parts ("my spark plugs"), a care question naming a car, a symptom nothing on record
// explains, and the owner's own reminder beside the schedule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grantPremium, json, type TestClient } from '../../test/harness.ts';
import type { AskSource, AskStreamEvent } from '../../../shared/ask-odo.ts';
import { answerText, readEvents } from './testing/stream.ts';
import { plainOwnerText } from './understanding/owner-words.ts';
import { editDistance, oneEditIndex } from './understanding/spelling.ts';

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
  const events = await readEvents(response);
  const sources = events.flatMap((e: AskStreamEvent) => (e.type === 'sources' ? e.sources : []));
  return { text: answerText(events), sources: sources as AskSource[] };
}

async function addCar(client: TestClient, car: object): Promise<string> {
  const response = await client.post('/api/garage/vehicles', car);
  expect(response.status).toBe(201);
  return (await json<{ id: string }>(response)).id;
}

const isoDay = (offsetDays = 0) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('owner shorthand', () => {
  it('is spelled out, and words that only look like shorthand stay', () => {
    expect(plainOwnerText('ck engine light on rn, shud i worry')).toBe(
      'check engine light on right now, should i worry',
    );
    expect(plainOwnerText('my ride has a CEL, tranny slips')).toBe(
      'my car has a check engine light, transmission slips',
    );
    expect(plainOwnerText('ac blowing warm')).toBe('air conditioning blowing warm');
    expect(plainOwnerText('is AC or DC charging better')).toBe('is AC or DC charging better');
    expect(plainOwnerText('code U0100 and 200 mil on it')).toBe('code U0100 and 200 mil on it');
    expect(plainOwnerText('po420 on my car, code 171 too')).toBe('P0420 on my car, code P0171 too');
    expect(plainOwnerText('code 300 km ago')).toBe('code 300 km ago');
    expect(plainOwnerText('w204 problems')).toBe('Mercedes-Benz C-Class w204 problems');
    expect(plainOwnerText('is e10 ok')).toBe('is e10 ok');
    expect(plainOwnerText('a small bump with another car')).toBe(
      'a small bump with another car (a minor accident)',
    );
    expect(plainOwnerText('a clunk over a bump')).toBe('a clunk over a bump');
  });

  it('reads a chassis code with the model number after it as one car', async () => {
    const client = await member();
    const answer = await ask(client, 'e90 335i hpfp failing?');
    expect(answer.text).toMatch(/BMW 3 Series/);
    expect(answer.text).not.toMatch(/You asked about 2 cars/);
  });

  it('reaches the article: "ck engine light came on" is the check engine light', async () => {
    const client = await member();
    const answer = await ask(
      client,
      'ck engine light came on but car drives fine, can i ignore it',
    );
    expect(answer.sources.map((s) => s.slug)).toContain('check-engine-light');
  });
});

describe('the car a question is about', () => {
  it('is the garage car when the year after it is a time ("spent on the leaf in 2026")', async () => {
    const client = await member();
    const leaf = await addCar(client, {
      year: 2020,
      make: 'Nissan',
      model: 'Leaf',
      mileage: 30_000,
      fuelType: 'electric',
    });
    const paid = await client.post(`/api/garage/vehicles/${leaf}/expenses`, {
      category: 'insurance',
      amount: 480,
      date: isoDay(),
    });
    expect(paid.status).toBe(201);
    const answer = await ask(client, `total spent on the leaf in ${isoDay().slice(0, 4)}?`);
    expect(answer.text).toMatch(/480/);
    expect(answer.sources.some((s) => s.vehicleId === leaf)).toBe(true);
    expect(answer.text).not.toMatch(/EPA/);
    // The asker's own car named with an expense is a garage question, not one about the model.
    const insurance = await ask(client, "what's the leaf's insurance");
    expect(insurance.text).toMatch(/480/);
    expect(insurance.text).not.toMatch(/EPA/);
  });

  it('"the last thing I had done" is the latest record, whatever the filler words', async () => {
    const client = await member();
    const car = await addCar(client, {
      year: 2020,
      make: 'Nissan',
      model: 'Leaf',
      mileage: 38_000,
      fuelType: 'electric',
    });
    const done = await client.post(`/api/garage/vehicles/${car}/maintenance`, {
      type: 'brake_fluid',
      date: isoDay(-30),
      mileage: 37_000,
      cost: 95,
    });
    expect(done.status).toBe(201);
    const answer = await ask(client, 'what was the last thing i had done on the nissan');
    expect(answer.text).toMatch(/Brake fluid — last done/);
    const service = await ask(client, "last time the nissan was in for service? can't remember");
    expect(service.text).toMatch(/Brake fluid — last done/);
  });

  it('is not a Chevrolet Spark when the owner asks about spark plugs', async () => {
    const client = await member();
    await addCar(client, { year: 2019, make: 'Toyota', model: 'Corolla', mileage: 60_000 });
    const answer = await ask(client, 'when did i last change my spark plugs');
    expect(answer.text).toMatch(/Corolla/);
    expect(answer.text).not.toMatch(/Chevrolet/);
  });
});

describe('care questions that name a car', () => {
  it('get the care article: a DPF light in "my vauxhall astra diesel"', async () => {
    const client = await member();
    const answer = await ask(
      client,
      'dpf light just came on in my vauxhall astra diesel, what do i do',
    );
    expect(answer.sources.map((s) => s.slug)).toContain('dpf-warning-light');
    expect(answer.text).toMatch(/regenerat/i);
  });

  it('a symptom nothing on record explains gets the general guide, said to be general', async () => {
    const client = await member();
    const answer = await ask(client, '2012 vauxhall astra 1.4 turbo keeps losing coolant, known?');
    expect(answer.text).toMatch(/not something known about this model/);
    expect(answer.sources.some((s) => s.kind === 'article' && /coolant/i.test(s.title))).toBe(true);
  });
});

describe('long questions and everyday words', () => {
  it('find the warning light by its name in a rambling question', async () => {
    const client = await member();
    const answer = await ask(
      client,
      'So I was driving home last night and the battery light came on, the one that looks like a little battery. Car still drove fine. What does it mean?',
    );
    expect(answer.sources.map((s) => s.slug)).toEqual(['battery-charging-warning-light']);
  });

  it('do not make a car of "smart" or a future model year', async () => {
    const client = await member();
    const smart = await ask(client, 'is it smart to buy a car with 250k miles if its cheap');
    expect(smart.text).not.toMatch(/\bsmart\b/i);
    const future = await ask(client, 'what problems does the 2031 toyota camry have');
    expect(future.text).toMatch(/A 2031 Toyota Camry doesn't exist/);
    expect(future.sources).toEqual([]);
  });
});

describe('misspelt cars', () => {
  it('are found one edit away, never among short or ambiguous names', () => {
    expect(editDistance('octavai', 'octavia')).toBe(1);
    expect(editDistance('silverdo', 'silverado')).toBe(1);
    const models = oneEditIndex(['altima', 'altra', 'silverado', 'civic']);
    expect(models.nearest('silverdo')).toBe('silverado');
    expect(models.near('altma').sort()).toEqual(['altima', 'altra']);
    expect(models.nearest('altma')).toBeNull();
    expect(models.nearest('civc')).toBeNull();
  });

  it('get the named car and its problems, in the catalog or in the garage', async () => {
    const client = await member();
    const silverado = await ask(client, '2014 chevy silverdo problems');
    expect(silverado.text).toMatch(/Chevrolet Silverado/);
    const altima = await ask(client, '2013 nissan altma cvt');
    expect(altima.text).toMatch(/Nissan Altima/);
    const merc = await ask(client, 'mercedez c class 2010 issues');
    expect(merc.text).toMatch(/Mercedes-Benz C-Class/);
    const car = await addCar(client, {
      year: 2016,
      make: 'Skoda',
      model: 'Octavia',
      mileage: 150_000,
      fuelType: 'diesel',
    });
    const own = await ask(client, 'whens the octavai due for service');
    expect(own.sources.some((s) => s.vehicleId === car)).toBe(true);
  });
});

describe('a fault named by its initials', () => {
  it('finds the problem spelled out: "vcm" is Variable Cylinder Management', async () => {
    const client = await member();
    const answer = await ask(client, '2014 honda odyssey vcm problems?');
    expect(answer.text).toMatch(/Variable Cylinder Management/);
    expect(answer.text).toMatch(/Not recorded for the 2014 itself/);
  });
});

describe('what is due next', () => {
  it("names the owner's own reminder beside the schedule", async () => {
    const client = await member();
    const car = await addCar(client, {
      year: 2016,
      make: 'Skoda',
      model: 'Octavia',
      mileage: 150_000,
      fuelType: 'diesel',
    });
    const reminder = await client.post(`/api/garage/vehicles/${car}/reminders`, {
      title: 'Winter tyres on',
      dueDate: isoDay(40),
    });
    expect(reminder.status).toBe(201);
    const answer = await ask(client, 'whats the next thing due on the skoda');
    expect(answer.text).toMatch(/Winter tyres on/);
  });
});
