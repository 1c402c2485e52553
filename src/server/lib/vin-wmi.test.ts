import { describe, expect, it } from 'vitest';
import { vinCountry, vinModelYear, wmiMake, wmiSingleMake } from './vin-wmi.ts';

const NOW = new Date('2026-06-01T00:00:00Z');

describe('what a VIN says by itself', () => {
  it('names the maker and the country of European, Asian and Russian codes', () => {
    const cases: [string, string, string][] = [
      ['WVWZZZ1JZXW000001', 'Volkswagen', 'Germany'],
      ['TMBJJ21Z762123456', 'Škoda', 'Czech Republic'],
      ['VF1BB05CF26012345', 'Renault', 'France'],
      ['ZFA19900001234567', 'Fiat', 'Italy'],
      ['SALLAAA146A123456', 'Land Rover', 'United Kingdom'],
      ['YV1MS38J912345678', 'Volvo', 'Sweden'],
      ['JMZBK14Z201234567', 'Mazda', 'Japan'],
      ['KMHDN41BP6U123456', 'Hyundai', 'South Korea'],
      ['XTA21093022345678', 'Lada', 'Russia'],
      ['LRW3E7EK3NC123456', 'Tesla', 'China'],
      ['9BWZZZ377VT004251', 'Volkswagen', 'Brazil'],
    ];
    for (const [vin, make, country] of cases) {
      expect([wmiMake(vin), vinCountry(vin)], vin).toEqual([make, country]);
    }
  });

  it('names the plants of the former USSR and the codes assigned out of another range', () => {
    const cases: [string, string, string][] = [
      // Avtotor (Kaliningrad) builds Kias and Hyundais under one code; UzAuto's code is in the
      // former USSR's X range; Kazakhstan's MX lies inside M's Myanmar range.
      ['XWEJX81AGH0000031', 'Kia / Hyundai', 'Russia'],
      ['XWF0AHL69D0009201', 'Opel / Chevrolet / Cadillac', 'Russia'],
      ['X9L21230080123456', 'Chevrolet', 'Russia'],
      ['XWB3L32EDJA123456', 'Chevrolet', 'Uzbekistan'],
      ['MX3J3811DN0123456', 'Hyundai', 'Kazakhstan'],
      ['ZSG1234567A123456', 'Ferrari', 'Italy'],
      ['XP7YGCEJ1PB123456', 'Tesla', 'Germany'],
    ];
    for (const [vin, make, country] of cases) {
      expect([wmiMake(vin), vinCountry(vin)], vin).toEqual([make, country]);
    }
    // A plant's code several brands share names no one make.
    expect([wmiSingleMake('XWEJX81AGH0000031'), wmiSingleMake('X9L21230080123456')]).toEqual([
      null,
      'Chevrolet',
    ]);
    // SaryarkaAvtoProm's code, seen on two real Chevrolet Niva labels.
    expect([wmiMake('MX1TF69V9LA129027'), vinCountry('MX1TF69V9LA129027')]).toEqual([
      'Chevrolet',
      'Kazakhstan',
    ]);
    expect(vinCountry('MZD1111111A111111')).toBe('India');
  });

  it('gives the country of a code it has no maker for, and none for an unassigned range', () => {
    expect(wmiMake('AAA1111111A111111')).toBeNull();
    expect(vinCountry('AAA1111111A111111')).toBe('South Africa');
    expect(vinCountry('X3A1111111A111111')).toBe('Russia');
    expect(vinCountry('1FA1111111A111111')).toBe('United States');
    expect(vinCountry('3VW1111111A111111')).toBe('Mexico');
    expect(vinCountry('AS11111111A111111')).toBeNull();
  });

  it('reads the model year: position 7 settles the cycle in North America', () => {
    expect(vinModelYear('1HGCM82633A004352', NOW)).toEqual({ year: 2003, note: null });
    expect(vinModelYear('5YJ3E1EA7KF317000', NOW)).toEqual({ year: 2019, note: null });
  });

  it('elsewhere gives the most recent year that can be, and says so', () => {
    // X: 1999 or 2029; 2029 is after next year.
    expect(vinModelYear('WVWZZZ1JZXW000001', NOW).year).toBe(1999);
    expect(vinModelYear('WVWZZZ1JZXW000001', NOW).note).toMatch(/need not put the model year/);
    const mazda = vinModelYear('JMZBK14Z2A1234567', NOW);
    expect(mazda.year).toBe(2010);
    expect(mazda.note).toMatch(/^Position 10 \(A\) stands for 2010 or 1980; shown as 2010/);
    // China requires the year code: only the cycle is uncertain.
    expect(vinModelYear('LSGPC52U1AF123456', NOW).note).toBe(
      'Position 10 (A) stands for 2010 or 1980; shown as 2010, the more recent.',
    );
    expect(vinModelYear('ZFA19900001234567', NOW)).toEqual({
      year: null,
      note: 'Position 10 (0) holds no model-year code: the year is not known (many makers outside North America leave it out).',
    });
  });
});
