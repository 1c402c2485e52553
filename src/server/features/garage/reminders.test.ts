import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maintenanceRecords, serviceReminders } from '../../db/schema.ts';
import { createTestApp, json, type TestClient } from '../../test/harness.ts';
import type {
  MaintenanceRecordDto,
  ReminderDto,
  UpcomingServiceDto,
  VehicleDetailDto,
  VehicleDto,
} from '../../../shared/garage.ts';
import { addMonths, utcTodayIso } from './dates.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function carFor(client: TestClient) {
  await client.signUp();
  return json<VehicleDto>(
    await client.post('/api/garage/vehicles', {
      year: 2018,
      make: 'Toyota',
      model: 'Corolla',
      mileage: 50_000,
    }),
  );
}

function send(client: TestClient, method: string, path: string, body?: unknown) {
  return client.request(path, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function reminderRows(vehicleId: string) {
  return t.db.select().from(serviceReminders).where(eq(serviceReminders.vehicleId, vehicleId));
}

describe('custom reminders', () => {
  it('adds, edits and deletes a reminder; it shows on the vehicle and in upcoming services', async () => {
    const ann = t.client();
    const car = await carFor(ann);
    // Exactly what the web app's reminder dialog sends (toReminderInput).
    const created = await ann.post(`/api/garage/vehicles/${car.id}/reminders`, {
      title: 'Winter tyres',
      serviceType: 'tyres',
      dueDate: '2030-11-01',
      dueMileage: null,
      repeatMonths: 12,
      repeatDistance: null,
    });
    expect(created.status).toBe(201);
    const reminder = await json<ReminderDto>(created);
    expect(reminder).toMatchObject({
      title: 'Winter tyres',
      serviceType: 'tyres',
      dueDate: '2030-11-01',
      dueMileage: null,
      repeatMonths: 12,
      completedAt: null,
    });

    const detail = await json<VehicleDetailDto>(await ann.get(`/api/garage/vehicles/${car.id}`));
    expect(detail.reminders.map((r) => r.id)).toEqual([reminder.id]);
    const upcoming = await json<UpcomingServiceDto[]>(
      await ann.get('/api/garage/upcoming-services'),
    );
    expect(upcoming.find((i) => i.itemKey === `rem:${reminder.id}`)).toMatchObject({
      kind: 'reminder',
      title: 'Winter tyres',
      dueDate: '2030-11-01',
    });

    // In miles on the wire, km in the database.
    const patched = await send(
      ann,
      'PATCH',
      `/api/garage/vehicles/${car.id}/reminders/${reminder.id}?units=mi`,
      { dueMileage: 40_000, repeatDistance: 5_000 },
    );
    expect(patched.status).toBe(200);
    expect(await json(patched)).toMatchObject({ dueMileage: 40_000, repeatDistance: 5_000 });
    const [row] = await reminderRows(car.id);
    expect(row).toMatchObject({ dueMileage: 64_374, repeatKm: 8_047 });

    const removed = await send(
      ann,
      'DELETE',
      `/api/garage/vehicles/${car.id}/reminders/${reminder.id}`,
    );
    expect(removed.status).toBe(204);
    expect(await reminderRows(car.id)).toHaveLength(0);
    expect(
      (await send(ann, 'DELETE', `/api/garage/vehicles/${car.id}/reminders/${reminder.id}`)).status,
    ).toBe(404);
  });

  it.each([
    ['no title', { dueDate: '2030-01-01' }, /title/],
    ['no due at all', { title: 'Wipers' }, /due date, a due mileage, or both/],
    ['a bad date', { title: 'Wipers', dueDate: '2030-13-45' }, /dueDate/],
    ['a negative distance', { title: 'Wipers', dueMileage: -5 }, /dueMileage/],
    ['an unknown field', { title: 'Wipers', dueDate: '2030-01-01', colour: 'red' }, /colour/],
  ])('refuses %s with 400 and writes nothing', async (_name, body, message) => {
    const ann = t.client();
    const car = await carFor(ann);
    const response = await ann.post(`/api/garage/vehicles/${car.id}/reminders`, body);
    expect(response.status).toBe(400);
    const error = (await json<{ error: { code: string; message: string } }>(response)).error;
    expect(error.code).toBe('validation_failed');
    expect(error.message).toMatch(message);
    expect(await reminderRows(car.id)).toHaveLength(0);
  });

  it('refuses a patch that would leave no due, and keeps the reminder as it was', async () => {
    const ann = t.client();
    const car = await carFor(ann);
    const reminder = await json<ReminderDto>(
      await ann.post(`/api/garage/vehicles/${car.id}/reminders`, {
        title: 'Wipers',
        dueDate: '2030-01-01',
      }),
    );
    const response = await send(
      ann,
      'PATCH',
      `/api/garage/vehicles/${car.id}/reminders/${reminder.id}`,
      {
        dueDate: null,
      },
    );
    expect(response.status).toBe(400);
    const [row] = await reminderRows(car.id);
    expect(row!.dueDate).toBe('2030-01-01');
  });

  it("answers 404 for another user's vehicle or reminder, as for a missing one", async () => {
    const ann = t.client();
    const annCar = await carFor(ann);
    const reminder = await json<ReminderDto>(
      await ann.post(`/api/garage/vehicles/${annCar.id}/reminders`, {
        title: 'Wipers',
        dueDate: '2030-01-01',
      }),
    );
    const bob = t.client();
    const bobCar = await carFor(bob);
    const attempts = [
      await bob.post(`/api/garage/vehicles/${annCar.id}/reminders`, {
        title: 'x',
        dueDate: '2030-01-01',
      }),
      await send(bob, 'PATCH', `/api/garage/vehicles/${annCar.id}/reminders/${reminder.id}`, {
        title: 'x',
      }),
      await send(bob, 'PATCH', `/api/garage/vehicles/${bobCar.id}/reminders/${reminder.id}`, {
        title: 'x',
      }),
      await send(bob, 'DELETE', `/api/garage/vehicles/${bobCar.id}/reminders/${reminder.id}`),
      await send(bob, 'DELETE', `/api/garage/vehicles/${annCar.id}/reminders/not-a-uuid`),
      await bob.post(
        `/api/garage/vehicles/${annCar.id}/upcoming-services/rem:${reminder.id}/done`,
        {},
      ),
      await bob.post(
        `/api/garage/vehicles/${bobCar.id}/upcoming-services/rem:${reminder.id}/done`,
        {},
      ),
    ];
    expect(attempts.map((r) => r.status)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    const [row] = await reminderRows(annCar.id);
    expect(row).toMatchObject({ title: 'Wipers', completedAt: null });
    expect(await reminderRows(bobCar.id)).toHaveLength(0);
  });
});

describe('mark done', () => {
  it('records a schedule item with the defaults and moves its next due', async () => {
    const ann = t.client();
    const car = await carFor(ann);
    const response = await ann.post(
      `/api/garage/vehicles/${car.id}/upcoming-services/svc:oil_change/done`,
      {},
    );
    expect(response.status).toBe(201);
    const body = await json<{ record: MaintenanceRecordDto; next: UpcomingServiceDto }>(response);
    const today = utcTodayIso();
    expect(body.record).toMatchObject({
      type: 'oil_change',
      date: today,
      mileage: 50_000,
      cost: 0,
    });
    expect(body.next).toMatchObject({ itemKey: 'svc:oil_change', lastDoneDate: today });
    expect(body.next.dueDate! > today).toBe(true);
  });

  it('completes a one-off reminder, and moves a repeating one from the day it was done', async () => {
    const ann = t.client();
    const car = await carFor(ann);
    const once = await json<ReminderDto>(
      await ann.post(`/api/garage/vehicles/${car.id}/reminders`, {
        title: 'Replace the brake pads',
        serviceType: 'brake_pads',
        dueDate: '2020-01-01',
      }),
    );
    const done = await ann.post(
      `/api/garage/vehicles/${car.id}/upcoming-services/rem:${once.id}/done`,
      {
        date: '2024-05-02',
        mileage: 52_000,
        cost: 12.5,
      },
    );
    expect(done.status).toBe(201);
    const doneBody = await json<{
      record: MaintenanceRecordDto;
      reminder: ReminderDto;
      next: null;
    }>(done);
    expect(doneBody.record).toMatchObject({
      type: 'brake_pads',
      description: 'Replace the brake pads',
      date: '2024-05-02',
      mileage: 52_000,
      cost: 12.5,
    });
    expect(doneBody.reminder.completedAt).not.toBeNull();
    expect(doneBody.next).toBeNull();
    // Done once: a second time is a 404, and nothing more is written.
    expect(
      (await ann.post(`/api/garage/vehicles/${car.id}/upcoming-services/rem:${once.id}/done`, {}))
        .status,
    ).toBe(404);

    const repeating = await json<ReminderDto>(
      await ann.post(`/api/garage/vehicles/${car.id}/reminders`, {
        title: 'Wash the underbody',
        serviceType: 'other',
        dueDate: '2020-01-01',
        dueMileage: 51_000,
        repeatMonths: 6,
        repeatDistance: 10_000,
      }),
    );
    const moved = await json<{ reminder: ReminderDto; next: UpcomingServiceDto }>(
      await ann.post(
        `/api/garage/vehicles/${car.id}/upcoming-services/rem:${repeating.id}/done`,
        {},
      ),
    );
    const today = utcTodayIso();
    expect(moved.reminder).toMatchObject({
      completedAt: null,
      dueDate: addMonths(today, 6),
      dueMileage: 62_000,
    });
    expect(moved.next).toMatchObject({
      itemKey: `rem:${repeating.id}`,
      dueDate: addMonths(today, 6),
    });
    const records = await t.db
      .select()
      .from(maintenanceRecords)
      .where(eq(maintenanceRecords.vehicleId, car.id));
    expect(records).toHaveLength(2);
    const detail = await json<VehicleDetailDto>(await ann.get(`/api/garage/vehicles/${car.id}`));
    expect(detail.mileage).toBe(52_000);
  });

  it('completes a plain reminder (no service type) without writing a maintenance record', async () => {
    const ann = t.client();
    const car = await carFor(ann);
    const plain = await json<ReminderDto>(
      await ann.post(`/api/garage/vehicles/${car.id}/reminders`, {
        title: 'Renew the parking permit',
        dueDate: '2020-01-01',
      }),
    );
    const repeating = await json<ReminderDto>(
      await ann.post(`/api/garage/vehicles/${car.id}/reminders`, {
        title: 'Check the tyre pressure',
        dueMileage: 51_000,
        repeatDistance: 2_000,
      }),
    );
    const url = (reminder: ReminderDto) =>
      `/api/garage/vehicles/${car.id}/upcoming-services/rem:${reminder.id}/done`;

    const done = await ann.post(url(plain), { date: '2024-05-02', mileage: 52_000 });
    expect(done.status).toBe(201);
    const doneBody = await json<{ record: null; reminder: ReminderDto; next: null }>(done);
    expect(doneBody.record).toBeNull();
    expect(doneBody.reminder.completedAt).not.toBeNull();
    expect(doneBody.next).toBeNull();

    const moved = await json<{ record: null; reminder: ReminderDto }>(
      await ann.post(url(repeating), {}),
    );
    expect(moved.record).toBeNull();
    expect(moved.reminder).toMatchObject({ completedAt: null, dueMileage: 54_000 });

    // A cost has no record to go in: refused, and the reminder stays as it was.
    const again = await json<ReminderDto>(
      await ann.post(`/api/garage/vehicles/${car.id}/reminders`, {
        title: 'Car wash',
        dueDate: '2020-01-01',
      }),
    );
    const refused = await ann.post(url(again), { cost: 15 });
    expect(refused.status).toBe(400);
    expect(
      (await json<{ error: { code: string; fields: { path: string }[] } }>(refused)).error,
    ).toMatchObject({ code: 'validation_failed', fields: [{ path: 'cost' }] });
    const [kept] = (await reminderRows(car.id)).filter((row) => row.id === again.id);
    expect(kept!.completedAt).toBeNull();

    // Nothing in the maintenance history: no $0 "Other" service, no "Last service".
    const records = await t.db
      .select()
      .from(maintenanceRecords)
      .where(eq(maintenanceRecords.vehicleId, car.id));
    expect(records).toHaveLength(0);
    const history = await json<{ summary: { servicesCount: number; lastService: unknown } }>(
      await ann.get(`/api/garage/vehicles/${car.id}/history`),
    );
    expect(history.summary).toMatchObject({ servicesCount: 0, lastService: null });
    const detail = await json<VehicleDetailDto>(await ann.get(`/api/garage/vehicles/${car.id}`));
    expect(detail.mileage).toBe(52_000);
    expect(detail.maintenanceRecords).toEqual([]);
  });

  it.each([
    ['an unknown item', 'svc:flux_capacitor', {}, 404],
    ['a malformed key', 'nonsense', {}, 404],
    ['a future date', 'svc:oil_change', { date: '2999-01-01' }, 400],
    ['a negative cost', 'svc:oil_change', { cost: -1 }, 400],
  ])('refuses %s and writes nothing', async (_name, key, body, status) => {
    const ann = t.client();
    const car = await carFor(ann);
    const response = await ann.post(
      `/api/garage/vehicles/${car.id}/upcoming-services/${key}/done`,
      body,
    );
    expect(response.status).toBe(status);
    const records = await t.db
      .select()
      .from(maintenanceRecords)
      .where(eq(maintenanceRecords.vehicleId, car.id));
    expect(records).toHaveLength(0);
  });
});
