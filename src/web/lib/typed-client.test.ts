import { hc } from 'hono/client';
import { describe, expect, it } from 'vitest';
import { typedClient } from './typed-client.ts';

type Walk = (...args: unknown[]) => unknown;

/** Calls `path` of a client (`['garage', 'vehicles', '$get']`) with `args`. */
function at(client: unknown, path: string[], ...args: unknown[]): unknown {
  const target = path.reduce<unknown>(
    (node, part) => (node as Record<string, unknown>)[part],
    client,
  );
  return (target as Walk)(...args);
}

interface Sent {
  url: string;
  method: string | undefined;
  headers: [string, string][];
  body: unknown;
  credentials: RequestCredentials | undefined;
  signal: AbortSignal | null | undefined;
}

/** What a call of `path` with `args` sent through `fetch`: its URL, method, headers, body, init. */
async function sentBy(make: typeof hc, path: string[], args: unknown[]): Promise<Sent> {
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
  await at(make('/api', { init: { credentials: 'same-origin' }, fetch }), path, ...args);
  if (!sent) throw new Error('nothing was sent');
  return sent;
}

const ours = typedClient as unknown as typeof hc;
const signal = new AbortController().signal;

const CALLS: [string, string[], unknown[]][] = [
  ['a GET', ['garage', 'vehicles', '$get'], []],
  ['a GET of an index', ['community', 'index', '$get'], []],
  [
    'a GET with a param and a query (arrays, numbers, booleans, undefined left out)',
    ['garage', 'vehicles', ':id', 'fuel', '$get'],
    [
      {
        param: { id: 'car 1/ü' },
        query: { page: 2, tags: ['a', undefined, 'b c'], open: true, skip: undefined },
      },
    ],
  ],
  ['an empty query', ['community', 'posts', '$get'], [{ query: {} }]],
  ['an optional param left empty', ['community', 'posts', ':id?', '$get'], [{ param: { id: '' } }]],
  [
    'a POST with json',
    ['garage', 'vehicles', '$post'],
    [{ json: { make: 'Toyota', year: 2019, tags: [1] } }],
  ],
  ['a POST with json null', ['things', '$post'], [{ json: null }]],
  [
    'a PATCH with a param and json',
    ['garage', 'vehicles', ':id', '$patch'],
    [{ param: { id: 'v1' }, json: { mileage: 1 } }],
  ],
  ['a DELETE with a param', ['garage', 'vehicles', ':id', '$delete'], [{ param: { id: 'v1' } }]],
  [
    'a POST with a form (blobs, arrays, numbers)',
    ['uploads', '$post'],
    [{ form: { file: new Blob(['abc']), names: ['x', undefined, 'y'], size: 3, gone: undefined } }],
  ],
  [
    'headers from the call',
    ['things', '$get'],
    [{ header: { 'x-one': '1', 'x-none': undefined } }],
  ],
  [
    'headers and init from the options, merged over the client',
    ['ask-odo', 'messages', '$post'],
    [{ json: { q: 'hi' } }, { init: { signal }, headers: { 'x-two': '2' } }],
  ],
  [
    'headers from an async function',
    ['things', '$get'],
    [undefined, { headers: async () => ({ 'x-three': '3' }) }],
  ],
];

describe('typedClient', () => {
  it.each(CALLS)('sends %s as hc does', async (_name, path, args) => {
    const expected = await sentBy(hc, path, args);
    const actual = await sentBy(ours, path, args);
    expect(actual).toEqual(expected);
    expect(actual.credentials).toBe('same-origin');
  });

  it('builds $path and $url as hc does', () => {
    const args = { param: { id: 'v 1' }, query: { from: '2026-01-01', tag: ['a', 'b'] } };
    const csv = ['garage', 'vehicles', ':id', 'export.csv', '$path'];
    expect(at(ours('/api'), csv, args)).toBe(at(hc('/api'), csv, args));
    const index = ['community', 'index', '$path'];
    expect(at(ours('/api'), index)).toBe(at(hc('/api'), index));
    const href = (make: typeof hc, path: string[], ...rest: unknown[]) =>
      (at(make('http://odo.test/api/'), path, ...rest) as URL).href;
    const url = ['garage', 'vehicles', ':id', '$url'];
    expect(href(ours, url, args)).toBe(href(hc, url, args));
    expect(href(ours, ['index', '$url'])).toBe(href(hc, ['index', '$url']));
  });

  it('is not a thenable: awaiting a path part gives it back instead of calling it', async () => {
    const garage = (ours('/api') as unknown as Record<string, unknown>).garage;
    expect((garage as Record<string, unknown>).then).toBeUndefined();
    expect(await garage).toBe(garage);
  });
});
