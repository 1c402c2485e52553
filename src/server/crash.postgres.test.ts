// A crash mid-import leaves no half-written state: a 5,000-row CSV import is committing on a real
// server process when that process is killed (SIGKILL) while its transaction has already written
// rows; PostgreSQL then holds none of them, and a new process imports the same file whole.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientOf,
  freshDatabase,
  startInstance,
  stopAll,
  type Instance,
} from './test/instances.ts';

const ROWS = 5_000;
let database: Awaited<ReturnType<typeof freshDatabase>>;
const instances: Instance[] = [];

/** A Fuelly export of ROWS fill-ups, one a day from 2010, 30 miles apart. */
function fuellyCsv(): string {
  const lines = [
    'car_name,model,mpg,odometer,miles,gallons,price,city_percentage,fuelup_date,date_added,tags,notes,missed_fuelup,partial_fuelup,latitude,longitude,brand',
  ];
  const day = Date.UTC(2010, 0, 1);
  for (let i = 0; i < ROWS; i += 1) {
    const date = new Date(day + i * 86_400_000);
    const us = `${String(date.getUTCMonth() + 1).padStart(2, '0')}/${String(date.getUTCDate()).padStart(2, '0')}/${date.getUTCFullYear()}`;
    lines.push(
      `Civic,Civic,30.0,${10_000 + i * 30},30.0,1.000,3.459,50,${us},${us} 08:00,,,0,0,,,Shell`,
    );
  }
  return lines.join('\n');
}

async function signedInWithCar(instance: Instance) {
  const client = clientOf(instance);
  const signUp = await client.post('/api/auth/sign-up/email', {
    name: 'Import Crash',
    email: `crash-${randomBytes(4).toString('hex')}@example.com`,
    password: 'Gearbox-Lantern-42',
  });
  expect(signUp.status).toBe(200);
  const car = await client.post('/api/garage/vehicles', {
    year: 2012,
    make: 'Honda',
    model: 'Civic',
    mileage: 5_000,
  });
  expect(car.status).toBe(201);
  return { client, vehicleId: ((await car.json()) as { id: string }).id };
}

beforeAll(async () => {
  database = await freshDatabase();
  // A premium quota is not needed: imports are not capped, only rate limited.
  instances.push(await startInstance(database.url, { IMPORT_RATE_LIMIT_MAX: '100' }));
});

afterAll(async () => {
  await stopAll(instances);
  await database.drop();
});

describe('a crash mid-import', () => {
  it('leaves none of the import behind, and the same file imports whole afterwards', async () => {
    const first = instances[0]!;
    const csv = fuellyCsv();
    const watcher = new pg.Client({ connectionString: database.url });
    await watcher.connect();
    try {
      // Kill the server once a transaction of its has written (a transaction id is assigned on the
      // first write) and not yet committed. On a machine fast enough to finish the import between
      // two looks, try again with another car (a finished import is whole, which is fine too).
      let crashed: { client: ReturnType<typeof clientOf>; vehicleId: string } | undefined;
      for (let attempt = 0; attempt < 5 && !crashed; attempt += 1) {
        const { client, vehicleId } = await signedInWithCar(first);
        const request = client
          .post('/api/garage/import', { vehicleId, csv, preset: 'fuelly', commit: true })
          .then(async (response) => `${response.status} ${await response.text()}`)
          .catch(() => 'connection lost' as const);
        for (;;) {
          const { rows } = await watcher.query<{ n: string }>(
            `select count(*) as n from pg_stat_activity
              where datname = current_database() and pid <> pg_backend_pid()
                and backend_xid is not null and query ilike '%fuel_records%'`,
          );
          if (Number(rows[0]!.n) > 0) {
            first.child.kill('SIGKILL');
            crashed = { client, vehicleId };
            break;
          }
          const settled = await Promise.race([request, Promise.resolve('pending')]);
          if (settled !== 'pending') {
            expect(settled).toMatch(/^201 /);
            break;
          }
        }
        if (crashed) expect(await request).toBe('connection lost');
      }
      expect(crashed, 'the server was killed mid-import').toBeDefined();
      const { client, vehicleId } = crashed!;
      await first.exited;

      // PostgreSQL rolls the dead connection's transaction back: nothing of the import is there.
      const counted = async () => {
        const { rows } = await watcher.query<{ n: string }>(
          'select count(*) as n from fuel_records where vehicle_id = $1',
          [vehicleId],
        );
        return Number(rows[0]!.n);
      };
      for (;;) {
        const { rows } = await watcher.query<{ n: string }>(
          `select count(*) as n from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid() and backend_xid is not null`,
        );
        if (Number(rows[0]!.n) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(await counted()).toBe(0);
      const { rows: car } = await watcher.query<{ mileage: number }>(
        'select mileage from vehicles where id = $1',
        [vehicleId],
      );
      expect(Number(car[0]!.mileage)).toBe(5_000);

      // A new process serves the same member, and the same file goes in whole.
      const second = await startInstance(database.url);
      instances.push(second);
      const again = clientOf(second, { value: client.cookie.value });
      const imported = await again.post('/api/garage/import', {
        vehicleId,
        csv,
        preset: 'fuelly',
        commit: true,
      });
      expect(imported.status, await imported.clone().text()).toBe(201);
      expect(await counted()).toBe(ROWS);
    } finally {
      await watcher.end();
    }
  }, 120_000);
});
