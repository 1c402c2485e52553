// How every PGlite of Odo's is started (the server's, the first-start child's, the tests').
import { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL's memory settings inside PGlite (decision 023): its WebAssembly memory only grows, so
 * what the buffers touch stays resident. 128 MB of shared buffers (initdb's default) are more
 * than one household's data; the files stay in the operating system's page cache anyway.
 */
export const PGLITE_SETTINGS = [
  'shared_buffers=16MB',
  'maintenance_work_mem=16MB',
  'temp_buffers=2MB',
] as const;

export const pgliteOptions = {
  startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS.flatMap((s) => ['-c', s])],
};
