import { cn } from '../lib/cn.ts';

/** Odo's mark: an odometer dial whose arc reads as an "O", with an amber needle. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={cn('size-9 shrink-0', className)}>
      <rect width="64" height="64" rx="16" className="fill-brand" />
      <path
        d="M14.5 42a18 18 0 1 1 35 0"
        fill="none"
        stroke="white"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <path d="M32 36 43 24" stroke="#ffb23f" strokeWidth="5" strokeLinecap="round" />
      <circle cx="32" cy="36" r="5" fill="white" />
    </svg>
  );
}

/** The mark plus the word "Odo". */
export function Logo({ className, markClassName }: { className?: string; markClassName?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark className={markClassName} />
      <span className="font-display text-[1.375rem] font-extrabold tracking-tight">Odo</span>
    </span>
  );
}
