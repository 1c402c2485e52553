// Presets for mobile trackers' exports, read from real files where one could be found (see
// import-fixtures/PROVENANCE.md for each file's source, commit and licence):
// - Drivvo's whole-account export: sections "##Refuelling", "##Expense", "##Service" (Spanish
//   builds write "#Reabastecimiento", "#Servicio", as FuelioImport's Drivvo reader lists), each
//   with its own header; headers are localised (Russian sample: "Одометр (км)", "Дата", "Цена /
//   л"…), so a section is known by its title and, in a language Odo does not know, its columns
//   by their position (odometer, date, then fuel, price, total, volume, full tank; or cost and
//   type), the positions FuelioImport's reader relies on; dates "YYYY-MM-DD hh:mm:ss" or
//   "D/M/YYYY"; "0.0" odometer means "not recorded".
// - Drivvo's electric cars: the refuelling section holds charges too (its header has "Tipo de
//   recarga", "Bateria inicial (%)"), whose fuel is "Electric"/"Elétrico"/"Электричество" and
//   whose volume is in kWh; a charges-only section or file is titled "Recharge"/"Recarga"/
//   "Зарядка", or prices "Price / kWh". Charges are read as kWh, never litres (as LubeLogger's EV
//   export is, import-presets.ts).
// - aCar (Fuelly for Android): sections "Fill-Up Records" and "Event Records" (aCar 5), or
//   "Service Records" / "Expense Records" with "Services" / "Expenses" columns (older exports, as
//   public aCar importers read them); per-row unit columns ("mi", "gal (US)"); "Odometer
//   Reading" written "106,421"; money "$79.78"; dates in the export's own format.
// - Fuelly services (services.csv): no real file was found; the layout is the one a public
//   Fuelly services importer reads (service_type service/expense/note, service_date in ISO,
//   odometer, price, sub_service_types "engine_oil,oil_filter", notes; names with a leading
//   space), with the fill-up export's car_name and units as a fallback.
import type { Units } from '../../../shared/units.ts';
import type { ImportRecordType } from '../../../shared/garage-import.ts';
import { isPurchaseOrLoan, recordTypeOfWord } from './import-keywords.ts';
import type { PresetDefinition, RawCell } from './import-presets.ts';

const DRIVVO_ODOMETER = /^\S+ \((km|км|mi|ml|миль)\)$/;
/**
 * A price per unit as Drivvo writes it in every language: a word, " / ", the unit ("Цена / л",
 * "Price / L", "Preço / L", "Preis / L", "Price / kWh", "Price / gal").
 */
const DRIVVO_PRICE = /^\S+ \/ (l|gal|kwh|л|квт)/;

/**
 * A Drivvo section: its title; else an odometer-with-unit first column and either a title that
 * names the section's kind in another language ("#Serviço", "#Despesa", "#Abastecimento") or a
 * marker column (a name, or a pattern that holds in any language).
 */
const drivvo =
  (kind: ImportRecordType, titles: string[], markers: Array<string | RegExp>) =>
  (header: string[], title: string) =>
    titles.includes(title) ||
    (DRIVVO_ODOMETER.test(header[0] ?? '') &&
      (recordTypeOfWord(title) === kind ||
        markers.some((marker) =>
          typeof marker === 'string'
            ? header.includes(marker)
            : header.some((name) => marker.test(name)),
        )));

function drivvoUnits(header: string[]): Units | null {
  const unit = /\((km|км|mi|ml|миль)\)/.exec(header[0] ?? '')?.[1];
  if (!unit) return null;
  const price = header.find((name) => DRIVVO_PRICE.test(name)) ?? '';
  return {
    distance: ['mi', 'ml', 'миль'].includes(unit) ? 'mi' : 'km',
    volume: /gal/.test(price) ? 'us_gal' : 'l',
  };
}

/** Titles of a section of charges (an electric car's "refuelling"). */
const DRIVVO_CHARGE_TITLES = ['recharge', 'recharges', 'recarga', 'recargas', 'зарядка', 'зарядки'];

