// The client address behind the shipped reverse proxy: a real Odo process (TRUST_PROXY=1, on
// PostgreSQL) behind a real nginx started with deploy/nginx.conf's proxy headers (Debian's nginx;
// where the machine has none, or ODO_TEST_PROXY=node, a Node proxy that appends like nginx's
// $proxy_add_x_forwarded_for). Whatever X-Forwarded-For a client writes, the per-address limits
// still count it as one client.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  freshDatabase,
  startInstance,
  stopAll,
  type Instance,
} from './test/instances.ts';

const NGINX = '/usr/sbin/nginx';
const root = path.resolve(import.meta.dirname, '../..');
const shippedConfig = fs.readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'odo-proxy-'));

let database: Awaited<ReturnType<typeof freshDatabase>>;
let instance: Instance;
let proxyUrl: string;
let stopProxy: () => Promise<void>;
const proxyKind = process.env.ODO_TEST_PROXY === 'node' || !fs.existsSync(NGINX) ? 'node' : 'nginx';

/** The `proxy_set_header` lines of the shipped config, as nginx reads them. */
function shippedProxyHeaders(): string[] {
  return shippedConfig
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('proxy_set_header '));
}

async function startNginx(port: number, upstream: string): Promise<() => Promise<void>> {
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    conf,
    [
      'daemon off;',
      'master_process off;',
      `pid ${path.join(dir, 'nginx.pid')};`,
      `error_log ${path.join(dir, 'error.log')} warn;`,
      'events { worker_connections 64; }',
      'http {',
      `  access_log ${path.join(dir, 'access.log')};`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${path.join(dir, `${kind}-temp`)};`,
      ),
      `  upstream odo { server ${upstream}; }`,
      '  server {',
      `    listen 127.0.0.1:${port};`,
      '    location / {',
      '      proxy_pass http://odo;',
      '      proxy_http_version 1.1;',
      ...shippedProxyHeaders().map((line) => `      ${line}`),
      '    }',
      '  }',
      '}',
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn(
    NGINX,
    ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  // Ready once it answers (its own 502 until Odo is up would do; Odo is already up).
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    const ready = await fetch(`http://127.0.0.1:${port}/api/health`)
      .then((response) => response.status === 200)
      .catch(() => false);
    if (ready) break;
    // A hang guard, not a speed check: a minute for nginx to start on a loaded machine.
    if (attempt > 1200) throw new Error(`nginx did not answer: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return async () => {
    if (child.exitCode === null) child.kill('SIGQUIT');
    await exited;
  };
}

/** A stand-in where nginx is missing: appends the peer's address, as $proxy_add_x_forwarded_for. */
async function startNodeProxy(port: number, upstream: URL): Promise<() => Promise<void>> {
  const server = http.createServer((request, response) => {
    const seen = request.socket.remoteAddress ?? '';
    const sent = request.headers['x-forwarded-for'];
    const headers = {
      ...request.headers,
      'x-forwarded-for': sent ? `${String(sent)}, ${seen}` : seen,
    };
    const forward = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: request.url,
        method: request.method,
        headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forward.on('error', () => response.destroy());
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

beforeAll(async () => {
  database = await freshDatabase();
  instance = await startInstance(database.url, {
    TRUST_PROXY: '1',
    SIGNUP_RATE_LIMIT_MAX: '3',
    RESET_RATE_LIMIT_MAX: '3',
  });
  const port = await freePort();
  const upstream = new URL(instance.url);
  proxyUrl = `http://127.0.0.1:${port}`;
  stopProxy =
    proxyKind === 'nginx'
      ? await startNginx(port, upstream.host)
      : await startNodeProxy(port, upstream);
});

afterAll(async () => {
  await stopProxy?.();
  if (instance) await stopAll([instance]);
  await database?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

function post(pathname: string, body: unknown, forwardedFor: string) {
  return fetch(`${proxyUrl}${pathname}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: instance.url,
      'x-forwarded-for': forwardedFor,
    },
    body: JSON.stringify(body),
  });
}

describe(`behind ${proxyKind === 'nginx' ? 'nginx (deploy/nginx.conf)' : 'a Node proxy that appends like nginx'}`, () => {
  it('the shipped nginx config writes X-Forwarded-For itself', () => {
    expect(shippedProxyHeaders()).toEqual(
      expect.arrayContaining([
        'proxy_set_header X-Forwarded-For $remote_addr;',
        'proxy_set_header X-Real-IP $remote_addr;',
      ]),
    );
    expect(shippedConfig).not.toMatch(/\$proxy_add_x_forwarded_for/);
  });

  it('a client that writes a new X-Forwarded-For each time still hits the sign-up limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await post(
        '/api/auth/sign-up/email',
        {
          name: 'Spoofer',
          email: `spoof-${i}@example.com`,
          password: 'Gearbox-Lantern-42',
        },
        `203.0.113.${i + 1}, 10.0.${i}.1`,
      );
      statuses.push(response.status);
      if (response.status === 429) {
        const body = (await response.json()) as { error: { message: string } };
        expect(body.error.message).toMatch(/Too many sign-ups from your network\./);
      } else {
        await response.arrayBuffer();
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });

  it('and the password-reset limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await post(
        '/api/auth/request-password-reset',
        { email: `nobody-${i}@example.com` },
        `198.51.100.${i + 1}`,
      );
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
