import { and, eq } from 'drizzle-orm';
import { devOutbox } from '../../db/schema.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, TestClient, TEST_ORIGIN } from '../../test/harness.ts';
import { apiTokens } from './schema.ts';
import { hashToken } from './service.ts';
import { toOpenApiPath, type OpenApiDocument } from './openapi.ts';
import { fuelInputSchema } from '../../../shared/garage.ts';
import type { ApiTokenDto, CreatedApiTokenDto } from '../../../shared/api-access.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({
    env: { API_TOKEN_RATE_LIMIT_MAX: '8', API_TOKEN_CREATE_RATE_LIMIT_MAX: '14' },
  });
});
afterAll(() => t.close());

async function signedIn() {
  const client = new TestClient(t.app);
  const account = await client.signUp();
  return { client, ...account };
}

async function createToken(client: TestClient, name = 'Home Assistant', scope = 'read_write') {
  const response = await client.post('/api/api-tokens', { name, scope });
  expect(response.status).toBe(201);
  return json<CreatedApiTokenDto>(response);
}

/** A script: no cookies, no Origin, just the token. */
function script(path: string, token: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('authorization', `Bearer ${token}`);
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  return t.app.request(`${TEST_ORIGIN}${path}`, { ...init, headers });
}

async function addVehicle(client: TestClient) {
  const response = await client.post('/api/garage/vehicles', {
    year: 2019,
    make: 'Mazda',
    model: 'CX-5',
    mileage: 40_000,
  });
  expect(response.status).toBe(201);
  return (await json<{ id: string }>(response)).id;
}

