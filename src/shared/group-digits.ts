// "2,000,000": a whole number with en-US thousands separators, written without Intl, for messages
// built at import time (the first Intl call on a page sets ICU up: ~10 ms on a slow phone).
export function groupDigits(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString('en-US');
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 ? `-${digits}` : digits;
}
