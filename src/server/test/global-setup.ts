// Builds one migrated database template per test run; every test file then gets a fresh copy
// (a PGlite data-dir clone, or a PostgreSQL database created from the template when
// TEST_DATABASE_URL is set).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplate: string;
  }
}

function withDatabase(url: string, name: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'odo-test-'));
  const templatePath = path.join(dir, 'template.tar');
  const pglite = await openPglite();
  const dump = await pglite.client.dumpDataDir('none');
  fs.writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide('pgliteTemplatePath', templatePath);

  const url = process.env.TEST_DATABASE_URL;
  let templateName = '';
  if (url) {
    templateName = `odo_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${templateName}`);
    await admin.end();
    const database = await openPostgres(withDatabase(url, templateName), { poolMax: 1 });
    await database.close();
  }
  project.provide('postgresTemplate', templateName);

  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (url && templateName) {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1 or datname = $2`,
        [`odo_t_${process.pid}_%`, templateName],
      );
      for (const row of rows) {
        await admin.query(`drop database if exists ${row.datname} with (force)`);
      }
      await admin.end();
    }
  };
}
