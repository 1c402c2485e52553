import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_WIDE_ANSWERS, fillAnswerPath, PAGE_ANSWERS, pageAnswerPaths } from './page-answers.ts';
import { readPageAnswers } from './rendered-page.ts';
import { PAGE_ANSWER_SEEDS, seedPageAnswers } from './page-answer-seeds.ts';

// One body that reads as any of the answers: each seed keeps it whole or takes its field.
const BODY = {
  unreadCount: 4,
  searches: [{ id: 'search-1', label: '2019 Honda Civic' }],
  notifications: [{ id: 'notification-1', read: false }],
  posts: [{ id: 'post-1' }],
  items: [{ id: 'assessment-1', score: 71 }],
  threads: [{ id: 'thread-1', title: 'Brake pads' }],
  nextCursor: 'cursor-2',
  // The costs summary's fields.
  currency: 'USD',
  total: 120,
  maintenance: 80,
  fuel: 40,
  expenses: 0,
  totalCostOfOwnership: 900,
  totals: [
    {
      currency: 'USD',
      total: 120,
      maintenance: 80,
      fuel: 40,
      expenses: 0,
      costPerDistance: 0.12,
      totalCostOfOwnership: 900,
    },
  ],
  byCategory: [
    { kind: 'maintenance', key: 'oil_change', label: 'Oil change', currency: 'USD', amount: 80 },
  ],
  byMonth: [{ month: '2026-11', currency: 'USD', maintenance: 80, fuel: 40, expenses: 0 }],
  byVehicle: [
    {
      vehicleId: 'vehicle-1',
      name: 'Civic',
      currency: 'USD',
      total: 120,
      costPerDistance: 0.12,
      totals: [{ currency: 'USD', total: 120, costPerDistance: 0.12 }],
    },
  ],
  costPerDistance: 0.12,
};

function quietClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById('odo-answers')?.remove();
});

describe("a signed-in page's answers in the query cache", () => {
  it('has a seed for every answer any page is sent with', () => {
    const sent = new Set([...APP_WIDE_ANSWERS, ...Object.values(PAGE_ANSWERS).flat()]);
    expect([...sent].sort()).toEqual(Object.keys(PAGE_ANSWER_SEEDS).sort());
  });

  it.each(Object.entries(PAGE_ANSWER_SEEDS))(
    'puts the answer to GET %s where its own query would, as that query would leave it',
    async (pattern, seed) => {
      // A GET with `:name`s is tried for one car (the page's own path gives the id).
      const params = { id: 'a1b2c3d4-0000-4000-8000-00000000abcd' };
      const answerPath = fillAnswerPath(pattern, params);
      const query = typeof seed.query === 'function' ? seed.query(params) : seed.query;
      // The query itself, run against a network that gives this body to exactly this GET.
      const asked: string[] = [];
      vi.stubGlobal(
        'fetch',
        vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
          const url = new URL(
            input instanceof Request ? input.url : String(input),
            'http://odo.test',
          );
          asked.push(`${init?.method ?? 'GET'} ${url.pathname}${url.search}`);
          return Response.json(BODY);
        }),
      );
      const fetched = quietClient();
      if ('initialPageParam' in query) {
        await fetched.fetchInfiniteQuery(query as never);
      } else {
        await fetched.fetchQuery(query as never);
      }
      expect(asked).toEqual([`GET ${answerPath}`]);

      const seeded = quietClient();
      seedPageAnswers(seeded, { [answerPath]: BODY }, Date.now());
      expect(seeded.getQueryData(query.queryKey)).toBeDefined();
      expect(seeded.getQueryData(query.queryKey)).toEqual(fetched.getQueryData(query.queryKey));
      // Fresh: a screen reading it now does not ask the network again.
      expect(seeded.getQueryState(query.queryKey)?.isInvalidated).toBe(false);
    },
  );

  it("sends a car's page the answers for that car, and none for an address that is not an id", () => {
    const car = 'a1b2c3d4-0000-4000-8000-00000000abcd';
    expect(pageAnswerPaths(`/vehicle/${car}`)).toEqual([
      ...APP_WIDE_ANSWERS,
      '/api/garage/settings',
      `/api/garage/vehicles/${car}`,
      `/api/assessment?vehicleId=${car}&limit=1`,
    ]);
    expect(pageAnswerPaths(`/vehicle/${car}/`)).toEqual(pageAnswerPaths(`/vehicle/${car}`));
    for (const crafted of [
      '/vehicle/x%3Flimit%3D1000',
      '/vehicle/..',
      '/vehicle/:id',
      `/vehicle/${'a'.repeat(65)}`,
      '/vehicle/a&limit=9',
    ]) {
      expect(pageAnswerPaths(crafted), crafted).toEqual([...APP_WIDE_ANSWERS]);
    }
    expect(pageAnswerPaths('/assessment')).toEqual([
      ...APP_WIDE_ANSWERS,
      '/api/garage/settings',
      '/api/assessment?limit=50',
    ]);
    expect(pageAnswerPaths('/nowhere')).toEqual([...APP_WIDE_ANSWERS]);
  });

  it("puts a car's answers under that car's queries only", () => {
    const client = quietClient();
    seedPageAnswers(
      client,
      {
        '/api/garage/vehicles/car-1': { id: 'car-1', make: 'Honda' },
        '/api/assessment?vehicleId=car-1&limit=1': { items: [] },
        // Not an id: no query of any car gets it.
        '/api/garage/vehicles/car-1/records': { id: 'records' },
        '/api/garage/vehicles/:id': { id: 'pattern' },
      },
      Date.now(),
    );
    expect(client.getQueryData(['garage', 'vehicles', 'car-1', 'km,l'])).toEqual({
      id: 'car-1',
      make: 'Honda',
    });
    expect(client.getQueryData(['assessment', 'latest', 'car-1'])).toBeNull();
    expect(client.getQueryCache().getAll()).toHaveLength(2);
  });

  it('dates each answer as read, and leaves out unknown paths and unreadable bodies', () => {
    const client = quietClient();
    const readAt = Date.UTC(2026, 10, 26, 9, 30);
    seedPageAnswers(
      client,
      {
        '/api/usage': { premium: false },
        '/api/favorites': null,
        '/api/settings': 'not an object',
        '/api/elsewhere': { secret: true },
        // Not the shape its query reads (no lists to map): left to the network.
        '/api/garage/costs?period=this_month&units=km': { total: 3 },
        '/api/assessment/searches': { notSearches: [] },
        ['__proto__']: { polluted: true },
        toString: { polluted: true },
      },
      readAt,
    );
    expect(client.getQueryData(['usage'])).toEqual({ premium: false });
    expect(client.getQueryState(['usage'])?.dataUpdatedAt).toBe(readAt);
    expect(
      client
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([['usage']]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reads the answers the page carries, and nothing from a page without them or unreadable ones', () => {
    expect(readPageAnswers()).toEqual({});
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = 'odo-answers';
    script.textContent = JSON.stringify({ '/api/usage': { premium: true } });
    document.body.append(script);
    expect(readPageAnswers()).toEqual({ '/api/usage': { premium: true } });
    for (const unreadable of ['{not json', '[1,2]', 'null', '"text"']) {
      script.textContent = unreadable;
      expect(readPageAnswers(), unreadable).toEqual({});
    }
  });
});
