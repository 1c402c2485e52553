// Presets for mobile trackers' exports, read from real files where one could be found (see
// import-fixtures/PROVENANCE.md for each file's source, commit and licence):
// - Drivvo's whole-account export: sections "##Refuelling", "##Expense", "##Service", each with
//   its own header; headers are localised (Russian sample: "Одометр (км)", "Дата", "Цена / л"…,
//   English per public importers: "Odometer (km)", "Date", "Price / L", "Total cost", "Full
//   tank", "Type of service", "Type of expense"); a fuel row carries three fuel blocks whose
//   columns repeat; dates "YYYY-MM-DD hh:mm:ss"; "0.0" odometer means "not recorded".
// - aCar (Fuelly for Android): sections "Fill-Up Records" and "Event Records"; per-row unit
//   columns ("mi", "gal"); "Odometer Reading" written "106,421"; money "$79.78"; dates in the
//   export's "M/d/yyyy".
// - Spritmonitor, Simply Auto, Fuelly services: no real export was found in public repositories;
//   their presets take the column names public importers read, and are offered by hand (Simply
//   Auto is never auto-detected).
import type { ImportPreset } from '../../../shared/garage-import.ts';
import type { Units } from '../../../shared/units.ts';
import type { PresetDefinition } from './import-presets.ts';

const DRIVVO_ODOMETER = /^(одометр|odometer) \((km|км|mi|ml|миль)\)$/;
const DRIVVO_PRICE = /^(цена|price) \/ /;

const drivvo = (header: string[], ...markers: string[]) =>
  DRIVVO_ODOMETER.test(header[0] ?? '') && markers.some((marker) => header.includes(marker));

function drivvoUnits(header: string[]): Units {
  const odometer = header[0] ?? '';
  const price = header.find((name) => DRIVVO_PRICE.test(name)) ?? '';
  return {
    distance: /\((mi|ml|миль)\)/.test(odometer) ? 'mi' : 'km',
    volume: /gal/.test(price) ? 'us_gal' : 'l',
  };
}

const DRIVVO_COMMON = {
  odometer: [DRIVVO_ODOMETER],
  date: ['дата', 'date'],
  cost: ['общая стоимость', 'total cost'],
} as const;

export const APP_PRESETS: Record<
  Exclude<ImportPreset, 'odo' | 'fuelly' | 'lubelogger_fuel' | 'lubelogger_service' | 'custom'>,
  PresetDefinition
> = {
  drivvo_fuel: {
    detect: (header) => drivvo(header, 'полный бак', 'full tank'),
    recordType: () => 'fuel',
    columns: {
      ...DRIVVO_COMMON,
      pricePerUnit: [DRIVVO_PRICE],
      volume: ['объем', 'volume'],
      fullTank: ['полный бак', 'full tank'],
      grade: ['топливо', 'fuel'],
    },
    units: drivvoUnits,
    dateConvention: 'YYYY-MM-DD',
    zeroOdometerIsEmpty: true,
  },
  drivvo_service: {
    detect: (header) => drivvo(header, 'вид сервиса', 'type of service'),
    recordType: () => 'maintenance',
    columns: {
      ...DRIVVO_COMMON,
      serviceType: ['вид сервиса', 'type of service'],
      description: ['заголовок', 'title'],
      note: ['примечание', 'notes', 'note'],
    },
    units: drivvoUnits,
    dateConvention: 'YYYY-MM-DD',
    zeroOdometerIsEmpty: true,
  },
  drivvo_expense: {
    detect: (header) => drivvo(header, 'вид расхода', 'type of expense'),
    recordType: () => 'expense',
    columns: {
      ...DRIVVO_COMMON,
      category: ['вид расхода', 'type of expense'],
      description: ['заголовок', 'title'],
      note: ['примечание', 'notes', 'note'],
    },
    units: drivvoUnits,
    dateConvention: 'YYYY-MM-DD',
    zeroOdometerIsEmpty: true,
  },
  acar: {
    detect: (header) =>
      header.includes('odometer reading') &&
      (header.includes('previously missed fill-ups?') || header.includes('sub types')),
    // Fill-ups have a volume; events say per row whether they are a service or an expense.
    recordType: (header) => (header.includes('volume') ? 'fuel' : null),
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
      description: ['sub types'],
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
    detect: (header) =>
      header.includes('car_name') &&
      !header.includes('fuelup_date') &&
      header.some((name) => /service/.test(name)),
    recordType: () => 'maintenance',
    columns: {
      date: ['service_date', 'date'],
      odometer: ['odometer'],
      cost: ['price', 'total_price', 'cost'],
      description: ['services', 'service_types', 'service', 'title'],
      note: ['notes'],
    },
    units: () => null,
    dateConvention: 'MM/DD/YYYY',
  },
  spritmonitor: {
    detect: (header) => header.includes('datum') && header.includes('kilometerstand'),
    recordType: () => 'fuel',
    columns: {
      date: ['datum'],
      odometer: ['kilometerstand'],
      volume: ['menge'],
      pricePerUnit: ['preis'],
      cost: ['gesamtpreis', 'kosten'],
      grade: ['kraftstoff', 'kraftstoffsorte'],
    },
    units: () => ({ distance: 'km', volume: 'l' }),
    dateConvention: 'DD.MM.YYYY',
  },
  simplyauto: {
    detect: () => false,
    recordType: () => 'fuel',
    columns: {
      date: ['date'],
      odometer: ['odometer', 'odo'],
      volume: ['fill amount', 'volume', 'quantity'],
      pricePerUnit: ['price per unit', 'price'],
      cost: ['total cost', 'cost'],
      partialFill: ['partial fill', 'partial'],
    },
    units: () => null,
    dateConvention: null,
  },
};
