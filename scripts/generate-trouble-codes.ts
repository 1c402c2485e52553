// `node scripts/generate-trouble-codes.ts <source-data dir>`: rebuilds the generic OBD-II trouble
// code list (src/server/features/knowledge/data/trouble-codes/codes.json) from the code text files
// of Wal33D/dtc-database (MIT; see SOURCE.md in that folder for the commit). Only the SAE J2012
// generic ranges are kept; the manufacturer ranges (P1xxx, P30xx–P33xx, B1/B2, C1/C2, U1/U2) are not.
import fs from 'node:fs';
import path from 'node:path';

const FILES = ['p_codes.txt', 'b_codes.txt', 'c_codes.txt', 'u_codes.txt'];
const OUT = path.join(
  import.meta.dirname,
  '../src/server/features/knowledge/data/trouble-codes/codes.json',
);

/** SAE J2012's generic (SAE-controlled) ranges; everything else is the maker's. */
const GENERIC_CODE = /^(P0|P2|P34|B0|B3|C0|C3|U0|U3)/;

/** Straight quotes, single spaces, and no lone quote mark left behind ("Sensor A” Circuit"). */
function clean(text: string): string {
  let out = text
    .replace(/[“”]/g, '"')
    .replace(/[‘’]/g, "'")
    .replace(/[–—]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
  if ((out.match(/"/g) ?? []).length % 2 === 1) out = out.replace(/"/g, '');
  return out;
}

function main() {
  const dir = process.argv[2];
  if (!dir || !fs.existsSync(path.join(dir, FILES[0]!))) {
    console.error('usage: node scripts/generate-trouble-codes.ts <dtc-database>/data/source-data');
    process.exit(2);
  }
  const codes = new Map<string, string>();
  let skipped = 0;
  for (const file of FILES) {
    for (const line of fs.readFileSync(path.join(dir, file), 'utf8').split(/\r?\n/)) {
      const match = /^([PBCU][0-9A-F]{4})\s+-\s+(.+)$/.exec(line.trim());
      if (!match) continue;
      const [, code, raw] = match as unknown as [string, string, string];
      const meaning = clean(raw);
      // Range headers ("P3400 - P34C8") and placeholders are not definitions.
      const placeholder =
        /^[PBCU][0-9A-F]{4}(\s*-\s*[PBCU]?[0-9A-F]{4})?\b/.test(meaning) ||
        /reserved|manufacturer controlled/i.test(meaning);
      if (!GENERIC_CODE.test(code) || placeholder) {
        skipped += 1;
        continue;
      }
      if (!codes.has(code)) codes.set(code, meaning);
    }
  }
  const sorted = [...codes].sort(([a], [b]) => a.localeCompare(b));
  // One code a line: small, and a rebuild's diff reads code by code.
  const body = sorted.map(
    ([code, meaning]) => `${JSON.stringify(code)}:${JSON.stringify(meaning)}`,
  );
  fs.writeFileSync(OUT, `{\n${body.join(',\n')}\n}\n`);
  console.log(`${sorted.length} generic codes written to ${OUT} (${skipped} lines skipped)`);
}

main();
