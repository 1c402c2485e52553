// Numbers typed as text, without zod (a page can use them before its form's checks load; the
// checks themselves are form-fields.ts).
export const DECIMAL = /^\d+([.,]\d+)?$/;
export const NOT_A_NUMBER_MESSAGE = 'Enter a number, 0 or more.';

/** "12,5" or "12.5" → 12.5 (the text has passed the number check). */
export function parseDecimal(text: string): number {
  return Number(text.trim().replace(',', '.'));
}
