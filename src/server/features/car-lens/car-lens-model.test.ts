// The vision-model path of POST /api/car-lens: the real openai-compatible provider against a local
// chat-completions server. Only when no VIN is read does the model name the car ("likely", top 3,
// counted as a result); a reply that is not the schema, or none in time, is not_recognised and
// charges nothing. Text in the photo never reaches the model as words.
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { createTestApp, json, type TestClient } from '../../test/harness.ts';
import type { CarLensResult } from '../../../shared/car-lens.ts';
import { startChatServer } from '../ai/testing/chat-server.ts';
import { closeCarLensReaders } from './readers.ts';
import { generateFixtures } from './testing/fixtures.ts';

let server: Awaited<ReturnType<typeof startChatServer>>;
let t: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  server = await startChatServer();
  t = await createTestApp({
    env: {
      AI_PROVIDER: 'openai-compatible',
      AI_MODEL: 'llava-test',
      AI_BASE_URL: server.url,
      // A limit for a model that never answers, not a speed check: the local server's reply must
      // not be cut off on a loaded machine (2 s was, once, in CI with both lanes reading photos).
      AI_TIMEOUT_MS: '120000',
      // The built-in reader's limit, generous (default 3 s): on a busy machine a plate it reads
      // must still be read before the model would be asked.
      CARLENS_TIMEOUT_MS: '120000',
      VPIC_CACHE_DIR: path.join(os.tmpdir(), 'odo-vpic'),
    },
  });
});
afterAll(async () => {
  await closeCarLensReaders();
  await t.close();
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
});

/** An ordinary photo with no VIN in it (a grey "car" shape). */
async function carPhoto() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600">
    <rect width="900" height="600" fill="#9fb3c8"/>
    <rect x="150" y="260" width="600" height="160" rx="60" fill="#b22"/>
    <circle cx="290" cy="430" r="55" fill="#222"/><circle cx="610" cy="430" r="55" fill="#222"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

async function scan(client: TestClient, body: Buffer) {
  const form = new FormData();
  form.append('photo', new File([new Uint8Array(body)], 'car.jpg', { type: 'image/jpeg' }));
  const response = await client.request('/api/car-lens', { method: 'POST', body: form });
  return {
    status: response.status,
    body: await json<CarLensResult & { error?: { code: string } }>(response),
  };
}

async function used(userId: string) {
  const [row] = await t.db.select().from(users).where(eq(users.id, userId));
  return row!.freeCarlensResultsUsed;
}

it('names the car in an ordinary photo as "likely" (top 3, best first) and counts it', async () => {
  server.reply({
    kind: 'text',
    content:
      '```json\n{"candidates":[{"make":"Mazda","model":"3","yearFrom":2014,"yearTo":2018,"confidence":0.2},' +
      '{"make":"Honda","model":"Civic","yearFrom":2016,"yearTo":2021,"confidence":0.7},' +
      '{"make":"Toyota","model":"Corolla","yearFrom":2019,"yearTo":2023,"confidence":0.1},' +
      '{"make":"Kia","model":"Forte","yearFrom":2019,"yearTo":2023,"confidence":0.05}]}\n```',
  });
  const client = t.client();
  const { id } = await client.signUp();
  const { status, body } = await scan(client, await carPhoto());
  expect(status).toBe(201);
  expect(body).toMatchObject({
    vin: null,
    vehicle: null,
    method: 'model',
    engine: 'openai-compatible:llava-test',
  });
  expect(body.likely.map((match) => `${match.make} ${match.model}`)).toEqual([
    'Honda Civic',
    'Mazda 3',
    'Toyota Corolla',
  ]);
  expect(await used(id)).toBe(1);
  // The model saw the picture (as an image part), not words read from it.
  const content = server.requests[0]!.body.messages.at(-1)!.content as unknown as {
    type: string;
  }[];
  expect(content.map((part) => part.type)).toEqual(['text', 'image_url']);
}, 300_000);

it('is not_recognised, charging nothing, when the model replies with something else', async () => {
  server.reply({ kind: 'text', content: 'It looks like a nice red car!' });
  const client = t.client();
  const { id } = await client.signUp();
  const { status, body } = await scan(client, await carPhoto());
  expect(status).toBe(422);
  expect(body.error!.code).toBe('not_recognised');
  expect(await used(id)).toBe(0);
}, 300_000);

it('never asks the model when the VIN was read', async () => {
  const client = t.client();
  await client.signUp();
  const [plate] = await generateFixtures(1, 204);
  const { status, body } = await scan(client, plate!.body);
  expect(status).toBe(201);
  expect(body).toMatchObject({ vin: plate!.vin, method: 'ocr', engine: 'built-in', likely: [] });
  expect(server.requests).toHaveLength(0);
}, 300_000);
