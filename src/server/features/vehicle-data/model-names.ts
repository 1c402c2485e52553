// How people write car names: the compact form names are compared in, what makes are also called,
// the words that make a catalog entry a variant of another ("Type R", "Hybrid", "L"), and how the
// model field's variant words and the trim are put together. Used by vehicle-identity.ts.

/** Lower-case ASCII letters and digits only: "Mercedes-Benz" → "mercedesbenz", "F-150" → "f150". */
export function compactName(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]/g, '');
}

/** What people call a make besides its name (compact keys). */
export const MAKE_ALIASES: Record<string, string> = {
  chevy: 'Chevrolet',
  chev: 'Chevrolet',
  vw: 'Volkswagen',
  volkswagon: 'Volkswagen',
  merc: 'Mercedes-Benz',
  mercedes: 'Mercedes-Benz',
  mercedesamg: 'Mercedes-Benz',
  benz: 'Mercedes-Benz',
  mb: 'Mercedes-Benz',
  bimmer: 'BMW',
  beemer: 'BMW',
  alfa: 'Alfa Romeo',
  rangerover: 'Land Rover',
  landie: 'Land Rover',
  lambo: 'Lamborghini',
  vauxhallopel: 'Vauxhall',
};

/** One model line under two catalog names (compact key → the name kept as the base). */
export const MODEL_ALIASES: Record<string, Record<string, string>> = {
  'Mercedes-Benz': { mlclass: 'M-Class' },
};

/**
 * Words that make a catalog entry a variant of another entry of the make ("Civic Type R" of
 * "Civic", "Prius Prime (PHEV)" of "Prius", "Grand Cherokee L"): hybrids and plug-ins,
 * performance and body versions. Words that name another car ("Sport" in "Bronco Sport", "Cross",
 * "Coupe" in "Genesis Coupe", "EUV") are not listed, so those stay models of their own.
 */
const VARIANT_WORDS = new Set([
  'hybrid',
  'plugin',
  'pluginhybrid',
  'phev',
  'hev',
  'prime',
  'primephev',
  'ev',
  'electric',
  'electricdrive',
  'e',
  'performance',
  'typer',
  'si',
  'gti',
  'gli',
  'r',
  'n',
  'rs',
  'heritage',
  'hd',
  'ld',
  'ltd',
  'limited',
  'classic',
  'select',
  'l',
  'el',
  'max',
  'xl',
  'esv',
  'sportwagen',
  'wagon',
  'alltrack',
  'allroad',
  'avant',
  'sportback',
  'convertible',
  'roadster',
  'cc',
  'crosscountry',
  'jk',
  'iii',
]);

export const withoutParens = (value: string) =>
  value
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export const joinWords = (...parts: string[]) => parts.filter(Boolean).join(' ');

export const isVariantText = (words: string) =>
  VARIANT_WORDS.has(compactName(words)) ||
  withoutParens(words)
    .split(/[\s/]+/)
    .every((word) => VARIANT_WORDS.has(compactName(word)));

/** The model's words first, then the trim's (a trim that already says them is kept as it is). */
export function mergeTrim(variant: string, trim: string): string {
  const given = trim.trim().replace(/\s+/g, ' ');
  if (!variant) return given;
  if (!given) return variant;
  return compactName(given).includes(compactName(variant)) ? given : `${variant} ${given}`;
}
