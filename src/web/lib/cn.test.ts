// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { __unstable__loadDesignSystem } from '@tailwindcss/node';
import { extendTailwindMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn, utilityKind } from './cn.ts';

// The reference: tailwind-merge told Odo's theme names (styles.css @theme).
const reference = extendTailwindMerge({
  extend: {
    theme: {
      text: ['display', 'title', 'heading'],
      radius: ['card', 'control'],
      shadow: ['card', 'raised'],
      animate: ['fade-in', 'overlay-in', 'sheet-in', 'dialog-in', 'toast-in'],
    },
  },
});

/**
 * Where Odo's cn is right and tailwind-merge 3 is not: it takes Tailwind 3's bg-gradient-to-* for
 * a colour and font-[inherit] for a weight (Tailwind makes them a background image and a family).
 */
const KNOWN_DIFFERENCES = [/(^| )bg-gradient-to-/, /(^| )font-\[/];

const root = path.resolve(import.meta.dirname, '..');

/** Every word in the web app's string literals that Tailwind makes a class of (with styles.css). */
async function classesInTheCode(): Promise<string[]> {
  const words = new Set<string>();
  const files = fs.globSync('**/*.{ts,tsx}', { cwd: root }).filter((f) => !f.includes('.test.'));
  for (const file of files) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    for (const match of text.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
      for (const word of (match[1] ?? match[2] ?? match[3] ?? '').split(/\s+/)) {
        if (/^[!\-a-z0-9[\]:/.%#_()*,>=&@~]+$/.test(word)) words.add(word);
      }
    }
  }
  const tailwind = await __unstable__loadDesignSystem(
    fs.readFileSync(path.join(root, 'styles.css'), 'utf8'),
    { base: root },
  );
  const candidates = [...words];
  const css = tailwind.candidatesToCss(candidates);
  return candidates.filter((_, index) => css[index] != null);
}

describe('cn', () => {
  it('joins and drops falsy parts', () => {
    expect(cn('a', false, null, undefined, ['b', { c: true, d: false }])).toBe('a b c');
  });

  it('lets a later utility of the same kind win, per variant', () => {
    expect(cn('px-4 py-2 text-sm', 'px-2')).toBe('py-2 text-sm px-2');
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
    expect(cn('px-2', 'p-4')).toBe('p-4');
    expect(cn('hover:bg-muted bg-surface', 'bg-brand')).toBe('hover:bg-muted bg-brand');
    expect(cn('text-title text-muted-foreground', 'text-heading')).toBe(
      'text-muted-foreground text-heading',
    );
    expect(cn('shadow-card border-border', 'shadow-none border-2')).toBe(
      'border-border shadow-none border-2',
    );
    expect(cn('size-9 shrink-0', 'size-12')).toBe('shrink-0 size-12');
    expect(cn('w-4 h-4', 'size-6')).toBe('size-6');
    expect(cn('odo-paper flex', 'odo-keep grid')).toBe('odo-paper odo-keep grid');
  });

  it('agrees with tailwind-merge on every pair of classes the app uses', async () => {
    const words = await classesInTheCode();
    expect(words.length).toBeGreaterThan(800);
    // Each is a utility cn knows the kind of.
    expect(words.filter((word) => utilityKind(word) === null)).toEqual([]);
    const scope = (word: string) => word.slice(0, word.lastIndexOf(':') + 1);
    const byScope = new Map<string, string[]>();
    for (const word of words) byScope.set(scope(word), [...(byScope.get(scope(word)) ?? []), word]);
    const disagreements: string[] = [];
    let pairs = 0;
    for (const group of byScope.values()) {
      for (const first of group) {
        for (const second of group) {
          if (first === second) continue;
          if (KNOWN_DIFFERENCES.some((pattern) => pattern.test(`${first} ${second}`))) continue;
          pairs++;
          const classes = `${first} ${second}`;
          const ours = cn(classes);
          const theirs = reference(classes);
          if (ours !== theirs)
            disagreements.push(`${classes} → ${ours} (tailwind-merge: ${theirs})`);
        }
      }
    }
    expect(pairs).toBeGreaterThan(100_000);
    expect(disagreements.slice(0, 40)).toEqual([]);
    // About 4 s on a quiet 2-core machine; generous for a CI run sharing the cores.
  }, 60_000);
});
