// Fuzzing: fast-check drives every API route of the app (enumerated from Hono, so new routes are
// fuzzed too) with generated path parameters, query strings and bodies — wrong types, huge strings,
// unicode edge cases, deep nesting, prototype-pollution keys — as a signed-in member. Not one 5xx,
// no prototype polluted, and a run of refusals leaves the database exactly as it was.
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestClient } from './test/harness.ts';

/** Requests per database run (the issue asks for at least 10,000). */
const REQUESTS = 10_000;

/** Routes that would end the fuzzing member's session or hold a stream open. */
const NOT_FUZZED = new Set([
  'POST /api/auth/sign-out',
  'GET /api/notifications/stream',
  'POST /api/account/sessions/revoke-others',
]);

/** Tables a refused request may still write to by design (counting attempts is how limits work). */
const WRITTEN_ON_REFUSAL = new Set(['rate_limits', 'auth_sessions']);

const FIELD_NAMES = [
  'name',
  'title',
  'body',
  'email',
  'password',
  'newPassword',
  'currentPassword',
  'confirmation',
  'year',
  'make',
  'model',
  'mileage',
  'vin',
  'date',
  'cost',
  'volume',
  'odometer',
  'amount',
  'category',
  'type',
  'ids',
  'id',
  'sessionId',
  'events',
  'threadId',
  'question',
  'topic',
  'tags',
  'imageIds',
  'vehicleId',
  'targetId',
  'targetType',
  'reason',
  'message',
  'price_id',
  'mode',
  'success_url',
  'cancel_url',
  'code',
  'currency',
  'theme',
  'distanceUnit',
  'volumeUnit',
  'endpoint',
  'keys',
  'expiresInDays',
  'parentId',
  'token',
  '__proto__',
  'constructor',
  'prototype',
];

const edgeStrings = fc.constantFrom(
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '..',
  '../../etc/passwd',
  '%00',
  '%',
  '\u0000',
  '\u202e',
  '\ud83d\ude97',
  '\u00e9\u0301',
  'A'.repeat(10_000),
  '00000000-0000-0000-0000-000000000000',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
);

const text = fc.oneof(
  edgeStrings,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.uuid().map(String),
);

const leaf = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map((n) => n.toString()),
);

const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  node: fc.oneof({ depthSize: 'small', withCrossShrink: true }, leaf, tie('array'), tie('object')),
  array: fc.array(tie('node'), { maxLength: 4 }),
  object: fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string()), tie('node'), {
    maxKeys: 5,
  }),
})).node;

/** A body as bytes on the wire: JSON (often an object of known field names), or not JSON at all. */
const body = fc.oneof(
  { weight: 6, arbitrary: fc.dictionary(fc.constantFrom(...FIELD_NAMES), value, { maxKeys: 6 }) },
  { weight: 2, arbitrary: value },
  { weight: 1, arbitrary: fc.constant('{"a":'.repeat(2000)) },
  { weight: 1, arbitrary: fc.string({ maxLength: 50 }).map((s) => ({ raw: s })) },
);

const query = fc.dictionary(
  fc.oneof(fc.constantFrom(...FIELD_NAMES, 'limit', 'cursor', 'q'), fc.string()),
  text,
  {
    maxKeys: 4,
  },
);

function encode(segment: string): string {
  try {
    return encodeURIComponent(segment);
  } catch {
    return encodeURIComponent(segment.replace(/[\ud800-\udfff]/g, '?'));
  }
}

let t: Awaited<ReturnType<typeof createTestApp>>;
let member: TestClient;
let routes: string[];

/** Every table's rows as one hash each: a change anywhere shows. */
async function fingerprint(): Promise<Record<string, string>> {
  const result = (await t.db.execute(sql`select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`)) as unknown as {
    rows: { table_name: string }[];
  };
  const tables = result.rows
    .map((row) => row.table_name)
    .filter((name) => !WRITTEN_ON_REFUSAL.has(name));
  const parts = tables.map(
    (name) =>
      sql`select ${name} as name, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as hash from ${sql.identifier(name)} x`,
  );
  const hashes = (await t.db.execute(sql.join(parts, sql` union all `))) as unknown as {
    rows: { name: string; hash: string }[];
  };
  return Object.fromEntries(hashes.rows.map((row) => [row.name, row.hash]));
}

beforeAll(async () => {
  t = await createTestApp();
  member = t.client();
  await member.signUp({ name: 'Fuzzy Driver' });
  expect(
    (
      await member.post('/api/garage/vehicles', {
        year: 2019,
        make: 'Mazda',
        model: '3',
        mileage: 1000,
      })
    ).status,
  ).toBe(201);
  const seen = new Set<string>();
  for (const route of t.app.routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/api/')) continue;
    const key = `${route.method} ${route.path}`;
    if (!NOT_FUZZED.has(key)) seen.add(key);
  }
  routes = [...seen];
});

afterAll(async () => {
  await t.close();
});

describe('fuzzing every API route', () => {
  it(`answers ${REQUESTS.toLocaleString('en-US')} generated requests without a 5xx, leaving the database as it was after refusals`, async () => {
    expect(routes.length).toBeGreaterThan(100);
    const perRoute = Math.ceil(REQUESTS / routes.length);
    const failures: string[] = [];
    let sent = 0;
    let refusedRoutes = 0;
    for (const key of routes) {
      const method = key.slice(0, key.indexOf(' '));
      const template = key.slice(key.indexOf(' ') + 1);
      const paramCount = (template.match(/:\w+/g) ?? []).length;
      const before = await fingerprint();
      let accepted = false;
      const outcome = await fc.check(
        fc.asyncProperty(
          fc.array(text, { minLength: paramCount, maxLength: paramCount }),
          query,
          body,
          async (params, search, payload) => {
            let index = 0;
            const path = template.replace(/:\w+/g, () => encode(params[index++] ?? ''));
            const qs = new URLSearchParams(search).toString();
            const init: RequestInit = { method };
            if (method !== 'GET' && method !== 'HEAD') {
              const raw =
                typeof payload === 'object' &&
                payload !== null &&
                'raw' in payload &&
                Object.keys(payload).length === 1
                  ? String((payload as { raw: unknown }).raw)
                  : typeof payload === 'string' && payload.startsWith('{"a":')
                    ? payload
                    : JSON.stringify(payload);
              init.body = raw;
              init.headers = { 'content-type': 'application/json' };
            }
            const response = await member.request(`${path}${qs ? `?${qs}` : ''}`, init);
            sent += 1;
            if (response.status < 400) accepted = true;
            if (response.status >= 500) {
              failures.push(`${key} ${path}?${qs} → ${response.status} ${await response.text()}`);
              return false;
            }
            await response.body?.cancel();
            return true;
          },
        ),
        { numRuns: perRoute, endOnFailure: true },
      );
      if (outcome.failed && outcome.errorInstance)
        failures.push(`${key}: ${String(outcome.errorInstance)}`);
      // A run of refusals must leave nothing behind (an accepted request may change things).
      if (!accepted) {
        refusedRoutes += 1;
        const after = await fingerprint();
        const changed = Object.keys(after).filter((name) => after[name] !== before[name]);
        if (changed.length > 0)
          failures.push(`${key} changed ${changed.join(', ')} while refusing`);
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(REQUESTS);
    // Most routes refused everything generated, so the database check above ran for them.
    expect(refusedRoutes).toBeGreaterThan(routes.length / 2);
    // No generated key reached Object.prototype.
    expect(Object.keys(Object.prototype)).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // The member is still signed in and served.
    expect((await json<{ id: string }>(await member.get('/api/me'))).id).toBeTruthy();
  }, 600_000);
});
