// A crash leaves no half-written state. Mid-import: a 5,000-row CSV import is committing on a real
// server process when that process is killed (SIGKILL) while its transaction has already written
// rows; PostgreSQL then holds none of them, and a new process imports the same file whole.
// Mid-checkout-fulfilment: a payment's transaction has marked the checkout complete and recorded
// the subscription when its process dies; none of it stays, and paying again on a new process
// fulfils it once, whole.
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
  const signUp = await client.signUp({
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
});

// The limits above are hang guards (two server processes start, 5,000 rows go in twice): at a load
// average of 25 the 120 s that were here ran out.
afterAll(async () => {
  await stopAll(instances);
  await database.drop();
});

describe('a crash mid-import', () => {
  it('leaves none of the import behind, and the same file imports whole afterwards', async () => {
    // A premium quota is not needed: imports are not capped, only rate limited.
    const first = await startInstance(database.url, { IMPORT_RATE_LIMIT_MAX: '100' });
    instances.push(first);
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
          // Not a busy loop: on a loaded machine it took the import's CPU (the 5,000 rows are
          // written for far longer than this).
          await new Promise((resolve) => setTimeout(resolve, 5));
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
  }, 600_000);
});

/** Rows of `table` that belong to `userId`. */
async function countFor(db: pg.Client, table: string, userId: string) {
  const { rows } = await db.query<{ n: string }>(
    `select count(*) as n from ${table} where user_id = $1`,
    [userId],
  );
  return Number(rows[0]!.n);
}

/** Pays a demo checkout with a test card; the answer is a redirect, not followed. */
function payDemoCheckout(client: ReturnType<typeof clientOf>, sessionId: string) {
  return client.request(`/api/billing/demo/checkout/${sessionId}/pay`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      card_number: '4242 4242 4242 4242',
      expiry: '12/39',
      cvc: '123',
      name: 'Crash Buyer',
    }).toString(),
  });
}

describe('a crash mid-checkout-fulfilment', () => {
  it('leaves no subscription, no receipt row and an open checkout; paying again fulfils it once', async () => {
    const first = await startInstance(database.url);
    instances.push(first);
    const client = clientOf(first);
    const email = `buyer-${randomBytes(4).toString('hex')}@example.com`;
    const signUp = await client.signUp({
      name: 'Crash Buyer',
      email,
      password: 'Gearbox-Lantern-42',
    });
    expect(signUp.status).toBe(200);
    const checkout = await client.post('/api/billing/checkout', {
      price_id: 'demo_price_yearly',
      mode: 'subscription',
      success_url: `${first.url}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${first.url}/checkout/cancel`,
    });
    expect(checkout.status, await checkout.clone().text()).toBe(200);
    const { sessionId } = (await checkout.json()) as { sessionId: string };

    const watcher = new pg.Client({ connectionString: database.url });
    const locker = new pg.Client({ connectionString: database.url });
    await Promise.all([watcher.connect(), locker.connect()]);
    const { rows: lockerRow } = await locker.query<{ pid: number }>(
      'select pg_backend_pid() as pid',
    );
    const lockerPid = lockerRow[0]!.pid;
    try {
      const { rows: user } = await watcher.query<{ id: string }>(
        'select id from auth_users where email = $1',
        [email],
      );
      const userId = user[0]!.id;
      // Hold inserts into user_notifications: fulfilment writes the checkout, the subscription and
      // the everything_table row, then waits here on its "Premium is active" notification.
      // (On its own connection: the watcher's views of pg_stat_activity must not be one snapshot.)
      await locker.query('begin');
      await locker.query('lock table user_notifications in share row exclusive mode');
      const paying = payDemoCheckout(client, sessionId)
        .then((response) => `${response.status}`)
        .catch(() => 'connection lost' as const);
      for (;;) {
        const { rows } = await watcher.query<{ n: string }>(
          `select count(*) as n from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid() and pid <> $1
              and backend_xid is not null and wait_event_type = 'Lock'`,
          [lockerPid],
        );
        if (Number(rows[0]!.n) > 0) break;
        const settled = await Promise.race([paying, Promise.resolve('pending')]);
        expect(settled, 'the payment waits on the held table').toBe('pending');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      // The fulfilment has written (it holds a transaction id) and not committed: kill it.
      const { rows: written } = await watcher.query<{ n: string }>(
        `select count(*) as n from pg_locks l join pg_class c on c.oid = l.relation
          where c.relname = 'everything_table' and l.mode = 'RowExclusiveLock'
            and l.pid <> pg_backend_pid() and l.pid <> $1`,
        [lockerPid],
      );
      expect(Number(written[0]!.n)).toBeGreaterThan(0);
      first.child.kill('SIGKILL');
      expect(await paying).toBe('connection lost');
      await first.exited;
      await locker.query('rollback');
      for (;;) {
        const { rows } = await watcher.query<{ n: string }>(
          `select count(*) as n from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid() and backend_xid is not null`,
        );
        if (Number(rows[0]!.n) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }

      // Nothing of the payment stayed: the checkout is still open, no subscription, no receipt.
      const { rows: session } = await watcher.query<{ status: string }>(
        'select status from checkout_sessions where id = $1',
        [sessionId],
      );
      expect(session[0]!.status).toBe('open');
      expect(await countFor(watcher, 'stripe_subscriptions', userId)).toBe(0);
      expect(await countFor(watcher, 'everything_table', userId)).toBe(0);
      expect(await countFor(watcher, 'user_notifications', userId)).toBe(0);

      // A new process: the member is still on the free plan, pays again, and is premium once.
      const second = await startInstance(database.url);
      instances.push(second);
      const again = clientOf(second, { value: client.cookie.value });
      const before = (await (await again.request('/api/billing/subscription')).json()) as {
        premium: boolean;
      };
      expect(before.premium).toBe(false);
      const paid = await payDemoCheckout(again, sessionId);
      expect(paid.status).toBe(303);
      expect(paid.headers.get('location')).toContain(`session_id=${sessionId}`);
      const after = (await (await again.request('/api/billing/subscription')).json()) as {
        premium: boolean;
      };
      expect(after.premium).toBe(true);
      expect(await countFor(watcher, 'stripe_subscriptions', userId)).toBe(1);
      expect(await countFor(watcher, 'everything_table', userId)).toBe(1);
      const { rows: notes } = await watcher.query<{ title: string }>(
        'select title from user_notifications where user_id = $1',
        [userId],
      );
      expect(notes.map((note) => note.title)).toEqual(['Premium is active']);
      // A second submit of the same card finds the checkout complete: nothing more is charged.
      const twice = await payDemoCheckout(again, sessionId);
      expect(twice.status).toBe(303);
      expect(await countFor(watcher, 'stripe_subscriptions', userId)).toBe(1);
      expect(await countFor(watcher, 'everything_table', userId)).toBe(1);
    } finally {
      await Promise.all([watcher.end(), locker.end()]);
    }
  }, 600_000);
});
