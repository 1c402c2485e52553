// The knowledge base's data files are checked here: every entry against the zod schema, unique
// ids, year ranges the vehicle catalog (vPIC's names) actually lists, brand facts; then lookups.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { logoSlug } from '../../../shared/vehicle-data.ts';
import { frontMatter } from './articles.ts';
import {
  KNOWLEDGE_DATA_DIR,
  knowledgeBase,
  loadKnowledgeBase,
  normaliseSpec,
  type KnownProblemQuery,
} from './knowledge-base.ts';
import {
  articleFrontMatterSchema,
  brandFactsSchema,
  knownProblemSchema,
  type KnownProblem,
  type ProblemComponent,
} from './schema.ts';

type CatalogMakes = [string, [string, string][]][];
const SHARED = path.join(import.meta.dirname, '..', '..', '..', 'shared');

function readCatalog(name: string): CatalogMakes {
  const file = path.join(SHARED, name);
  if (!fs.existsSync(file)) return [];
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { makes: CatalogMakes }).makes;
}

function parseYears(ranges: string): Set<number> {
  const years = new Set<number>();
  for (const part of ranges.split(',')) {
    const [from, to] = part.split('-').map(Number);
    for (let year = from!; year <= (to ?? from!); year += 1) years.add(year);
  }
  return years;
}

/** make (exact) → model (exact) → years, from the US catalog and (when present) the European one. */
const catalog = new Map<string, Map<string, Set<number>>>();
for (const makes of [
  readCatalog('vehicle-catalog.json'),
  readCatalog('vehicle-catalog-europe.json'),
]) {
  for (const [make, models] of makes) {
    const byModel = catalog.get(make) ?? new Map<string, Set<number>>();
    for (const [model, ranges] of models) {
      const years = byModel.get(model) ?? new Set<number>();
      for (const year of parseYears(ranges)) years.add(year);
      byModel.set(model, years);
    }
    catalog.set(make, byModel);
  }
}

const problemsDir = path.join(KNOWLEDGE_DATA_DIR, 'known-problems');
const problemFiles = fs
  .readdirSync(problemsDir)
  .filter((name) => name.endsWith('.json'))
  .sort();
const rawEntries = problemFiles.flatMap((file) => {
  const data: unknown = JSON.parse(fs.readFileSync(path.join(problemsDir, file), 'utf8'));
  if (!Array.isArray(data)) return [{ file, index: -1, raw: data }];
  return data.map((raw: unknown, index) => ({ file, index, raw }));
});
const entryName = (file: string, index: number, raw: unknown) =>
  `${file}#${index} ${(raw as { id?: unknown } | null)?.id ?? '(no id)'}`;

describe('known-problem data files', () => {
  it('are JSON arrays of entries that match the schema', () => {
    const failures = rawEntries.flatMap(({ file, index, raw }) => {
      if (index < 0) return [`${file}: not a JSON array`];
      const parsed = knownProblemSchema.safeParse(raw);
      return parsed.success
        ? []
        : [
            `${entryName(file, index, raw)}: ${parsed.error.issues
              .map((issue) => `${issue.path.join('.') || '(entry)'} ${issue.message}`)
              .join('; ')}`,
          ];
    });
    expect(failures, failures.join('\n')).toEqual([]);
    expect(rawEntries.length).toBeGreaterThan(0);
  });

  const entries = rawEntries.flatMap(({ file, raw }) => {
    const parsed = knownProblemSchema.safeParse(raw);
    return parsed.success ? [{ file, entry: parsed.data }] : [];
  });

  it('have unique ids', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const { file, entry } of entries) {
      const earlier = seen.get(entry.id);
      if (earlier) duplicates.push(`${entry.id} in ${earlier} and ${file}`);
      seen.set(entry.id, file);
    }
    expect(duplicates, duplicates.join('\n')).toEqual([]);
  });

  it('sit in the file named for their make, with yearFrom ≤ yearTo', () => {
    const wrong = entries.flatMap(({ file, entry }) => [
      ...(file === `${logoSlug(entry.make)}.json`
        ? []
        : [`${file}: ${entry.id} is a ${entry.make}`]),
      ...(entry.yearFrom <= entry.yearTo ? [] : [`${file}: ${entry.id} years inverted`]),
    ]);
    expect(wrong, wrong.join('\n')).toEqual([]);
  });

  it('name makes and models the pickers know, in every year of the range', () => {
    const unknown = entries.flatMap(({ file, entry }) => {
      const models = catalog.get(entry.make);
      if (!models) return [`${file}: ${entry.id}: make "${entry.make}" is not in the catalog`];
      const years = models.get(entry.model);
      if (!years)
        return [`${file}: ${entry.id}: model "${entry.make} ${entry.model}" is not in the catalog`];
      const missing: number[] = [];
      for (let year = entry.yearFrom; year <= entry.yearTo; year += 1) {
        if (!years.has(year)) missing.push(year);
      }
      return missing.length
        ? [
            `${file}: ${entry.id}: the catalog has no ${entry.make} ${entry.model} in ${missing.join(', ')}`,
          ]
        : [];
    });
    expect(unknown, unknown.join('\n')).toEqual([]);
  });

  it('loads into the knowledge base (every entry indexed)', () => {
    expect(knowledgeBase().allKnownProblems()).toHaveLength(entries.length);
  });
});

