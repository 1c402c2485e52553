import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userNotifications } from '../../db/schema.ts';
import { createTestApp, json } from '../../test/harness.ts';
import type { VehicleDto } from '../../../shared/garage.ts';
import { notifyDueServices } from './notify-due.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('notifyDueServices (the daily job)', () => {
  it('notifies each due item exactly once, even when run twice and in parallel', async () => {
    const ann = t.client();
    const { id: userId } = await ann.signUp();
    const car = await json<VehicleDto>(
      await ann.post('/api/garage/vehicles', {
        year: 2015,
        make: 'Ford',
        model: 'Focus',
        mileage: 90_000,
      }),
    );
    await ann.post(`/api/garage/vehicles/${car.id}/maintenance`, {
      type: 'brake_fluid',
      date: '2020-01-01',
      mileage: 40_000,
      cost: 70,
    });
    const first = await Promise.all([notifyDueServices(t.db), notifyDueServices(t.db)]);
    const again = await notifyDueServices(t.db);
    const notes = await t.db
      .select()
      .from(userNotifications)
      .where(and(eq(userNotifications.userId, userId), eq(userNotifications.type, 'service_due')));
    expect(notes.length).toBeGreaterThanOrEqual(1);
    expect(first[0].created + first[1].created).toBe(notes.length);
    expect(again.created).toBe(0);
    const brake = notes.filter((n) => n.title.startsWith('Brake fluid'));
    expect(brake).toHaveLength(1);
    expect(brake[0]).toMatchObject({
      linkPath: `/vehicle/${car.id}`,
      title: 'Brake fluid is overdue',
    });
  });
});
