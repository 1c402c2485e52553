// Intl formatters are costly to make (each one looks up its locale's data) and free to reuse:
// one per locale and options, made the first time a screen asks for it.
const made = new Map<string, unknown>();

function once<T>(kind: string, locale: string | undefined, options: object, make: () => T): T {
  const key = `${kind}|${locale ?? ''}|${JSON.stringify(options)}`;
  let formatter = made.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make();
    made.set(key, formatter);
  }
  return formatter;
}

export function dateTimeFormat(
  locale: string | undefined,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  return once('date', locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function numberFormat(
  locale: string | undefined,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  return once('number', locale, options, () => new Intl.NumberFormat(locale, options));
}

export function relativeTimeFormat(
  locale: string | undefined,
  options: Intl.RelativeTimeFormatOptions = {},
): Intl.RelativeTimeFormat {
  return once('relative', locale, options, () => new Intl.RelativeTimeFormat(locale, options));
}
