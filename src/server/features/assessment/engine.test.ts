// The built-in engine's formula (decision 015), pinned on known cases with a fixed date: the
// figures here are the ones the decision's examples quote.
import { describe, expect, it } from 'vitest';
import type { AssessedVehicle } from '../../../shared/assessment.ts';
import { assessmentResultSchema } from '../../../shared/assessment.ts';
import { knowledgeBase } from '../knowledge/knowledge-base.ts';
import { scheduleFor } from '../garage/schedule.ts';
import { builtInAssessment } from './assess.ts';
import {
  ageYears,
  engineTextOf,
  groundedProblems,
  knowsModel,
  type Grounding,
} from './grounding.ts';

const TODAY = '2026-11-23';
const kb = knowledgeBase();

function grounding(
  car: Pick<AssessedVehicle, 'year' | 'make' | 'model' | 'mileage'> & Partial<AssessedVehicle>,
  extra: Partial<Grounding> = {},
): Grounding {
  const vehicle: AssessedVehicle = {
    vehicleId: null,
    trim: '',
    vin: null,
    fuelType: null,
    engineDescription: null,
    transmission: null,
    ...car,
  };
  return {
    today: TODAY,
    vehicle,
    vin: null,
    modelSpecificData: knowsModel(kb, vehicle.make, vehicle.model),
    problems: groundedProblems(kb, vehicle, null),
    brand: kb.brandFacts(vehicle.make),
    garage: null,
    answers: {},
    ageYears: ageYears(vehicle.year, TODAY),
    ...extra,
  };
}

const altima = { year: 2013, make: 'Nissan', model: 'Altima', mileage: 150_000 };

function assessed(g: Grounding) {
  const result = builtInAssessment(g);
  // Every built-in answer is a valid AssessmentResult once it has an id and a date.
  assessmentResultSchema.parse({ id: 'x', createdAt: TODAY, ...result.body });
  return result;
}

