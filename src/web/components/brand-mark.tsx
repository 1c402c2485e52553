// The make's logo mark (bundled SVGs, neutral initial otherwise): beside a car's name anywhere in
// the app, and in the make pickers.
import { useState } from 'react';
import { cn } from '../lib/cn.ts';
import { brandLogoUrl } from '../lib/vehicle-data/brand-logos.ts';

/**
 * The make's logo in a circle when the bundled set has it (loaded only when shown), otherwise a
 * neutral mark: the make's initial. Decorative beside the make's name; pass `label` otherwise.
 */
export function BrandMark({
  make,
  className,
  label,
}: {
  make: string;
  className?: string;
  label?: string;
}) {
  const logo = brandLogoUrl(make);
  const [failed, setFailed] = useState<string | null>(null);
  const showLogo = logo !== null && failed !== logo;
  return (
    <span
      aria-hidden={label ? undefined : true}
      role={label && !showLogo ? 'img' : undefined}
      aria-label={label && !showLogo ? label : undefined}
      className={cn(
        'grid size-9 shrink-0 place-items-center overflow-hidden rounded-full border border-border bg-surface text-sm font-bold text-brand-soft-foreground uppercase shadow-xs',
        showLogo && 'bg-white',
        className,
      )}
    >
      {showLogo ? (
        <img
          src={logo}
          alt={label ?? ''}
          loading="lazy"
          decoding="async"
          draggable={false}
          className="size-[78%] object-contain"
          onError={() => setFailed(logo)}
        />
      ) : (
        make.trim().charAt(0) || '?'
      )}
    </span>
  );
}

/** A make picker option: its mark (decorative) beside the name. */
export function MakeOption({ make }: { make: string }) {
  return (
    <span className="flex items-center gap-2.5">
      <BrandMark make={make} className="size-7 text-xs" />
      <span className="truncate">{make}</span>
    </span>
  );
}
