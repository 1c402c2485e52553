// The OBD-II trouble codes: finding codes in free text, looking generic ones up, saying plainly why
// a manufacturer or impossible code has no meaning, and the shipped data (every code generic, well
// formed and covered by a family of Odo's guidance).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFamilies, TROUBLE_CODES_DIR } from './trouble-code-families.ts';
import {
  allTroubleCodes,
  describeTroubleCode,
  findTroubleCodes,
  lookupTroubleCode,
} from './trouble-codes.ts';

describe('findTroubleCodes', () => {
  it.each([
    ['P0300', ['P0300']],
    ['code p0301', ['P0301']],
    ['my check engine light says P0171', ['P0171']],
    ['what is p 0420?', ['P0420']],
    ['scanner shows P-0455', ['P0455']],
    ['I keep getting P0300s', ['P0300']],
    ['got U0100 and u0101 after a jump start', ['U0100', 'U0101']],
    ['P0171 and P0174, then P0171 again', ['P0171', 'P0174']],
    ['hybrid code p0a80', ['P0A80']],
    ['what does p0a80 mean', ['P0A80']],
    ['my reader says P100D', ['P100D']],
    ['what does P9999 mean', ['P9999']],
    ['my reader shows c 1234', ['C1234']],
  ])('%s → %j', (text, codes) => {
    expect(findTroubleCodes(text)).toEqual(codes);
  });

  it.each([
    'I drive a 2019 Civic with 80000 km',
    'Is the Mercedes C 2019 any good?',
    'Is a C300 reliable?',
    'VIN 1HGCM82633A004352 any recalls?',
    'My B4000 ute needs tyres',
    'Is the Porsche 911 a good buy?',
    'Is a used Tesla Model S P100D worth it?',
  ])('finds no code in %j', (text) => {
    expect(findTroubleCodes(text)).toEqual([]);
  });
});

describe('lookupTroubleCode', () => {
  it('P0300: random misfire, high severity, stop soon if the light flashes', () => {
    const info = lookupTroubleCode('P0300')!;
    expect(info).toMatchObject({
      code: 'P0300',
      meaning: 'Random/Multiple Cylinder Misfire Detected',
      system: 'Ignition: misfire',
      severity: 'high',
      safeToDrive: 'caution',
    });
    expect(info.driving).toMatch(/flashing.*stop driving/);
    expect(info.causes.join(' ')).toMatch(/spark plugs/i);
    expect(info.source).toContain('Wal33D/dtc-database');
  });

  it('p0301 (lower case): cylinder 1 misfire, with that cylinder’s causes', () => {
    const info = lookupTroubleCode('p0301')!;
    expect(info.code).toBe('P0301');
    expect(info.meaning).toBe('Cylinder 1 Misfire Detected');
    expect(info.causes.join(' ')).toMatch(/that cylinder/);
    expect(info.advice).toMatch(/swap/i);
  });

  it('P0171: system too lean, with air leaks and the MAF among the causes', () => {
    const info = lookupTroubleCode('P0171')!;
    expect(info.meaning).toBe('System Too Lean Bank 1');
    expect(info.severity).toBe('medium');
    expect(info.safeToDrive).toBe('yes');
    expect(info.causes.join(' ')).toMatch(/vacuum hose/);
    expect(info.causes.join(' ')).toMatch(/mass airflow/i);
    expect(info.explanation).toMatch(/Bank 1 is the side of the engine with cylinder 1/);
  });

  it('P0420: catalyst efficiency, safe to drive but fails an emissions test', () => {
    const info = lookupTroubleCode('P0420')!;
    expect(info.meaning).toBe('Catalyst System Efficiency Below Threshold Bank 1');
    expect(info.system).toMatch(/catalytic converter/);
    expect(info.safeToDrive).toBe('yes');
    expect(info.driving).toMatch(/emissions test/);
  });

  it('U0100: lost communication with the engine computer, high severity', () => {
    const info = lookupTroubleCode('U0100')!;
    expect(info.meaning).toBe('Lost Communication With ECM/PCM A');
    expect(info.severity).toBe('high');
    expect(info.causes[0]).toMatch(/12 V battery/);
  });

  it('P0217 (engine overheating) says to stop', () => {
    expect(lookupTroubleCode('P0217')).toMatchObject({ safeToDrive: 'no', severity: 'high' });
  });

  it('has nothing for P9999, a manufacturer code or a generic code the list lacks', () => {
    expect(lookupTroubleCode('P9999')).toBeUndefined();
    expect(lookupTroubleCode('P1234')).toBeUndefined();
    expect(lookupTroubleCode('P0FFF')).toBeUndefined();
    expect(lookupTroubleCode('hello')).toBeUndefined();
  });
});

