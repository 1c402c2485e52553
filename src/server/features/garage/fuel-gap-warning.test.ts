// A fill-up after one nobody recorded is saved as sent, with a warning in the reply (issue 29:
// gaps are not economy), through POST /api/garage/vehicles/:id/fuel.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestClient } from '../../test/harness.ts';
import type { FuelRecordDto, VehicleDto } from '../../../shared/garage.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Reply = FuelRecordDto & { warning?: { code: string; message: string } };

async function carWithUsualFills(client: TestClient) {
  await client.signUp();
  const car = await json<VehicleDto>(
    await client.post('/api/garage/vehicles', {
      year: 2017,
      make: 'Skoda',
      model: 'Octavia',
      mileage: 40_000,
    }),
  );
  // Five full fills 600 km apart at ~6.5 L/100 km: the car's usual.
  for (let i = 0; i <= 4; i += 1) {
    const reply = await json<Reply>(
      await client.post(`/api/garage/vehicles/${car.id}/fuel`, {
        date: `2026-0${i + 1}-10`,
        odometer: 40_000 + i * 600,
        volume: 39 + (i % 2),
        cost: 60,
        fullTank: true,
      }),
    );
    expect(reply.warning).toBeUndefined();
  }
  return car;
}

describe('a fill-up after an unrecorded one', () => {
  it('is saved, with a missed_fill_up_suspected warning naming the share of the usual', async () => {
    const client = t.client();
    const car = await carWithUsualFills(client);
    // 2,000 km later only 40 L (2 L/100 km): the fill-up in between was never entered.
    const response = await client.post(`/api/garage/vehicles/${car.id}/fuel`, {
      date: '2026-06-10',
      odometer: 44_400,
      volume: 40,
      cost: 61,
      fullTank: true,
    });
    expect(response.status).toBe(201);
    const reply = await json<Reply>(response);
    expect(reply.id).toBeTruthy();
    expect(reply.warning).toEqual({
      code: 'missed_fill_up_suspected',
      message: expect.stringMatching(
        /^Saved\. This fill-up shows \d+% .*missed the previous fill-up/,
      ),
    });
  });

  it('says nothing for a usual fill-up, or one already marked as following a missed one', async () => {
    const client = t.client();
    const car = await carWithUsualFills(client);
    const usual = await json<Reply>(
      await client.post(`/api/garage/vehicles/${car.id}/fuel`, {
        date: '2026-06-10',
        odometer: 43_000,
        volume: 39,
        cost: 60,
        fullTank: true,
      }),
    );
    expect(usual.warning).toBeUndefined();
    const marked = await json<Reply>(
      await client.post(`/api/garage/vehicles/${car.id}/fuel`, {
        date: '2026-07-10',
        odometer: 44_300,
        volume: 40,
        cost: 61,
        fullTank: true,
        missedPrevious: true,
      }),
    );
    expect(marked.warning).toBeUndefined();
  });
});