describe('score and condition (pinned)', () => {
  it('2013 Nissan Altima, 150,000 km: 5.3, condition not known; the CVT problem first, as "maybe"', () => {
    const { body, breakdown } = assessed(grounding(altima));
    expect(breakdown).toEqual({
      problems: 1.26,
      age: 2,
      mileage: 1.67,
      brand: -0.23,
      records: 0,
      answers: 0,
      conditionPoints: 1.83,
    });
    expect(body.reliability.score).toBe(5.3);
    expect(body.reliability.confidence).toBe('normal');
    // No answers and no records: the condition is not known (never guessed from age alone).
    expect(body.assessment.condition).toBe('unknown');
    expect(body.summary).toContain('condition not assessed');
    expect(body.reliability.commonIssues.map((i) => [i.id, i.applies])).toEqual([
      ['nissan-altima-2013-2016-cvt', 'maybe'],
      ['nissan-altima-2013-2018-hood-latch', 'yes'],
    ]);
    expect(body.reliability.averageMaintenanceCost).toBe(500);
    expect(body.reliability.expectedLifespan).toBe(12);
    expect(body.assessment.urgentIssues).toEqual([]);
    expect(body.summary).toContain('CVT judder, overheating and failure');
    expect(body.summary).toContain('5.3/10');
  });

  it('warning lights on lower the score by 1 and the condition (fair → poor), and are urgent', () => {
    const plain = assessed(grounding(altima, { answers: { warningLightsOn: false } })).body;
    const lit = assessed(grounding(altima, { answers: { warningLightsOn: true } })).body;
    expect(lit.reliability.score).toBe(4.3);
    expect(lit.assessment.condition).toBe('poor');
    expect(plain.assessment.condition).toBe('fair');
    expect(lit.assessment.urgentIssues[0]).toMatch(/^Warning lights are on/);
    // A young car in excellent shape is capped at fair by the lights.
    const young = { year: 2024, make: 'Toyota', model: 'Corolla', mileage: 10_000 };
    expect(assessed(grounding(young)).body.assessment.condition).toBe('unknown');
    expect(
      assessed(grounding(young, { answers: { warningLightsOn: false } })).body.assessment.condition,
    ).toBe('excellent');
    expect(
      assessed(grounding(young, { answers: { warningLightsOn: true } })).body.assessment.condition,
    ).toBe('fair');
  });

  it('accident, rust, owners and service history move the score as the table says', () => {
    const { breakdown, body } = assessed(
      grounding(altima, {
        answers: {
          accidentHistory: 'major',
          rustSeen: 'surface',
          owners: 4,
          serviceHistory: 'none',
        },
      }),
    );
    // major 1 + surface 0.3 + 2 extra owners × 0.2 + none 0.7
    expect(breakdown.answers).toBe(2.4);
    expect(body.reliability.score).toBe(2.9);
    expect(body.assessment.condition).toBe('poor');
    const full = assessed(
      grounding(altima, { answers: { serviceHistory: 'full', accidentHistory: 'none' } }),
    );
    expect(full.breakdown.answers).toBe(-0.3);
    expect(full.body.reliability.score).toBe(5.6);
    expect(full.body.pros).toContain('Full service history.');
  });

  it('a garage car with a timing belt overdue by its schedule: urgent, named, 3.1, poor', () => {
    const due = scheduleFor({
      vehicle: {
        id: 'v1',
        year: 2009,
        fuelType: 'petrol',
        mileage: 210_000,
        initialMileage: 200_000,
        addedDate: '2026-01-10',
      },
      records: [{ type: 'timing_belt', date: '2015-03-01', mileage: 95_000 }],
      reminders: [],
      points: [],
      today: TODAY,
    });
    const car = { year: 2009, make: 'Subaru', model: 'Outback', mileage: 210_000 };
    const { body, breakdown } = assessed(
      grounding(
        { ...car, vehicleId: 'v1', fuelType: 'petrol' },
        { garage: { due, maintenanceCount: 1, fuelCount: 0, recordedTypes: ['timing_belt'] } },
      ),
    );
    // timing belt 1.5 + tyre rotation (due at 210,000 km) 0.2
    expect(breakdown.records).toBe(1.7);
    expect(body.reliability.score).toBe(3.1);
    expect(body.assessment.condition).toBe('poor');
    expect(body.assessment.urgentIssues[0]).toBe(
      'Timing belt overdue: it was due at 195,000 km or by 2021-03-01 (last done 2015-03-01 at 95,000 km); the car is at 210,000 km. A broken timing belt can destroy the engine: have it replaced before driving far.',
    );
    // The Takata recall applies to every 2009 Outback: check it was done.
    expect(body.assessment.urgentIssues[1]).toMatch(/Takata.*free recall repair/);
    const belt = body.maintenanceSchedule.find((item) => item.item === 'timing_belt');
    expect(belt).toMatchObject({ status: 'overdue', dueKm: 195_000, dueDate: '2021-03-01' });
    expect(body.basedOn.map((b) => b.kind)).toContain('garage_records');
  });

  it('unknown make: no problems invented, plain words, score from age and mileage only (7.3)', () => {
    const { body, breakdown } = assessed(
      grounding({ year: 2015, make: 'Trabant', model: '601', mileage: 80_000 }),
    );
    expect(body.modelSpecificData).toBe(false);
    expect(body.reliability.commonIssues).toEqual([]);
    expect(breakdown).toMatchObject({ problems: 0, brand: 0, age: 1.83, mileage: 0.89 });
    expect(body.reliability.score).toBe(7.3);
    expect(body.notEnoughData).toBe(true);
    expect(body.reliability.confidence).toBe('low');
    expect(body.summary).toMatch(/not enough data for a reliability score/);
    expect(body.assessment.condition).toBe('unknown');
    expect(body.reliability.averageMaintenanceCost).toBe(500);
    expect(body.reliability.expectedLifespan).toBe(12);
    expect(body.summary).toMatch(/no model-specific data/);
    expect(body.assessment.keyFindings[0]).toMatch(/no model-specific data for the Trabant 601/);
    expect(body.assessment.urgentIssues).toEqual([]);
  });

  it('a known make with an unknown model uses the brand figures but no problems', () => {
    const { body } = assessed(
      grounding({ year: 2015, make: 'Nissan', model: 'Imaginary', mileage: 80_000 }),
    );
    expect(body.modelSpecificData).toBe(false);
    expect(body.reliability.commonIssues).toEqual([]);
    expect(body.basedOn.find((b) => b.kind === 'brand_facts')?.detail).toMatch(/RepairPal/);
  });

  it('stays within 0..10 whatever the answers', () => {
    const worst = assessed(
      grounding(
        { year: 1990, make: 'Nissan', model: 'Altima', mileage: 900_000 },
        {
          answers: {
            warningLightsOn: true,
            accidentHistory: 'major',
            rustSeen: 'structural',
            owners: 20,
            serviceHistory: 'none',
          },
        },
      ),
    ).body;
    // No 1990 entries; 10 − age 2 − mileage 2 + brand 0.23 − answers (1 + 1 + 1.5 + 0.6 + 0.7)
    expect(worst.reliability.score).toBe(1.4);
    expect(worst.assessment.condition).toBe('poor');
    const best = assessed(
      grounding({ year: 2026, make: 'Toyota', model: 'Corolla', mileage: 0 }),
    ).body;
    expect(best.reliability.score).toBe(10);
  });
});