describe('brands.json', () => {
  const raw = JSON.parse(
    fs.readFileSync(path.join(KNOWLEDGE_DATA_DIR, 'brands.json'), 'utf8'),
  ) as unknown[];

  it('matches the schema, one entry per make, makes from the catalog', () => {
    const failures = raw.flatMap((brand, index) => {
      const parsed = brandFactsSchema.safeParse(brand);
      if (!parsed.success) return [`brands.json#${index}: ${parsed.error.message}`];
      return catalog.has(parsed.data.make)
        ? []
        : [`brands.json: "${parsed.data.make}" is not in the catalog`];
    });
    expect(failures, failures.join('\n')).toEqual([]);
    const makes = raw.map((brand) => (brand as { make: string }).make);
    expect(new Set(makes).size).toBe(makes.length);
  });

  it('covers the big US, Asian and European makes', () => {
    const required = [
      'Ford',
      'Chevrolet',
      'GMC',
      'Ram',
      'Dodge',
      'Jeep',
      'Chrysler',
      'Buick',
      'Cadillac',
      'Tesla',
      'Lincoln',
      'Volkswagen',
      'Audi',
      'BMW',
      'Mercedes-Benz',
      'Volvo',
      'Mini',
      'Porsche',
      'Land Rover',
      'Jaguar',
      'Toyota',
      'Lexus',
      'Honda',
      'Acura',
      'Nissan',
      'Infiniti',
      'Mazda',
      'Subaru',
      'Mitsubishi',
      'Hyundai',
      'Kia',
    ];
    const missing = required.filter((make) => !knowledgeBase().brandFacts(make));
    expect(missing).toEqual([]);
    expect(knowledgeBase().brandFacts('toyota')?.make).toBe('Toyota');
    expect(knowledgeBase().brandFacts('Trabant')).toBeNull();
  });
});

describe('article front matter', () => {
  const dir = path.join(KNOWLEDGE_DATA_DIR, 'articles');
  const files = fs.existsSync(dir)
    ? fs.readdirSync(dir).filter((name) => name.endsWith('.md'))
    : [];

  it('is valid in every article (when articles exist)', () => {
    const failures = files.flatMap((file) => {
      const parsed = articleFrontMatterSchema.safeParse(
        frontMatter(fs.readFileSync(path.join(dir, file), 'utf8'))?.data ?? null,
      );
      if (!parsed.success) return [`${file}: ${parsed.error.message}`];
      return parsed.data.slug === file.replace(/\.md$/, '')
        ? []
        : [`${file}: slug differs from the file name`];
    });
    expect(failures, failures.join('\n')).toEqual([]);
  });
});

