import type { ComponentProps, ReactNode } from 'react';

/** A checkbox with its label and a one-line explanation. */
export function CheckField({
  label,
  hint,
  ...props
}: ComponentProps<'input'> & { label: string; hint?: ReactNode }) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-control border border-border p-3 has-[:checked]:border-brand/50 has-[:checked]:bg-brand-soft/40">
      <input
        type="checkbox"
        className="mt-0.5 size-4.5 shrink-0 accent-[var(--odo-brand)]"
        {...props}
      />
      <span className="grid gap-0.5">
        <span className="text-sm font-medium">{label}</span>
        {hint ? <span className="text-xs text-muted-foreground">{hint}</span> : null}
      </span>
    </label>
  );
}
