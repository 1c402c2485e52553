// `npm run moderate -- list|hide|restore|ban|unban …`: the community's moderation commands, on the
// database the server uses (DATABASE_URL, or DATA_DIR's embedded PGlite, which only one process
// can open: stop the server first). See src/server/features/community/moderation.ts.
import { openDatabase } from '../src/server/db/database.ts';
import { parseConfig } from '../src/server/env.ts';
import {
  MODERATE_USAGE,
  ModerationUsageError,
  runModeration,
} from '../src/server/features/community/moderation.ts';

export async function main(
  args: readonly string[],
  env: Record<string, string | undefined>,
): Promise<number> {
  if (args.length === 0 || args[0] === 'help' || args[0] === '--help') {
    console.log(MODERATE_USAGE);
    return args.length === 0 ? 2 : 0;
  }
  const config = parseConfig(env);
  let database;
  try {
    database = await openDatabase(config);
  } catch (error) {
    const message = (error as Error).message;
    console.error(
      config.DATABASE_URL
        ? `Could not open the database: ${message}`
        : `Could not open the embedded database in ${config.DATA_DIR}: ${message}\n` +
            'PGlite can be opened by one process at a time: stop the server, then run this again.',
    );
    return 1;
  }
  try {
    console.log(await runModeration(database.db, args));
    return 0;
  } catch (error) {
    if (error instanceof ModerationUsageError) {
      console.error(`${error.message}\n\n${MODERATE_USAGE}`);
      return 2;
    }
    throw error;
  } finally {
    await database.close();
  }
}

if (import.meta.main) {
  process.exitCode = await main(process.argv.slice(2), process.env);
}
