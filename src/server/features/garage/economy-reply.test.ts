// The economy the garage replies carry (economy-reply.ts): last economy and trend in the units
// asked, the same figures whatever the units once converted, and a direction units cannot flip.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestClient } from '../../test/harness.ts';
import type { VehicleDetailDto, VehicleDto } from '../../../shared/garage.ts';
import {
  kwhPer100KmToKwhPer100Mi,
  kwhPer100KmToMiPerKwh,
  lPer100KmToMpgUk,
  lPer100KmToMpgUs,
} from '../../../shared/units.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function carWith(
  client: TestClient,
  fuelType: string,
  fills: Array<Record<string, unknown>>,
): Promise<VehicleDto> {
  await client.signUp();
  const car = await json<VehicleDto>(
    await client.post('/api/garage/vehicles', {
      year: 2019,
      make: 'Mazda',
      model: 'CX-5',
      mileage: 10_000,
      fuelType,
    }),
  );
  for (const fill of fills) {
    const saved = await client.post(`/api/garage/vehicles/${car.id}/fuel`, { cost: 50, ...fill });
    expect(saved.status).toBe(201);
  }
  return car;
}

async function listed(client: TestClient, id: string, units?: string) {
  const list = await json<VehicleDto[]>(
    await client.get(`/api/garage/vehicles${units ? `?units=${units}` : ''}`),
  );
  return list.find((vehicle) => vehicle.id === id)!;
}

/** Full tanks every 500 km burning `litres[i]`: 8.0, 7.0, 6.0 ... L/100 km for 40, 35, 30 L. */
function tanks(litres: number[], start = 10_000) {
  return [
    { date: '2024-01-01', volume: 40, odometer: start },
    ...litres.map((volume, index) => ({
      date: `2024-02-${String(index + 1).padStart(2, '0')}`,
      volume,
      odometer: start + 500 * (index + 1),
    })),
  ];
}

