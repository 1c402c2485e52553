import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grantPremium, json, type TestClient } from '../../test/harness.ts';
import { assessmentResultSchema, type AssessmentResult } from '../../../shared/assessment.ts';
import type { FuelRecordDto, VehicleDto } from '../../../shared/garage.ts';
import { findEpaRatings } from '../knowledge/epa-ratings.ts';
import { annualFuelCostOf } from './fuel-cost.ts';

const EPA_KM_PER_YEAR = 15_000 * 1.609344;

describe('annualFuelCostOf', () => {
  const mazda = findEpaRatings({ year: 2016, make: 'Mazda', model: 'Mazda3' })!;

  it('multiplies the EPA rating by the distance and the user’s price', () => {
    const cost = annualFuelCostOf({
      epa: mazda,
      kmPerYear: 20_000,
      distanceSource: 'your_records',
      litre: { amount: 1.5, currency: 'EUR' },
      kwh: null,
    })!;
    // 32 mpg (US) = 7.35 L/100 km; 20,000 km → 1,470 L; × 1.50 EUR = 2,205 EUR.
    expect(cost).toMatchObject({
      amount: 2205,
      currency: 'EUR',
      source: 'your_fuel_price',
      distanceKmPerYear: 20_000,
      quantityPerYear: 1470,
      quantityUnit: 'L',
      pricePerUnit: 1.5,
      rating: { combined: 32, unit: 'mpg (US)', per100Km: 7.35, approximate: false },
    });
    expect(cost.basis).toBe(
      'EPA combined 32 mpg (US) = 7.4 L/100 km; over 20,000 km a year (from your records) that is 1,470 L at 1.50 EUR/L (your fill-ups): about 2,205 EUR a year.',
    );
  });

  it('without a price, scales the EPA’s own yearly cost (15,000 mi) to the distance', () => {
    const cost = annualFuelCostOf({
      epa: mazda,
      kmPerYear: 15_000,
      distanceSource: 'typical',
      litre: null,
      kwh: { amount: 0.3, currency: 'EUR' },
    })!;
    const epaYear = mazda.rating.annualFuelCostUsd!;
    expect(cost).toMatchObject({
      amount: Math.round((epaYear * 15_000) / EPA_KM_PER_YEAR),
      currency: 'USD',
      source: 'epa_estimate',
      distanceSource: 'typical',
    });
    expect(cost.basis).toContain(
      `The EPA puts a year's fuel at US$${epaYear.toLocaleString('en-US')}`,
    );
  });

  it('prices an EV’s kWh, and a plug-in hybrid on petrol says so', () => {
    const leaf = findEpaRatings({ year: 2020, make: 'Nissan', model: 'Leaf' })!;
    const ev = annualFuelCostOf({
      epa: leaf,
      kmPerYear: 10_000,
      distanceSource: 'your_records',
      litre: { amount: 2, currency: 'EUR' },
      kwh: { amount: 0.25, currency: 'EUR' },
    })!;
    const kwh = (leaf.rating.combined / 1.609344) * 100;
    expect(ev).toMatchObject({
      quantityUnit: 'kWh',
      quantityPerYear: Math.round(kwh),
      pricePerUnit: 0.25,
      amount: Math.round(kwh * 0.25),
    });
    const prime = findEpaRatings({ year: 2021, make: 'Toyota', model: 'RAV4 Prime (PHEV)' })!;
    const plugIn = annualFuelCostOf({
      epa: prime,
      kmPerYear: 10_000,
      distanceSource: 'typical',
      litre: { amount: 2, currency: 'EUR' },
      kwh: null,
    })!;
    expect(plugIn.basis).toContain('of petrol if it is never charged');
    expect(annualFuelCostOf(null)).toBeNull();
  });
});

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function assess(client: TestClient, body: unknown) {
  const response = await client.post('/api/assessment', body);
  expect(response.status).toBe(201);
  const result = await json<AssessmentResult>(response);
  expect(assessmentResultSchema.parse(result)).toEqual(result);
  return result;
}

describe('POST /api/assessment: annualFuelCost', () => {
  it('a described car and an empty garage: the EPA’s estimate over a typical year, cited', async () => {
    const ann = t.client();
    await ann.signUp();
    const result = await assess(ann, { year: 2016, make: 'Mazda', model: 'Mazda3', mileage: 0 });
    const epaYear = findEpaRatings({ year: 2016, make: 'Mazda', model: 'Mazda3' })!.rating
      .annualFuelCostUsd!;
    expect(result.annualFuelCost).toMatchObject({
      amount: Math.round((epaYear * 15_000) / EPA_KM_PER_YEAR),
      currency: 'USD',
      source: 'epa_estimate',
      distanceKmPerYear: 15_000,
      distanceSource: 'typical',
      rating: { combined: 32, unit: 'mpg (US)', matched: '2016 Mazda 3 4-Door, 3 5-Door' },
    });
    expect(result.basedOn).toContainEqual(
      expect.objectContaining({
        kind: 'epa_rating',
        label: 'US EPA rating: 32 mpg (US) combined (2016 Mazda 3 4-Door, 3 5-Door)',
      }),
    );
    // Read back as saved.
    expect(await json(await ann.get(`/api/assessment/${result.id}`))).toEqual(result);
  });

  it('a garage car with fill-ups: the user’s distance and price; the same for a car to buy', async () => {
    const bo = t.client();
    const { id } = await bo.signUp();
    // Two assessments: more than the free quota.
    await grantPremium(t.db, id);
    const car = await json<VehicleDto>(
      await bo.post('/api/garage/vehicles', {
        year: 2020,
        make: 'Toyota',
        model: 'Camry',
        fuelType: 'hybrid',
        mileage: 10_000,
      }),
    );
    const fills: FuelRecordDto[] = [];
    for (const fill of [
      { date: '2024-01-01', odometer: 10_000, volume: 40, cost: 60 },
      { date: '2024-07-01', odometer: 20_000, volume: 40, cost: 64 },
    ]) {
      fills.push(
        await json<FuelRecordDto>(await bo.post(`/api/garage/vehicles/${car.id}/fuel`, fill)),
      );
    }
    const own = (await assess(bo, { vehicleId: car.id })).annualFuelCost!;
    // 10,000 km in 182 days → 20,055 km a year; (60 + 64) / 80 L = 1.55 a litre.
    expect(own).toMatchObject({
      source: 'your_fuel_price',
      currency: fills[0]!.currency,
      distanceKmPerYear: 20_055,
      distanceSource: 'your_records',
      pricePerUnit: 1.55,
      rating: { combined: 49, unit: 'mpg (US)' },
    });
    // 49 mpg (US) = 4.80 L/100 km → 963 L a year.
    expect(own.quantityPerYear).toBe(963);
    expect(own.amount).toBe(Math.round((((235.2145833 / 49) * 20_055.49) / 100) * 1.55));

    const toBuy = (
      await assess(bo, { year: 2016, make: 'Mazda', model: 'Mazda3', mileage: 90_000 })
    ).annualFuelCost!;
    expect(toBuy).toMatchObject({
      source: 'your_fuel_price',
      distanceSource: 'your_records',
      distanceKmPerYear: 20_055,
      pricePerUnit: 1.55,
      rating: { combined: 32 },
    });
  });

  it('is null for a car the EPA never rated', async () => {
    const cy = t.client();
    await cy.signUp();
    const result = await assess(cy, { year: 2019, make: 'Vauxhall', model: 'Astra', mileage: 0 });
    expect(result.annualFuelCost).toBeNull();
    expect(result.basedOn.map((item) => item.kind)).not.toContain('epa_rating');
  });
});
