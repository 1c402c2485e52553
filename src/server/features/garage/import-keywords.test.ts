// The words of other apps' exports → Odo's service types and expense kinds: what a schedule
// reads from an imported service must be what was done.
import { describe, expect, it } from 'vitest';
import { isCarWash, serviceTypeFromText } from './import-keywords.ts';

describe('serviceTypeFromText', () => {
  it('reads an oil change done with its filters as an oil change', () => {
    expect(serviceTypeFromText('air filter, engine oil, oil filter')).toBe('oil_change');
    expect(serviceTypeFromText('Ölwechsel mit Ölfilter und Luftfilter')).toBe('oil_change');
    expect(serviceTypeFromText('air filter')).toBe('air_filter');
    expect(serviceTypeFromText('transmission oil')).toBe('transmission_fluid');
  });

  it('reads a fluid only added as no service (it would reset a schedule)', () => {
    expect(serviceTypeFromText('lights, Oil Additive')).toBe('other');
    expect(serviceTypeFromText('Rabbocco olio motore 1 kg 5W40')).toBe('other');
    expect(serviceTypeFromText('coolant top-up')).toBe('other');
    expect(serviceTypeFromText('oil change + additive')).toBe('oil_change');
    expect(serviceTypeFromText('Lavoro freni anteriori')).toBe('brake_pads');
    expect(serviceTypeFromText("appoint d'huile")).toBe('other');
    expect(serviceTypeFromText('brake service appointment')).toBe('brake_pads');
  });
});

describe('isCarWash', () => {
  it('knows a wash, not washer fluid', () => {
    expect(isCarWash('car wash')).toBe(true);
    expect(isCarWash('Autowäsche')).toBe(true);
    expect(isCarWash('lavaggio')).toBe(true);
    expect(isCarWash('windshield washer fluid')).toBe(false);
  });
});