describe('the garage list carries the last economy and the trend (economy-reply.ts)', () => {
  it('a petrol car: the same figures in km and in mpg, and the same direction', async () => {
    const ann = t.client();
    // 9.0, 8.0, 7.0 L/100 km: each better than the last.
    const car = await carWith(ann, 'petrol', tanks([45, 40, 35]));
    const metric = await listed(ann, car.id);
    expect(metric.lastFuelEconomy).toEqual({
      value: 7,
      unit: 'L/100 km',
      date: '2024-02-03',
      charge: false,
    });
    expect(metric.economyTrend).toEqual({
      unit: 'L/100 km',
      charge: false,
      values: [9, 8, 7],
      direction: 'better',
    });

    for (const [units, unit, toUnit] of [
      ['mi,us_gal', 'mpg (US)', lPer100KmToMpgUs],
      ['imperial_uk', 'mpg (UK)', lPer100KmToMpgUk],
    ] as const) {
      const other = await listed(ann, car.id, units);
      expect(other.units.distance).toBe('mi');
      expect(other.lastFuelEconomy).toMatchObject({ unit, charge: false, date: '2024-02-03' });
      expect(other.lastFuelEconomy!.value).toBeCloseTo(toUnit(7), 2);
      expect(other.economyTrend!.unit).toBe(unit);
      // Converted back, the figures are the metric reply's (mpg rises as L/100 km falls).
      expect(other.economyTrend!.values.map((mpg) => toUnit(mpg))).toEqual(
        metric.economyTrend!.values.map((l) => expect.closeTo(l, 1)),
      );
      expect(other.economyTrend!.values[2]).toBeGreaterThan(other.economyTrend!.values[0]!);
      expect(other.economyTrend!.direction).toBe('better');
    }
  });

  it('a worse fill-up reads worse in every unit; a steady one has no direction', async () => {
    const ann = t.client();
    // 7.0 then 8.0 L/100 km.
    const worse = await carWith(ann, 'diesel', tanks([35, 40]));
    for (const units of [undefined, 'mi,us_gal', 'uk_gal']) {
      expect((await listed(ann, worse.id, units)).economyTrend!.direction).toBe('worse');
    }
    const bob = t.client();
    // 7.0 then 7.02 L/100 km (35.1 L over 500 km): within 0.05 L/100 km is steady.
    const steady = await carWith(bob, 'petrol', tanks([35, 35.1]));
    for (const units of [undefined, 'mi,us_gal']) {
      expect((await listed(bob, steady.id, units)).economyTrend!.direction).toBeNull();
    }
    // A single measurable fill-up: a value, no direction.
    const cy = t.client();
    const single = await carWith(cy, 'petrol', tanks([35]));
    expect((await listed(cy, single.id)).economyTrend).toEqual({
      unit: 'L/100 km',
      charge: false,
      values: [7],
      direction: null,
    });
  });

  it('keeps the last 8 measurable fill-ups, oldest first; none before two full tanks', async () => {
    const ann = t.client();
    const litres = [50, 49, 48, 47, 46, 45, 44, 43, 42, 41];
    const car = await carWith(ann, 'petrol', tanks(litres));
    const trend = (await listed(ann, car.id)).economyTrend!;
    expect(trend.values).toEqual(litres.slice(-8).map((l) => l / 5));
    expect(trend.direction).toBe('better');

    const bob = t.client();
    const first = await carWith(bob, 'petrol', tanks([]));
    const alone = await listed(bob, first.id);
    expect(alone.lastFuelEconomy).toBeNull();
    expect(alone.economyTrend).toBeNull();
  });

  it('an EV reads kWh/100 km or kWh/100 mi (and mi/kWh), even beside a stray litre entry', async () => {
    const ann = t.client();
    // 16 then 15 kWh/100 km; then a fuel entry and a full tank that a petrol car would measure.
    const car = await carWith(ann, 'electric', [
      { date: '2024-03-01', kwh: 40, odometer: 10_000 },
      { date: '2024-03-05', kwh: 64, odometer: 10_400 },
      { date: '2024-03-09', kwh: 60, odometer: 10_800 },
      { date: '2024-03-10', volume: 10, odometer: 10_810 },
      { date: '2024-03-11', volume: 10, odometer: 10_900 },
    ]);
    const km = await listed(ann, car.id);
    expect(km.lastFuelEconomy).toEqual({
      value: 15,
      unit: 'kWh/100 km',
      date: '2024-03-09',
      charge: true,
    });
    expect(km.economyTrend).toEqual({
      unit: 'kWh/100 km',
      charge: true,
      values: [16, 15],
      direction: 'better',
    });
    const mi = await listed(ann, car.id, 'mi,us_gal');
    expect(mi.lastFuelEconomy).toMatchObject({ unit: 'kWh/100 mi', charge: true });
    expect(mi.lastFuelEconomy!.value).toBeCloseTo(kwhPer100KmToKwhPer100Mi(15), 2);
    expect(mi.economyTrend!.values[0]).toBeCloseTo(kwhPer100KmToKwhPer100Mi(16), 2);
    expect(mi.economyTrend!.direction).toBe('better');

    const detailKm = await json<VehicleDetailDto>(await ann.get(`/api/garage/vehicles/${car.id}`));
    expect(detailKm.fuelEconomy).toMatchObject({
      unit: 'kWh/100 km',
      charge: true,
      last: 15,
      averageMiPerKwh: null,
      lastMiPerKwh: null,
    });
    // (64 + 60) kWh over 800 km
    expect(detailKm.fuelEconomy.average).toBe(15.5);
    const detailMi = await json<VehicleDetailDto>(
      await ann.get(`/api/garage/vehicles/${car.id}?units=mi`),
    );
    expect(detailMi.fuelEconomy.unit).toBe('kWh/100 mi');
    expect(detailMi.fuelEconomy.last).toBeCloseTo(kwhPer100KmToKwhPer100Mi(15), 2);
    expect(detailMi.fuelEconomy.lastMiPerKwh).toBeCloseTo(kwhPer100KmToMiPerKwh(15), 2);
    expect(detailMi.fuelEconomy.averageMiPerKwh).toBeCloseTo(kwhPer100KmToMiPerKwh(15.5), 2);
    // The detail's list fields are the list's, from the same computation.
    expect(detailMi.lastFuelEconomy).toEqual(mi.lastFuelEconomy);
    expect(detailMi.economyTrend).toEqual({ ...mi.economyTrend, unit: 'kWh/100 mi' });
  });

  it("the detail's summary, chart points and list fields agree in the units asked", async () => {
    const ann = t.client();
    const car = await carWith(ann, 'petrol', tanks([45, 40]));
    const detail = await json<VehicleDetailDto>(
      await ann.get(`/api/garage/vehicles/${car.id}?units=mi,us_gal`),
    );
    expect(detail.fuelEconomy).toMatchObject({ unit: 'mpg (US)', charge: false });
    expect(detail.fuelEconomy.last).toBe(detail.lastFuelEconomy!.value);
    expect(detail.fuelEconomy.trend.map((point) => point.value)).toEqual(
      detail.economyTrend!.values,
    );
    expect(detail.fuelEconomy.trend.every((point) => point.unit === 'mpg (US)')).toBe(true);
    expect(detail.fuelEconomy.averageMiPerKwh).toBeNull();
    // Readings and volumes of the same reply are in miles and US gallons.
    expect(detail.mileage).toBe(Math.round(11_000 / 1.609344));
    expect(detail.fuelRecords.find((f) => f.date === '2024-01-01')!.volume).toBeCloseTo(
      40 / 3.785411784,
      3,
    );
  });
});
