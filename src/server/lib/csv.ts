// The one CSV writer of the app (issue 27): every export writes its files through here, so text
// a spreadsheet would run as a formula is defused the same way everywhere (OWASP "CSV Injection":
// a leading apostrophe before = + - @ tab CR), and quoting follows RFC 4180 with CRLF line ends.

/** What a cell may hold; null and undefined are an empty cell. */
export type CsvValue = string | number | boolean | null | undefined;

/** Text a spreadsheet reads as a formula (or that hides one behind a tab or carriage return). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: text that starts like a formula gets a leading apostrophe (numbers and booleans are
 * written as they are), then the cell is quoted when it holds a quote, comma or line break.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One record, CRLF-terminated. */
export function csvLine(cells: readonly CsvValue[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** A whole file: the header, then one line per row. */
export function csvFile(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return csvLine(header) + rows.map(csvLine).join('');
}
