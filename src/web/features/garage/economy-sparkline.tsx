import { cn } from '../../lib/cn.ts';

/** A tiny line of the last fill-ups' economy (decoration: the figure beside it says it in words). */
export function EconomySparkline({
  values,
  className,
}: {
  values: readonly number[];
  className?: string;
}) {
  if (values.length < 2) return null;
  const width = 88;
  const height = 28;
  const pad = 3;
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const points = values.map((value, index) => {
    const x = pad + (index * (width - 2 * pad)) / (values.length - 1);
    const y = height - pad - ((value - min) * (height - 2 * pad)) / span;
    return [Math.round(x * 10) / 10, Math.round(y * 10) / 10] as const;
  });
  const line = points.map(([x, y]) => `${x},${y}`).join(' ');
  const [lastX, lastY] = points.at(-1)!;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      aria-hidden="true"
      className={cn('overflow-visible text-brand', className)}
    >
      <polyline
        points={`${pad},${height} ${line} ${width - pad},${height}`}
        className="fill-current opacity-10"
        stroke="none"
      />
      <polyline
        points={line}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx={lastX} cy={lastY} r={3} className="fill-current" />
    </svg>
  );
}
