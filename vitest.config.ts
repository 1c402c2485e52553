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
          // PostgreSQL-only tests (a real server to terminate backends of) run in the PostgreSQL run.
          exclude: process.env.TEST_DATABASE_URL ? [] : ['**/*.postgres.test.ts'],
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
