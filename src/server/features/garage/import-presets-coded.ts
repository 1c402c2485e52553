// Presets for exports that write codes where other apps write words: Spritmonitor (fill type,
// fuel and cost type as numbers) and Simply Auto (one Fuel_Log.csv for fill-ups, services and
// expenses, told apart by a numeric record type, with the date in three columns).
// - Spritmonitor: semicolon-separated, decimal commas, dates DD.MM.YYYY, "\" escapes, headers in
//   the account's language. Fuel export as found in github.com/kewl-deus/MobileSpritmonitor
//   (sampledata/*_fuelings.csv, real exports): Datum;Km-Stand;Teil-Km;Spritmenge;Kosten;Währung;
//   Tankart;Reifen;Strecken;Fahrweise;Kraftstoff;Bemerkung;Verbrauch (newer exports add BC-…,
//   Tankstelle, Land, Großraum, Ort); English: Date;Odometer;Trip;Quantity;Total price;Currency;
//   Type;Tires;Roads;Driving style;Fuel;Note;Consumption… (Spritmonitor's own import format, as
//   github.com/Szumak75/motostat-to-spritmonitor writes it, and LukasMaly/PySpritmonitor reads
//   it). Codes from the same sources: Tankart 0 invalid, 1 full, 2 partial, 3 first fill-up;
//   Kraftstoff 1 Diesel … 19 electricity, 21 AdBlue, 24 green electricity; cost type 1
//   maintenance … 10 purchase price, 16 refund, 19 toll.
// - Simply Auto: Fuel_Log.csv "Row ID,Vehicle ID,Odometer,Qty,Partial Tank,Missed Fill Up,Total
//   Cost,Distance Travelled,Eff,Octane,Fuel Brand,Filling Station,Notes,Day,Month,Year,Receipt
//   Path,Latitude,Longitude,Record Type,Record Desc" (iOS writes "Row ID (For System Use)" and
//   "Missed Previous Fill up" and never quotes a cell); record type 0 fill-up, 1 service, 2
//   expense, 4 an odometer reading; Record Desc lists the services ("Tire Rotation, Oil Change").
import type { Units } from '../../../shared/units.ts';
import { median } from '../../lib/median.ts';
import type { PresetDefinition, RawCell } from './import-presets.ts';
import { unitsFromHeader, withoutUnit } from './import-plain-columns.ts';
import { isDateCell } from './import-dates.ts';
import { decimalMarkOf, isNumberCell, parseNumber } from './import-values.ts';

const SPRIT_FILL_TYPES: Record<string, string> = { '0': 'no', '1': 'yes', '2': 'no', '3': 'yes' };

const SPRIT_FUELS: Record<string, string> = {
  '1': 'Diesel',
  '2': 'Biodiesel',
  '3': 'Vegetable oil',
  '4': 'Premium Diesel',
  '6': 'Regular petrol',
  '7': 'Super',
  '8': 'Super Plus',
  '9': 'Premium 100',
  '12': 'LPG',
  '13': 'CNG H',
  '14': 'CNG L',
  '15': 'Bioethanol',
  '16': 'Two-stroke mix',
  '18': 'Premium 95',
  '19': 'Electricity',
  '20': 'E10',
  '21': 'AdBlue',
  '22': 'Premium 100+',
  '23': 'Hydrogen',
  '24': 'Green electricity',
  '25': 'GTL Diesel',
  '26': 'HVO100',
};

/** Spritmonitor cost type → [record type, Odo's service type or expense category, its name]. */
const SPRIT_COSTS: Record<string, [string, string, string]> = {
  '1': ['maintenance', '', 'Maintenance'],
  '2': ['maintenance', '', 'Repair'],
  '3': ['maintenance', 'tyres', 'Change of tyres'],
  '4': ['maintenance', 'oil_change', 'Oil change'],
  '5': ['expense', 'insurance', 'Insurance'],
  '6': ['expense', 'registration_tax', 'Tax'],
  '7': ['maintenance', 'inspection', 'Inspection'],
  '8': ['expense', 'accessories', 'Tuning'],
  '9': ['expense', 'accessories', 'Accessories'],
  '10': ['expense', '', 'Purchase price'],
  '11': ['expense', '', 'Miscellaneous'],
  '12': ['expense', 'cleaning', 'Care'],
  '13': ['expense', 'loan_lease', 'Payment'],
  '14': ['expense', 'registration_tax', 'Registration'],
  '15': ['expense', 'loan_lease', 'Financing'],
  '17': ['expense', '', 'Fine'],
  '18': ['expense', 'parking', 'Parking'],
  '19': ['expense', 'tolls', 'Toll'],
  '20': ['maintenance', '', 'Spare parts'],
  '21': ['expense', '', 'Basic charging fee'],
};

/**
 * A Spritmonitor account's units, which its export does not name: the consumption column,
 * written in the account's unit, against trip ÷ quantity says them (100 ÷ it is L/100 km; equal
 * to it is km/L or MPG with the same units; ×4.546 is UK MPG from miles and litres…). When the
 * file has no consumption to compare, or it is km/L-or-MPG, a US-dollar or pound account is in
 * miles.
 */
