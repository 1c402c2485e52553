// The typed API client's runtime: Hono's `hc` as the web app calls it (its types stay `hc<AppType>`),
// without hono/client's code (and its cookie serializer) on every page's first load (issue 30).
// Paths from property names, `/index` dropped, `:param`s, `query`, `json` and `form` bodies,
// `header`, `$url()` and `$path()`, and the request's options merged over the client's.
// typed-client.test.ts checks each request against hc's own.

type Value = string | number | boolean | Blob | undefined;

interface CallArgs {
  param?: Record<string, string | undefined>;
  query?: Record<string, Value | Value[]>;
  json?: unknown;
  form?: Record<string, Value | Value[]>;
  header?: Headers_;
}

type Headers_ = Record<string, string | undefined>;

interface Options {
  fetch?: typeof fetch;
  init?: RequestInit;
  headers?: Headers_ | (() => Headers_ | Promise<Headers_>);
}

const isObject = (item: unknown): item is Record<string, unknown> =>
  typeof item === 'object' && item !== null && !Array.isArray(item);

function deepMerge(target: unknown, source: unknown): unknown {
  if (!isObject(target) && !isObject(source)) return source;
  const merged: Record<string, unknown> = { ...(target as Record<string, unknown>) };
  for (const key in source as Record<string, unknown>) {
    const value = (source as Record<string, unknown>)[key];
    merged[key] = isObject(merged[key]) && isObject(value) ? deepMerge(merged[key], value) : value;
  }
  return merged;
}

/** Each defined value under its key; an array's defined items each under the key. */
function eachValue(
  entries: Record<string, Value | Value[]>,
  add: (key: string, value: Exclude<Value, undefined>) => void,
) {
  for (const [key, value] of Object.entries(entries)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined) add(key, item);
    }
  }
}

function searchParams(query: Record<string, Value | Value[]>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) eachValue({ [key]: value }, (k, v) => params.append(k, String(v)));
    else params.set(key, String(value));
  }
  return params;
}

function withQuery(url: string, query: Record<string, Value | Value[]> | undefined): string {
  const search = query ? searchParams(query).toString() : '';
  return search ? `${url}?${search}` : url;
}

/** Each path parameter's pattern, compiled once (a page's first queries share a handful). */
const paramPatterns = new Map<string, RegExp>();

function withParams(url: string, params: Record<string, string | undefined> = {}): string {
  let result = url;
  for (const [key, value] of Object.entries(params)) {
    let pattern = paramPatterns.get(key);
    if (!pattern) {
      pattern = new RegExp('/:' + key + '(?:{[^/]+})?\\??(?=/|$)');
      paramPatterns.set(key, pattern);
    }
    result = result.replace(pattern, () => (value ? `/${value}` : ''));
  }
  return result;
}

function withoutIndex(url: string): string {
  if (/^https?:\/\/[^/]+?\/index(?=\?|$)/.test(url)) return url.replace(/\/index(?=\?|$)/, '/');
  return url.replace(/\/index(?=\?|$)/, '');
}

async function send(url: string, method: string, args: CallArgs | undefined, options: Options) {
  let body: BodyInit | undefined;
  let contentType: string | undefined;
  if (args?.form) {
    const form = new FormData();
    eachValue(args.form, (key, value) =>
      form.append(key, value instanceof Blob ? value : String(value)),
    );
    body = form;
  }
  if (args?.json !== undefined) {
    body = JSON.stringify(args.json);
    contentType = 'application/json';
  }
  const given = typeof options.headers === 'function' ? await options.headers() : options.headers;
  const values: Headers_ = { ...args?.header, ...given };
  if (contentType) values['Content-Type'] = contentType;
  const headers = new Headers();
  for (const [key, value] of Object.entries(values))
    if (value !== undefined) headers.set(key, value);
  const verb = method.toUpperCase();
  const target = withQuery(withParams(withoutIndex(url), args?.param), args?.query);
  return (options.fetch ?? fetch)(target, {
    body: verb === 'GET' || verb === 'HEAD' ? undefined : body,
    method: verb,
    headers,
    ...options.init,
  });
}

function proxy(call: (path: string[], args: unknown[]) => unknown, path: string[]): unknown {
  return new Proxy(() => {}, {
    get: (_target, key) =>
      typeof key !== 'string' || key === 'then' ? undefined : proxy(call, [...path, key]),
    apply: (_target, _this, args: unknown[]) => call(path, args),
  });
}

/** `hc(baseUrl, options)` for the calls above; `Client` is hc's type for the app. */
export function typedClient<Client>(baseUrl: string, options: Options = {}): Client {
  const base = baseUrl.replace(/\/+$/, '');
  return proxy((path, args) => {
    const parts = [...path];
    const last = parts.at(-1) ?? '';
    const method = last.startsWith('$') ? (parts.pop() ?? '').slice(1) : '';
    const url = `${base}/${parts.join('/').replace(/^\/+/, '')}`;
    const first = args[0] as CallArgs | undefined;
    if (method === 'url' || method === 'path') {
      const result = withQuery(withParams(withoutIndex(url), first?.param), first?.query);
      if (method === 'url') return new URL(result);
      return result.slice(base.length).replace(/^\/?/, '/');
    }
    const own = { ...(args[1] as Options | undefined) };
    if (options.headers && own.headers) {
      const baseHeaders = options.headers;
      const callHeaders = own.headers;
      own.headers = async () => ({
        ...(typeof baseHeaders === 'function' ? await baseHeaders() : baseHeaders),
        ...(typeof callHeaders === 'function' ? await callHeaders() : callHeaders),
      });
    }
    return send(url, method, first, deepMerge(options, own) as Options);
  }, []) as Client;
}
