// /api/billing: plans, checkout (SPEC.md §7's stripe-checkout), the subscription, manage actions,
// the checkout-session poll, Stripe's webhook and the demo provider's pages.
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
import { AppError } from '../../lib/app-error.ts';
import type { AppEnv } from '../../app-env.ts';
import { trustedOriginsFor } from '../../lib/origin-guard.ts';
import { formatIssues, noBody } from '../../lib/validate.ts';
import { CHECKOUT_MESSAGES, checkoutRequestSchema } from '../../../shared/plans.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';
import { requireUser } from '../auth/session.ts';
import { CARD_PROBLEMS, cardProblem, checkCard, type CardForm } from './demo-card.ts';
import {
  cancelDemoCheckout,
  changeDemoCard,
  currentDemoSubscription,
  fulfilDemoCheckout,
  successRedirect,
} from './demo-checkout.ts';
import { checkoutPage, messagePage, portalPage } from './demo-pages.ts';
import { isStripeProvider, paymentProvider } from './provider.ts';
import { createCheckout } from './checkout-service.ts';
import { checkoutSessionStatus, ownCheckoutSession } from './checkout-session-service.ts';
import { plansReply, portalUrl, setCancelAtPeriodEnd, subscriptionFor } from './service.ts';
import { handleStripeWebhook } from './webhook.ts';

/** requireUser, answering SPEC.md §5's checkout message when there is no session. */
const requireCheckoutUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  let signedIn = false;
  try {
    await requireUser(c, async () => {
      signedIn = true;
      await next();
    });
  } catch (error) {
    if (!signedIn && error instanceof AppError && error.code === 'unauthorized') {
      throw new AppError('unauthorized', CHECKOUT_MESSAGES.signIn);
    }
    throw error;
  }
};

/** The checkout payload; anything malformed is SPEC.md §8's 'Invalid payment request'. */
const checkoutBody = validator('json', (value) => {
  const result = checkoutRequestSchema.safeParse(value);
  if (!result.success) {
    throw new AppError('validation_failed', CHECKOUT_MESSAGES.invalidRequest, {
      detail: formatIssues(result.error),
    });
  }
  return result.data;
});

function trustedOrigins(c: Context<AppEnv>) {
  const { appUrl, config } = c.var.deps;
  return trustedOriginsFor(appUrl, config.TRUSTED_ORIGINS);
}

/** The origin the browser is on (trusted), for links back into the app. */
function browserOrigin(c: Context<AppEnv>) {
  const origin = c.req.header('origin');
  const trusted = trustedOrigins(c);
  return origin && trusted.includes(origin) ? origin : c.var.deps.appUrl;
}

function demoOnly(c: Context<AppEnv>) {
  if (paymentProvider(c.var.deps)?.kind !== 'demo') {
    throw new AppError('not_found', 'The demo checkout is not enabled.');
  }
}

async function cardForm(c: Context<AppEnv>): Promise<CardForm> {
  let body: Awaited<ReturnType<typeof c.req.parseBody>>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw new AppError('bad_request', 'The form could not be read. Reload the page and try again.');
  }
  const field = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : '');
  return {
    card_number: field('card_number').slice(0, 40),
    expiry: field('expiry').slice(0, 10),
    cvc: field('cvc').slice(0, 6),
    name: field('name').slice(0, 100),
  };
}

const checkoutClosedPage = () =>
  messagePage(
    'Checkout closed',
    'This checkout is no longer open. Nothing was charged.',
    '/billing',
    'Back to Billing',
  );

