// How the printable history writes numbers, distances, volumes and money in the history's own units.
import type { HistoryTotals, VehicleHistoryDto } from '../../../shared/garage-history.ts';
import { DISTANCE_UNIT_LABELS, VOLUME_UNIT_LABELS } from '../../../shared/units-vocab.ts';
import { numberFormat } from '../../lib/intl.ts';
import { formatAmounts, formatMoney } from './units.ts';

export type HistoryFormatters = ReturnType<typeof historyFormatters>;

export function historyFormatters(history: VehicleHistoryDto) {
  const number = (value: number, digits = 0) =>
    numberFormat(undefined, { maximumFractionDigits: digits }).format(value);
  const distanceUnit = DISTANCE_UNIT_LABELS[history.units.distance];
  return {
    money: (amount: number, currency: string) => formatMoney(amount, currency),
    /** A total per currency, never one added to another: "$439.90 + €20.00". */
    sums: (pick: (totals: HistoryTotals) => number) =>
      formatAmounts(
        history.summary.totals.map((totals) => ({
          currency: totals.currency,
          amount: pick(totals),
        })),
        history.currency ?? history.summary.totals[0]?.currency ?? 'USD',
      ),
    distance: (value: number | null) => (value === null ? '—' : `${number(value)} ${distanceUnit}`),
    volume: (value: number) => `${number(value, 1)} ${VOLUME_UNIT_LABELS[history.units.volume]}`,
    number,
    distanceUnit,
  };
}
