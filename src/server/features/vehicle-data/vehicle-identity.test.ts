// identifyVehicle: a car as a person types it → the catalog's make, base model and trim words, or
// why the catalog does not have it with the nearest real years and close spellings.
import { describe, expect, it } from 'vitest';
import {
  baseModels,
  identifyVehicle,
  makeNames,
  modelIdentity,
  type CarDescription,
} from './vehicle-identity.ts';

const named = (car: CarDescription) => {
  const found = identifyVehicle(car);
  return found.ok ? [found.car.make, found.car.model, found.car.trim] : found.unknown.message;
};

describe('identifyVehicle', () => {
  it.each([
    [{ year: 2015, make: 'Chevy', model: 'Silverado 1500' }, ['Chevrolet', 'Silverado', '1500']],
    [{ year: 2012, make: 'VW', model: 'Golf GTI' }, ['Volkswagen', 'Golf', 'GTI']],
    [{ year: 2014, make: 'Merc', model: 'C300' }, ['Mercedes-Benz', 'C-Class', 'C300']],
    [{ year: 2008, make: 'Mercedes', model: 'ML 350' }, ['Mercedes-Benz', 'M-Class', 'ML350']],
    [{ year: 2016, make: 'mercedes benz', model: 'c class' }, ['Mercedes-Benz', 'C-Class', '']],
    [{ year: 2015, make: 'Toyota', model: 'Camry Hybrid' }, ['Toyota', 'Camry', 'Hybrid']],
    [
      { year: 2015, make: 'Toyota', model: 'Camry Hybrid', trim: 'Hybrid XLE' },
      ['Toyota', 'Camry', 'Hybrid XLE'],
    ],
    [
      { year: 2022, make: 'Tesla', model: 'Model Y Performance' },
      ['Tesla', 'Model Y', 'Performance'],
    ],
    [{ year: 2019, make: 'Honda', model: 'Civic Type R' }, ['Honda', 'Civic', 'Type R']],
    [{ year: 2018, make: 'Ford', model: 'F-150 Raptor' }, ['Ford', 'F-150', 'Raptor']],
    [{ year: 2018, make: 'ford', model: 'F150' }, ['Ford', 'F-150', '']],
    [{ year: 2022, make: 'Toyota', model: 'RAV4 Prime' }, ['Toyota', 'RAV4', 'Prime']],
    [{ year: 2010, make: 'BMW', model: '330i' }, ['BMW', '3 Series', '330i']],
    [{ year: 2021, make: 'BMW', model: 'M340i xDrive' }, ['BMW', '3 Series', 'M340i xDrive']],
    [{ year: 2013, make: 'Audi', model: 'S4' }, ['Audi', 'A4', 'S4']],
    [{ year: 2012, make: 'Lexus', model: 'RX350' }, ['Lexus', 'RX', 'RX350']],
    [{ year: 2016, make: 'Mazda', model: '3' }, ['Mazda', 'Mazda3', '']],
    [{ year: 2015, make: 'Toyota', model: 'Toyota Corolla' }, ['Toyota', 'Corolla', '']],
    [{ year: 2015, make: 'Citroen', model: 'C4 Picasso' }, ['Citroën', 'C4 Picasso', '']],
    [{ year: 2019, make: 'Chevrolet', model: 'Bolt' }, ['Chevrolet', 'Bolt', 'EV']],
    // Names of cars of their own stay theirs.
    [{ year: 2023, make: 'Ford', model: 'Bronco Sport' }, ['Ford', 'Bronco Sport', '']],
    [{ year: 2022, make: 'Toyota', model: 'Corolla Cross' }, ['Toyota', 'Corolla Cross', '']],
    [{ year: 2016, make: 'Hyundai', model: 'Genesis Coupe' }, ['Hyundai', 'Genesis Coupe', '']],
  ])('%o → %o', (car, expected) => {
    expect(named(car)).toEqual(expected);
  });

  it('case, spaces and punctuation never change the answer', () => {
    const spellings = ['Mustang Mach-E', 'mustang mach e', 'MUSTANG  MACH-E', 'Mustang-Mach-E'];
    for (const model of spellings) {
      expect(named({ year: 2022, make: 'FORD', model })).toEqual(['Ford', 'Mustang Mach-E', '']);
    }
  });

  it('a year the model was not made names the nearest real ones', () => {
    const refused = (car: CarDescription) => {
      const found = identifyVehicle(car);
      return found.ok ? null : found.unknown;
    };
    expect(refused({ year: 2019, make: 'Ford', model: 'Bronco' })).toEqual({
      field: 'year',
      message: 'There is no 2019 Ford Bronco: the Bronco was made until 1996 and returns in 2021.',
      nearest: [1996, 2021],
      suggestions: [],
    });
    expect(refused({ year: 2019, make: 'Ford', model: 'Bronco Raptor' })?.nearest).toEqual([
      1996, 2021,
    ]);
    expect(refused({ year: 2019, make: 'Ford', model: 'Mustang Mach-E' })).toMatchObject({
      message:
        'There is no 2019 Ford Mustang Mach-E: the Mustang Mach-E starts with the 2021 model year.',
      nearest: [2021],
    });
    expect(refused({ year: 2015, make: 'Pontiac', model: 'Vibe' })).toMatchObject({
      message: 'There is no 2015 Pontiac Vibe: the Vibe ended with the 2010 model year.',
      nearest: [2010],
    });
    // A variant's years count for its model ("Civic Type R" in a year only the Civic lists).
    expect(named({ year: 2005, make: 'Honda', model: 'Civic Type R' })).toEqual([
      'Honda',
      'Civic',
      'Type R',
    ]);
  });

  it('an unknown make or model offers close spellings, or asks to check it', () => {
    const unknown = (car: CarDescription) => {
      const found = identifyVehicle(car);
      return found.ok
        ? null
        : [found.unknown.field, found.unknown.suggestions, found.unknown.message];
    };
    expect(unknown({ year: 2015, make: 'Trabant', model: '601' })).toEqual([
      'make',
      [],
      "Odo's vehicle catalog has no make called Trabant. Check the spelling of the make.",
    ]);
    expect(unknown({ year: 2015, make: 'Hyundia', model: 'Tucson' })?.[1]).toEqual([
      { make: 'Hyundai', model: null },
    ]);
    expect(unknown({ year: 2015, make: 'Toyota', model: 'Camery' })).toEqual([
      'model',
      [{ make: 'Toyota', model: 'Camry' }],
      "Odo's vehicle catalog has no Toyota Camery. Did you mean Camry?",
    ]);
    expect(unknown({ year: 2015, make: 'Toyota', model: 'Civic' })?.[1]).toEqual([
      { make: 'Honda', model: 'Civic' },
    ]);
  });
});

describe('modelIdentity', () => {
  it('files a variant or a model number under its base model', () => {
    expect(modelIdentity('Toyota', 'Prius Prime (PHEV)')).toEqual({
      make: 'Toyota',
      model: 'Prius',
      variant: 'Prime',
    });
    expect(modelIdentity('BMW', '325Ci')).toEqual({
      make: 'BMW',
      model: '3 Series',
      variant: '325Ci',
    });
    expect(modelIdentity('Mercedes-Benz', 'ML-Class')).toEqual({
      make: 'Mercedes-Benz',
      model: 'M-Class',
      variant: '',
    });
    expect(modelIdentity('Nobody', 'Car X')).toBeNull();
  });
});

describe('names for finding a car in text', () => {
  it("lists makes by name and alias, and a make's base models with their years", () => {
    expect(makeNames().get('chevy')).toBe('Chevrolet');
    expect(makeNames().get('mercedesbenz')).toBe('Mercedes-Benz');
    const ford = baseModels('ford');
    expect(ford.get('Bronco')).toContain(2021);
    expect(ford.get('Bronco')).not.toContain(2019);
    expect(baseModels('Honda').has('Civic Type R')).toBe(false);
    expect(baseModels('Nobody').size).toBe(0);
  });
});
