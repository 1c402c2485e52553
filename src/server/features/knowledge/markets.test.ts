// Markets: every known problem says where its source applies, a VIN tells a car's market where it
// can, another market's campaign is never said to apply, and links follow only from identifiers.
import { describe, expect, it } from 'vitest';
import { problemsOfCar } from './car-problems.ts';
import { knowledgeBase } from './knowledge-base.ts';
import { inferredMarket, marketApplies, marketOf, marketOfVin } from './markets.ts';
import { PROBLEM_MARKETS } from './schema.ts';
import { sourceLinks } from './source-links.ts';

const kb = knowledgeBase();

describe('the market of each known problem', () => {
  it('every entry carries a market in the data, and it is one of us/eu/other/global', () => {
    const entries = kb.allKnownProblems();
    const withMarket = entries.filter((e) => e.market !== undefined);
    // New entries may leave it out (it is inferred); the shipped data states it for nearly all.
    expect(withMarket.length / entries.length).toBeGreaterThan(0.9);
    for (const entry of entries) expect(PROBLEM_MARKETS).toContain(marketOf(entry));
  });

  it('infers it from the source: NHTSA and US courts → us, KBA → eu, a maker worldwide → global', () => {
    const source = (organisation: string, document = 'A bulletin') => ({
      title: 'A problem',
      source: { kind: 'recall' as const, organisation, document },
    });
    expect(inferredMarket(source('NHTSA'))).toBe('us');
    expect(inferredMarket(source('US District Court, Northern District of California'))).toBe('us');
    expect(inferredMarket(source('Kraftfahrt-Bundesamt (KBA)'))).toBe('eu');
    expect(inferredMarket(source('Volkswagen Group China / AQSIQ'))).toBe('other');
    expect(inferredMarket(source('Volkswagen AG'))).toBe('global');
    expect(inferredMarket(source('NHTSA', 'Takata inflator recall 16V-344'))).toBe('global');
  });
});

describe('the market of a car', () => {
  it('a North-American VIN says na; a foreign VIN without the check digit says eu or other', () => {
    expect(marketOfVin('1HGCM82633A004352')).toBe('na');
    // Check digit 0 is wrong for this German VIN: not built to North-American rules.
    expect(marketOfVin('WVWZZZ1KZ8W000001')).toBe('eu');
    expect(marketOfVin('JTDKB20U093000001')).toBe('other');
    // A foreign-built car with a valid check digit may be a US import: no claim.
    expect(marketOfVin('WVWZZZ1K88W000001')).toBeNull();
    expect(marketOfVin(null)).toBeNull();
    expect(marketOfVin('SHORT')).toBeNull();
  });

  it('another market’s campaign may not apply; a worldwide one and an unknown market change nothing', () => {
    expect(marketApplies('us', 'eu')).toBe('may_not');
    expect(marketApplies('us', 'na')).toBe('yes');
    expect(marketApplies('eu', 'na')).toBe('may_not');
    expect(marketApplies('global', 'eu')).toBe('yes');
    expect(marketApplies('us', null)).toBe('yes');
  });

  it('a European-market car never gets a US-only campaign as "yes"', () => {
    let usEntries = 0;
    for (const entry of kb.allKnownProblems().filter((e) => marketOf(e) === 'us')) {
      const car = {
        year: entry.yearFrom,
        make: entry.make,
        model: entry.model,
        market: 'eu' as const,
      };
      for (const problem of problemsOfCar(kb, car)) {
        if (problem.market !== 'us') continue;
        usEntries += 1;
        expect(problem.applies, `${problem.id} for a European car`).toBe('may_not');
      }
    }
    expect(usEntries).toBeGreaterThan(100);
  });
});

describe('source links', () => {
  it('links an NHTSA campaign number to its nhtsa.gov page, once each', () => {
    expect(
      sourceLinks({
        kind: 'recall',
        organisation: 'NHTSA',
        document: 'Takata recalls, incl. 16V-344 and 18V-661 (and 16V-344 again)',
      }),
    ).toEqual([
      { label: 'NHTSA recall 16V-344', url: 'https://www.nhtsa.gov/recalls?nhtsaId=16V344000' },
      { label: 'NHTSA recall 18V-661', url: 'https://www.nhtsa.gov/recalls?nhtsaId=18V661000' },
    ]);
  });

  it('never guesses an address for a source without an identifier', () => {
    expect(
      sourceLinks({ kind: 'tsb', organisation: 'Volkswagen AG', document: 'TPI 2034357/3' }),
    ).toEqual([]);
    const linked = kb.allKnownProblems().flatMap((e) => sourceLinks(e.source));
    expect(linked.length).toBeGreaterThan(0);
    for (const link of linked)
      expect(link.url).toMatch(/^https:\/\/www\.nhtsa\.gov\/recalls\?nhtsaId=\d{2}V\d{6}$/);
  });
});

describe('engine words pick the right engine', () => {
  it('a "1.4 TSI" never gets a problem of another engine (size, fuel or layout)', () => {
    const cars = kb
      .allKnownProblems()
      .filter((e) => e.make === 'Volkswagen' || e.make === 'Audi' || e.make === 'Skoda')
      .map((e) => ({ year: e.yearFrom, make: e.make, model: e.model, trim: '1.4 TSI' }));
    let checked = 0;
    for (const car of cars) {
      for (const problem of problemsOfCar(kb, car)) {
        checked += 1;
        const engine = problem.engine ?? '';
        const sizes = [...engine.matchAll(/(?<![\d.])(\d\.\d)(?![\d.])/g)].map((m) => m[1]);
        if (sizes.length) expect(sizes, `${problem.id} on a 1.4 TSI`).toContain('1.4');
        expect(engine, `${problem.id} on a 1.4 TSI`).not.toMatch(/\b(TDI|diesel|V6|V8|W12)\b/i);
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});
