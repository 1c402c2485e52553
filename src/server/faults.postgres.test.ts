// A PostgreSQL restart under steady load, on a private PostgreSQL cluster this test makes for
// itself (initdb on a free port), so no other test's database goes down: requests during the outage
// fail fast with 503 database_unavailable (no hang, no crash), service is back within 5 s of the
// database, and every write the API acknowledged before, during and after is in the database.
// The steady load is autocannon (4 connections, at most 200 req/s, loopback) reading the garage,
// beside eight clients that write and count their acknowledged writes.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf, freePort, startInstance, stopAll, type Instance } from './test/instances.ts';

const pgBin = (() => {
  const base = '/usr/lib/postgresql';
  const version = fs.existsSync(base) ? fs.readdirSync(base).sort().at(-1) : undefined;
  return version ? path.join(base, version, 'bin') : '';
})();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'odo-faults-pg-'));
const dataDir = path.join(dir, 'data');
let port = 0;
let instance: Instance | undefined;

/** PostgreSQL refuses to run as root: as root, its tools run as the postgres user. */
function asPostgres(command: string, args: string[]) {
  const asRoot = process.getuid?.() === 0;
  return asRoot
    ? { file: 'runuser', args: ['-u', 'postgres', '--', path.join(pgBin, command), ...args] }
    : { file: path.join(pgBin, command), args };
}

function pgCtl(args: string[]) {
  const { file, args: all } = asPostgres('pg_ctl', ['-D', dataDir, ...args]);
  execFileSync(file, all, { stdio: 'ignore' });
}

/** The same, without blocking this process: the load goes on while PostgreSQL stops and starts. */
async function pgCtlAsync(args: string[]) {
  const { file, args: all } = asPostgres('pg_ctl', ['-D', dataDir, ...args]);
  await promisify(execFile)(file, all);
}

