// The printable history's building blocks: a fact, a summary figure, a section title, a row of a
// list of figures and an empty section's note.
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

export function Fact({
  label,
  value,
  className,
}: {
  label: string;
  value: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

export function Stat({
  icon,
  label,
  value,
  hint,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  hint?: string;
}) {
  return (
    <div className="rounded-control border border-border bg-muted/60 p-3.5">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground [&_svg]:size-3.5">
        {icon}
        {label}
      </dt>
      <dd className="mt-1 text-lg leading-tight font-bold tracking-tight tabular-nums">{value}</dd>
      {hint ? <dd className="mt-0.5 text-xs text-muted-foreground">{hint}</dd> : null}
    </div>
  );
}

export function SectionTitle({
  id,
  title,
  icon,
  aside,
}: {
  id: string;
  title: string;
  icon?: ReactNode;
  aside?: string;
}) {
  return (
    <div className="mb-3 flex items-baseline justify-between gap-3">
      <h2
        id={id}
        className="flex items-center gap-2 text-lg font-semibold tracking-tight [&_svg]:size-4.5 [&_svg]:text-brand"
      >
        {icon}
        {title}
      </h2>
      {aside ? (
        <p className="text-sm font-semibold text-muted-foreground tabular-nums">{aside}</p>
      ) : null}
    </div>
  );
}

export function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={cn(
        'flex items-baseline justify-between gap-4 border-b border-border/70 py-2 last:border-0',
        strong && 'font-semibold',
      )}
    >
      <dt className={strong ? undefined : 'text-muted-foreground'}>{label}</dt>
      <dd className="text-right tabular-nums">{value}</dd>
    </div>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-control border border-dashed border-border px-4 py-5 text-center text-sm text-muted-foreground">
      {children}
    </p>
  );
}
