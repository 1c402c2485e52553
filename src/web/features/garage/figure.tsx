// One figure in a <dl> of garage figures (fuel tab, maintenance costs).
export function Figure({
  label,
  value,
  detail,
}: {
  label: string;
  value: string;
  /** A second reading of the same figure, e.g. "4.1 mi/kWh". */
  detail?: string | null;
}) {
  return (
    <div className="grid gap-0.5 rounded-control bg-muted/60 px-3 py-2.5">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="font-semibold tabular-nums">
        {value}
        {detail ? (
          <span className="block text-xs font-normal text-muted-foreground">{detail}</span>
        ) : null}
      </dd>
    </div>
  );
}
