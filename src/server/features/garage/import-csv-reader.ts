// CSV text → records with their physical line numbers, read leniently: a misplaced quote spoils
// only its own record, never the rest of the file. Also splits whole-account exports (Drivvo's
// "##Refuelling" / "##Service", aCar's "Fill-Up Records" / "Event Records") into sections.

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
  return text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

/** Text that is not a CSV file: control characters or undecodable bytes (read as U+FFFD). */
export function looksBinary(text: string): boolean {
  const sample = text.slice(0, 64_000);
  let odd = 0;
  for (let i = 0; i < sample.length; i += 1) {
    const code = sample.charCodeAt(i);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 0xfffd) odd += 1;
  }
  return odd > 0 && odd >= Math.max(1, sample.length / 200);
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
 * The delimiter: the one of , ; and tab that splits the first lines best. A section title
 * ("##Refuelling") says nothing, so the busiest of the first lines decides.
 */
export function detectDelimiter(text: string): string {
  const lines = text.split('\n', 40).filter((line) => line.trim() !== '');
  let best = ',';
  let bestCount = 0;
  for (const delimiter of [',', ';', '\t']) {
    const count = Math.max(0, ...lines.map((line) => countOutsideQuotes(line, delimiter)));
    if (count > bestCount) {
      best = delimiter;
      bestCount = count;
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

/** One record from `start`: RFC 4180, with text after a closing quote kept (Drivvo writes it). */
function parseRecordAt(text: string, start: number, delimiter: string): Parsed {
  const cells: string[] = [];
  let cell = '';
  let innerLines = 0;
  let i = start;
  let atCellStart = true;
  while (i < text.length) {
    const char = text[i]!;
    if (atCellStart && char === '"') {
      i += 1;
      let closed = false;
      while (i < text.length) {
        const inner = text[i]!;
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
export function readRecords(text: string, delimiter: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  let position = 0;
  let line = 1;
  // The width of the last well-formed record: a record that runs over several lines and comes
  // out another width is a stray quote swallowing its neighbours, not a multi-line note.
  let width: number | null = null;
  while (position < text.length) {
    const parsed = parseRecordAt(text, position, delimiter);
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

/** A section title: "##Name", or a lone word line right above a header of several columns. */
function isTitle(record: CsvRecord, next: CsvRecord | undefined): boolean {
  const first = record.cells[0]?.trim() ?? '';
  if (filled(record) !== 1 || first === '' || record.error) return false;
  if (first.startsWith('#')) return true;
  return /\p{L}/u.test(first) && !/\d/.test(first) && next !== undefined && filled(next) >= 3;
}

/** Records → sections; a file without titles is one section whose header is its first record. */
export function splitSections(records: CsvRecord[]): CsvSection[] {
  const sections: CsvSection[] = [];
  let title: string | null = null;
  let current: CsvSection | null = null;
  records.forEach((record, index) => {
    if (isTitle(record, records[index + 1])) {
      title = record.cells[0]!.trim().replace(/^#+\s*/, '');
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
