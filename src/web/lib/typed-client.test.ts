import { hc } from 'hono/client';
import { describe, expect, it } from 'vitest';
import { typedClient } from './typed-client.ts';

interface Sent {
  url: string;
  method: string | undefined;
  headers: [string, string][];
  body: unknown;
  credentials: RequestCredentials | undefined;
  signal: AbortSignal | null | undefined;
}

/** What a call sent through `fetch`: its URL, method, headers, body and init. */
async function sentBy(make: typeof hc, call: (client: any) => Promise<unknown>): Promise<Sent> {
  let sent: Sent | null = null;
  const fetch = (async (url: string, init: RequestInit = {}) => {
    const body =
      init.body instanceof FormData
        ? [...init.body.entries()].map(([key, value]) => [
            key,
            value instanceof Blob ? `blob:${value.size}` : value,
          ])
        : init.body;
    sent = {
      url,
      method: init.method,
      headers: [...new Headers(init.headers).entries()],
      body,
      credentials: init.credentials,
      signal: init.signal,
    };
    return new Response('{}');
  }) as typeof globalThis.fetch;
  const client = make('/api', { init: { credentials: 'same-origin' }, fetch });
  await call(client);
  if (!sent) throw new Error('nothing was sent');
  return sent;
}

const ours = typedClient as unknown as typeof hc;

const CALLS: [string, (client: any, signal: AbortSignal) => Promise<unknown>][] = [
  ['a GET', (api) => api.garage.vehicles.$get()],
  ['a GET of an index', (api) => api.community.index.$get()],
  [
    'a GET with a param and a query (arrays, numbers, booleans, undefined left out)',
    (api) =>
      api.garage.vehicles[':id'].fuel.$get({
        param: { id: 'car 1/ü' },
        query: { page: 2, tags: ['a', undefined, 'b c'], open: true, skip: undefined },
      }),
  ],
  ['an empty query', (api) => api.community.posts.$get({ query: {} })],
  [
    'an optional param left empty',
    (api) => api.community.posts[':id?'].$get({ param: { id: '' } }),
  ],
  [
    'a POST with json',
    (api) => api.garage.vehicles.$post({ json: { make: 'Toyota', year: 2019, tags: [1] } }),
  ],
  ['a POST with json null', (api) => api.things.$post({ json: null })],
  [
    'a PATCH with a param and json',
    (api) => api.garage.vehicles[':id'].$patch({ param: { id: 'v1' }, json: { mileage: 1 } }),
  ],
  ['a DELETE with a param', (api) => api.garage.vehicles[':id'].$delete({ param: { id: 'v1' } })],
  [
    'a POST with a form (blobs, arrays, numbers)',
    (api) =>
      api.uploads.$post({
        form: { file: new Blob(['abc']), names: ['x', undefined, 'y'], size: 3, gone: undefined },
      }),
  ],
  [
    'headers from the call',
    (api) => api.things.$get({ header: { 'x-one': '1', 'x-none': undefined } }),
  ],
  [
    'headers and init from the options, merged over the client',
    (api, signal) =>
      api['ask-odo'].messages.$post(
        { json: { q: 'hi' } },
        { init: { signal }, headers: { 'x-two': '2' } },
      ),
  ],
  [
    'headers from an async function',
    (api) => api.things.$get(undefined, { headers: async () => ({ 'x-three': '3' }) }),
  ],
];

describe('typedClient', () => {
  it.each(CALLS)('sends %s as hc does', async (_name, call) => {
    const signal = new AbortController().signal;
    const expected = await sentBy(hc, (api) => call(api, signal));
    const actual = await sentBy(ours, (api) => call(api, signal));
    expect(actual).toEqual(expected);
    expect(actual.credentials).toBe('same-origin');
  });

  it('builds $path and $url as hc does', () => {
    const args = { param: { id: 'v 1' }, query: { from: '2026-01-01', tag: ['a', 'b'] } };
    const theirs = hc<any>('/api') as any;
    const mine = ours('/api') as any;
    expect(mine.garage.vehicles[':id']['export.csv'].$path(args)).toBe(
      theirs.garage.vehicles[':id']['export.csv'].$path(args),
    );
    expect(mine.community.index.$path()).toBe(theirs.community.index.$path());
    const absolute = [hc<any>('http://odo.test/api/'), ours('http://odo.test/api/')] as any[];
    expect(absolute[1].garage.vehicles[':id'].$url(args).href).toBe(
      absolute[0].garage.vehicles[':id'].$url(args).href,
    );
    expect(absolute[1].index.$url().href).toBe(absolute[0].index.$url().href);
  });

  it('is not a thenable: awaiting a path part gives it back instead of calling it', async () => {
    const garage = (ours('/api') as any).garage;
    expect(garage.then).toBeUndefined();
    expect(await garage).toBe(garage);
  });
});
