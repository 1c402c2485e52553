// problemsOfCar: the data's known problems for a car however it is spelt (catalog identity),
// narrowed by its variant, trim and engine words, each problem once; and the engine/gearbox
// filters' applicability (moved here from the assessment, which uses them through problemsOfCar).
import { describe, expect, it } from 'vitest';
import { identifyVehicle } from '../vehicle-data/vehicle-identity.ts';
import { engineApplies, knowsCar, problemsOfCar, transmissionApplies } from './car-problems.ts';
import { knowledgeBase } from './knowledge-base.ts';

const kb = knowledgeBase();
const ids = (car: Parameters<typeof problemsOfCar>[1]) =>
  problemsOfCar(kb, car).map((problem) => `${problem.id}:${problem.applies}`);

describe('problemsOfCar', () => {
  it('finds every entry of the data under a car the catalog has, in each of its years', () => {
    const unreachable = kb.allKnownProblems().flatMap((entry) => {
      const misses: string[] = [];
      for (let year = entry.yearFrom; year <= entry.yearTo; year += 1) {
        const car = { year, make: entry.make, model: entry.model };
        if (!identifyVehicle(car).ok) misses.push(`${entry.id}: no ${year} in the catalog`);
        else if (
          !problemsOfCar(kb, car).some((p) => p.id === entry.id || p.title === entry.title)
        ) {
          misses.push(`${entry.id}: not found for ${year}`);
        }
      }
      return misses;
    });
    expect(unreachable).toEqual([]);
  });

  it('lists a problem once even when the data files it under the model and its variants', () => {
    const cars = [
      { year: 2004, make: 'BMW', model: '3 Series' },
      { year: 2010, make: 'Volkswagen', model: 'Golf' },
      { year: 2017, make: 'Toyota', model: 'Prius Prime' },
      { year: 2009, make: 'Audi', model: 'A4' },
    ];
    for (const car of cars) {
      const keys = problemsOfCar(kb, car).map((p) => `${p.title}|${p.source.document}`);
      expect(new Set(keys).size, JSON.stringify(car)).toBe(keys.length);
    }
  });

  it('spelling and where the variant is typed do not change the answer', () => {
    const pairs = [
      [
        { year: 2008, make: 'Toyota', model: 'Camry Hybrid' },
        { year: 2008, make: 'TOYOTA', model: 'camry', trim: 'Hybrid' },
      ],
      [
        { year: 2004, make: 'BMW', model: '330i' },
        { year: 2004, make: 'bmw', model: '3-Series', trim: '330i' },
      ],
      [
        { year: 2012, make: 'Chevy', model: 'Silverado 1500' },
        { year: 2012, make: 'Chevrolet', model: 'Silverado', trim: '1500' },
      ],
      [
        { year: 2019, make: 'Toyota', model: 'RAV4 Prime' },
        { year: 2019, make: 'Toyota', model: 'RAV4', trim: 'Prime' },
      ],
      [
        { year: 2008, make: 'Mercedes', model: 'ML350' },
        { year: 2008, make: 'Mercedes-Benz', model: 'M-Class', trim: 'ML350' },
      ],
    ];
    for (const [a, b] of pairs) expect(ids(a!), JSON.stringify(a)).toEqual(ids(b!));
    expect(ids({ year: 2008, make: 'Toyota', model: 'Camry Hybrid' }).length).toBeGreaterThan(0);
  });

  it('trim engine words drop the other engines and confirm their own', () => {
    const golf = { year: 2010, make: 'Volkswagen', model: 'Golf' };
    const all = ids(golf);
    expect(all).toEqual(
      expect.arrayContaining([
        'volkswagen-golf-2007-2012-ea111-tsi-timing-chain:maybe',
        'volkswagen-golf-2008-2012-ea888-timing-chain-tensioner:maybe',
        'volkswagen-golf-2009-2013-ea189-diesel-emissions-recall:maybe',
      ]),
    );
    const tsi = ids({ ...golf, trim: '1.4 TSI' });
    expect(tsi).toContain('volkswagen-golf-2007-2012-ea111-tsi-timing-chain:yes');
    expect(tsi.filter((id) => /ea888|ea189/.test(id))).toEqual([]);
    const tdi = ids({ ...golf, trim: '2.0 TDI DSG' });
    expect(tdi).toContain('volkswagen-golf-2009-2013-ea189-diesel-emissions-recall:yes');
    expect(tdi).toContain('volkswagen-golf-2009-2013-dsg-dq200-mechatronics:yes');
    expect(tdi.filter((id) => /ea111|ea888/.test(id))).toEqual([]);
  });

  it('model numbers pick the engine a filter lists: 320d has the N47, 330i has not', () => {
    const n47 = 'bmw-3-series-2007-2011-n47-timing-chain';
    expect(ids({ year: 2009, make: 'BMW', model: '3 Series', trim: '320d' })).toContain(
      `${n47}:yes`,
    );
    expect(ids({ year: 2009, make: 'BMW', model: '3 Series' })).toContain(`${n47}:maybe`);
    const petrol = ids({ year: 2009, make: 'BMW', model: '330i' });
    expect(petrol.filter((id) => id.startsWith(n47))).toEqual([]);
    expect(ids({ year: 2004, make: 'BMW', model: '325i' })).toEqual(
      ids({ year: 2004, make: 'BMW', model: '3 Series', trim: '325i' }),
    );
  });

  it('an electric car gets its electric entries, never an engine one', () => {
    const kona = ids({ year: 2019, make: 'Hyundai', model: 'Kona', fuelType: 'electric' });
    expect(kona).toContain('hyundai-kona-2019-2020-electric-battery-fire-recall:yes');
    const petrol = ids({ year: 2019, make: 'Hyundai', model: 'Kona', trim: '2.0 petrol' });
    expect(petrol.some((id) => id.includes('electric-battery'))).toBe(false);
  });

  it('knows a model under any of its names', () => {
    expect(knowsCar(kb, 'Chevy', 'Silverado 1500')).toBe(true);
    expect(knowsCar(kb, 'Toyota', 'Camry Hybrid')).toBe(true);
    expect(knowsCar(kb, 'Maserati', 'Ghibli')).toBe(false);
    expect(knowsCar(kb, 'Trabant', '601')).toBe(false);
  });
});

