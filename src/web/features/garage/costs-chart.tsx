// Spend by month as stacked bars, drawn as plain SVG (no chart library). For assistive technology
// the chart is one image whose name reads every month's total; each bar's tooltip (<title>) gives
// its split by category.
import { useChartWidth } from './use-chart-width.ts';
import { ChartGridLine } from './chart-grid-line.tsx';

export interface CostBar {
  label: string;
  maintenance: number;
  fuel: number;
  expenses: number;
}

export const COST_SERIES = [
  { key: 'maintenance', name: 'Maintenance', color: 'var(--odo-brand)' },
  { key: 'fuel', name: 'Fuel', color: 'var(--odo-accent)' },
  { key: 'expenses', name: 'Expenses', color: 'var(--odo-success)' },
] as const;

const HEIGHT = 260;
const MARGIN = { top: 8, right: 8, bottom: 28, left: 64 };
const TICKS = 4;

/** A round step (1, 2, 2.5 or 5 × 10ⁿ) so that TICKS steps cover `max`. */
export function niceStep(max: number): number {
  if (max <= 0) return 1;
  const raw = max / TICKS;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= raw) ?? 10;
  return step * power;
}

const totalOf = (bar: CostBar) => bar.maintenance + bar.fuel + bar.expenses;

/** The chart's accessible name: what a sighted reader takes from the bars. */
export function costsChartLabel(bars: CostBar[], formatMoney: (amount: number) => string) {
  const months = bars.map((bar) => `${bar.label} ${formatMoney(totalOf(bar))}`).join(', ');
  return `Spend by month (maintenance, fuel and expenses): ${months}.`;
}

export default function CostsChart({
  bars,
  formatMoney,
}: {
  bars: CostBar[];
  formatMoney: (amount: number) => string;
}) {
  const [ref, width] = useChartWidth();
  const step = niceStep(Math.max(0, ...bars.map(totalOf)));
  const top = step * TICKS;
  const plotWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const band = bars.length > 0 ? plotWidth / bars.length : plotWidth;
  const barWidth = Math.max(2, Math.min(48, band * 0.6));
  const y = (value: number) => MARGIN.top + plotHeight - (value / top) * plotHeight;
  // Every label fits when there is room for about 36 px each; otherwise every nth.
  const labelEvery = Math.max(1, Math.ceil(36 / Math.max(band, 1)));

  return (
    <div ref={ref} className="w-full">
      <svg
        role="img"
        aria-label={costsChartLabel(bars, formatMoney)}
        width={width}
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        className="block max-w-full overflow-visible"
      >
        {Array.from({ length: TICKS + 1 }, (_, index) => (
          <ChartGridLine
            key={index}
            y={y(step * index)}
            left={MARGIN.left}
            right={width - MARGIN.right}
            label={formatMoney(step * index)}
            solid={index === 0}
          />
        ))}
        {bars.map((bar, index) => {
          const x = MARGIN.left + band * index + (band - barWidth) / 2;
          let base = 0;
          return (
            <g key={`${bar.label}-${index}`} className="transition-opacity hover:opacity-80">
              <title>
                {`${bar.label}: ${COST_SERIES.map((series) => `${series.name} ${formatMoney(bar[series.key])}`).join(', ')}`}
              </title>
              {/* The whole band answers the pointer, as the bars are thin. */}
              <rect
                x={MARGIN.left + band * index}
                y={MARGIN.top}
                width={band}
                height={plotHeight}
                fill="transparent"
              />
              {COST_SERIES.map((series) => {
                const value = bar[series.key];
                if (value <= 0) return null;
                const from = base;
                base += value;
                return (
                  <rect
                    key={series.key}
                    x={x}
                    y={y(base)}
                    width={barWidth}
                    height={Math.max(0, y(from) - y(base))}
                    fill={series.color}
                  />
                );
              })}
              {index % labelEvery === 0 ? (
                <text
                  x={x + barWidth / 2}
                  y={HEIGHT - MARGIN.bottom + 18}
                  textAnchor="middle"
                  fontSize={12}
                  fill="var(--odo-muted-foreground)"
                >
                  {bar.label}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        {COST_SERIES.map((series) => (
          <li key={series.key} className="inline-flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="size-2.5 rounded-sm"
              style={{ background: series.color }}
            />
            {series.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