describe('knownProblems lookups', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'odo-kb-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const base = {
    component: 'engine' as ProblemComponent,
    description: 'A test entry.',
    symptoms: ['Something'],
    typicalMileageKm: null,
    severity: 'medium' as const,
    repairCostUsd: { min: 100, max: 200 },
    source: { kind: 'tsb' as const, organisation: 'Test', document: 'A test bulletin' },
    engine: null,
    transmission: null,
  };
  const fixture: KnownProblem[] = [
    {
      ...base,
      id: 'testa-car-2010-2012-late',
      make: 'Testa',
      model: 'Car X',
      yearFrom: 2010,
      yearTo: 2012,
      title: 'Late',
    },
    {
      ...base,
      id: 'testa-car-2005-2010-early',
      make: 'Testa',
      model: 'Car X',
      yearFrom: 2005,
      yearTo: 2010,
      title: 'Early',
    },
    {
      ...base,
      id: 'testa-car-2008-2011-v6',
      make: 'Testa',
      model: 'Car X',
      yearFrom: 2008,
      yearTo: 2011,
      engine: '3.5 V6',
      title: 'V6 only',
    },
    {
      ...base,
      id: 'testa-car-2008-2011-cvt',
      make: 'Testa',
      model: 'Car X',
      yearFrom: 2008,
      yearTo: 2011,
      transmission: 'CVT',
      title: 'CVT only',
    },
  ];
  fs.mkdirSync(path.join(dir, 'known-problems'));
  fs.writeFileSync(path.join(dir, 'known-problems', 'testa.json'), JSON.stringify(fixture));
  const kb = loadKnowledgeBase(dir);
  const titles = (query: KnownProblemQuery) => kb.knownProblems(query).map((entry) => entry.title);

  it('matches make and model without regard to case, sorted by yearFrom', () => {
    expect(
      titles({ make: 'TESTA', model: 'car x', year: 2010, engine: '2.0', transmission: 'manual' }),
    ).toEqual(['Early', 'Late']);
    expect(titles({ make: ' testa ', model: 'Car X', year: 2006 })).toEqual(['Early']);
    expect(titles({ make: 'Testa', model: 'Car Y', year: 2010 })).toEqual([]);
    expect(titles({ make: 'Nobody', model: 'Car X', year: 2010 })).toEqual([]);
  });

  it('includes both year bounds and nothing outside them', () => {
    expect(
      titles({ make: 'Testa', model: 'Car X', year: 2005, engine: '2.0', transmission: 'manual' }),
    ).toEqual(['Early']);
    expect(
      titles({ make: 'Testa', model: 'Car X', year: 2012, engine: '2.0', transmission: 'manual' }),
    ).toEqual(['Late']);
    expect(titles({ make: 'Testa', model: 'Car X', year: 2004 })).toEqual([]);
    expect(titles({ make: 'Testa', model: 'Car X', year: 2013 })).toEqual([]);
  });

  it('applies engine and transmission filters; unknown ones make the entry conditional', () => {
    const known = kb.knownProblems({
      make: 'Testa',
      model: 'Car X',
      year: 2009,
      engine: '3.5L V6 DOHC',
      transmission: 'Continuously Variable (CVT)',
    });
    expect(known.map((entry) => [entry.title, entry.conditional])).toEqual([
      ['Early', false],
      ['V6 only', false],
      ['CVT only', false],
    ]);
    const other = kb.knownProblems({
      make: 'Testa',
      model: 'Car X',
      year: 2009,
      engine: '2.5L I4',
      transmission: '6-speed manual',
    });
    expect(other.map((entry) => entry.title)).toEqual(['Early']);
    const unknown = kb.knownProblems({ make: 'Testa', model: 'Car X', year: 2009 });
    expect(unknown.map((entry) => [entry.title, entry.conditional])).toEqual([
      ['Early', false],
      ['V6 only', true],
      ['CVT only', true],
    ]);
    expect(normaliseSpec(' 2.5 L  Boxer ')).toBe('2.5 boxer');
  });

  it('names the file when a data file is invalid', () => {
    const bad = fs.mkdtempSync(path.join(os.tmpdir(), 'odo-kb-bad-'));
    try {
      fs.mkdirSync(path.join(bad, 'known-problems'));
      fs.writeFileSync(
        path.join(bad, 'known-problems', 'broken.json'),
        JSON.stringify([{ ...fixture[0], yearFrom: 2015 }]),
      );
      expect(() => loadKnowledgeBase(bad)).toThrow(/broken\.json/);
    } finally {
      fs.rmSync(bad, { recursive: true, force: true });
    }
  });
});

