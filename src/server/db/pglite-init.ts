// Run by database.ts in a child process: creates PGlite's files in a new data directory (initdb)
// and exits, so the memory initdb needs goes back to the system before the server opens them.
import { PGlite } from '@electric-sql/pglite';
import { pgliteOptions } from './pglite-options.ts';

const dir = process.argv[2];
if (!dir) throw new Error('usage: pglite-init.ts <data dir>');
const client = await PGlite.create({ ...pgliteOptions, dataDir: dir });
await client.close();