/** A fuel that is electricity, in the languages Drivvo writes (accents dropped). */
const ELECTRIC = /^(electric|electrico|eletrico|elettric|elektr|electrique|электр)/;
const isElectric = (fuel: string) =>
  ELECTRIC.test(
    fuel
      .trim()
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, ''),
  );
/** A Drivvo row is a charge when its fuel is electricity. */
const isCharge = (raw: RawCell) => isElectric(raw('grade'));

const DRIVVO_COMMON = {
  odometer: [DRIVVO_ODOMETER, 'odometer', 'одометр', 'odômetro', { at: 0 }],
  date: ['дата', 'date', 'data', 'fecha', { at: 1 }],
} as const;

export const APP_PRESETS: Record<
  'drivvo_fuel' | 'drivvo_service' | 'drivvo_expense' | 'acar' | 'fuelly_service',
  PresetDefinition
> = {
  drivvo_fuel: {
    detect: drivvo(
      'fuel',
      ['refuelling', 'reabastecimiento', ...DRIVVO_CHARGE_TITLES],
      [
        'полный бак',
        'full tank',
        'full tank?',
        'completou o tanque',
        'tanque lleno',
        'tanque lleno?',
        // A header in a language not listed here ("Kilometerstand (km),Datum,Kraftstoff,Preis
        // / L…") is still Drivvo's refuelling by its price per unit.
        DRIVVO_PRICE,
      ],
    ),
    recordType: () => 'fuel',
    columns: {
      ...DRIVVO_COMMON,
      grade: ['топливо', 'fuel', { at: 2 }],
      pricePerUnit: [DRIVVO_PRICE, { at: 3 }],
      cost: ['общая стоимость', 'total cost', { at: 4 }],
      volume: ['объем', 'volume', 'liters', 'litres', 'litros', 'gallons', 'kwh', { at: 5 }],
      fullTank: ['полный бак', 'full tank', 'full tank?', 'completou o tanque', { at: 6 }],
      missedPrevious: ['missed previous refuelling?', 'missed previous refueling?'],
    },
    units: drivvoUnits,
    dateConvention: 'YYYY-MM-DD',
    zeroOdometerIsEmpty: true,
    // A section of charges, or one priced per kWh, is in kWh throughout.
    adjustMapping: (header, mapping, title) => {
      const charges =
        DRIVVO_CHARGE_TITLES.includes(title) ||
        header.some((name) => /^\S+ \/ (kwh|квт)/.test(name));
      if (!charges || !mapping.volume) return mapping;
      const { volume, ...rest } = mapping;
      return { ...rest, kwh: volume };
    },
    // In a mixed section, a row whose fuel is electricity is a charge: its volume is kWh.
    translate: {
      volume: (text, raw) => (isCharge(raw) ? '' : text),
      kwh: (text, raw) => text || (isCharge(raw) ? raw('volume') : ''),
    },
  },
  drivvo_service: {
    detect: drivvo('maintenance', ['service', 'servicio'], ['вид сервиса', 'type of service']),
    recordType: () => 'maintenance',
    columns: {
      ...DRIVVO_COMMON,
      cost: ['общая стоимость', 'total cost', { at: 2 }],
      serviceType: ['вид сервиса', 'type of service', { at: 3 }],
      description: ['заголовок', 'title'],
      note: ['примечание', 'notes', 'note'],
    },
    units: drivvoUnits,
    dateConvention: 'YYYY-MM-DD',
    zeroOdometerIsEmpty: true,
  },
  drivvo_expense: {
    detect: drivvo('expense', ['expense', 'gasto'], ['вид расхода', 'type of expense']),
    recordType: () => 'expense',
    columns: {
      ...DRIVVO_COMMON,
      cost: ['общая стоимость', 'total cost', { at: 2 }],
      category: ['вид расхода', 'type of expense', { at: 3 }],
      description: ['заголовок', 'title'],
      note: ['примечание', 'notes', 'note'],
    },
    units: drivvoUnits,
    dateConvention: 'YYYY-MM-DD',
    zeroOdometerIsEmpty: true,
  },
  acar: {
    // "Odometer Reading" beside aCar's other names (older builds leave some out), in a section
    // whose records Odo keeps (fill-ups, services, expenses, or events with their type).
    detect: (header) =>
      header.includes('odometer reading') &&
      ['volume', 'services', 'expenses', 'type'].some((name) => header.includes(name)) &&
      [
        'previously missed fill-ups?',
        'partial fill-up?',
        'sub types',
        'services',
        'expenses',
        'distance unit',
        'volume unit',
        'fuel efficiency unit',
      ].some((name) => header.includes(name)),
    // Fill-ups have a volume; older exports keep services and expenses apart; aCar 5's events
    // say per row whether they are a service or an expense.
    recordType: (header) =>
      header.includes('volume')
        ? 'fuel'
        : header.includes('services')
          ? 'maintenance'
          : header.includes('expenses')
            ? 'expense'
            : null,
    columns: {
      recordType: ['type'],
      date: ['date'],
      odometer: ['odometer reading'],
      volume: ['volume'],
      pricePerUnit: ['price per unit'],
      cost: ['total cost'],
      partialFill: ['partial fill-up?'],
      missedPrevious: ['previously missed fill-ups?'],
      grade: ['fuel type'],
      description: ['sub types', 'services', 'expenses'],
      note: ['notes'],
    },
    units: (header, sample) => {
      if (!header.includes('distance unit')) return null;
      const distance = sample('distance unit').toLowerCase();
      const volume = sample('volume unit').toLowerCase();
      return {
        distance: distance.startsWith('mi') ? 'mi' : 'km',
        volume: /imp|uk/.test(volume) ? 'uk_gal' : /gal/.test(volume) ? 'us_gal' : 'l',
      };
    },
    dateConvention: 'MM/DD/YYYY',
  },
  fuelly_service: {
    // services.csv: `service_date` (ISO), `service_type` (service, expense or note),
    // `sub_service_types` ("engine_oil,oil_filter"); names may start with a space.
    detect: (header) =>
      (header.includes('service_date') &&
        ['sub_service_types', 'service_type', 'odometer', 'price'].some((name) =>
          header.includes(name),
        )) ||
      (header.includes('car_name') &&
        !header.includes('fuelup_date') &&
        header.some((name) => /service/.test(name))),
    recordType: (header) => (header.includes('service_type') ? null : 'maintenance'),
    columns: {
      recordType: ['service_type'],
      date: ['service_date', 'date'],
      odometer: ['odometer'],
      cost: ['price', 'total_price', 'cost'],
      description: ['sub_service_types', 'services', 'service_types', 'service', 'title'],
      note: ['notes'],
    },
    units: (header) =>
      header.includes('miles') || header.includes('mpg')
        ? { distance: 'mi' }
        : header.includes('km')
          ? { distance: 'km' }
          : null,
    dateConvention: 'MM/DD/YYYY',
    translate: {
      // Fuelly's own words for the row's kind; a service row is upkeep, buying the car ("bought",
      // in a real services.csv) an expense.
      recordType: (text) =>
        ({ service: 'maintenance', expense: 'expense' })[text.trim().toLowerCase()] ??
        (isPurchaseOrLoan(text) ? 'expense' : text),
      // Such a row's only words are its kind: kept as its note ("Bought").
      note: (text, raw) => {
        const kind = raw('recordType').trim();
        return text || (isPurchaseOrLoan(kind) ? kind[0]!.toUpperCase() + kind.slice(1) : '');
      },
      // "engine_oil,oil_filter" → "engine oil, oil filter", read as the service done.
      description: (text) =>
        text
          .split(',')
          .map((part) => part.trim().replace(/_/g, ' '))
          .filter(Boolean)
          .join(', '),
    },
    rowProblem: (raw) =>
      raw('recordType').trim().toLowerCase() === 'note'
        ? 'A note is not a cost: Odo does not import it.'
        : null,
  },
};
