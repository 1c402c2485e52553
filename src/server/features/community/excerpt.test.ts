// The feed's plain-text excerpt of a Markdown body.
import { describe, expect, it } from 'vitest';
import { excerptOf } from './common.ts';

describe('excerptOf', () => {
  it('reads a table as "cell · cell" without its pipes and delimiter row', () => {
    const body =
      'Costs so far:\n\n| Part | Price |\n|---|---:|\n| Pads | $80 |\n| Rotors | $120 |\n\nDone.';
    expect(excerptOf(body)).toBe('Costs so far: Part · Price Pads · $80 Rotors · $120 Done.');
  });

  it('keeps a pipe in a sentence, drops emphasis, links and code', () => {
    expect(excerptOf('a | b is **fine**, see [the manual](https://x.test)\n\n```\ncode\n```')).toBe(
      'a | b is fine, see the manual',
    );
  });

  it('cuts at a word with an ellipsis', () => {
    const words = Array.from({ length: 100 }, (_, i) => `word${i}`).join(' ');
    const excerpt = excerptOf(words, 50);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(51);
    expect(words.startsWith(excerpt.slice(0, -1))).toBe(true);
  });
});
