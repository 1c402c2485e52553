// /api/referrals: the signed-in user's code and progress, and the public visit counter that
// /profile?ref=CODE calls (the visitor usually has no account yet).
import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../../app-env.ts';
import { AppError } from '../../lib/app-error.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { validate } from '../../lib/validate.ts';
import { referralVisitSchema } from '../../../shared/plans.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';
import { requireUser, resolveSession } from '../auth/session.ts';
import { recordVisit } from './codes.ts';
import { referralLimitsFrom, referralSummary } from './service.ts';

export const VISITOR_COOKIE = 'odo.ref_visitor';
/** Visits counted per client address per hour, whatever cookies it sends. */
const VISITS_PER_ADDRESS_PER_HOUR = 20;

function visitorKey(c: Context<AppEnv>): string {
  const existing = getCookie(c, VISITOR_COOKIE);
  if (existing && /^[A-Za-z0-9_-]{22}$/.test(existing)) return existing;
  const fresh = randomBytes(16).toString('base64url');
  setCookie(c, VISITOR_COOKIE, fresh, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: c.var.deps.appUrl.startsWith('https:'),
    path: '/api/referrals',
    maxAge: 60 * 60 * 24 * 365,
  });
  return fresh;
}

export const referralRoutes = new Hono<AppEnv>()
  .get('/me', requireUser, async (c) => {
    const { db, appUrl, config } = c.var.deps;
    return c.json(await referralSummary(db, c.var.user.id, appUrl, referralLimitsFrom(config)));
  })
  .post('/visit', validate('json', referralVisitSchema), async (c) => {
    const { deps } = c.var;
    const { code } = c.req.valid('json');
    const key = visitorKey(c);
    const session = await resolveSession(
      deps,
      c.req.raw.headers,
      getCookie(c, deps.sessionCookieName),
    ).catch(() => null);
    const visitorUserId = session?.user.id ?? null;
    const limit = await hitRateLimit(deps.db, `ref-visit:${clientAddress(c)}`, {
      max: VISITS_PER_ADDRESS_PER_HOUR,
      windowSeconds: 3600,
    });
    if (!limit.allowed) {
      // Still say whether the code exists (the sign-up link keeps it), but count nothing.
      await recordVisit(deps.db, { code, visitorKey: key, visitorUserId, dryRun: true });
      return c.json({ code, counted: false });
    }
    const { counted } = await recordVisit(deps.db, { code, visitorKey: key, visitorUserId });
    return c.json({ code, counted });
  })
  // Whether an invite code exists, so /signup?ref=CODE says "A friend invited you" only when one
  // did. Counts nothing; an unknown code is an answer (200), not an error the browser would log.
  .get('/codes/:code', validate('param', referralVisitSchema), async (c) => {
    const { code } = c.req.valid('param');
    const probe = { code, visitorKey: '', visitorUserId: null, dryRun: true };
    const exists = await recordVisit(c.var.deps.db, probe).then(
      () => true,
      (error: unknown) => {
        if (error instanceof AppError && error.code === 'not_found') return false;
        throw error;
      },
    );
    return c.json({ code, exists });
  });
