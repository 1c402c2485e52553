// The economy trend as a line with a dot per full fill-up, drawn as plain SVG like the costs chart
// (no chart library). For assistive technology the chart is one image whose name reads every
// point; each dot's tooltip (<title>) gives its date and figure.
import { useChartWidth } from './use-chart-width.ts';
import { ChartGridLine } from './chart-grid-line.tsx';

export interface EconomyPoint {
  label: string;
  value: number;
}

const HEIGHT = 220;
const MARGIN = { top: 8, right: 12, bottom: 28, left: 44 };
const TICKS = 4;

/** A round step (1, 2 or 5 × 10ⁿ, at least 0.1: figures show one decimal) of at least `raw`. */
function roundStep(raw: number): number {
  if (!(raw > 0.1)) return 0.1;
  const power = 10 ** Math.floor(Math.log10(raw));
  return ([1, 2, 5, 10].find((factor) => factor * power >= raw) ?? 10) * power;
}

/**
 * The y axis: round ticks from just below the lowest figure to just above the highest (economy
 * figures sit in a narrow band, so the axis does not start at 0). A flat line gets a band around it.
 */
export function economyAxis(values: readonly number[]): { ticks: number[] } {
  const low = Math.min(...values);
  const high = Math.max(...values);
  const step = roundStep(high > low ? (high - low) / TICKS : Math.abs(high) / 10 || 1);
  let from = Math.floor(low / step) * step;
  let to = Math.ceil(high / step) * step;
  if (to === from) {
    from -= step;
    to += step;
  }
  if (from < 0 && low >= 0) from = 0;
  const count = Math.round((to - from) / step);
  return { ticks: Array.from({ length: count + 1 }, (_, index) => from + step * index) };
}

const oneDecimal = (value: number) => value.toFixed(1);

/** The chart's accessible name: what a sighted reader takes from the line. */
export function economyChartLabel(points: readonly EconomyPoint[], unit: string): string {
  const list = points.map((point) => `${point.label} ${oneDecimal(point.value)}`).join(', ');
  return `Economy trend in ${unit}: ${list}.`;
}

/** Axis labels: whole numbers when the step allows, else one decimal. */
function tickText(value: number, ticks: readonly number[]) {
  const whole = ticks.every((tick) => Number.isInteger(Math.round(tick * 1e6) / 1e6));
  return whole ? String(Math.round(value)) : oneDecimal(value);
}

export function EconomyChart({ points, unit }: { points: EconomyPoint[]; unit: string }) {
  const [ref, width] = useChartWidth();
  const { ticks } = economyAxis(points.map((point) => point.value));
  const bottom = ticks[0]!;
  const top = ticks[ticks.length - 1]!;
  const plotWidth = Math.max(0, width - MARGIN.left - MARGIN.right);
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  // Points sit in the middle of equal bands, as the labels under them do.
  const band = points.length > 0 ? plotWidth / points.length : plotWidth;
  const x = (index: number) => MARGIN.left + band * index + band / 2;
  const y = (value: number) =>
    MARGIN.top + plotHeight - ((value - bottom) / (top - bottom)) * plotHeight;
  // Every label fits when there is room for about 48 px each; otherwise every nth.
  const labelEvery = Math.max(1, Math.ceil(48 / Math.max(band, 1)));

  return (
    <div ref={ref} className="w-full">
      <svg
        role="img"
        aria-label={economyChartLabel(points, unit)}
        width={width}
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        className="block max-w-full overflow-visible"
      >
        {ticks.map((value, index) => (
          <ChartGridLine
            key={value}
            y={y(value)}
            left={MARGIN.left}
            right={width - MARGIN.right}
            label={tickText(value, ticks)}
            solid={index === 0}
          />
        ))}
        <polyline
          points={points.map((point, index) => `${x(index)},${y(point.value)}`).join(' ')}
          fill="none"
          stroke="var(--odo-brand)"
          strokeWidth={2.5}
          strokeLinejoin="round"
          strokeLinecap="round"
        />
        {points.map((point, index) => (
          <g key={`${point.label}-${index}`}>
            <title>{`${point.label}: ${oneDecimal(point.value)} ${unit}`}</title>
            {/* The whole band answers the pointer, as the dots are small. */}
            <rect
              x={MARGIN.left + band * index}
              y={MARGIN.top}
              width={band}
              height={plotHeight}
              fill="transparent"
            />
            <circle cx={x(index)} cy={y(point.value)} r={3.5} fill="var(--odo-brand)" />
            {index % labelEvery === 0 ? (
              <text
                x={x(index)}
                y={HEIGHT - MARGIN.bottom + 18}
                textAnchor="middle"
                fontSize={12}
                fill="var(--odo-muted-foreground)"
              >
                {point.label}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
    </div>
  );
}
