import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  loadTimingDrives,
  timingBeltSchedule,
  timingDriveOf,
  timingDrives,
  TIMING_DRIVES_FILE,
  UNKNOWN_BELT_NOTE,
  type EngineQuery,
} from './timing-drives.ts';

const of = (year: number, make: string, model: string, more: Partial<EngineQuery> = {}) =>
  timingDriveOf({ year, make, model, ...more });

describe('the timing-drive table', () => {
  it('validates against its schema and covers the families the issue names', () => {
    const { entries } = loadTimingDrives();
    const families = new Set(entries.map((e) => `${e.make}|${e.engine}`));
    expect(entries.length).toBeGreaterThanOrEqual(60);
    for (const family of [
      'Honda|K-series 2.0–2.4 i4 (K20, K24, K20C turbo)',
      'Subaru|EJ boxer 1.5–2.5 (EL15, EJ20, EJ25)',
      'Volkswagen|EA211 1.0–1.6 TSI/TFSI/MPI',
      'BMW|Petrol engines N13–N63, S55–S63, B38, B46, B48, B58 (i3–V8)',
    ]) {
      expect(families.has(family), family).toBe(true);
    }
    for (const entry of entries) {
      expect(entry.source.document.length).toBeGreaterThan(20);
    }
  });

  it('rejects a file with a URL in a source or an unknown drive', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'timing-'));
    const good = JSON.parse(fs.readFileSync(TIMING_DRIVES_FILE, 'utf8'))[0];
    const bad = path.join(dir, 'bad.json');
    fs.writeFileSync(
      bad,
      JSON.stringify([{ ...good, source: { ...good.source, document: 'see https://x.example' } }]),
    );
    expect(() => loadTimingDrives(bad)).toThrow(/no URLs in sources/);
    fs.writeFileSync(bad, JSON.stringify([{ ...good, drive: 'rubber band' }]));
    expect(() => loadTimingDrives(bad)).toThrow(/invalid/);
    fs.rmSync(dir, { recursive: true });
  });

  it('lists every engine family in timing-drives.md', () => {
    const md = fs.readFileSync(TIMING_DRIVES_FILE.replace(/\.json$/, '.md'), 'utf8');
    for (const entry of timingDrives().entries) {
      expect(md, entry.engine).toContain(entry.engine);
    }
  });
});

describe('timingDriveOf', () => {
  it('answers when every engine the car was sold with agrees', () => {
    expect(of(2018, 'Honda', 'Civic')).toBe('chain');
    expect(of(2018, 'Honda', 'Civic', { fuelType: 'petrol' })).toBe('chain');
    expect(of(2012, 'Subaru', 'Impreza', { fuelType: 'petrol' })).toBe('chain');
    expect(of(2010, 'Subaru', 'Impreza', { trim: '2.5i Premium' })).toBe('belt');
    expect(of(2016, 'Honda', 'Pilot')).toBe('belt');
    expect(of(2019, 'BMW', '3 Series', { trim: '320d' })).toBe('chain');
    expect(of(2017, 'Toyota', 'Prius', { fuelType: 'hybrid' })).toBe('chain');
  });

  it('reads the engine from the trim (displacement and family words)', () => {
    expect(of(2015, 'Volkswagen', 'Golf', { trim: '1.4 TSI' })).toBe('belt');
    expect(of(2010, 'VW', 'Golf', { trim: '1.4 TSI Comfortline' })).toBe('chain');
    expect(of(2015, 'Volkswagen', 'Golf', { trim: '2.0 TDI' })).toBe('belt');
    expect(of(2016, 'Ford', 'Focus', { trim: '1.0 EcoBoost Titanium' })).toBe('belt');
    expect(of(2018, 'Ford', 'F-150', { trim: '3.5 EcoBoost' })).toBe('chain');
    expect(of(2012, 'Honda', 'Accord', { trim: 'EX-L V6' })).toBe('belt');
    expect(of(2016, 'Renault', 'Mégane', { trim: '1.5 dCi' })).toBe('belt');
    expect(of(2016, 'Mercedes-Benz', 'A-Class', { trim: 'A 180 d 1.5' })).toBe('belt');
    expect(of(2018, 'Subaru', 'WRX', { trim: 'STI' })).toBe('belt');
    expect(of(2018, 'Subaru', 'WRX', { trim: 'Premium' })).toBe('chain');
    // Engine words typed into the model field count as the trim.
    expect(of(2015, 'Volkswagen', 'Golf 1.4 TSI')).toBe('belt');
    // A VIN decode's displacement narrows it too.
    expect(of(2010, 'Subaru', 'Outback', { displacementL: 3.6 })).toBe('chain');
  });

  it('says null when engines of that car disagree and nothing tells them apart', () => {
    expect(of(2012, 'Honda', 'Accord')).toBeNull();
    expect(of(2013, 'Volkswagen', 'Golf', { trim: '1.4 TSI' })).toBeNull();
    expect(of(2016, 'Mercedes-Benz', 'A-Class', { fuelType: 'diesel' })).toBeNull();
    expect(of(2005, 'Toyota', 'Camry')).toBeNull();
    expect(of(2010, 'Subaru', 'Outback')).toBeNull();
  });

  it('says null for what the table does not know, and for an EV', () => {
    expect(of(2015, 'Trabant', '601')).toBeNull();
    expect(of(2020, 'Nissan', 'Leaf', { fuelType: 'electric' })).toBeNull();
    expect(of(2004, 'Honda', 'Civic')).toBeNull();
    // A 2010 Hilux: a petrol 2TR (chain) or a diesel 1KD/2KD (belt); no fuel given, no answer.
    expect(of(2010, 'Toyota', 'Hilux')).toBeNull();
    expect(of(2010, 'Toyota', 'Hilux', { trim: '3.0 D-4D' })).toBe('belt');
    expect(of(2018, 'Toyota', 'Hilux', { fuelType: 'diesel' })).toBe('chain');
  });
});

describe('timingBeltSchedule', () => {
  it('drops the job for chains, names the family for belts, qualifies it when unknown', () => {
    expect(timingBeltSchedule({ year: 2018, make: 'Honda', model: 'Civic' })).toEqual({
      scheduled: false,
      drive: 'chain',
    });
    const belt = timingBeltSchedule({ year: 2016, make: 'Honda', model: 'Pilot' });
    expect(belt).toMatchObject({ scheduled: true, drive: 'belt' });
    expect(belt.scheduled && belt.source).toMatch(
      /^A timing belt drives the camshafts of the J-series V6/,
    );
    expect(timingBeltSchedule({ year: 2012, make: 'Honda', model: 'Accord' })).toEqual({
      scheduled: true,
      drive: null,
      source: UNKNOWN_BELT_NOTE,
    });
    expect(UNKNOWN_BELT_NOTE).toMatch(
      /^Only if your engine has a timing belt \(chains need none\)/,
    );
  });
});
