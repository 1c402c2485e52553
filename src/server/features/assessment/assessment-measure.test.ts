// How honest the assessment is, measured (issue 28): over every catalog car of the coverage list,
// how many have model-specific content; over 50 catalog cars picked at random (seeded) and
// assessed through the API, how many are given a problem that does not apply to them (target 0,
// checked by rules written apart from the matcher's); and no list of an assessment repeats itself.
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, grantPremium, json } from '../../test/harness.ts';
import type { AssessedVehicle, AssessmentResult, CarMarket } from '../../../shared/assessment.ts';
import { loadBestSellers } from '../knowledge/coverage.ts';
import { knowledgeBase } from '../knowledge/knowledge-base.ts';
import { reviewedNoProblem } from '../knowledge/reviewed-years.ts';
import type { KnownProblem } from '../knowledge/schema.ts';
import { baseModels, identifyVehicle, makeNames } from '../vehicle-data/vehicle-identity.ts';
import { builtInAssessment } from './assess.ts';
import { ageYears, groundedProblems, knowsModel, type Grounding } from './grounding.ts';

const TODAY = '2026-11-23';
const kb = knowledgeBase();
const byId = new Map(kb.allKnownProblems().map((entry) => [entry.id, entry]));

/** mulberry32: the same "random" cars on every run and machine. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Car {
  year: number;
  make: string;
  model: string;
  trim: string;
  mileage: number;
  market?: CarMarket;
}

function grounding(car: Car): Grounding {
  const vehicle: AssessedVehicle = {
    vehicleId: null,
    vin: null,
    fuelType: null,
    engineDescription: null,
    transmission: null,
    market: car.market ?? null,
    ...car,
  };
  return {
    today: TODAY,
    vehicle,
    vin: null,
    modelSpecificData: knowsModel(kb, vehicle.make, vehicle.model),
    reviewedNoProblem: reviewedNoProblem(vehicle.make, vehicle.model, vehicle.year) !== null,
    problems: groundedProblems(kb, vehicle, null),
    brand: kb.brandFacts(vehicle.make),
    garage: null,
    answers: {},
    ageYears: ageYears(vehicle.year, TODAY),
  };
}

type Body = Omit<AssessmentResult, 'id' | 'createdAt'>;

/** Every list of an assessment with an entry that appears twice in it. */
function duplicates(body: Body): string[] {
  const lists: [string, string[]][] = [
    ['commonIssues.id', body.reliability.commonIssues.map((i) => i.id)],
    ['commonIssues.title', body.reliability.commonIssues.map((i) => `${i.title}|${i.yearFrom}`)],
    ['keyFindings', body.assessment.keyFindings],
    ['recommendations', body.assessment.recommendations],
    ['urgentIssues', body.assessment.urgentIssues],
    ['pros', body.pros],
    ['cons', body.cons],
    ['maintenanceSchedule', body.maintenanceSchedule.map((s) => s.item)],
  ];
  return lists.flatMap(([name, items]) =>
    items.filter((item, at) => items.indexOf(item) !== at).map((item) => `${name}: ${item}`),
  );
}

// ---- rules of applicability written apart from car-problems.ts (the oracle)

const sizesIn = (text: string) =>
  [...text.matchAll(/(?<![\d.])(\d\.\d)(?![\d.])/g)].map((m) => Number(m[1]));
const DIESEL = /\b(diesel|tdi|hdi|tdci|cdi|dci|crdi|bluehdi|multijet|d-4d|cdti|\d{3}d)\b/i;
const PETROL = /\b(tsi|tfsi|ecoboost|puretech|tce|gdi|petrol|gasoline|vtec)\b/i;

/** Why an issue does not apply to the car as described, or null when nothing rules it out. */
function notApplying(issue: Body['reliability']['commonIssues'][number], car: Car, body: Body) {
  const entry: KnownProblem | undefined = byId.get(issue.id);
  if (!entry) return 'not in the knowledge base';
  if (car.year < entry.yearFrom || car.year > entry.yearTo) return 'another model year';
  const own = identifyVehicle({ year: car.year, make: entry.make, model: entry.model, trim: '' });
  if (own.ok && (own.car.make !== body.vehicle.make || own.car.model !== body.vehicle.model)) {
    return `filed under ${entry.make} ${entry.model}`;
  }
  const engine = entry.engine ?? '';
  const carSizes = sizesIn(car.trim);
  const entrySizes = sizesIn(engine);
  if (carSizes.length && entrySizes.length) {
    if (!entrySizes.some((size) => carSizes.some((mine) => Math.abs(size - mine) < 0.06))) {
      return `an engine of ${entrySizes.join('/')} L, not ${carSizes.join('/')} L`;
    }
  }
  if (DIESEL.test(car.trim) && PETROL.test(engine) && !DIESEL.test(engine)) {
    return 'a petrol engine, not this diesel';
  }
  if (PETROL.test(car.trim) && DIESEL.test(engine) && !PETROL.test(engine)) {
    return 'a diesel engine, not this petrol';
  }
  if (car.market === 'eu' && issue.market === 'us' && issue.applies === 'yes') {
    return 'a US campaign said to apply to a European-market car';
  }
  if (car.market === 'na' && issue.market === 'eu' && issue.applies === 'yes') {
    return 'a European campaign said to apply to a North-American car';
  }
  return null;
}