describe('managing tokens (/api/api-tokens)', () => {
  it('creates a token shown once, stores only its hash, lists and revokes it', async () => {
    const { client, id: userId } = await signedIn();
    expect(await json(await client.get('/api/api-tokens'))).toEqual({ tokens: [] });

    const created = await createToken(client, '  Home Assistant  ', 'read');
    expect(created.token).toMatch(/^odo_pat_[A-Za-z0-9_-]{43,}$/);
    expect(created).toMatchObject({
      name: 'Home Assistant',
      scope: 'read',
      prefix: created.token.slice(0, 12),
      lastUsedAt: null,
      revoked: false,
    });

    const rows = await t.db.select().from(apiTokens).where(eq(apiTokens.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(created.token));
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(created.token);

    const second = await createToken(client, 'Cron', 'read_write');
    const listed = await json<{ tokens: ApiTokenDto[] }>(await client.get('/api/api-tokens'));
    // Newest first, and never the token again.
    expect(listed.tokens.map((token) => token.id)).toEqual([second.id, created.id]);
    expect(JSON.stringify(listed)).not.toContain(created.token);
    expect(JSON.stringify(listed)).not.toContain(second.token);
    expect(listed.tokens[1]).not.toHaveProperty('token');

    const revoked = await client.request(`/api/api-tokens/${created.id}`, { method: 'DELETE' });
    expect(revoked.status).toBe(204);
    const after = await json<{ tokens: ApiTokenDto[] }>(await client.get('/api/api-tokens'));
    expect(after.tokens.find((token) => token.id === created.id)).toMatchObject({
      revoked: true,
    });
    expect(after.tokens.find((token) => token.id === second.id)).toMatchObject({
      revoked: false,
    });
  });

  it('refuses bad input, signed-out requests and other users’ tokens', async () => {
    const { client } = await signedIn();
    for (const body of [
      {},
      { name: '   ', scope: 'read' },
      { name: 'x'.repeat(61), scope: 'read' },
      { name: 'ok', scope: 'admin' },
      { name: 'ok', scope: 'read', userId: 'someone' },
    ]) {
      const response = await client.post('/api/api-tokens', body);
      expect(response.status).toBe(400);
      expect(await json(response)).toMatchObject({ error: { code: 'validation_failed' } });
    }
    const anonymous = new TestClient(t.app);
    expect((await anonymous.get('/api/api-tokens')).status).toBe(401);
    expect((await anonymous.post('/api/api-tokens', { name: 'x', scope: 'read' })).status).toBe(
      401,
    );

    const mine = await createToken(client);
    const { client: other } = await signedIn();
    const theirs = await other.request(`/api/api-tokens/${mine.id}`, { method: 'DELETE' });
    expect(theirs.status).toBe(404);
    const missing = await client.request('/api/api-tokens/00000000-0000-4000-8000-000000000000', {
      method: 'DELETE',
    });
    expect(missing.status).toBe(404);
    expect((await client.request('/api/api-tokens/nope', { method: 'DELETE' })).status).toBe(404);
    // Still alive: the other user's attempt did nothing.
    expect((await script('/api/garage/vehicles', mine.token)).status).toBe(200);
  });

  it('caps live tokens at 10 with a clear message; revoking one frees a slot', async () => {
    const { client } = await signedIn();
    const made: CreatedApiTokenDto[] = [];
    for (let i = 0; i < 10; i++) made.push(await createToken(client, `Token ${i}`));
    const over = await client.post('/api/api-tokens', { name: 'Eleventh', scope: 'read' });
    expect(over.status).toBe(409);
    expect(await json(over)).toMatchObject({
      error: { code: 'conflict', message: expect.stringMatching(/10 active tokens/) },
    });
    await client.request(`/api/api-tokens/${made[0]!.id}`, { method: 'DELETE' });
    expect((await client.post('/api/api-tokens', { name: 'Eleventh', scope: 'read' })).status).toBe(
      201,
    );
  });

  it('rate-limits creation per user (429 with Retry-After)', async () => {
    const { client } = await signedIn();
    // 14 creations an hour in this app (revoking as we go, so the cap is not what stops us).
    for (let i = 0; i < 14; i++) {
      const created = await createToken(client, `T${i}`);
      await client.request(`/api/api-tokens/${created.id}`, { method: 'DELETE' });
    }
    const limited = await client.post('/api/api-tokens', { name: 'One more', scope: 'read' });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await json(limited)).toMatchObject({ error: { code: 'rate_limited' } });
  });

  it('a bearer token cannot list or mint tokens, nor reach the rest of /api', async () => {
    const { client } = await signedIn();
    const { token } = await createToken(client);
    for (const [path, init] of [
      ['/api/api-tokens', {}],
      ['/api/api-tokens', { method: 'POST', body: JSON.stringify({ name: 'x', scope: 'read' }) }],
      ['/api/me', {}],
      ['/api/settings', {}],
      ['/api/usage', {}],
    ] as const) {
      const response = await script(path, token, init);
      expect(response.status, path).toBe(401);
      expect(await json(response)).toMatchObject({ error: { code: 'unauthorized' } });
    }
    // Even alongside a valid session cookie, a bearer on /api/me is refused, not read as a session.
    const both = await client.get('/api/me', { headers: { authorization: `Bearer ${token}` } });
    expect(both.status).toBe(401);
    expect(await json<{ tokens: unknown[] }>(await client.get('/api/api-tokens'))).toMatchObject({
      tokens: [expect.anything()],
    });
  });
});