export const billingRoutes = new Hono<AppEnv>()
  .get('/plans', (c) => c.json(plansReply(c.var.deps)))
  .get('/subscription', requireUser, async (c) => {
    const { premium, subscription } = await subscriptionFor(c.var.deps, c.var.user.id);
    return c.json({ premium, subscription });
  })
  .post('/checkout', requireCheckoutUser, checkoutBody, async (c) => {
    const { deps, user } = c.var;
    if (!user.id || !user.email)
      throw new AppError('unauthorized', CHECKOUT_MESSAGES.unverifiedUser);
    const limit = await hitRateLimit(deps.db, `checkout:${user.id}`, {
      max: 10,
      windowSeconds: 60,
    });
    if (!limit.allowed) {
      c.header('Retry-After', String(limit.retryAfterSeconds));
      throw new AppError(
        'rate_limited',
        'Too many checkout attempts. Wait a minute and try again.',
        {
          retryAfterSeconds: limit.retryAfterSeconds,
        },
      );
    }
    const reply = await createCheckout(deps, {
      user,
      body: c.req.valid('json'),
      trustedOrigins: trustedOrigins(c),
    });
    return c.json(reply);
  })
  .get('/checkout-session/:id', requireUser, async (c) => {
    const id = c.req.param('id');
    if (id.length > 255) throw new AppError('not_found', 'No such checkout session.');
    return c.json(await checkoutSessionStatus(c.var.deps, c.var.user.id, id));
  })
  .post('/cancel', requireUser, noBody, async (c) => {
    const { premium, subscription } = await setCancelAtPeriodEnd(c.var.deps, c.var.user.id, true);
    return c.json({ premium, subscription });
  })
  .post('/resume', requireUser, noBody, async (c) => {
    const { premium, subscription } = await setCancelAtPeriodEnd(c.var.deps, c.var.user.id, false);
    return c.json({ premium, subscription });
  })
  .post('/portal', requireUser, noBody, async (c) => {
    return c.json({ url: await portalUrl(c.var.deps, c.var.user.id, browserOrigin(c)) });
  })
  .post('/webhook', async (c) => {
    const provider = paymentProvider(c.var.deps);
    if (!isStripeProvider(provider)) throw new AppError('not_found', 'Stripe is not configured.');
    const result = await handleStripeWebhook(
      c.var.deps,
      provider,
      await c.req.text(),
      c.req.header('stripe-signature'),
    );
    return c.json(result);
  })
  // ------------------------------------------------------------ the demo provider's pages
  .get('/demo/checkout/:id', requireUser, async (c) => {
    demoOnly(c);
    const { deps, user } = c.var;
    const session = await ownCheckoutSession(deps.db, user.id, c.req.param('id'));
    if (session.status === 'complete') return c.redirect(successRedirect(session), 303);
    if (session.status !== 'open' || session.expiresAt.getTime() <= Date.now()) {
      return c.html(checkoutClosedPage(), 410);
    }
    const problem = cardProblem(c.req.query('error'));
    return c.html(
      checkoutPage(session, {
        currency: deps.config.CURRENCY,
        email: user.email,
        error: problem ? CARD_PROBLEMS[problem].message : undefined,
      }),
    );
  })
  .post('/demo/checkout/:id/pay', requireUser, async (c) => {
    demoOnly(c);
    const { deps, user } = c.var;
    const session = await ownCheckoutSession(deps.db, user.id, c.req.param('id'));
    if (session.status === 'complete') return c.redirect(successRedirect(session), 303);
    const form = await cardForm(c);
    const card = checkCard(form);
    if (!card.ok) {
      // POST → redirect → GET: a reload shows the message again instead of re-posting the card.
      const page = `/api/billing/demo/checkout/${encodeURIComponent(session.id)}`;
      return c.redirect(`${page}?error=${card.problem}`, 303);
    }
    const outcome = await fulfilDemoCheckout(deps, session, card);
    if (outcome.kind === 'paid') return c.redirect(outcome.redirect, 303);
    if (outcome.kind === 'already_subscribed') {
      return c.html(
        messagePage(
          'Already subscribed',
          'You already have a subscription. Nothing was charged.',
          '/billing',
          'Back to Billing',
        ),
        409,
      );
    }
    if (outcome.session.status === 'complete')
      return c.redirect(successRedirect(outcome.session), 303);
    return c.html(checkoutClosedPage(), 410);
  })
  .post('/demo/checkout/:id/cancel', requireUser, async (c) => {
    demoOnly(c);
    const { deps, user } = c.var;
    const session = await ownCheckoutSession(deps.db, user.id, c.req.param('id'));
    await cancelDemoCheckout(deps.db, session.id);
    return c.redirect(session.cancelUrl, 303);
  })
  .get('/demo/portal', requireUser, async (c) => {
    demoOnly(c);
    const problem = cardProblem(c.req.query('error'));
    return c.html(
      portalPage(
        await currentDemoSubscription(c.var.deps.db, c.var.user.id),
        problem ? CARD_PROBLEMS[problem].message : undefined,
      ),
    );
  })
  .post('/demo/portal/card', requireUser, async (c) => {
    demoOnly(c);
    const { deps, user } = c.var;
    const subscription = await currentDemoSubscription(deps.db, user.id);
    if (!subscription) throw new AppError('not_found', 'You have no subscription to manage.');
    const card = checkCard(await cardForm(c));
    // POST → redirect → GET, as on the checkout page: a reload does not re-post the card.
    if (!card.ok) return c.redirect(`/api/billing/demo/portal?error=${card.problem}`, 303);
    await changeDemoCard(deps.db, user.id, subscription, card);
    return c.redirect('/billing', 303);
  });
