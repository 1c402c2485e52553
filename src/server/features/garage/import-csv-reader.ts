// CSV text → records with their physical line numbers, read leniently: a misplaced quote spoils
// only its own record, never the rest of the file. Also splits whole-account exports (Drivvo's
// "##Refuelling" / "##Service", aCar's "Fill-Up Records" / "Event Records") into sections.
import { repairDecoding } from './import-decoding.ts';

export interface CsvRecord {
  /** The physical line where the record starts (1-based). */
  line: number;
  cells: string[];
  /** Why the record could not be read as CSV (its cells are then a best effort). */
  error?: string;
}

export interface CsvSection {
  /** The section's title line ("##Refuelling", "Fill-Up Records"), or null for a plain file. */
  title: string | null;
  header: CsvRecord;
  rows: CsvRecord[];
}

/** Text as the client decoded it → one line end (\n) and no byte-order mark. */
export function normaliseText(text: string): string {
  return repairDecoding(text)
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n');
}

/**
 * Excel's first line "sep=;" names the separator; the line is blanked (not removed), so that
 * every record keeps its line number in the file.
 */
export function declaredSeparator(text: string): { text: string; delimiter: string | null } {
  const match = /^"?sep=(.)"?[ \t]*(?=\n|$)/i.exec(text);
  if (!match) return { text, delimiter: null };
  return { text: text.slice(match[0].length), delimiter: match[1]! };
}

/**
 * Why this text is not a CSV file Odo can read, or null: control characters (a binary file), or
 * mostly undecodable bytes (U+FFFD: a file in another encoding read as UTF-8). A Windows-1252
 * file read as UTF-8 keeps its few "ä" and "€" as U+FFFD and is still read.
 */
export function unreadableText(text: string): string | null {
  const sample = text.slice(0, 64_000);
  let controls = 0;
  let undecodable = 0;
  for (let i = 0; i < sample.length; i += 1) {
    const code = sample.charCodeAt(i);
    if (code < 32 && code !== 9 && code !== 10 && code !== 13) controls += 1;
    else if (code === 0xfffd) undecodable += 1;
  }
  if (controls > 0 && controls >= Math.max(1, sample.length / 200)) {
    return 'This file is not a CSV (text) file.';
  }
  if (undecodable > sample.length / 4) {
    return "This file's text could not be decoded: save it as CSV UTF-8 (or send its text as the file's own encoding reads it) and try again.";
  }
  return null;
}

function countOutsideQuotes(line: string, delimiter: string): number {
  let quoted = false;
  let count = 0;
  for (const char of line) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === delimiter) count += 1;
  }
  return count;
}

/**
 * The delimiter: the one of , ; and tab that splits the first lines most alike (a header and its
 * rows split into the same number of cells); on a tie, the one that splits them more. A comma
 * in "14.03.24, 08:10" or "40,5" does not make a semicolon file comma-separated.
 */
export function detectDelimiter(text: string): string {
  const lines = text.split('\n', 40).filter((line) => line.trim() !== '');
  let best = ',';
  let bestScore = [-1, 0];
  for (const delimiter of [',', ';', '\t']) {
    const counts = lines.map((line) => countOutsideQuotes(line, delimiter));
    const alike = counts.filter((count, i) => i > 0 && count > 0 && count === counts[i - 1]).length;
    const most = Math.max(0, ...counts);
    if (most > 0 && (alike > bestScore[0]! || (alike === bestScore[0] && most > bestScore[1]!))) {
      best = delimiter;
      bestScore = [alike, most];
    }
  }
  return best;
}

interface Parsed {
  cells: string[];
  /** Index just past the record's line end. */
  end: number;
  /** Line ends inside quoted cells. */
  innerLines: number;
  problem?: string;
}

/**
 * Whether quoted cells escape a quote with a backslash (Spritmonitor writes "a \"b\" c") instead
 * of doubling it: a \" inside a cell, not at a cell's end (a cell may end in a backslash).
 */
export function usesBackslashEscapes(text: string, delimiter: string): boolean {
  const end = delimiter === '\t' ? '\\t' : delimiter;
  return new RegExp(`\\\\"(?![${end}\\n]|$)`).test(text);
}

/**
 * One record from `start`: RFC 4180, with text after a closing quote kept (Drivvo writes it),
 * spaces before an opening quote skipped, and \" and \\ read as a quote and a backslash in a
 * file that escapes that way.
 */