describe('the garage API with a bearer token', () => {
  it('reads and writes the owner’s garage: a fuel-up and an odometer reading', async () => {
    const { client } = await signedIn();
    const vehicleId = await addVehicle(client);
    const { token } = await createToken(client, 'Home Assistant', 'read_write');

    const list = await script('/api/garage/vehicles', token);
    expect(list.status).toBe(200);
    expect((await json<{ id: string }[]>(list)).map((v) => v.id)).toEqual([vehicleId]);

    const fuel = await script(`/api/garage/vehicles/${vehicleId}/fuel`, token, {
      method: 'POST',
      body: JSON.stringify({ date: '2024-05-01', cost: 61.5, volume: 41, odometer: 40_500 }),
    });
    expect(fuel.status).toBe(201);
    expect(await json(fuel)).toMatchObject({ odometer: 40_500, fullTank: true });

    const odometer = await script(`/api/garage/vehicles/${vehicleId}`, token, {
      method: 'PATCH',
      body: JSON.stringify({ mileage: 41_234 }),
    });
    expect(odometer.status).toBe(200);
    expect(await json(odometer)).toMatchObject({ mileage: 41_234 });

    // The owner sees both in their garage.
    const detail = await json<{ mileage: number; fuelRecords: { odometer: number }[] }>(
      await client.get(`/api/garage/vehicles/${vehicleId}`),
    );
    expect(detail.mileage).toBe(41_234);
    expect(detail.fuelRecords.map((r) => r.odometer)).toEqual([40_500]);
  });

  it('applies the owner’s plan caps and ownership, as for their session', async () => {
    const { client } = await signedIn();
    await addVehicle(client);
    const { token } = await createToken(client);
    // A free user's second car is refused, token or not.
    const second = await script('/api/garage/vehicles', token, {
      method: 'POST',
      body: JSON.stringify({ year: 2020, make: 'Kia', model: 'Niro', mileage: 1000 }),
    });
    expect(second.status).toBe(402);
    expect(await json(second)).toMatchObject({ error: { code: 'limit_reached' } });

    // Another user's vehicle is not found.
    const { client: other } = await signedIn();
    const theirs = await addVehicle(other);
    expect((await script(`/api/garage/vehicles/${theirs}`, token)).status).toBe(404);
    const fuel = await script(`/api/garage/vehicles/${theirs}/fuel`, token, {
      method: 'POST',
      body: JSON.stringify({ date: '2024-05-01', cost: 10, volume: 5, odometer: 100 }),
    });
    expect(fuel.status).toBe(404);
  });

  it('a read-only token may GET but not change anything (403 forbidden)', async () => {
    const { client } = await signedIn();
    const vehicleId = await addVehicle(client);
    const { token } = await createToken(client, 'Dashboard', 'read');
    expect((await script('/api/garage/vehicles', token)).status).toBe(200);
    const refused = await script(`/api/garage/vehicles/${vehicleId}/fuel`, token, {
      method: 'POST',
      body: JSON.stringify({ date: '2024-05-01', cost: 61.5, volume: 41, odometer: 40_500 }),
    });
    expect(refused.status).toBe(403);
    expect(await json(refused)).toMatchObject({
      error: { code: 'forbidden', message: expect.stringMatching(/read-only/) },
    });
    const patch = await script(`/api/garage/vehicles/${vehicleId}`, token, {
      method: 'PATCH',
      body: JSON.stringify({ mileage: 50_000 }),
    });
    expect(patch.status).toBe(403);
    const detail = await json<{ fuelRecords: unknown[]; mileage: number }>(
      await client.get(`/api/garage/vehicles/${vehicleId}`),
    );
    expect(detail).toMatchObject({ fuelRecords: [], mileage: 40_000 });
  });

  it('unknown and revoked tokens are 401; a revoked token stops at once', async () => {
    const { client } = await signedIn();
    const { id, token } = await createToken(client);
    expect((await script('/api/garage/vehicles', token)).status).toBe(200);
    for (const bad of ['odo_pat_nope', 'garbage', `${token}x`]) {
      const response = await script('/api/garage/vehicles', bad);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
    }
    await client.request(`/api/api-tokens/${id}`, { method: 'DELETE' });
    const revoked = await script('/api/garage/vehicles', token);
    expect(revoked.status).toBe(401);
    expect(await json(revoked)).toMatchObject({
      error: { code: 'unauthorized', message: expect.stringMatching(/revoked/) },
    });
  });

  it('needs no Origin with a bearer token, but a cookie request still does', async () => {
    const { client } = await signedIn();
    const vehicleId = await addVehicle(client);
    const { token } = await createToken(client);
    // No Origin, no cookie: a script's write goes through.
    const scripted = await script(`/api/garage/vehicles/${vehicleId}`, token, {
      method: 'PATCH',
      body: JSON.stringify({ mileage: 40_100 }),
    });
    expect(scripted.status).toBe(200);

    // The browser session without Origin is refused, with or without a bearer token beside it.
    client.origin = null;
    const cookieOnly = await client.request(`/api/garage/vehicles/${vehicleId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mileage: 40_200 }),
    });
    expect(cookieOnly.status).toBe(403);
    expect(await json(cookieOnly)).toMatchObject({ error: { code: 'forbidden_origin' } });
    const cookieAndBearer = await client.request(`/api/garage/vehicles/${vehicleId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ mileage: 40_200 }),
    });
    expect(cookieAndBearer.status).toBe(403);
    client.origin = TEST_ORIGIN;
  });

  it('rate-limits each token per minute (429 with Retry-After)', async () => {
    const { client } = await signedIn();
    const { token } = await createToken(client);
    const { token: another } = await createToken(client, 'Another');
    // 8 a minute in this app.
    for (let i = 0; i < 8; i++) {
      expect((await script('/api/garage/settings', token)).status).toBe(200);
    }
    const limited = await script('/api/garage/settings', token);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await json(limited)).toMatchObject({ error: { code: 'rate_limited' } });
    // Per token: the other one is untouched, and so is the owner's browser session.
    expect((await script('/api/garage/settings', another)).status).toBe(200);
    expect((await client.get('/api/garage/settings')).status).toBe(200);
  });

  it('marks the token used, at most about once a minute', async () => {
    const { client } = await signedIn();
    const { id, token } = await createToken(client);
    const lastUsed = async () =>
      (await t.db.select().from(apiTokens).where(eq(apiTokens.id, id)))[0]!.lastUsedAt;
    expect(await lastUsed()).toBeNull();
    await script('/api/garage/vehicles', token);
    const first = await lastUsed();
    expect(first).toBeInstanceOf(Date);
    await script('/api/garage/vehicles', token);
    expect((await lastUsed())!.getTime()).toBe(first!.getTime());
    // A use more than a minute later moves it.
    await t.db
      .update(apiTokens)
      .set({ lastUsedAt: new Date(Date.now() - 5 * 60_000) })
      .where(eq(apiTokens.id, id));
    await script('/api/garage/vehicles', token);
    expect(Date.now() - (await lastUsed())!.getTime()).toBeLessThan(60_000);
    const listed = await json<{ tokens: ApiTokenDto[] }>(await client.get('/api/api-tokens'));
    expect(listed.tokens[0]!.lastUsedAt).not.toBeNull();
  });
});

