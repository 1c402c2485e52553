import { useEffect, useLayoutEffect, useState } from 'react';
import { cn } from '../../lib/cn.ts';

// Made on first need: creating a Segmenter loads ICU's break rules (~10 ms on a slow phone), which
// at import time lengthened the shell's first task on every signed-in first load (issue 30).
let graphemes: Intl.Segmenter | undefined;

/** Two printable ASCII characters (or one alone) are always two graphemes: most names need no ICU. */
const plainStart = /^[\x21-\x7e](?:[\x21-\x7e]|$)/;

/** The first user-perceived character of a word: a whole emoji, a letter with its accents. */
function firstGrapheme(word: string): string {
  if (plainStart.test(word)) return word.charAt(0);
  graphemes ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
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

type ImageStatus = 'loading' | 'loaded' | 'error';

/** Whether `src` has loaded, as Radix Avatar tells it: the picture shows only once it has. */
function useImageStatus(src: string | null | undefined): ImageStatus {
  const [status, setStatus] = useState<{ src: string; status: ImageStatus } | null>(null);
  useLayoutEffect(() => {
    if (!src) return;
    let live = true;
    const image = new window.Image();
    const settle = (next: ImageStatus) => () => {
      if (live) setStatus({ src, status: next });
    };
    image.onload = settle('loaded');
    image.onerror = settle('error');
    image.src = src;
    if (image.complete && image.naturalWidth > 0) settle('loaded')();
    return () => {
      live = false;
    };
  }, [src]);
  if (!src) return 'error';
  return status?.src === src ? status.status : 'loading';
}

/** True once `delayMs` has passed (so a picture that loads fast never flashes the initials). */
function useDelay(delayMs: number) {
  const [done, setDone] = useState(delayMs === 0);
  useEffect(() => {
    if (delayMs === 0) return;
    const timer = window.setTimeout(() => setDone(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return done;
}

/**
 * The user's picture, or their initials while it loads (after 400 ms), when it fails or when
 * there is none (alt="", as with Radix Avatar before).
 */
export function Avatar({ name, src, className }: AvatarProps) {
  const status = useImageStatus(src);
  const fallbackDue = useDelay(src ? 400 : 0);
  return (
    <span
      className={cn(
        'relative inline-flex size-12 shrink-0 overflow-hidden rounded-full bg-brand-soft',
        className,
      )}
    >
      {src && status === 'loaded' ? (
        <img src={src} alt="" className="size-full object-cover" />
      ) : null}
      {status !== 'loaded' && fallbackDue ? (
        <span className="grid size-full place-items-center text-base font-semibold text-brand-soft-foreground">
          {initialsOf(name)}
        </span>
      ) : null}
    </span>
  );
}