function parseRecordAt(
  text: string,
  start: number,
  delimiter: string,
  backslashes: boolean,
): Parsed {
  const cells: string[] = [];
  let cell = '';
  let innerLines = 0;
  let i = start;
  let atCellStart = true;
  while (i < text.length) {
    // A quoted cell after a space ("a, "b, c"": files written with ", " between cells) is
    // still quoted.
    if (atCellStart && text[i] === ' ') {
      let j = i;
      while (text[j] === ' ') j += 1;
      if (text[j] === '"') i = j;
    }
    const char = text[i]!;
    if (atCellStart && char === '"') {
      i += 1;
      let closed = false;
      while (i < text.length) {
        const inner = text[i]!;
        if (backslashes && inner === '\\' && (text[i + 1] === '"' || text[i + 1] === '\\')) {
          cell += text[i + 1];
          i += 2;
          continue;
        }
        if (inner === '"') {
          if (text[i + 1] === '"') {
            cell += '"';
            i += 2;
            continue;
          }
          closed = true;
          i += 1;
          break;
        }
        if (inner === '\n') innerLines += 1;
        cell += inner;
        i += 1;
      }
      if (!closed) {
        return { cells, end: text.length, innerLines, problem: 'a quoted cell is never closed' };
      }
      atCellStart = false;
      continue;
    }
    atCellStart = false;
    if (char === delimiter) {
      cells.push(cell);
      cell = '';
      atCellStart = true;
    } else if (char === '\n') {
      cells.push(cell);
      return { cells, end: i + 1, innerLines };
    } else {
      cell += char;
    }
    i += 1;
  }
  cells.push(cell);
  return { cells, end: text.length, innerLines };
}

/** Every record of the (normalised) text; blank lines are dropped, line numbers kept. */
export function readRecords(
  text: string,
  delimiter: string,
  backslashes = usesBackslashEscapes(text, delimiter),
): CsvRecord[] {
  const records: CsvRecord[] = [];
  let position = 0;
  let line = 1;
  // The width of the last well-formed record: a record that runs over several lines and comes
  // out another width is a stray quote swallowing its neighbours, not a multi-line note.
  let width: number | null = null;
  while (position < text.length) {
    const parsed = parseRecordAt(text, position, delimiter, backslashes);
    let problem = parsed.problem;
    if (!problem && parsed.innerLines > 0 && width !== null && parsed.cells.length !== width) {
      problem = 'a quote is misplaced (the record runs into the next lines)';
    }
    if (problem) {
      const lineEnd = text.indexOf('\n', position);
      const end = lineEnd === -1 ? text.length : lineEnd;
      const own = text.slice(position, end);
      records.push({
        line,
        cells: own.split(delimiter).map((cell) => cell.replace(/^"|"$/g, '')),
        error: `This line cannot be read: ${problem}.`,
      });
      position = end + 1;
      line += 1;
      continue;
    }
    if (parsed.cells.some((cell) => cell.trim() !== '')) {
      records.push({ line, cells: parsed.cells });
      if (parsed.cells.length > 1) width = parsed.cells.length;
    }
    line += parsed.innerLines + 1;
    position = parsed.end;
  }
  return records;
}

const filled = (record: CsvRecord) => record.cells.filter((cell) => cell.trim() !== '').length;

/**
 * A section title: "##Name", or a lone word line right above a header of several columns; the
 * file's first line may hold a number too ("Fuel log 2024", "Exported 2024-03-01").
 */
function isTitle(record: CsvRecord, next: CsvRecord | undefined, first: boolean): boolean {
  const text =
    (first ? record.cells.find((cell) => cell.trim() !== '') : record.cells[0])?.trim() ?? '';
  if (filled(record) !== 1 || text === '' || record.error) return false;
  if (text.startsWith('#')) return true;
  return (
    /\p{L}/u.test(text) && (first || !/\d/.test(text)) && next !== undefined && filled(next) >= 3
  );
}

/**
 * A line above a header that is not the header: fewer than three cells filled, in a run of such
 * lines over one with more ("Fuel log", "Exported: 2024-03-01" or "Vehicle,Honda Civic" above
 * "Date,Odometer,Litres,Cost").
 */
function isPreamble(records: CsvRecord[], index: number): boolean {
  const record = records[index]!;
  if (record.error || filled(record) >= 3) return false;
  for (const next of records.slice(index + 1, index + 6)) {
    if (next.error) return false;
    if (filled(next) >= 3) return filled(record) < filled(next);
  }
  return false;
}

/** Records → sections; a file without titles is one section whose header is its first record. */
export function splitSections(records: CsvRecord[]): CsvSection[] {
  const sections: CsvSection[] = [];
  let title: string | null = null;
  let current: CsvSection | null = null;
  records.forEach((record, index) => {
    // Lines between a title (or the file's start) and the header are not records; the title
    // stays the section's.
    if (!current && !isTitle(record, records[index + 1], index === 0)) {
      if (isPreamble(records, index)) return;
    }
    if (isTitle(record, records[index + 1], index === 0)) {
      const text = record.cells.find((cell) => cell.trim() !== '') ?? '';
      title = text.trim().replace(/^#+\s*/, '');
      current = null;
      return;
    }
    if (!current) {
      current = { title, header: record, rows: [] };
      sections.push(current);
      return;
    }
    current.rows.push(record);
  });
  return sections;
}