describe('describeTroubleCode', () => {
  it('P9999 is not a valid code, and no meaning is given', () => {
    const report = describeTroubleCode('P9999');
    expect(report.status).toBe('invalid');
    if (report.status === 'generic') throw new Error('unreachable');
    expect(report.message).toMatch(/^P9999 is not a valid OBD-II trouble code/);
    expect(report.message).toMatch(/won't guess/);
  });

  it.each(['P1234', 'p1456', 'P3000', 'B1342', 'C1095', 'U2000'])(
    '%s is manufacturer-specific: the maker’s documentation, not a guess',
    (code) => {
      const report = describeTroubleCode(code);
      expect(report.status).toBe('manufacturer');
      if (report.status === 'generic') throw new Error('unreachable');
      expect(report.message).toMatch(/manufacturer-specific/);
      expect(report.message).toMatch(/not a generic code/);
      expect(report.message).toMatch(/won't guess/);
      expect(report.message).toMatch(/maker's service documentation/);
    },
  );

  it('a generic-range code missing from the list is said to be missing', () => {
    const report = describeTroubleCode('P0FFF');
    expect(report.status).toBe('unlisted');
    if (report.status === 'generic') throw new Error('unreachable');
    expect(report.message).toMatch(/not in Odo's list/);
  });

  it('a listed code carries its guidance', () => {
    const report = describeTroubleCode('p0420');
    expect(report.status).toBe('generic');
    if (report.status !== 'generic') throw new Error('unreachable');
    expect(report.info.code).toBe('P0420');
  });
});

describe('the shipped code list', () => {
  const codes = allTroubleCodes();
  const families = loadFamilies();

  it('holds only well-formed generic SAE J2012 codes, each with a title', () => {
    expect(codes.size).toBeGreaterThan(9000);
    const bad = [...codes].filter(
      ([code, meaning]) =>
        !/^(P0|P2|P34|B0|B3|C0|C3|U0|U3)[0-9A-F]{2,3}$/.test(code) ||
        code.length !== 5 ||
        meaning.trim().length <= 3 ||
        /reserved|manufacturer controlled|[“”]/i.test(meaning),
    );
    expect(bad).toEqual([]);
  });

  it('gives every code a family, and every family at least one code', () => {
    const counts = new Map(families.families.map((family) => [family.id, 0]));
    const without: string[] = [];
    for (const [code, meaning] of codes) {
      const family = families.familyOf(code, meaning);
      if (family) counts.set(family.id, counts.get(family.id)! + 1);
      else without.push(`${code} ${meaning}`);
    }
    expect(without).toEqual([]);
    expect([...counts].filter(([, count]) => count === 0).map(([id]) => id)).toEqual([]);
    // The catch-all families (a letter alone) hold few codes: most get specific guidance.
    const catchAll = families.families
      .filter((f) => !f.match.codes && !f.match.ranges && !f.match.pattern)
      .reduce((sum, f) => sum + counts.get(f.id)!, 0);
    expect(catchAll / codes.size).toBeLessThan(0.05);
  });

  it('gives the common codes the family they belong to', () => {
    const familyOf = (code: string) => families.familyOf(code, codes.get(code)!)!.id;
    expect(familyOf('P0101')).toBe('mass-airflow');
    expect(familyOf('P0128')).toBe('thermostat');
    expect(familyOf('P0135')).toBe('oxygen-sensor-heater');
    expect(familyOf('P0340')).toBe('cam-crank-sensor');
    expect(familyOf('P0016')).toBe('cam-timing');
    expect(familyOf('P0442')).toBe('evap-small-leak');
    expect(familyOf('P0455')).toBe('evap-large-leak');
    expect(familyOf('P0401')).toBe('egr');
    expect(familyOf('P0700')).toBe('transmission-control');
    expect(familyOf('P0741')).toBe('transmission-slipping');
    expect(familyOf('P0A80')).toBe('hybrid-ev');
    expect(familyOf('B0001')).toBe('airbag-restraints');
    expect(familyOf('C0031')).toBe('abs-stability');
    // The four codes makers such as GM use for the wheel speed sensor circuits (C0040: right front).
    for (const code of ['C0035', 'C0040', 'C0045'])
      expect(familyOf(code)).toBe('wheel-speed-sensor-legacy');
  });

  it('stays small (read on first use)', () => {
    expect(fs.statSync(path.join(TROUBLE_CODES_DIR, 'codes.json')).size).toBeLessThan(1_000_000);
  });
});
