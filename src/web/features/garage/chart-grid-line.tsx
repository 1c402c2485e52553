// One horizontal grid line of a garage chart with its value at the left: the costs and economy
// charts draw their axes the same way.
export function ChartGridLine({
  y,
  left,
  right,
  label,
  solid,
}: {
  y: number;
  left: number;
  right: number;
  label: string;
  /** The base line is solid; the others are dashed. */
  solid: boolean;
}) {
  return (
    <g>
      <line
        x1={left}
        x2={right}
        y1={y}
        y2={y}
        stroke="var(--odo-border)"
        strokeDasharray={solid ? undefined : '3 3'}
      />
      <text
        x={left - 8}
        y={y}
        dy="0.32em"
        textAnchor="end"
        fontSize={12}
        fill="var(--odo-muted-foreground)"
      >
        {label}
      </text>
    </g>
  );
}
