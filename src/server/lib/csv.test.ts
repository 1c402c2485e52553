import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestClient } from '../test/harness.ts';
import { readZip } from '../test/read-zip.ts';
import type { VehicleDto } from '../../shared/garage.ts';
import { csvCell, csvFile } from './csv.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'odo-csv-'));
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Text a spreadsheet would run as a formula, each coming back with a leading apostrophe. */
const FORMULAS = ['=HYPERLINK("http://x")', '+1', '@SUM(1)', '-2+3'];
/** Text that only needs quoting, coming back exactly as written. */
const AWKWARD = 'Said "fine", then, later:\r\nnot fine, at all';

const defused = (text: string) => `'${text}`;

function records(csv: string | Buffer): Record<string, string>[] {
  return parse(csv, { columns: true }) as Record<string, string>[];
}

describe('csvCell', () => {
  it('defuses formula-looking text and quotes what has to be quoted', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('=1+1')).toBe(`'=1+1`);
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('\rcarriage')).toBe(`"'\rcarriage"`);
    expect(csvCell('\tcmd')).toBe(`'\tcmd`);
    expect(csvCell(-2)).toBe('-2');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(true)).toBe('true');
  });

  it('writes a file that parses back to the (defused) text', () => {
    const texts = [...FORMULAS, '\tcmd', '\rcarriage', AWKWARD, 'plain'];
    const file = csvFile(
      ['text', 'n'],
      texts.map((text, index) => [text, index]),
    );
    expect(file.endsWith('\r\n')).toBe(true);
    expect(records(file)).toEqual(
      texts.map((text, index) => ({
        text: /^[=+\-@\t\r]/.test(text) ? defused(text) : text,
        n: String(index),
      })),
    );
  });
});

async function post(client: TestClient, url: string, body: unknown) {
  const response = await client.post(url, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return json<{ id: string }>(response);
}

describe('every export writes CSV through the one writer', () => {
  it('the account export defuses the member’s and other members’ text', async () => {
    const member = t.client();
    const { id } = await member.signUp({ name: 'Exporter' });
    // Another member whose display name is a formula: it starts the notification they cause.
    const other = t.client();
    await other.signUp({ name: FORMULAS[0] });

    const thread = await post(member, '/api/community/posts', {
      title: FORMULAS[0],
      body: AWKWARD,
      topic: 'question',
    });
    for (const body of [...FORMULAS, AWKWARD]) {
      await post(member, `/api/community/posts/${thread.id}/comments`, { body });
    }
    await post(other, `/api/community/posts/${thread.id}/comments`, { body: FORMULAS[1] });

    const response = await member.get('/api/account/export');
    expect(response.status).toBe(200);
    const files = await readZip(new Uint8Array(await response.arrayBuffer()));

    const [postRow] = records(files.get('data/community_posts.csv')!);
    expect(postRow).toMatchObject({ title: defused(FORMULAS[0]!), body: AWKWARD });
    const comments = records(files.get('data/community_comments.csv')!)
      .filter((row) => row.user_id === id)
      .map((row) => row.body);
    expect(comments.sort()).toEqual([...FORMULAS.map(defused), AWKWARD].sort());
    const notices = records(files.get('data/user_notifications.csv')!).map((row) => row.message);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.startsWith(defused(FORMULAS[0]!))).toBe(true);
    // Nothing anywhere in the CSV files starts like a formula.
    for (const [name, file] of files) {
      if (!name.endsWith('.csv')) continue;
      for (const row of parse(file) as string[][]) {
        for (const cell of row) expect(cell, `${name}: ${cell}`).not.toMatch(/^[=+@\t\r]/);
      }
    }
  });

  it('the vehicle export defuses and quotes the same way', async () => {
    const owner = t.client();
    await owner.signUp();
    const car = await json<VehicleDto>(
      await owner.post('/api/garage/vehicles', {
        year: 2020,
        make: 'Ford',
        model: 'Focus',
        mileage: 1000,
      }),
    );
    const base = `/api/garage/vehicles/${car.id}`;
    const texts = [...FORMULAS, AWKWARD];
    for (const [index, description] of texts.entries()) {
      await post(owner, `${base}/maintenance`, {
        type: 'other',
        description,
        date: `2024-01-0${index + 1}`,
        mileage: 1000 + index,
        cost: 1,
      });
    }
    const response = await owner.get(`${base}/export.csv`);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(records(await response.text()).map((row) => row.description)).toEqual([
      ...FORMULAS.map(defused),
      AWKWARD,
    ]);
  });
});
