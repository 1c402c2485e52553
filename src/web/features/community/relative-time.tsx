import { exactTime, relativeTime } from './community-format.ts';

/** A <time> that reads "5 min ago", with the exact moment on hover and for machines. */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  return (
    <time dateTime={iso} title={exactTime(iso)} className={className}>
      {relativeTime(iso)}
    </time>
  );
}