beforeAll(async () => {
  port = await freePort();
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
  const init = asPostgres('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  execFileSync(init.file, init.args, { stdio: 'ignore' });
  fs.appendFileSync(
    path.join(dataDir, 'postgresql.conf'),
    `\nport = ${port}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '${dir}'\nfsync = off\n`,
  );
  pgCtl(['start', '-w', '-l', path.join(dir, 'log')]);
  instance = await startInstance(`postgres://postgres@127.0.0.1:${port}/postgres`, {
    DATABASE_CONNECT_TIMEOUT_MS: '1000',
    DATA_DIR: path.join(dir, 'files'),
  });
});

afterAll(async () => {
  if (instance) await stopAll([instance]);
  try {
    pgCtl(['stop', '-m', 'immediate']);
  } catch {
    // already stopped
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a PostgreSQL restart under load', () => {
  it('fails fast with 503 while it is down, recovers within 5 s, and loses no acknowledged write', async () => {
    const client = clientOf(instance!);
    const signUp = await client.signUp({
      name: 'Outage Owner',
      email: `outage-${randomBytes(4).toString('hex')}@example.com`,
      password: 'Gearbox-Lantern-42',
    });
    expect(signUp.status).toBe(200);
    const car = await client.post('/api/garage/vehicles', {
      year: 2018,
      make: 'Skoda',
      model: 'Octavia',
      mileage: 80_000,
    });
    expect(car.status).toBe(201);
    const { id: vehicleId } = (await car.json()) as { id: string };

    const acknowledged = new Set<string>();
    const outcomes: { started: number; at: number; status: number; ms: number; code?: string }[] =
      [];
    let running = true;
    let sequence = 0;
    // Eight clients, each writing an expense (a unique note) or reading the garage in turn.
    const worker = async () => {
      while (running) {
        const started = Date.now();
        const note = `load-${sequence++}`;
        const write = sequence % 2 === 0;
        let status: number;
        let code: string | undefined;
        try {
          const response = write
            ? await client.post(`/api/garage/vehicles/${vehicleId}/expenses`, {
                category: 'parking',
                amount: 2,
                date: '2026-01-05',
                note,
              })
            : await client.request('/api/garage/vehicles');
          status = response.status;
          const body = (await response.json()) as { error?: { code: string } };
          code = body.error?.code;
          if (write && status === 201) acknowledged.add(note);
        } catch {
          status = -1; // the connection itself failed: the server did not answer
        }
        outcomes.push({ started, at: Date.now(), status, ms: Date.now() - started, code });
      }
    };
    let loadDone!: Promise<autocannon.Result>;
    const steady = (() => {
      let instanceOfLoad!: autocannon.Instance;
      loadDone = new Promise((resolve, reject) => {
        instanceOfLoad = autocannon(
          {
            url: `${instance!.url}/api/garage/vehicles`,
            connections: 4,
            overallRate: 200,
            duration: 120,
            headers: { cookie: client.cookie.value, origin: instance!.url },
          },
          (error, result) => (error ? reject(error as Error) : resolve(result)),
        );
      });
      return instanceOfLoad;
    })();
    const workers = Array.from({ length: 8 }, worker);

    const waitFor = async (count: number) => {
      while (outcomes.length < count) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    await waitFor(100);
    await pgCtlAsync(['stop', '-m', 'fast', '-w']);
    const downAt = Date.now();
    // The outage lasts until 50 requests made after the stop have been answered.
    while (outcomes.filter((outcome) => outcome.started >= downAt).length < 50) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const restartAt = Date.now();
    await pgCtlAsync(['start', '-w', '-l', path.join(dir, 'log')]);
    const upAt = Date.now();
    // Load goes on until the service has answered 100 requests after the database came back.
    for (;;) {
      const after = outcomes.filter((outcome) => outcome.at > upAt && outcome.status < 400);
      if (after.length >= 100 || Date.now() - upAt > 20_000) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    running = false;
    await Promise.all(workers);
    steady.stop();
    const load = await loadDone;

    // Requests made and answered while the database was down.
    const during = outcomes.filter(
      (outcome) => outcome.started >= downAt && outcome.at <= restartAt,
    );
    expect(during.length).toBeGreaterThanOrEqual(50);
    expect(during.some((outcome) => outcome.status === 503)).toBe(true);
    // Every failure is a quick, clear 503 (no hang, no 500, no dropped connection).
    const failures = outcomes.filter((outcome) => outcome.status >= 400 || outcome.status < 0);
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.filter((f) => f.status !== 503 || f.code !== 'database_unavailable')).toEqual(
      [],
    );
    expect(Math.max(...failures.map((failure) => failure.ms))).toBeLessThan(5_000);
    // Back within 5 s of the database.
    const firstWriteBack = outcomes.find((outcome) => outcome.at > upAt && outcome.status === 201);
    expect(firstWriteBack, 'a write succeeded after the restart').toBeDefined();
    expect(firstWriteBack!.at - upAt).toBeLessThan(5_000);

    // autocannon's readers: every answer was the garage or a 503; no dropped connection, no hang.
    expect(load.errors).toBe(0);
    expect(load.timeouts).toBe(0);
    expect(
      Object.keys(load.statusCodeStats ?? {}).filter((code) => !['200', '503'].includes(code)),
    ).toEqual([]);
    expect(load['2xx']).toBeGreaterThan(0);

    // Every acknowledged write is there. (A write whose commit raced the shutdown may be stored
    // although its answer was a 503: the client was told to retry, nothing is half-written.)
    const check = new pg.Client({
      connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`,
    });
    await check.connect();
    const { rows } = await check.query<{ note: string }>(
      'select note from expenses where vehicle_id = $1',
      [vehicleId],
    );
    await check.end();
    const stored = new Set(rows.map((row) => row.note));
    expect([...acknowledged].filter((note) => !stored.has(note))).toEqual([]);
    expect([...stored].every((note) => note.startsWith('load-'))).toBe(true);
    // And the process never went down.
    expect(instance!.child.exitCode).toBeNull();
    expect((await client.request('/api/health')).status).toBe(200);
  });
});