describe('maintenance schedule of a described car', () => {
  it('marks what has fallen due as unknown ("ask for proof"), never urgent', () => {
    const { body } = assessed(grounding(altima));
    expect(body.maintenanceSchedule.find((item) => item.item === 'oil_change')).toMatchObject({
      status: 'unknown',
    });
    expect(body.maintenanceSchedule.every((item) => item.status !== 'overdue')).toBe(true);
    expect(body.assessment.urgentIssues).toEqual([]);
    // A belt engine (the Pilot's J35 V6): the belt has come due once; ask for proof.
    const pilot = { year: 2013, make: 'Honda', model: 'Pilot', mileage: 150_000 };
    const { body: pilotBody } = assessed(grounding(pilot));
    const belt = pilotBody.maintenanceSchedule.find((item) => item.item === 'timing_belt')!;
    expect(belt).toMatchObject({ status: 'unknown', dueKm: 100_000 });
    expect(belt.note).toMatch(/Ask for proof it was done/);
    expect(belt.note).toMatch(/A timing belt drives the camshafts of the J-series V6/);
    expect(pilotBody.assessment.recommendations.join(' ')).toMatch(
      /proof of the big services.*timing belt/,
    );
    const young = assessed(grounding({ ...pilot, year: 2026, mileage: 5_000 }));
    const youngBelt = young.body.maintenanceSchedule.find((item) => item.item === 'timing_belt');
    expect(youngBelt?.status).toBe('ok');
  });

  it('leaves out the timing belt of a chain engine, and qualifies it when unknown', () => {
    // The 2013 Altima has a QR25 or a VQ35: both chain-driven.
    const { body } = assessed(grounding(altima));
    expect(body.maintenanceSchedule.map((item) => item.item)).not.toContain('timing_belt');
    expect(body.assessment.recommendations.join(' ')).not.toMatch(/timing belt/);
    // A 2013 Accord: a K24 (chain) or a J35 (belt); nothing says which.
    const accord = assessed(
      grounding({ year: 2013, make: 'Honda', model: 'Accord', mileage: 150_000 }),
    );
    const belt = accord.body.maintenanceSchedule.find((item) => item.item === 'timing_belt')!;
    expect(belt.note).toMatch(/Only if the engine has a timing belt \(chains need none\)\.$/);
    // The trim tells: an Accord EX-L V6 has the J35's belt.
    const v6 = assessed(
      grounding({ year: 2013, make: 'Honda', model: 'Accord', trim: 'EX-L V6', mileage: 150_000 }),
    );
    expect(v6.body.maintenanceSchedule.find((item) => item.item === 'timing_belt')?.note).toMatch(
      /J-series V6/,
    );
  });

  it('leaves out what an electric car does not have', () => {
    const { body } = assessed(
      grounding({
        year: 2019,
        make: 'Tesla',
        model: 'Model 3',
        mileage: 90_000,
        fuelType: 'electric',
      }),
    );
    const items = body.maintenanceSchedule.map((item) => item.item);
    for (const engineJob of [
      'oil_change',
      'coolant',
      'transmission_fluid',
      'timing_belt',
      'spark_plugs',
      'air_filter',
    ]) {
      expect(items).not.toContain(engineJob);
    }
    expect(items).toContain('brake_fluid');
  });
});

describe('engine text', () => {
  it('reads like a person wrote it: "3.5L V6", "2.0L 4-cylinder", never vPIC\'s layout words', () => {
    const vin = (configuration: string | null, cylinders: number, displacementL: number) =>
      ({
        engine: { cylinders, displacementL, configuration, model: null, turbo: false },
        fuelType: 'petrol',
      }) as unknown as Parameters<typeof engineTextOf>[0];
    expect(engineTextOf(vin('V-Shaped', 6, 3.5))).toBe('3.5L V6');
    expect(engineTextOf(vin('In-Line', 4, 2))).toBe('2.0L I4');
    expect(engineTextOf(vin(null, 4, 2))).toBe('2.0L 4-cylinder');
    expect(engineTextOf(vin('Horizontally opposed (boxer)', 4, 2.5))).toBe('2.5L H4');
  });
});