/** Every catalog car (year, make, model), in a fixed order. */
function catalogCars(): { year: number; make: string; model: string }[] {
  const makes = [...new Set(makeNames().values())].sort();
  return makes.flatMap((make) =>
    [...baseModels(make).entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .flatMap(([model, years]) => [...years].sort().map((year) => ({ year, make, model }))),
  );
}

/** A trim for the car: one engine a known problem of it names (so engines are put to the test). */
function trimFor(car: { year: number; make: string; model: string }, pick: () => number) {
  const engines = kb
    .allKnownProblems()
    .filter((e) => e.make === car.make && e.model === car.model && e.engine)
    .map((e) => e.engine!.replace(/\([^)]*\)/g, '').trim())
    .filter((engine) => engine.length > 0 && engine.length <= 40);
  if (engines.length === 0 || pick() < 0.3) return '';
  return engines[Math.floor(pick() * engines.length)]!;
}

describe('assessment measurement', () => {
  it('counts, over every catalog car of the coverage list, how many have model-specific content', () => {
    let cars = 0;
    let specific = 0;
    const repeated: string[] = [];
    for (const seller of loadBestSellers()) {
      for (const generation of seller.generations) {
        for (let year = generation.yearFrom; year <= generation.yearTo; year += 1) {
          const found = identifyVehicle({ year, make: seller.make, model: seller.model });
          if (!found.ok) continue;
          const car = {
            year,
            make: found.car.make,
            model: found.car.model,
            trim: '',
            mileage: 120_000,
          };
          const { body } = builtInAssessment(grounding(car));
          cars += 1;
          repeated.push(...duplicates(body).map((d) => `${year} ${car.make} ${car.model}: ${d}`));
          if (!body.notEnoughData) specific += 1;
          // "Not enough data" is never dressed up as a confident figure or condition.
          expect(body.reliability.confidence).toBe(body.notEnoughData ? 'low' : 'normal');
          expect(body.assessment.condition).toBe('unknown');
        }
      }
    }
    process.stdout.write(
      `coverage list: ${specific}/${cars} catalog cars (model years) have model-specific content (${((specific / cars) * 100).toFixed(1)}%)\n`,
    );
    expect(cars).toBeGreaterThan(1000);
    expect(repeated).toEqual([]);
  });
});

describe('50 random catalog cars through POST /api/assessment', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ env: { VPIC_CACHE_DIR: path.join(os.tmpdir(), 'odo-vpic') } });
  });
  afterAll(() => t.close());

  it('gives none of them a problem that does not apply, and repeats nothing', async () => {
    const client = t.client();
    const { id } = await client.signUp();
    await grantPremium(t.db, id);
    const pick = seeded(28);
    const all = catalogCars();
    // Catalog cars with an entry filed under their own name for their model year.
    const known = all.filter((car) => kb.knownProblems(car).length > 0);
    const markets: (CarMarket | undefined)[] = ['na', 'eu', undefined];
    // 25 from the whole catalog, 25 from the cars the knowledge base knows (else few are tested).
    const sample = [
      ...Array.from({ length: 25 }, () => all[Math.floor(pick() * all.length)]!),
      ...Array.from({ length: 25 }, () => known[Math.floor(pick() * known.length)]!),
    ].map((car) => ({
      ...car,
      trim: trimFor(car, pick),
      mileage: Math.floor(pick() * 250_000),
      market: markets[Math.floor(pick() * markets.length)],
    }));

    const wrong: string[] = [];
    const repeated: string[] = [];
    let issues = 0;
    for (const car of sample) {
      const { market, ...rest } = car;
      const response = await client.post('/api/assessment', market ? { ...rest, market } : rest);
      const body = await json<AssessmentResult>(response);
      expect(response.status, `${car.year} ${car.make} ${car.model}`).toBe(201);
      const name = `${car.year} ${car.make} ${car.model} "${car.trim}" (${market ?? 'market not given'})`;
      repeated.push(...duplicates(body).map((d) => `${name}: ${d}`));
      for (const issue of body.reliability.commonIssues) {
        issues += 1;
        const why = notApplying(issue, car, body);
        if (why) wrong.push(`${name}: ${issue.id} — ${why}`);
      }
    }
    process.stdout.write(
      `50 random catalog cars (seed 28): ${issues} known problems listed, ${wrong.length} that do not apply\n`,
    );
    expect(issues).toBeGreaterThan(30);
    expect(wrong).toEqual([]);
    expect(repeated).toEqual([]);
  }, 300_000);
});
