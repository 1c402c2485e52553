// What loading Odo's knowledge adds to a server's resident memory (issue 28: ≤ 30 MB): a child
// process imports the loaders, settles its heap and reads its RSS, then loads the EPA ratings (and
// their match indexes), the known problems, brand facts, trouble codes, articles and timing drives
// as the server does on first use, settles again and reads the RSS once more.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Issue 28: EPA and knowledge loading adds at most this much to the server's idle RSS. */
export const KNOWLEDGE_RSS_MB = 30;

export interface KnowledgeRss {
  /** MB after the imports, before any data is read. */
  beforeMb: number;
  /** MB with every table loaded. */
  afterMb: number;
  addedMb: number;
  /** The JS heap's share of what was added (the rest: buffers, code, allocator slack). */
  heapAddedMb: number;
  loadMs: number;
}

const MB = 1024 * 1024;

async function settle() {
  const gc = (globalThis as { gc?: () => void }).gc;
  for (let i = 0; i < 3; i += 1) {
    gc?.();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const { rss, heapUsed } = process.memoryUsage();
  return { rss: rss / MB, heap: heapUsed / MB };
}

/** Runs in the child: the measurement, printed as one JSON line. */
async function measureHere(): Promise<KnowledgeRss> {
  const [epaData, epa, kb, codes, articles, timing] = await Promise.all([
    import('../src/server/features/knowledge/epa-data.ts'),
    import('../src/server/features/knowledge/epa-ratings.ts'),
    import('../src/server/features/knowledge/knowledge-base.ts'),
    import('../src/server/features/knowledge/trouble-codes.ts'),
    import('../src/server/features/knowledge/articles.ts'),
    import('../src/server/features/knowledge/timing-drives.ts'),
  ]);
  const before = await settle();
  const started = performance.now();
  epaData.epaTable();
  // A lookup of each kind builds what the matcher keeps beside the table.
  epa.findEpaRatings({ year: 2016, make: 'Mazda', model: 'Mazda3' });
  epa.findEpaPowertrain({ year: 2020, make: 'Nissan', model: 'Leaf' });
  kb.knowledgeBase().knownProblems({ make: 'Toyota', model: 'Corolla', year: 2019 });
  kb.brandFacts('Toyota');
  codes.describeTroubleCode('P0171');
  codes.findTroubleCodes('my check engine light says P0300');
  articles.articleIndex().search('winter tyres', 3);
  timing.timingDriveOf({ make: 'Honda', model: 'Civic', year: 2012 });
  const loadMs = performance.now() - started;
  const after = await settle();
  return {
    beforeMb: before.rss,
    afterMb: after.rss,
    addedMb: after.rss - before.rss,
    heapAddedMb: after.heap - before.heap,
    loadMs,
  };
}

/** Spawns a fresh Node (with --expose-gc) to measure in; this process's own heap is untouched. */
export function measureKnowledgeRss(): KnowledgeRss {
  const child = spawnSync(
    process.execPath,
    ['--expose-gc', fileURLToPath(import.meta.url), '--child'],
    { encoding: 'utf8', timeout: 120_000 },
  );
  if (child.status !== 0) {
    throw new Error(`knowledge RSS child exited ${child.status}: ${child.stderr}`);
  }
  const line = child.stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(line) as KnowledgeRss;
}

export function knowledgeRssLines(rss: KnowledgeRss): string[] {
  const ok = rss.addedMb <= KNOWLEDGE_RSS_MB;
  return [
    '### Memory: what EPA and knowledge loading adds (bench/knowledge-rss.ts)',
    '',
    'A fresh Node process (`--expose-gc`) imports the knowledge loaders, collects garbage and ' +
      'reads its RSS; then loads the EPA ratings (decoded, with one lookup of each kind), the known ' +
      'problems and brand facts, the trouble codes, the articles index and the timing drives, ' +
      'collects garbage and reads its RSS again.',
    '',
    '| RSS before | RSS after | added | of which JS heap | load time |',
    '| ---: | ---: | ---: | ---: | ---: |',
    `| ${rss.beforeMb.toFixed(1)} MB | ${rss.afterMb.toFixed(1)} MB | ${rss.addedMb.toFixed(1)} MB | ` +
      `${rss.heapAddedMb.toFixed(1)} MB | ${rss.loadMs.toFixed(0)} ms |`,
    '',
    `- Added RSS **${rss.addedMb.toFixed(1)} MB** (target ≤ ${KNOWLEDGE_RSS_MB} MB, issue 28): ` +
      `${ok ? '**PASS**' : '**FAIL**'}`,
  ];
}

if (process.argv.includes('--child')) {
  process.stdout.write(`${JSON.stringify(await measureHere())}\n`);
}