/** Famous, certain model-year problems the data must name (component, and a word of the title). */
const HELD_OUT: [KnownProblemQuery, ProblemComponent, RegExp][] = [
  [{ make: 'Nissan', model: 'Altima', year: 2013, transmission: 'CVT' }, 'transmission', /cvt/i],
  [
    { make: 'Honda', model: 'Accord', year: 2003, engine: '3.0L V6', transmission: 'automatic' },
    'transmission',
    /transmission/i,
  ],
  [{ make: 'Toyota', model: 'Camry', year: 2008, engine: '2.4L I4' }, 'engine', /oil consumption/i],
  [{ make: 'Subaru', model: 'Outback', year: 2005, engine: '2.5L H4' }, 'engine', /head gasket/i],
  [{ make: 'Toyota', model: 'Tacoma', year: 2002 }, 'rust', /frame/i],
  [{ make: 'Hyundai', model: 'Sonata', year: 2012, engine: '2.4L I4' }, 'engine', /theta/i],
  [{ make: 'Kia', model: 'Optima', year: 2013, engine: '2.4L' }, 'engine', /theta/i],
  [{ make: 'Honda', model: 'Civic', year: 2004 }, 'airbag', /takata/i],
  [{ make: 'Acura', model: 'TL', year: 2003, engine: '3.2L V6' }, 'transmission', /transmission/i],
  [{ make: 'Mazda', model: 'Mazda6', year: 2005 }, 'airbag', /takata/i],
  [{ make: 'Ford', model: 'Focus', year: 2014 }, 'transmission', /powershift/i],
  [
    { make: 'Peugeot', model: '308', year: 2015, engine: '1.2 PureTech 130' },
    'engine',
    /puretech/i,
  ],
  [{ make: 'Nissan', model: 'Qashqai', year: 2015, engine: '1.2 DIG-T 115' }, 'engine', /dig-t/i],
  [{ make: 'Nissan', model: 'Qashqai', year: 2017 }, 'electrical', /batteries/i],
  [{ make: 'Volkswagen', model: 'Golf', year: 2010 }, 'transmission', /dsg/i],
  [{ make: 'Volkswagen', model: 'Golf', year: 2011, engine: '1.4 TSI 122' }, 'engine', /1\.4 tsi/i],
  [{ make: 'Volkswagen', model: 'Jetta', year: 2013, engine: '2.0 TDI' }, 'emissions', /ea189/i],
  [{ make: 'BMW', model: '3 Series', year: 2009 }, 'engine', /n47/i],
  [{ make: 'Jeep', model: 'Cherokee', year: 2015 }, 'transmission', /9-speed/i],
  [{ make: 'Chevrolet', model: 'Cruze', year: 2013, engine: '1.4L I4' }, 'cooling', /coolant/i],
  [{ make: 'Kia', model: 'Sorento', year: 2016, engine: '2.4L I4' }, 'engine', /theta/i],
  [{ make: 'Honda', model: 'CR-V', year: 2017, engine: '1.5L I4 turbo' }, 'engine', /oil/i],
  [{ make: 'Chevrolet', model: 'Bolt EV', year: 2019 }, 'ev_battery', /battery/i],
  [{ make: 'Tesla', model: 'Model S', year: 2015 }, 'electrical', /memory/i],
  [
    { make: 'Ford', model: 'F-150', year: 2012, engine: '3.5L V6 EcoBoost' },
    'engine',
    /timing chain/i,
  ],
  [
    { make: 'Subaru', model: 'Forester', year: 2012, engine: '2.5L H4' },
    'engine',
    /oil consumption/i,
  ],
  [
    { make: 'Renault', model: 'Clio', year: 2014, engine: '1.2 TCe 120' },
    'engine',
    /oil consumption/i,
  ],
  [{ make: 'Dodge', model: 'Charger', year: 2008 }, 'airbag', /takata/i],
  [{ make: 'Hyundai', model: 'Ioniq 5', year: 2023 }, 'ev_battery', /iccu/i],
  [{ make: 'Mercedes-Benz', model: 'M-Class', year: 2008 }, 'brakes', /brake booster/i],
];

describe('held-out well-known problems', () => {
  it.each(
    HELD_OUT.map(
      ([query, component, title]) =>
        [`${query.year} ${query.make} ${query.model}`, query, component, title] as const,
    ),
  )('%s', (_name, query, component, title) => {
    const found = knowledgeBase()
      .knownProblems(query)
      .filter((entry) => entry.component === component && title.test(entry.title));
    expect(
      found.length,
      JSON.stringify(
        knowledgeBase()
          .knownProblems(query)
          .map((e) => e.title),
      ),
    ).toBeGreaterThan(0);
    expect(found[0]!.source.document.length).toBeGreaterThan(0);
  });
});
