// The schedule knows the powertrain: no timing-belt job for a chain engine, none of the engine's
// jobs for an EV, and a qualified belt job when Odo cannot tell the engine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestClient } from '../../test/harness.ts';
import type { UpcomingServiceDto, VehicleDetailDto, VehicleDto } from '../../../shared/garage.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A new member each time: the free plan's vehicle quota stays out of the way. */
async function member(): Promise<TestClient> {
  const client = t.client();
  await client.signUp();
  return client;
}

async function upcomingOf(car: Record<string, unknown>) {
  const ann = await member();
  const created = await ann.post('/api/garage/vehicles', { mileage: 80_000, ...car });
  expect(created.status).toBe(201);
  const vehicle = await json<VehicleDto>(created);
  const detail = await json<VehicleDetailDto>(await ann.get(`/api/garage/vehicles/${vehicle.id}`));
  const all = await json<UpcomingServiceDto[]>(await ann.get('/api/garage/upcoming-services'));
  const listed = all.filter((item) => item.vehicleId === vehicle.id);
  // The vehicle page and the garage-wide list agree.
  expect(listed.map((item) => item.itemKey).sort()).toEqual(
    detail.upcomingServices.map((item) => item.itemKey).sort(),
  );
  return {
    types: detail.upcomingServices.map((item) => item.serviceType),
    belt: detail.upcomingServices.find((item) => item.serviceType === 'timing_belt'),
  };
}

describe('a powertrain-aware schedule', () => {
  it('has no timing-belt job for chain engines (2018 Civic, 2012 Impreza)', async () => {
    const civic = await upcomingOf({
      year: 2018,
      make: 'Honda',
      model: 'Civic',
      fuelType: 'petrol',
    });
    expect(civic.types).not.toContain('timing_belt');
    expect(civic.types).toContain('oil_change');
    expect(civic.types).toContain('spark_plugs');
    const impreza = await upcomingOf({ year: 2012, make: 'Subaru', model: 'Impreza' });
    expect(impreza.types).not.toContain('timing_belt');
  });

  it('keeps it, naming the family, for belt engines (2010 Impreza 2.5, 2015 Golf 1.4 TSI)', async () => {
    const impreza = await upcomingOf({
      year: 2010,
      make: 'Subaru',
      model: 'Impreza',
      trim: '2.5i',
    });
    expect(impreza.belt?.source).toMatch(/^A timing belt drives the camshafts of the EJ boxer/);
    const golf = await upcomingOf({
      year: 2015,
      make: 'Volkswagen',
      model: 'Golf',
      trim: '1.4 TSI',
      fuelType: 'petrol',
    });
    expect(golf.belt?.source).toMatch(/EA211 1\.0–1\.6 TSI/);
  });

  it('keeps it, qualified, when the engine is unknown or ambiguous', async () => {
    for (const car of [
      { year: 2015, make: 'Trabant', model: '601' },
      { year: 2012, make: 'Honda', model: 'Accord' },
    ]) {
      const { belt } = await upcomingOf(car);
      expect(belt?.source).toMatch(/^Only if your engine has a timing belt \(chains need none\)/);
    }
  });

  it('gives an EV (Nissan Leaf) none of the engine’s jobs', async () => {
    const leaf = await upcomingOf({
      year: 2019,
      make: 'Nissan',
      model: 'Leaf',
      fuelType: 'electric',
    });
    for (const type of [
      'oil_change',
      'coolant',
      'transmission_fluid',
      'timing_belt',
      'spark_plugs',
      'air_filter',
    ]) {
      expect(leaf.types, type).not.toContain(type);
    }
    expect(leaf.types).toEqual(
      expect.arrayContaining(['tyre_rotation', 'brake_fluid', 'cabin_filter', 'battery', 'tyres']),
    );
  });

  it('keeps the job for a chain car whose owner recorded a belt change', async () => {
    const ann = await member();
    const created = await ann.post('/api/garage/vehicles', {
      year: 2018,
      make: 'Honda',
      model: 'Civic',
      mileage: 120_000,
    });
    const vehicle = await json<VehicleDto>(created);
    const record = await ann.post(`/api/garage/vehicles/${vehicle.id}/maintenance`, {
      type: 'timing_belt',
      description: 'Timing belt',
      date: '2024-03-01',
      cost: 500,
      mileage: 100_000,
    });
    expect(record.status).toBe(201);
    const detail = await json<VehicleDetailDto>(
      await ann.get(`/api/garage/vehicles/${vehicle.id}`),
    );
    const belt = detail.upcomingServices.find((item) => item.serviceType === 'timing_belt');
    expect(belt).toMatchObject({ lastDoneDate: '2024-03-01' });
    expect(belt?.source).toMatch(/^Only if your engine has a timing belt/);
  });
});