describe('tokens end when the credentials change', () => {
  /** The owner's tokens (a read one and a read & write one) and a bystander's, all working. */
  async function tokensAtWork() {
    const owner = await signedIn();
    const read = await createToken(owner.client, 'Dashboard', 'read');
    const write = await createToken(owner.client, 'Importer', 'read_write');
    const bystander = await signedIn();
    const theirs = await createToken(bystander.client);
    for (const { token } of [read, write, theirs]) {
      expect((await script('/api/garage/vehicles', token)).status).toBe(200);
    }
    return { owner, tokens: [read, write], theirs };
  }

  async function expectEnded(
    owner: Awaited<ReturnType<typeof signedIn>>,
    tokens: CreatedApiTokenDto[],
    theirs: CreatedApiTokenDto,
  ) {
    for (const { token } of tokens) {
      const response = await script('/api/garage/vehicles', token);
      expect(response.status).toBe(401);
      expect(await json(response)).toMatchObject({ error: { code: 'unauthorized' } });
    }
    const rows = await t.db.select().from(apiTokens).where(eq(apiTokens.userId, owner.id));
    expect(rows.map((row) => row.revokedAt)).toEqual([expect.any(Date), expect.any(Date)]);
    // Another user's token is untouched.
    expect((await script('/api/garage/vehicles', theirs.token)).status).toBe(200);
  }

  it('a password change revokes every token of the user (a refused change revokes none)', async () => {
    const { owner, tokens, theirs } = await tokensAtWork();
    const refused = await owner.client.post('/api/auth/change-password', {
      currentPassword: 'Not-The-Password-1',
      newPassword: 'Brand-New-Clutch-77',
    });
    expect(refused.status).toBe(400);
    expect((await script('/api/garage/vehicles', tokens[1]!.token)).status).toBe(200);

    const changed = await owner.client.post('/api/auth/change-password', {
      currentPassword: owner.password,
      newPassword: 'Brand-New-Clutch-77',
    });
    expect(changed.status).toBe(200);
    await expectEnded(owner, tokens, theirs);
    // A token made after the change works.
    const fresh = await createToken(owner.client);
    expect((await script('/api/garage/vehicles', fresh.token)).status).toBe(200);
  });

  it('a password reset revokes every token of the user', async () => {
    const { owner, tokens, theirs } = await tokensAtWork();
    const asked = await t.client().post('/api/auth/request-password-reset', {
      email: owner.email,
      redirectTo: '/reset-password',
    });
    expect(asked.status).toBe(200);
    await t.deps.background.idle();
    const [mail] = await t.db
      .select()
      .from(devOutbox)
      .where(and(eq(devOutbox.to, owner.email), eq(devOutbox.subject, 'Reset your Odo password')));
    const link = new URL(mail!.link!);
    const visitor = t.client();
    const redirect = await visitor.get(`${link.pathname}${link.search}`);
    const token = new URL(redirect.headers.get('location')!, TEST_ORIGIN).searchParams.get('token');
    const reset = await visitor.post('/api/auth/reset-password', {
      token,
      newPassword: 'Brand-New-Clutch-77',
    });
    expect(reset.status).toBe(200);
    await expectEnded(owner, tokens, theirs);
  });

  it('an e-mail change revokes every token of the user (a wrong password revokes none)', async () => {
    const { owner, tokens, theirs } = await tokensAtWork();
    const newEmail = `moved-${owner.id.slice(0, 8)}@example.com`;
    const refused = await owner.client.post('/api/auth/change-email', {
      newEmail,
      password: 'Not-The-Password-1',
    });
    expect(refused.status).toBe(400);
    expect((await script('/api/garage/vehicles', tokens[0]!.token)).status).toBe(200);

    const asked = await owner.client.post('/api/auth/change-email', {
      newEmail,
      password: owner.password,
    });
    expect(asked.status).toBe(200);
    await expectEnded(owner, tokens, theirs);
  });
});

