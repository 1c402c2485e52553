// Refuses state-changing requests that come from another site (CSRF): a foreign Origin, a
// cross-site fetch, or a cookie-bearing request with no Origin at all. The trusted origins are
// configuration only (APP_URL, TRUSTED_ORIGINS): never the request's own Host, which a
// DNS-rebinding page controls. A script's request with a personal access token
// (`Authorization: Bearer`) and no cookie needs no Origin: a browser page cannot make one carry a
// token it does not know, and without cookies it acts with nothing of the browser's.
import type { MiddlewareHandler } from 'hono';
import { AppError } from './app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function trustedOriginsFor(appUrl: string, extra: string | undefined): string[] {
  return [appUrl, ...(extra ?? '').split(',')]
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
}

/** `Authorization: Bearer <something>` (what it is worth is api-access/bearer.ts' business). */
export function hasBearerToken(header: string | undefined): boolean {
  return /^bearer\s+\S/i.test(header ?? '');
}

export function originGuard(trusted: string[]): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    if (hasBearerToken(c.req.header('authorization')) && !c.req.header('cookie')) return next();
    const origin = c.req.header('origin');
    if (origin) {
      if (!trusted.includes(origin)) {
        // Says where Odo lives (public anyway), so someone who opened it under another name,
        // e.g. http://127.0.0.1:3000 for http://localhost:3000, knows what to do.
        throw new AppError(
          'forbidden_origin',
          `This request came from another site and was refused. Open Odo at ${trusted[0]}` +
            ' (or list this address in TRUSTED_ORIGINS).',
        );
      }
    } else if (c.req.header('sec-fetch-site') === 'cross-site') {
      throw new AppError(
        'forbidden_origin',
        'This request came from another site and was refused.',
      );
    } else if (c.req.header('cookie')) {
      // A token does not excuse a cookie: that request could still be a forged browser request.
      throw new AppError(
        'forbidden_origin',
        'This request has no Origin header and was refused. Requests that carry cookies must say where they come from.',
      );
    }
    return next();
  };
}
