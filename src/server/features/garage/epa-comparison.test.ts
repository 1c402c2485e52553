import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestClient } from '../../test/harness.ts';
import type { VehicleDetailDto, VehicleDto } from '../../../shared/garage.ts';
import { findEpaRatings } from '../knowledge/epa-ratings.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function carOf(client: TestClient, car: Record<string, unknown>) {
  await client.signUp();
  return json<VehicleDto>(await client.post('/api/garage/vehicles', { mileage: 10_000, ...car }));
}

const detail = async (client: TestClient, id: string, query = '') =>
  json<VehicleDetailDto>(await client.get(`/api/garage/vehicles/${id}${query}`));

describe('GET /api/garage/vehicles/{id}: epa', () => {
  it('compares a petrol car’s average with its EPA combined rating, in the user’s units', async () => {
    const ann = t.client();
    const car = await carOf(ann, { year: 2016, make: 'Mazda', model: 'Mazda3' });
    const before = await detail(ann, car.id);
    expect(before.epa).toMatchObject({
      combined: 7.4,
      unit: 'L/100 km',
      higherIsBetter: false,
      epa: { combined: 32, unit: 'mpg (US)' },
      yours: null,
      verdict: null,
      matched: '2016 Mazda 3 4-Door, 3 5-Door',
      powertrain: 'petrol',
      approximate: false,
      charging: null,
    });
    expect(before.epa!.summary).toBe(
      'EPA combined rating: 7.4 L/100 km. Add two full fill-ups to compare your car with it.',
    );

    for (const fill of [
      { date: '2024-03-01', odometer: 10_000, volume: 30 },
      { date: '2024-03-10', odometer: 10_500, volume: 40 },
    ]) {
      expect(
        (await ann.post(`/api/garage/vehicles/${car.id}/fuel`, { cost: 60, ...fill })).status,
      ).toBe(201);
    }
    const metric = (await detail(ann, car.id)).epa!;
    // 40 L over 500 km = 8 L/100 km against 235.21 / 32 mpg = 7.35 L/100 km: 9% more fuel.
    expect(metric).toMatchObject({ yours: 8, differencePercent: 9, verdict: 'worse' });
    expect(metric.summary).toBe(
      'You average 8 L/100 km: 9% more fuel than the EPA combined rating (7.4 L/100 km).',
    );
    const us = (await detail(ann, car.id, '?units=mi,us_gal')).epa!;
    expect(us).toMatchObject({
      combined: 32,
      unit: 'mpg (US)',
      higherIsBetter: true,
      miPerKwh: null,
      yours: 29.4,
      differencePercent: 9,
      verdict: 'worse',
    });
    expect((await detail(ann, car.id, '?units=mi,uk_gal')).epa).toMatchObject({
      combined: 38.4,
      unit: 'mpg (UK)',
      yours: 35.3,
    });
  });

  it('rates an EV in kWh/100 km or kWh/100 mi, never in litres', async () => {
    const bo = t.client();
    const car = await carOf(bo, {
      year: 2020,
      make: 'Nissan',
      model: 'Leaf',
      fuelType: 'electric',
    });
    for (const fill of [
      { date: '2024-03-01', odometer: 10_000, kwh: 20 },
      { date: '2024-03-10', odometer: 10_400, kwh: 60 },
    ]) {
      expect(
        (await bo.post(`/api/garage/vehicles/${car.id}/fuel`, { cost: 12, ...fill })).status,
      ).toBe(201);
    }
    const epaLeaf = findEpaRatings({ year: 2020, make: 'Nissan', model: 'Leaf' })!.rating;
    const km = (await detail(bo, car.id)).epa!;
    expect(km).toMatchObject({
      unit: 'kWh/100 km',
      combined: Math.round((epaLeaf.combined / 1.609344) * 10) / 10,
      epa: { combined: epaLeaf.combined, unit: 'kWh/100 mi' },
      yours: 15,
      verdict: 'better',
      powertrain: 'electric',
      miPerKwh: null,
    });
    expect(km.summary).toMatch(/^You average 15 kWh\/100 km: \d+% less energy than the EPA/);
    const mi = (await detail(bo, car.id, '?units=mi')).epa!;
    expect(mi).toMatchObject({ unit: 'kWh/100 mi', combined: epaLeaf.combined, yours: 24.1 });
    // mi/kWh beside kWh/100 mi, from the server (the EPA's kWh/100 mi, inverted).
    expect(mi.miPerKwh).toBeCloseTo(100 / epaLeaf.combined, 2);
  });

  it('uses the garage fuel type and trim: a Camry marked hybrid gets the hybrid rating', async () => {
    const cy = t.client();
    const car = await carOf(cy, { year: 2020, make: 'Toyota', model: 'Camry', fuelType: 'hybrid' });
    expect((await detail(cy, car.id)).epa).toMatchObject({
      powertrain: 'hybrid',
      epa: { combined: 49, unit: 'mpg (US)' },
    });
    const dee = t.client();
    const pickup = await carOf(dee, {
      year: 2021,
      make: 'Ford',
      model: 'F-150',
      trim: 'XLT PowerBoost Hybrid',
    });
    const epa = (await detail(dee, pickup.id)).epa!;
    expect(epa.powertrain).toBe('hybrid');
    expect(epa.matched).toBe('2021 Ford F150 Pickup 2WD HEV, F150 Pickup 4WD HEV');
  });

  it('is null for a car the EPA never rated (a European model, a heavy-duty pickup)', async () => {
    for (const [make, model] of [
      ['Vauxhall', 'Astra'],
      ['Ford', 'F-250'],
    ]) {
      const owner = t.client();
      const car = await carOf(owner, { year: 2019, make, model });
      expect((await detail(owner, car.id)).epa, `${make} ${model}`).toBeNull();
    }
  });
});