function spritmonitorUnits(cells: (column: string) => string[], header: string[]): Units {
  const column = (...names: string[]) =>
    cells(header.find((name) => names.includes(withoutUnit(name))) ?? '');
  const trips = column('teil-km', 'trip', 'distance');
  const quantities = column('spritmenge', 'menge', 'quantity');
  const consumptions = column('verbrauch', 'consumption');
  const fuels = column('kraftstoff', 'fuel');
  const currency = column('währung', 'w\ufffdhrung', 'currency').find((cell) => cell !== '') ?? '';
  const comma = decimalMarkOf([...trips, ...quantities, ...consumptions]) !== 'point';
  // consumption × trip ÷ quantity (100 for L/100 km) and consumption × quantity ÷ trip (1 for
  // MPG or km/L in the file's own units).
  const perHundred: number[] = [];
  const factors: number[] = [];
  trips.forEach((trip, index) => {
    const [t, q, c] = [trip, quantities[index] ?? '', consumptions[index] ?? ''].map((cell) =>
      parseNumber(cell, comma),
    ) as [number, number, number];
    if (['19', '21', '24'].includes(fuels[index] ?? '') || !(t > 0 && q > 0 && c > 0)) return;
    perHundred.push((c * t) / q);
    factors.push((c * q) / t);
  });
  const near = (value: number, target: number) => Math.abs(value / target - 1) < 0.03;
  const metric: Units = { distance: 'km', volume: 'l' };
  if (factors.length >= 2) {
    if (near(median(perHundred), 100)) return metric;
    if (near(median(perHundred), 62.1371)) return { distance: 'mi', volume: 'l' };
    const factor = median(factors);
    if (near(factor, 4.54609) || near(factor, 3.78541)) return { distance: 'mi', volume: 'l' };
    if (near(factor, 2.35215) || near(factor, 2.82481)) return metric;
    if (!near(factor, 1)) return metric;
  }
  if (/^(usd|us\$|\$)$/i.test(currency)) return { distance: 'mi', volume: 'us_gal' };
  if (/^(gbp|£)$/i.test(currency))
    return { distance: 'mi', volume: factors.length ? 'uk_gal' : 'l' };
  return metric;
}

const isElectric = (raw: RawCell) => ['19', '24'].includes(raw('grade'));
const costOf = (raw: RawCell) => SPRIT_COSTS[raw('recordType')];
/** A coded cell in words, or as written when the code is not known (a word already). */
const decode = (codes: Record<string, string>) => (text: string) => codes[text] ?? text;

const SIMPLY_AUTO_TYPES: Record<string, string> = {
  '0': 'fuel',
  '1': 'maintenance',
  '2': 'expense',
  '4': 'expense',
};

/** Spritmonitor's English column names, in the order its export writes them in every language. */
const SPRIT_FUEL_COLUMNS = [
  'Date',
  'Odometer',
  'Trip',
  'Quantity',
  'Total price',
  'Currency',
  'Type',
  'Tires',
  'Roads',
  'Driving style',
  'Fuel',
  'Note',
  'Consumption',
];
const SPRIT_COST_COLUMNS = ['Date', 'Odometer', 'Cost type', 'Total price', 'Currency', 'Note'];

/**
 * A Spritmonitor export in a language whose column names Odo does not know (the site writes
 * them in the account's language: French, Italian, Czech…), recognised by what its columns hold
 * — the same columns in the same order in every language: a DD.MM.YYYY date, numbers with a
 * decimal comma, a currency, the fill type (0–3) and fuel (a code) as numbers — and named in
 * English. Null when most rows do not look so.
 */
export function spritmonitorColumnsByPosition(header: string[], rows: string[][]): string[] | null {
  const sample = rows.slice(0, 50).map((row) => row.map((cell) => cell.trim()));
  if (sample.length === 0) return null;
  // Any day order, a time after it; a number with either decimal mark, grouped or not, a currency
  // or a unit beside it (Spritmonitor writes the account's locale: 12.345,67 or 12345.67; a
  // re-saved file may carry "45,20 €").
  const date = (cell = '') => isDateCell(cell);
  const number = (cell = '') => isNumberCell(cell);
  const maybeNumber = (cell = '') => cell === '' || number(cell);
  const code = (cell = '', max: number) => /^\d{1,2}$/.test(cell) && Number(cell) <= max;
  const currency = (cell = '') => /^[^\d\s,;.]{0,4}$/.test(cell);
  const most = (test: (row: string[]) => boolean) =>
    sample.filter(test).length >= sample.length * 0.9;
  const fuel = (row: string[]) =>
    date(row[0]) &&
    maybeNumber(row[1]) &&
    maybeNumber(row[2]) &&
    number(row[3]) &&
    maybeNumber(row[4]) &&
    currency(row[5]) &&
    code(row[6], 3) &&
    code(row[10], 40);
  if (header.length >= SPRIT_FUEL_COLUMNS.length && most(fuel)) {
    return header.map((name, index) => SPRIT_FUEL_COLUMNS[index] ?? name);
  }
  const cost = (row: string[]) =>
    date(row[0]) && maybeNumber(row[1]) && code(row[2], 40) && number(row[3]) && currency(row[4]);
  if (header.length >= SPRIT_COST_COLUMNS.length && header.length <= 8 && most(cost)) {
    return header.map((name, index) => SPRIT_COST_COLUMNS[index] ?? name);
  }
  return null;
}