describe('applicability of engine and gearbox entries', () => {
  const v6 = { text: '3.0L V6 J30A4', displacementL: 3, cylinders: 6 };
  it.each([
    ['V6', v6, 'petrol', 'yes'],
    ['3.5 V6', v6, 'petrol', 'no'],
    ['2.4', { text: '2.4L I4', displacementL: 2.4, cylinders: 4 }, 'petrol', 'yes'],
    [
      '1.2/1.6/2.0 TDI EA189',
      { text: '2.0L I4 diesel', displacementL: 2, cylinders: 4 },
      'diesel',
      'maybe',
    ],
    ['1.2/1.6/2.0 TDI EA189', { text: '2.0L I4', displacementL: 2, cylinders: 4 }, 'petrol', 'no'],
    [
      '1.0 EcoBoost three-cylinder',
      { text: '1.0L I3', displacementL: 1, cylinders: 3 },
      null,
      'maybe',
    ],
    [
      '1.0 EcoBoost three-cylinder',
      { text: '1.5L I4', displacementL: 1.5, cylinders: 4 },
      null,
      'no',
    ],
    ['2.5', { text: null, displacementL: null, cylinders: null }, null, 'maybe'],
    ['Electric', { text: null, displacementL: null, cylinders: null }, 'electric', 'yes'],
    ['Electric', { text: null, displacementL: null, cylinders: null }, 'petrol', 'no'],
    ['Hybrid', { text: null, displacementL: null, cylinders: null }, 'petrol', 'no'],
    ['Hybrid', { text: 'Hybrid', displacementL: null, cylinders: null }, 'hybrid', 'yes'],
    ['2.5 plug-in hybrid', { text: null, displacementL: null, cylinders: null }, 'hybrid', 'no'],
  ] as const)('engine %s vs %o (%s) → %s', (filter, engine, fuel, expected) => {
    expect(engineApplies(filter, engine, fuel)).toBe(expected);
  });

  it.each([
    ['CVT', 'Continuously Variable Transmission (CVT)', 'yes'],
    ['CVT', 'Manual/Standard', 'no'],
    ['CVT', 'Automatic', 'maybe'],
    ['CVT', null, 'maybe'],
    ['6-speed manual', 'Automatic', 'no'],
    ['automatic', 'Automatic', 'yes'],
    ['automatic', 'Continuously Variable Transmission (CVT)', 'no'],
  ] as const)('gearbox %s vs %s → %s', (filter, text, expected) => {
    expect(transmissionApplies(filter, text)).toBe(expected);
  });
});
