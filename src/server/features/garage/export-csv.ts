// Odo's own CSV format (docs/api-garage.md, "Export"): one file per vehicle, a header naming the
// units, one row per record oldest first, written by the app's one CSV writer (lib/csv.ts: RFC 4180
// quoting, CRLF, formula-looking text gets a leading apostrophe, which import strips again).
import { fromCents, fromKm, fromLitres, round, type Units } from '../../../shared/units.ts';
import { csvFile } from '../../lib/csv.ts';
import type { HistoryRows } from './history-service.ts';

const VOLUME_HEADER = { l: 'volume_l', us_gal: 'volume_us_gal', uk_gal: 'volume_uk_gal' } as const;

export function csvHeader(units: Units): string[] {
  return [
    'record_type',
    'date',
    `odometer_${units.distance}`,
    'service_type',
    'description',
    'cost',
    'currency',
    VOLUME_HEADER[units.volume],
    'kwh',
    'full_tank',
    'missed_previous',
    'grade',
    'category',
    'recurring',
    'note',
  ];
}

/** A decimal without trailing noise: 49.9 → "49.90" for money, up to 3 places for volumes. */
const money = (cents: number) => fromCents(cents).toFixed(2);
const decimal = (value: number, digits: number) => String(round(value, digits));

interface CsvRow {
  date: string;
  order: number;
  createdAt: number;
  cells: Array<string | number | boolean | null>;
}

const time = (value: Date | string) => new Date(value).getTime();

/** The whole file for one vehicle, in `units`. */
export function historyCsv({ row, units }: Pick<HistoryRows, 'row' | 'units'>): string {
  const distance = (km: number | null) =>
    km === null ? null : String(round(fromKm(km, units.distance), 2));
  const rows: CsvRow[] = [
    ...row.maintenanceRecords.map((r) => ({
      date: r.date,
      order: 0,
      createdAt: time(r.createdAt),
      cells: [
        'maintenance',
        r.date,
        distance(r.mileage),
        r.type,
        r.description,
        money(r.costCents),
        r.currency,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
      ],
    })),
    ...row.fuelRecords.map((r) => ({
      date: r.date,
      order: 1,
      createdAt: time(r.createdAt),
      cells: [
        'fuel',
        r.date,
        distance(r.odometer),
        null,
        null,
        money(r.costCents),
        r.currency,
        r.volume === null ? null : decimal(fromLitres(r.volume, units.volume), 3),
        r.kwh === null ? null : decimal(r.kwh, 3),
        r.fullTank,
        r.missedPrevious,
        r.grade,
        null,
        null,
        null,
      ],
    })),
    ...row.expenses.map((r) => ({
      date: r.date,
      order: 2,
      createdAt: time(r.createdAt),
      cells: [
        'expense',
        r.date,
        null,
        null,
        null,
        money(r.amountCents),
        r.currency,
        null,
        null,
        null,
        null,
        null,
        r.category,
        r.recurring,
        r.note,
      ],
    })),
  ];
  // Oldest first; on one day, in the order they were entered (stable across kinds).
  rows.sort(
    (a, b) => a.date.localeCompare(b.date) || a.createdAt - b.createdAt || a.order - b.order,
  );
  return csvFile(
    csvHeader(units),
    rows.map((r) => r.cells),
  );
}

/** "2019-honda-civic-history.csv": letters, digits and dashes only. */
export function csvFilename(vehicle: { year: number; make: string; model: string }): string {
  const slug = `${vehicle.year}-${vehicle.make}-${vehicle.model}`
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${slug || 'vehicle'}-history.csv`;
}
