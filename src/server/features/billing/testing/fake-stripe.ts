// A local stand-in for api.stripe.com for tests: the real Stripe SDK talks to it over HTTP. It
// records every request and answers the few endpoints Odo uses in Stripe's shapes.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  params: URLSearchParams;
  idempotencyKey: string | undefined;
}

export interface FakeSubscription {
  id: string;
  customer: string;
  status: string;
  priceId: string;
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
  trialEnd: number | null;
  endedAt: number | null;
  card: { brand: string; last4: string } | null;
}

export interface FakeCheckoutSession {
  id: string;
  customer: string;
  status: 'open' | 'complete' | 'expired';
  subscription: string | null;
  url: string | null;
  params: URLSearchParams;
}

type Failure = { status: number; type: string; code?: string; message?: string };

export class FakeStripe {
  readonly requests: RecordedRequest[] = [];
  readonly subscriptions = new Map<string, FakeSubscription>();
  readonly sessions = new Map<string, FakeCheckoutSession>();
  readonly customers = new Map<string, { id: string; email: string }>();
  /** Fail every request whose "METHOD /path" starts with the key, until removed. */
  readonly failures = new Map<string, Failure>();
  /** Answer checkout sessions without a url. */
  omitSessionUrl = false;
  private server: http.Server | null = null;
  private counter = 0;
  port = 0;

  nextId(prefix: string) {
    this.counter += 1;
    return `${prefix}_test${String(this.counter).padStart(6, '0')}`;
  }

  async start() {
    this.server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => {
        body += chunk.toString('utf8');
      });
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const params = req.method === 'GET' ? url.searchParams : new URLSearchParams(body);
        const record: RecordedRequest = {
          method: req.method ?? 'GET',
          path: url.pathname,
          params,
          idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        };
        this.requests.push(record);
        const [status, payload] = this.answer(record);
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' });
        res.end(JSON.stringify(payload));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server!.address() as AddressInfo).port;
    return this;
  }

  async stop() {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  env(extra: Record<string, string> = {}) {
    return {
      STRIPE_SECRET_KEY: 'sk_test_odo',
      STRIPE_WEBHOOK_SECRET: 'whsec_odo_test',
      STRIPE_PRICE_YEARLY: 'price_yearly_test',
      STRIPE_PRICE_MONTHLY: 'price_monthly_test',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(this.port),
      STRIPE_API_PROTOCOL: 'http',
      ...extra,
    };
  }

  called(method: string, pathPrefix: string) {
    return this.requests.filter((r) => r.method === method && r.path.startsWith(pathPrefix));
  }

  subscriptionObject(sub: FakeSubscription) {
    return {
      id: sub.id,
      object: 'subscription',
      customer: sub.customer,
      status: sub.status,
      cancel_at_period_end: sub.cancelAtPeriodEnd,
      cancel_at: null,
      canceled_at: sub.endedAt,
      ended_at: sub.endedAt,
      trial_end: sub.trialEnd,
      trial_start: sub.trialEnd ? sub.periodStart : null,
      created: sub.periodStart,
      start_date: sub.periodStart,
      metadata: {},
      default_payment_method: sub.card
        ? { id: 'pm_test', object: 'payment_method', type: 'card', card: { ...sub.card } }
        : null,
      items: {
        object: 'list',
        data: [
          {
            id: `si_${sub.id}`,
            object: 'subscription_item',
            price: { id: sub.priceId, object: 'price' },
            current_period_start: sub.periodStart,
            current_period_end: sub.periodEnd,
          },
        ],
      },
    };
  }

  private sessionObject(session: FakeCheckoutSession) {
    return {
      id: session.id,
      object: 'checkout.session',
      mode: 'subscription',
      customer: session.customer,
      status: session.status,
      subscription: session.subscription,
      url: session.url,
      expires_at: Math.floor(Date.now() / 1000) + 86_400,
    };
  }

  private error(failure: Failure): [number, unknown] {
    return [
      failure.status,
      {
        error: {
          type: failure.type,
          code: failure.code,
          message: failure.message ?? 'fake failure',
        },
      },
    ];
  }

  private answer(req: RecordedRequest): [number, unknown] {
    const key = `${req.method} ${req.path}`;
    for (const [prefix, failure] of this.failures) {
      if (key.startsWith(prefix)) return this.error(failure);
    }
    const parts = req.path.split('/').filter(Boolean); // ['v1', resource, id?]
    if (req.method === 'POST' && req.path === '/v1/customers') {
      const id = this.nextId('cus');
      this.customers.set(id, { id, email: req.params.get('email') ?? '' });
      return [200, { id, object: 'customer', email: req.params.get('email') }];
    }
    if (req.method === 'POST' && req.path === '/v1/checkout/sessions') {
      const id = this.nextId('cs');
      const session: FakeCheckoutSession = {
        id,
        customer: req.params.get('customer') ?? '',
        status: 'open',
        subscription: null,
        url: this.omitSessionUrl ? null : `https://checkout.stripe.test/c/pay/${id}`,
        params: req.params,
      };
      this.sessions.set(id, session);
      return [200, this.sessionObject(session)];
    }
    if (req.method === 'GET' && parts[1] === 'checkout' && parts[2] === 'sessions' && parts[3]) {
      const session = this.sessions.get(parts[3]);
      if (!session)
        return this.error({ status: 404, type: 'invalid_request_error', code: 'resource_missing' });
      return [200, this.sessionObject(session)];
    }
    if (req.method === 'POST' && req.path === '/v1/billing_portal/sessions') {
      return [
        200,
        {
          id: 'bps_test',
          object: 'billing_portal.session',
          url: 'https://billing.stripe.test/p/session/test',
        },
      ];
    }
    if (parts[1] === 'subscriptions' && parts[2]) {
      const sub = this.subscriptions.get(parts[2]);
      if (!sub)
        return this.error({ status: 404, type: 'invalid_request_error', code: 'resource_missing' });
      if (req.method === 'POST' && req.params.has('cancel_at_period_end')) {
        sub.cancelAtPeriodEnd = req.params.get('cancel_at_period_end') === 'true';
      }
      return [200, this.subscriptionObject(sub)];
    }
    return this.error({
      status: 404,
      type: 'invalid_request_error',
      message: `no fake for ${key}`,
    });
  }
}
