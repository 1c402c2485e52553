import { describe, expect, it } from 'vitest';
import { curlExamples, describeSchema } from './api-reference.tsx';

describe('describeSchema', () => {
  it('says a field’s type and bounds in a few words', () => {
    expect(describeSchema({ type: 'number', minimum: 0, maximum: 1_000_000 })).toBe(
      'number, 0–1000000',
    );
    expect(describeSchema({ type: 'string', maxLength: 40 })).toBe('string, up to 40 chars');
    expect(describeSchema({ type: 'boolean', default: true })).toBe('boolean, default true');
    expect(describeSchema({ enum: ['km', 'mi'] })).toBe('"km" | "mi"');
    expect(describeSchema({ anyOf: [{ type: 'number' }, { type: 'null' }] })).toBe(
      'number or null',
    );
    expect(describeSchema({})).toBe('any');
  });
});

describe('curlExamples', () => {
  it('lists the cars, logs a fuel-up and an odometer reading with the token', () => {
    const text = curlExamples('https://odo.example.com');
    expect(text).toContain('Authorization: Bearer odo_pat_YOUR_TOKEN');
    expect(text).toContain('https://odo.example.com/api/garage/vehicles\n');
    expect(text).toContain('-X POST');
    expect(text).toContain('https://odo.example.com/api/garage/vehicles/VEHICLE_ID/fuel');
    expect(text).toContain('-X PATCH');
    expect(text).toContain(`-d '{"mileage":48350}'`);
    // Every command continues onto its next line until the URL.
    for (const block of text.split('\n\n')) {
      const lines = block.split('\n').filter((line) => !line.startsWith('#'));
      expect(lines.slice(0, -1).every((line) => line.endsWith('\\'))).toBe(true);
      expect(lines.at(-1)).toMatch(/^ {2}https:\/\//);
    }
  });
});
