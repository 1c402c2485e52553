import { Avatar as AvatarPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn.ts';

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The first user-perceived character of a word: a whole emoji, a letter with its accents. */
function firstGrapheme(word: string): string {
  for (const { segment } of graphemes.segment(word)) return segment;
  return '';
}

/** "Ann Driver" → "AD"; "🚗 Ann" → "🚗A"; "" → "?". */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = firstGrapheme(parts[0] ?? '');
  const last = parts.length > 1 ? firstGrapheme(parts[parts.length - 1] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

interface AvatarProps {
  name: string;
  src?: string | null;
  className?: string;
}

export function Avatar({ name, src, className }: AvatarProps) {
  return (
    <AvatarPrimitive.Root
      className={cn(
        'relative inline-flex size-12 shrink-0 overflow-hidden rounded-full bg-brand-soft',
        className,
      )}
    >
      {src ? <AvatarPrimitive.Image src={src} alt="" className="size-full object-cover" /> : null}
      <AvatarPrimitive.Fallback
        delayMs={src ? 400 : 0}
        className="grid size-full place-items-center text-base font-semibold text-brand-soft-foreground"
      >
        {initialsOf(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
