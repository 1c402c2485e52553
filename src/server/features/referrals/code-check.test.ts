// GET /api/referrals/codes/:code: lets /signup?ref=CODE say "A friend invited you" only for a
// real code, counting nothing.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referralVisits } from '../../db/schema.ts';
import { createTestApp, json } from '../../test/harness.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/referrals/codes/:code', () => {
  it('says whether a code exists, to anyone, without counting a visit', async () => {
    const owner = t.client();
    await owner.signUp();
    const { code } = await json<{ code: string }>(await owner.get('/api/referrals/me'));

    const anonymous = t.client();
    const known = await anonymous.get(`/api/referrals/codes/${code}`);
    expect(known.status).toBe(200);
    expect(await json(known)).toEqual({ code, exists: true });
    // Codes are matched without regard to case, as the visit counter does.
    expect(await json(await anonymous.get(`/api/referrals/codes/${code.toLowerCase()}`))).toEqual({
      code,
      exists: true,
    });

    const unknown = await anonymous.get('/api/referrals/codes/ZZZZZZZZ');
    expect(unknown.status).toBe(200);
    expect(await json(unknown)).toEqual({ code: 'ZZZZZZZZ', exists: false });

    const [visits] = await t.db.select({ n: count() }).from(referralVisits);
    expect(Number(visits!.n)).toBe(0);
  });

  it('answers a malformed code with 400', async () => {
    for (const bad of ['not-a-code!', 'x'.repeat(65)]) {
      const response = await t.client().get(`/api/referrals/codes/${encodeURIComponent(bad)}`);
      expect(response.status, bad).toBe(400);
    }
  });
});
