// Cells of an imported file → values: numbers written the world's ways, yes/no in several
// languages, and ids found by their label.

/** Export formula guards (a leading apostrophe before = + - @ tab CR) come off. */
export function clean(raw: string | undefined): string {
  const value = (raw ?? '').trim();
  return /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value;
}

/**
 * "1,234.50", "$49.90", "49,90 €", "1.234,5", "106,421" → a number; NaN when it is not one. In
 * a file that writes decimal commas (semicolon-separated), "61.200" is sixty-one thousand two
 * hundred.
 */
export function parseNumber(raw: string, decimalComma: boolean): number {
  let value = raw.replace(/[\s\u00a0]/g, '').replace(/^[^\d.,(-]+|[^\d.,)]+$/g, '');
  if (value.startsWith('(') && value.endsWith(')')) value = `-${value.slice(1, -1)}`;
  const comma = value.lastIndexOf(',');
  const dot = value.lastIndexOf('.');
  if (comma >= 0 && dot >= 0) {
    value = comma > dot ? value.replace(/\./g, '').replace(',', '.') : value.replace(/,/g, '');
  } else if (comma >= 0) {
    value =
      !decimalComma && /^-?\d{1,3}(,\d{3})+$/.test(value)
        ? value.replace(/,/g, '')
        : value.replace(',', '.');
  } else if (decimalComma && /^-?\d{1,3}(\.\d{3})+$/.test(value)) {
    value = value.replace(/\./g, '');
  }
  return /^-?(\d+\.?\d*|\.\d+)$/.test(value) ? Number(value) : Number.NaN;
}

/**
 * What a column's own cells say about its decimal mark: "41,20" or "1.234,5" say comma, "37.52"
 * or "1,234.5" say point; "1,969", "12.345" or "8442" say nothing (null), nor does a column that
 * says both.
 */
export function decimalMarkOf(cells: string[]): 'comma' | 'point' | null {
  let comma = false;
  let point = false;
  for (const raw of cells) {
    const value = raw.replace(/[^\d.,]/g, '');
    if (/,(\d{1,2}|\d{4,})$/.test(value) || /\.\d{3},/.test(value)) comma = true;
    if (/\.(\d{1,2}|\d{4,})$/.test(value) || /,\d{3}\./.test(value)) point = true;
  }
  return comma === point ? null : comma ? 'comma' : 'point';
}

// English, Russian (Drivvo: Да/Нет), Portuguese (Sim/Não), German, French, Spanish, Italian,
// Polish (Tak/Nie, as FuelioImport's Drivvo reader lists them), Czech, Turkish.
const TRUE_WORDS = new Set(
  [
    '1',
    'true',
    'yes',
    'y',
    'x',
    'full',
    'ja',
    'oui',
    'on',
    'да',
    'sim',
    'sí',
    'si',
    'sì',
    'voll',
    'tak',
    'ano',
    'evet',
  ].map((word) => word.normalize('NFC')),
);
const FALSE_WORDS = new Set(
  [
    '0',
    'false',
    'no',
    'n',
    'partial',
    'nein',
    'non',
    'off',
    'нет',
    'não',
    'nao',
    'teil',
    'nie',
    'ne',
    'hayır',
  ].map((word) => word.normalize('NFC')),
);

export function parseBoolean(raw: string): boolean | null {
  const value = raw.trim().toLowerCase().normalize('NFC');
  if (TRUE_WORDS.has(value)) return true;
  if (FALSE_WORDS.has(value)) return false;
  return null;
}

export function findByLabel<T extends string>(
  raw: string,
  ids: readonly T[],
  labels: Record<T, string>,
): T | null {
  const value = raw
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  for (const id of ids) {
    if (id === value || labels[id].toLowerCase().replace(/[\s/-]+/g, '_') === value) return id;
  }
  return null;
}
