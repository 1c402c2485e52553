import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import react from '@vitejs/plugin-react';

const WEB_TESTS_IN_NODE = ['src/web/lib/cn.test.ts'];

/**
 * The files that take minutes (OCR over ~100 photos each, the fuzzer): started first. Without a
 * cache of past durations (a fresh clone) vitest starts larger files first, and these small files
 * then ran last, alone, for minutes after everything else had finished (CI time, issue 30).
 */
const LONGEST_FIRST = [
  'src/server/features/car-lens/photo-set.test.ts',
  'src/server/features/garage/read-photo-accuracy.test.ts',
  'src/server/features/car-lens/read-rate.test.ts',
  'src/server/fuzz.test.ts',
  'src/server/main.test.ts',
  'src/server/features/car-lens/car-lens.test.ts',
  'src/server/features/car-lens/car-lens-held-out.test.ts',
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const index = LONGEST_FIRST.findIndex((file) => spec.moduleId.endsWith(file));
      return index < 0 ? LONGEST_FIRST.length : index;
    };
    // Array.prototype.sort is stable: the others keep vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts'],
          // PostgreSQL-only tests (a real server to terminate backends of) run in the PostgreSQL run;
          // tests that touch no database (the knowledge data, Car Lens's read rate over generated
          // photos), and measurements whose database is incidental (the Ask Odo evaluation: every
          // question of both splits, 300 s on PostgreSQL beside the other lanes on a slow machine,
          // 29 s on PGlite), run in the PGlite run only: a second database changes nothing for them.
          exclude: process.env.TEST_DATABASE_URL
            ? [
                'src/server/features/car-lens/read-rate.test.ts',
                'src/server/features/car-lens/photo-set.test.ts',
                'src/server/features/car-lens/car-lens-held-out.test.ts',
                'src/server/features/car-lens/real-photos.test.ts',
                'src/server/features/car-lens/real-set.test.ts',
                // The garage's photo readers write nothing (they count against nothing); their one
                // query, the rate limiter's, runs on PostgreSQL in every other limit's tests. Their
                // OCR was ~70 s of the PostgreSQL run's wall time beside the e2e journeys.
                'src/server/features/garage/read-photo.test.ts',
                'src/server/features/knowledge/knowledge.test.ts',
                'src/server/features/ask-odo/eval/ask-eval.test.ts',
                'src/server/features/knowledge/trouble-codes.test.ts',
                'src/server/features/assessment/engine.test.ts',
                'src/server/features/community/excerpt.test.ts',
                // Its own process on its own embedded database.
                'src/server/abuse.test.ts',
              ]
            : ['**/*.postgres.test.ts'],
          setupFiles: ['src/server/test/setup.ts'],
          // Every server test file builds its own app on its own database and keeps no state in
          // modules, so the files of a worker share one module graph: the server is imported once
          // per worker instead of once per file (a third less time for the suite, measured).
          isolate: false,
          globalSetup: ['src/server/test/global-setup.ts'],
          // Room for a test's many requests when both cores are busy with other work (a limit for a
          // test that hangs, not a speed check: CI must pass on a loaded machine). With both cores
          // busy on a slow machine, the authorization matrix took 129 s and a crash test 135 s.
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          exclude: WEB_TESTS_IN_NODE,
          setupFiles: ['src/web/test/setup.ts'],
          // Room for findBy*'s 15 s (setup.ts) a few times over when both cores are busy.
          testTimeout: 60_000,
          // One jsdom per worker, each file still in its own VM context (isolation kept): building
          // a jsdom per file was 40% of the web suite's time (measured: 37 s → 13 s on the garage tests).
          pool: 'vmThreads',
        },
      },
      {
        plugins: [react()],
        test: {
          // Tests that load Node's module hooks (Tailwind's design system), which VM contexts lack.
          name: 'web-node',
          environment: 'node',
          include: WEB_TESTS_IN_NODE,
          setupFiles: ['src/web/test/setup.ts'],
          // cn.test.ts took 4.7 s of vitest's 5 s default in a CI run on a slow machine.
          testTimeout: 60_000,
        },
      },
    ],
  },
});
