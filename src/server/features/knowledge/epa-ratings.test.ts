import { describe, expect, it } from 'vitest';
import { vehicleCatalog } from '../vehicle-data/catalog.ts';
import { epaTable } from './epa-data.ts';
import { findEpaPowertrain, findEpaRatings, type EpaQuery } from './epa-ratings.ts';
import { describeEpaRating } from './epa-text.ts';

const find = (year: number, make: string, model: string, extra: Partial<EpaQuery> = {}) =>
  findEpaRatings({ year, make, model, ...extra });

describe('the shipped EPA ratings', () => {
  it('hold the EPA file decoded: every model year 1984–2026, ~50,000 variants', () => {
    const table = epaTable();
    expect(table.rows).toBeGreaterThan(49_000);
    expect(table.firstYear).toBe(1984);
    expect(table.lastYear).toBeGreaterThanOrEqual(2025);
  });
});

describe('findEpaRatings: names as the catalog and owners write them', () => {
  it('finds the Mazda3 however it is spelled, with its rating and engines', () => {
    const spellings = ['Mazda3', 'Mazda 3', 'MAZDA3', '3'].map((model) =>
      find(2016, 'Mazda', model),
    );
    for (const match of spellings) expect(match).toEqual(spellings[0]);
    const match = spellings[0]!;
    expect(match.matched).toBe('3 4-Door, 3 5-Door');
    expect(match.rating).toMatchObject({ unit: 'mpg (US)', combined: 32, low: 29, high: 33 });
    expect(match.rating.combinedPer100Km).toBeCloseTo(235.215 / 32, 1);
    expect(match.powertrain).toMatchObject({
      kind: 'petrol',
      kinds: ['petrol'],
      cylinders: [4],
      displacementL: [2, 2.5],
      turbo: false,
    });
    // Trim words narrow to one engine and gearbox.
    const narrowed = find(2016, 'Mazda', 'Mazda3', { trim: '2.5 manual' })!;
    expect(
      narrowed.variants.every((v) => v.displacementL === 2.5 && /Manual/.test(v.transmission)),
    ).toBe(true);
    expect(narrowed.usedWords).toEqual(['manual', '2.5']);
  });

  it('pickups: F-150 ("F150" at the EPA), its hybrid, an EcoBoost 4x4; heavy-duty trucks have no rating', () => {
    const f150 = find(2021, 'Ford', 'F-150')!;
    expect(f150.powertrain.kinds).toEqual(expect.arrayContaining(['petrol', 'hybrid']));
    expect(f150.powertrain.kind).toBe('petrol');
    const hybrid = find(2021, 'Ford', 'F-150', { trim: 'PowerBoost Hybrid' })!;
    expect(hybrid.powertrain.kind).toBe('hybrid');
    expect(hybrid.variants.every((v) => / HEV$/.test(v.model))).toBe(true);
    expect(hybrid.rating.combined).toBeGreaterThan(f150.rating.combined);
    const ecoBoost = find(2019, 'Ford', 'F-150', { trim: 'XLT 2.7 EcoBoost 4x4' })!;
    expect(ecoBoost.powertrain).toMatchObject({
      displacementL: [2.7],
      turbo: true,
      cylinders: [6],
    });
    expect(ecoBoost.variants.every((v) => /4-Wheel/.test(v.drive))).toBe(true);
    expect(ecoBoost.unusedWords).toEqual(['xlt']);
    for (const [make, model] of [
      ['Ford', 'F-250'],
      ['Chevrolet', 'Silverado HD'],
      ['Ram', '2500'],
      ['GMC', 'Sierra HD'],
    ] as const) {
      expect(find(2022, make, model), `${make} ${model}`).toBeNull();
    }
  });

  it('Chevy, Ram and Dodge: aliases and the years the Ram was a Dodge', () => {
    const silverado = find(2015, 'Chevy', 'Silverado', { trim: '5.3 V8 4WD' })!;
    expect(silverado.make).toBe('Chevrolet');
    expect(silverado.powertrain).toMatchObject({ cylinders: [8], displacementL: [5.3] });
    expect(find(2010, 'Ram', '1500')).toEqual(find(2010, 'Dodge', 'Ram'));
    expect(find(2010, 'Ram', '1500')!.make).toBe('Dodge');
    expect(find(2019, 'Ram', '1500')!.matched).toMatch(/^1500 2WD/);
  });

  it('electric cars: rated in kWh/100 mi, one variant linked to its fueleconomy.gov page', () => {
    const leaf = find(2020, 'Nissan', 'Leaf')!;
    expect(leaf.powertrain).toMatchObject({ kind: 'electric', cylinders: [], turbo: false });
    expect(leaf.rating.unit).toBe('kWh/100 mi');
    expect(leaf.rating.combined).toBeGreaterThan(28);
    expect(leaf.rating.combined).toBeLessThan(34);
    expect(leaf.rating.combinedPer100Km).toBeCloseTo(leaf.rating.combined / 1.609344, 1);
    expect(leaf.variants[0]!.mpge).toBeGreaterThan(100);
    const model3 = find(2021, 'Tesla', 'Model 3', { trim: 'Long Range' })!;
    expect(model3.variants).toHaveLength(1);
    expect(model3.source.url).toBe(
      `https://www.fueleconomy.gov/feg/noframes/${model3.variants[0]!.id}.shtml`,
    );
    expect(find(2022, 'Polestar', 'PS2')!.powertrain.kind).toBe('electric');
    expect(find(2016, 'Volkswagen', 'e-Golf')!.powertrain.kind).toBe('electric');
  });

  it('hybrids: the model name, the trim or the garage fuel type all pick the hybrid', () => {
    const camry = find(2020, 'Toyota', 'Camry')!;
    expect(camry.powertrain.kind).toBe('petrol');
    expect(camry.powertrain.kinds).toEqual(['hybrid', 'petrol']);
    const named = find(2020, 'Toyota', 'Camry Hybrid')!;
    expect(named.powertrain.kinds).toEqual(['hybrid']);
    expect(find(2020, 'Toyota', 'Camry', { trim: 'Hybrid LE' })!.rating.combined).toBe(52);
    expect(find(2020, 'Toyota', 'Camry', { fuelType: 'hybrid' })!.rating).toEqual(named.rating);
    expect(find(2008, 'Toyota', 'Prius')!.rating.combined).toBe(46);
  });

  it('plug-in hybrids carry a petrol and an electric rating', () => {
    const prime = find(2021, 'Toyota', 'RAV4 Prime (PHEV)')!;
    expect(prime.powertrain.kind).toBe('plug_in_hybrid');
    expect(prime.rating.unit).toBe('mpg (US)');
    expect(prime.electricRating!.unit).toBe('kWh/100 mi');
    expect(prime.variants[0]!.mpge).toBeGreaterThan(80);
    expect(find(2017, 'Chevrolet', 'Volt')!.electricRating).not.toBeNull();
  });

  it('diesel: "TDI" finds the diesel Jetta, and is left unused the year none was sold', () => {
    expect(find(2015, 'VW', 'Jetta', { trim: 'TDI' })!.powertrain.kind).toBe('diesel');
    const later = find(2018, 'Volkswagen', 'Jetta', { trim: 'TDI' })!;
    expect(later.powertrain.kind).toBe('petrol');
    expect(later.unusedWords).toEqual(['tdi']);
    // The garage says diesel: no petrol rating stands in for it.
    expect(find(2018, 'Volkswagen', 'Jetta', { fuelType: 'diesel' })).toBeNull();
    expect(find(2016, 'Mazda', 'Mazda3', { fuelType: 'electric' })).toBeNull();
  });

  it('model numbers and series names (BMW), classes (Mercedes), shared names (Golf/GTI)', () => {
    const bmw = find(2019, 'BMW', '330i')!;
    expect(bmw.powertrain).toMatchObject({ cylinders: [4], displacementL: [2], turbo: true });
    const xDrive = find(2019, 'BMW', '3 Series', { trim: '330i xDrive' })!;
    expect(xDrive.variants.every((v) => v.model.startsWith('330i xDrive'))).toBe(true);
    expect(
      find(2023, 'Mercedes-Benz', 'C-Class')!.variants.every((v) => v.baseModel === 'C-Class'),
    ).toBe(true);
    const suv = find(2024, 'Mercedes-Benz', 'EQE-Class SUV')!;
    expect(suv.variants.every((v) => v.model.includes('(SUV)'))).toBe(true);
    const golf = find(2016, 'Volkswagen', 'Golf')!;
    expect(golf.variants.map((v) => v.model)).not.toContain('GTI');
    expect(golf.variants.map((v) => v.model)).not.toContain('e-Golf');
    expect(find(2016, 'Volkswagen', 'Golf GTI')!.matched).toBe('GTI');
    expect(find(2012, 'Toyota', 'Scion tC')!.make).toBe('Scion');
  });

  it('a variant the EPA lists only in later years is marked approximate', () => {
    const n2024 = find(2024, 'Hyundai', 'Ioniq 5 N')!;
    expect(n2024.approximate).toBe(true);
    expect(n2024.unusedWords).toEqual(['n']);
    const n2025 = find(2025, 'Hyundai', 'Ioniq 5 N')!;
    expect(n2025.approximate).toBe(false);
    expect(n2025.matched).toBe('Ioniq 5 N');
    expect(find(2025, 'Hyundai', 'Ioniq 5')!.rating.combined).toBeLessThan(n2025.rating.combined);
  });

  it('cars the EPA never rated: European models, years before a model, unknown makes', () => {
    expect(find(2020, 'Vauxhall', 'Astra')).toBeNull();
    expect(find(2019, 'Ford', 'Bronco')).toBeNull();
    expect(find(1975, 'Ford', 'Mustang')).toBeNull();
    expect(find(2020, 'Nomake', 'Nomodel')).toBeNull();
    expect(find(2020, 'Toyota', '')).toBeNull();
  });

  it('findEpaPowertrain gives the schedule the same summary', () => {
    expect(findEpaPowertrain({ year: 2020, make: 'Nissan', model: 'Leaf' })?.kind).toBe('electric');
    expect(findEpaPowertrain({ year: 2020, make: 'Vauxhall', model: 'Astra' })).toBeNull();
  });

  it('rates the best-selling US models of 2019 and 2023 under their catalog names', () => {
    const catalog = vehicleCatalog();
    const bestSellers = [
      ['Ford', 'F-150'],
      ['Chevrolet', 'Silverado'],
      ['Ram', '1500'],
      ['Toyota', 'RAV4'],
      ['Honda', 'CR-V'],
      ['Toyota', 'Camry'],
      ['Nissan', 'Rogue'],
      ['Toyota', 'Corolla'],
      ['Honda', 'Civic'],
      ['Toyota', 'Tacoma'],
      ['Jeep', 'Grand Cherokee'],
      ['Honda', 'Accord'],
      ['Toyota', 'Highlander'],
      ['Chevrolet', 'Equinox'],
      ['Ford', 'Explorer'],
      ['GMC', 'Sierra'],
      ['Hyundai', 'Tucson'],
      ['Subaru', 'Outback'],
      ['Ford', 'Escape'],
      ['Jeep', 'Wrangler'],
      ['Mazda', 'CX-5'],
      ['Kia', 'Sportage'],
      ['Nissan', 'Altima'],
      ['Subaru', 'Forester'],
      ['Hyundai', 'Elantra'],
      ['Chevrolet', 'Tahoe'],
      ['Toyota', '4Runner'],
      ['Honda', 'Pilot'],
      ['Subaru', 'Crosstrek'],
      ['Kia', 'Telluride'],
      ['Hyundai', 'Santa Fe'],
      ['Toyota', 'Tundra'],
      ['Honda', 'HR-V'],
      ['Chevrolet', 'Colorado'],
      ['Nissan', 'Sentra'],
      ['Ford', 'Ranger'],
      ['Tesla', 'Model 3'],
      ['Volkswagen', 'Tiguan'],
      ['Kia', 'Sorento'],
      ['Jeep', 'Cherokee'],
    ] as const;
    const missing: string[] = [];
    let checked = 0;
    for (const year of [2019, 2023]) {
      for (const [make, model] of bestSellers) {
        if (!catalog.models(year, make).models.includes(model)) continue;
        checked += 1;
        if (!find(year, make, model)) missing.push(`${year} ${make} ${model}`);
      }
    }
    expect(checked).toBeGreaterThan(70);
    expect(missing).toEqual([]);
  });
});

describe('describeEpaRating', () => {
  it('says the rating in words, in the asker’s units as well as the EPA’s', () => {
    const mazda = find(2016, 'Mazda', 'Mazda3')!;
    expect(describeEpaRating(mazda, { distance: 'km', volume: 'l' })).toBe(
      `The US EPA rates the 2016 Mazda 3 4-Door, 3 5-Door (petrol) at 32 mpg (US) combined (7.4 L/100 km); city ${mazda.rating.city}, highway ${mazda.rating.highway}, 29–33 across variants.`,
    );
    expect(describeEpaRating(mazda, { distance: 'mi', volume: 'us_gal' })).toContain(
      'at 32 mpg (US) combined; city',
    );
    const prime = find(2021, 'Toyota', 'RAV4 Prime (PHEV)')!;
    expect(describeEpaRating(prime, { distance: 'km', volume: 'l' })).toMatch(
      /\(plug-in hybrid\) at 38 mpg \(US\) combined .* On its battery: [\d.]+ kWh\/100 mi combined \([\d.]+ kWh\/100 km\)/,
    );
  });
});
