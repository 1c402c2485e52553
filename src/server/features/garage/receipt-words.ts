// The words and signs a fuel receipt labels its figures with, in the languages of the markets Odo
// is used in (receipt-text.ts reads them): pump receipts print few words, and a label missing here
// leaves a figure to the looser "any number that multiplies out" search.

/** A line that gives the volume: its label, or a figure followed by a litre sign ("45,12 l x"). */
export const VOLUME =
  /(lit(er|re|ri|ro)|volume|menge|volym|m[eé]nge|quantit|qty|ilo[sś][cć]|mno[zž]stv[ií]|m[aä][aä]r[aä]|mennyis[eé]g|miktar|gallons?|\bgal\b|\bvol\b|\bltr\b|объ[её]м|литр|\d\s?l\b)/i;

/** A currency's sign or code as receipts print it beside a price ("2.200 RM/litre", "EUR/l"). */
export const MONEY = String.raw`\b(?:rm|myr|eur|usd|gbp|chf|sek|nok|dkk|pln|czk|inr|kr|k[cč]|z[lł]|rs)|[$€£]`;

/** A line that gives the price per unit: a label, a "/L", or a currency before a unit. */
export const PRICE = new RegExp(
  String.raw`(price|prix(?!\s*[aà]\s*payer)|preis|pris|prijs|precio|prezzo|pre[cç]o|cena|hinta|\b[aá]r\b|fiyat|rate|цена|\/\s*(l|1|ltr|gal|g)\b|\/\s*(lit|gal)|per\s*(l|gal)|unit|\s[@à]\s?|(?:${MONEY})\.?\s?(?:\/|[|1i](?=l)|per|[a-z]{1,2}\s)?\s?(?:l\b|ltr|lit|gal))`,
  'i',
);

/** A line that gives the total paid. */
export const TOTAL =
  /(total|totaal|summe|summa|\bsuma\b|sale|amount|betala|to pay|[aà] payer|zahlen|montant|importe|importo|betrag|\bsum\b|celkem|razem|yhteens[aä]|[oö]sszesen|toplam|\bi alt\b|bel[oø]p|итого|сумма|к оплате)/i;

/** A tax line: its figures are never the volume, price or total. */
export const TAX =
  /\b(vat|tva|iva|moms|ust|btw|dph|ptu|alv|[aá]fa|kdv|mva|gst|hst|pst)(?![a-z])|tax|mwst|ндс/i;

/**
 * Currencies by their sign, code or word on the receipt (the one written most often wins: a stray
 * "€" read in a logo does not outvote five "RM"), most specific first on a tie: "kr" is Sweden's
 * unless Norwegian or Danish words say otherwise; a bare "$" is the US dollar unless the receipt
 * names another (an Australian ABN, a Canadian HST).
 */
export const CURRENCIES: [RegExp, string][] = [
  [/€|\beur\b|\beuro?\b/i, 'EUR'],
  // A pump display's "PENCE PER LITRE" is the UK's.
  [/£|\bgbp\b|\bpence\b/i, 'GBP'],
  [/\bchf\b/i, 'CHF'],
  [/\bsek\b/i, 'SEK'],
  [/\bnok\b|\bmva\b|å betale/i, 'NOK'],
  [/\bdkk\b|\bi alt\b|\bbel[oø]b(?![a-z])/i, 'DKK'],
  [/\bkr\b/i, 'SEK'],
  [/\bpln\b|\bz[lł](?![a-z])/i, 'PLN'],
  [/\bczk\b|\bk[cč](?![a-z])/i, 'CZK'],
  [/\bhuf\b|\d\s?ft\b/i, 'HUF'],
  // Not "RON": fuel receipts print the octane (95 RON).
  [/\blei\b/i, 'RON'],
  [/\btry\b|₺/i, 'TRY'],
  [/\binr\b|₹|\brs\.?(?![a-z])/i, 'INR'],
  [/\brub\b|₽|руб/i, 'RUB'],
  [/\buah\b|₴|грн/i, 'UAH'],
  [/\bjpy\b|円/i, 'JPY'],
  [/\bkrw\b|₩/i, 'KRW'],
  [/\bzar\b/i, 'ZAR'],
  [/\bbrl\b|r\$/i, 'BRL'],
  [/\bmxn\b/i, 'MXN'],
  [/\bnzd\b|nz\$/i, 'NZD'],
  [/\bmyr\b|\brm\b/i, 'MYR'],
  [/\bcad\b|c\$|\bhst\b|\bqst\b|\btps\b.*\btvq\b/i, 'CAD'],
  [/\baud\b|a\$|\babn\b/i, 'AUD'],
  [/\$|\busd\b/i, 'USD'],
];