export const CODED_PRESETS: Record<'spritmonitor' | 'simplyauto', PresetDefinition> = {
  spritmonitor: {
    // Names as written, or with a unit after them ("Odometer (mi)").
    detect: (written) => {
      const header = written.map(withoutUnit);
      return (
        (header.includes('datum') &&
          (header.includes('km-stand') || header.includes('kilometerstand')) &&
          ['spritmenge', 'tankart', 'kraftstoff', 'kostenart'].some((name) =>
            header.includes(name),
          )) ||
        (header.includes('date') &&
          header.includes('odometer') &&
          (header.includes('cost type') ||
            ['quantity', 'total price', 'tires', 'roads'].every((name) => header.includes(name))))
      );
    },
    // The fuel export has a quantity; in the costs export the cost type says it per row.
    recordType: (header) =>
      ['spritmenge', 'menge', 'quantity'].some((name) => header.includes(name)) ? 'fuel' : null,
    columns: {
      recordType: ['kostenart', 'cost type'],
      date: ['datum', 'date'],
      odometer: ['km-stand', 'kilometerstand', 'odometer'],
      volume: ['spritmenge', 'menge', 'quantity'],
      cost: ['kosten', 'gesamtpreis', 'gesamtkosten', 'total price', 'costs'],
      pricePerUnit: ['preis', 'unit price'],
      currency: ['währung', 'currency'],
      fullTank: ['tankart', 'type'],
      grade: ['kraftstoff', 'kraftstoffsorte', 'fuel'],
      description: ['bezeichnung', 'title'],
      note: ['bemerkung', 'notiz', 'note'],
    },
    // A unit the header names ("Odometer (mi)", "Quantity (gal)") is taken over the guess; the
    // German names "Km-Stand" and "Teil-Km" are the same in a miles account and say nothing.
    units: (header, _sample, cells) => ({
      ...spritmonitorUnits(cells, header),
      ...unitsFromHeader(
        header.filter((name) => !/^(km-stand|teil-km|kilometerstand)$/.test(name)),
      ),
    }),
    dateConvention: 'DD.MM.YYYY',
    translate: {
      fullTank: decode(SPRIT_FILL_TYPES),
      grade: decode(SPRIT_FUELS),
      // A charge's quantity is in kWh.
      volume: (text, raw) => (isElectric(raw) ? '' : text),
      kwh: (text, raw) => (isElectric(raw) ? raw('volume') : text),
      // A cost with no type, or a type newer than these codes, is an expense.
      recordType: (text, raw) => costOf(raw)?.[0] ?? (/^\d*$/.test(text) ? 'expense' : text),
      serviceType: (text, raw) => (costOf(raw)?.[0] === 'maintenance' ? costOf(raw)![1] : text),
      category: (text, raw) => (costOf(raw)?.[0] === 'expense' ? costOf(raw)![1] : text),
      description: (text, raw) => [costOf(raw)?.[2], text].filter(Boolean).join(' — '),
    },
    rowProblem: (raw) => {
      if (raw('grade') === '21') return 'AdBlue is not fuel: Odo does not import it as a fill-up.';
      if (raw('recordType') === '16') return 'A refund is not a cost: Odo does not import it.';
      return null;
    },
  },
  simplyauto: {
    detect: (header) =>
      header.includes('record type') &&
      header.includes('vehicle id') &&
      (header.includes('qty') || header.includes('partial tank')),
    // Simply Auto's own file says the record type per row; a fill-up log laid out by hand does not.
    recordType: (header) => (header.includes('record type') ? null : 'fuel'),
    columns: {
      recordType: ['record type'],
      date: ['date'],
      odometer: ['odometer', 'odo'],
      volume: ['qty', 'fill amount', 'volume', 'quantity'],
      pricePerUnit: ['price per unit', 'price'],
      cost: ['total cost', 'cost'],
      partialFill: ['partial tank', 'partial fill', 'partial'],
      missedPrevious: ['missed fill up', 'missed previous fill up'],
      grade: ['octane'],
      description: ['record desc'],
      note: ['notes'],
    },
    units: () => null,
    dateConvention: null,
    zeroOdometerIsEmpty: true,
    translate: {
      recordType: decode(SIMPLY_AUTO_TYPES),
      // "0" is "no octane given".
      grade: (text) => (text === '0' ? '' : text),
    },
    rowProblem: (raw) =>
      raw('recordType') === '4' && !(Number(raw('cost')) > 0)
        ? 'An odometer reading without a cost: Odo takes the mileage from its records, not this row.'
        : null,
  },
};
