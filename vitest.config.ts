import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts'],
          // PostgreSQL-only tests (a real server to terminate backends of) run in the PostgreSQL run;
          // tests that touch no database (the knowledge data, Car Lens's read rate over generated
          // photos) run in the PGlite run only, since a second database changes nothing for them.
          exclude: process.env.TEST_DATABASE_URL
            ? [
                'src/server/features/car-lens/read-rate.test.ts',
                'src/server/features/car-lens/photo-set.test.ts',
                'src/server/features/knowledge/knowledge.test.ts',
                'src/server/features/knowledge/trouble-codes.test.ts',
                'src/server/features/assessment/engine.test.ts',
                'src/server/features/community/excerpt.test.ts',
                // Its own process on its own embedded database.
                'src/server/abuse.test.ts',
              ]
            : ['**/*.postgres.test.ts'],
          setupFiles: ['src/server/test/setup.ts'],
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test/setup.ts'],
        },
      },
    ],
  },
});