describe('GET /api/openapi.json', () => {
  it('is a public, cacheable OpenAPI 3.1 document with every /api/garage route', async () => {
    const response = await t.app.request(`${TEST_ORIGIN}/api/openapi.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/public/);
    const doc = await json<OpenApiDocument>(response);
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBeTruthy();
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });

    const registered = new Set(
      t.app.routes
        .filter(
          (route) =>
            /^\/api\/garage(\/|$)/.test(route.path) &&
            !route.path.includes('*') &&
            ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method),
        )
        .map((route) => `${route.method.toLowerCase()} ${toOpenApiPath(route.path)}`),
    );
    expect(registered.size).toBeGreaterThan(20);
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method} ${path}`),
      ),
    );
    expect(documented).toEqual(registered);
    for (const path of Object.keys(doc.paths)) {
      expect(path).not.toMatch(/:/);
      for (const operation of Object.values(doc.paths[path]!)) {
        expect(operation.summary).toBeTruthy();
        expect(operation.responses).toBeTruthy();
        for (const name of [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1])) {
          expect(operation.parameters).toContainEqual(
            expect.objectContaining({ name, in: 'path', required: true }),
          );
        }
      }
    }
    // An upload path's DELETE takes no picture.
    const receipt = doc.paths['/api/garage/vehicles/{id}/fuel/{recordId}/receipt']!;
    expect(receipt.post!.requestBody?.content).toHaveProperty('multipart/form-data');
    expect(receipt.post!.responses['413']).toBeDefined();
    expect(receipt.delete!.requestBody).toBeUndefined();
    expect(receipt.delete!.responses['413']).toBeUndefined();
    expect(receipt.delete!.summary).toBe("Remove a fill-up's receipt");
    // Nothing outside the garage API.
    expect(Object.keys(doc.paths).every((path) => path.startsWith('/api/garage'))).toBe(true);
  });

  it('takes bodies and query parameters from the validators', async () => {
    const doc = await json<OpenApiDocument>(await t.app.request(`${TEST_ORIGIN}/api/openapi.json`));
    const fuel = doc.paths['/api/garage/vehicles/{id}/fuel']!.post!;
    expect(fuel.security).toEqual([{ bearerAuth: [] }]);
    const schema = fuel.requestBody!.content['application/json']!.schema as {
      properties: Record<string, unknown>;
      required: string[];
      additionalProperties: boolean;
    };
    expect(Object.keys(schema.properties).sort()).toEqual(
      Object.keys(fuelInputSchema.shape).sort(),
    );
    expect(schema.required.sort()).toEqual(['cost', 'date', 'odometer']);
    expect(schema.additionalProperties).toBe(false);

    const costs = doc.paths['/api/garage/costs']!.get!;
    expect(costs.parameters).toContainEqual(
      expect.objectContaining({ name: 'period', in: 'query', required: false }),
    );
    expect(doc.paths['/api/garage/vehicles']!.get!.parameters).toContainEqual(
      expect.objectContaining({ name: 'units', in: 'query' }),
    );
    // A public route carries no security requirement.
    expect(doc.paths['/api/garage/catalog/makes']!.get!.security).toEqual([]);
  });

  it('names a reply schema for every operation, but those answering 204 with no body', async () => {
    const doc = await json<OpenApiDocument>(await t.app.request(`${TEST_ORIGIN}/api/openapi.json`));
    const withoutSchema: string[] = [];
    const noContent: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const success = Object.keys(operation.responses).filter((status) => /^2\d\d$/.test(status));
        expect(success.length, `${method} ${path}: a success reply`).toBeGreaterThan(0);
        for (const status of success) {
          const reply = operation.responses[status]!;
          if (status === '204') {
            expect(reply.content, `${method} ${path}: 204 has no body`).toBeUndefined();
            noContent.push(`${method} ${path}`);
            continue;
          }
          const schemas = Object.values(reply.content ?? {}).map((media) => media.schema);
          if (schemas.length === 0 || schemas.some((schema) => Object.keys(schema).length === 0)) {
            withoutSchema.push(`${method} ${path} ${status}`);
          }
        }
      }
    }
    expect(withoutSchema).toEqual([]);
    // Only deletions answer with no body.
    expect(noContent.every((operation) => operation.startsWith('delete '))).toBe(true);
    expect(noContent).toContain('delete /api/garage/vehicles/{id}/fuel/{recordId}/receipt');
    // The CSV export is a text/csv file, not JSON.
    const csv = doc.paths['/api/garage/vehicles/{id}/export.csv']!.get!.responses['200']!;
    expect(Object.keys(csv.content ?? {})).toEqual(['text/csv']);
    expect(csv.content!['text/csv']!.schema).toMatchObject({ type: 'string' });
    // The import answers a preview (200) or a commit (201), each with its own schema.
    const importing = doc.paths['/api/garage/import']!.post!.responses;
    expect(importing['200']!.content!['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/ImportPreview',
    });
    expect(importing['201']!.content!['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/ImportCommit',
    });
  });

  it('ignores a token sent along (it is public)', async () => {
    const response = await t.app.request(`${TEST_ORIGIN}/api/openapi.json`, {
      headers: { authorization: 'Bearer odo_pat_whatever' },
    });
    expect(response.status).toBe(200);
  });
});
