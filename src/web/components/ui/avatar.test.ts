import { describe, expect, it } from 'vitest';
import { initialsOf } from './avatar.tsx';

describe('initialsOf', () => {
  it('takes the first letter of the first and last word', () => {
    expect(initialsOf('Ann Driver')).toBe('AD');
    expect(initialsOf('  mary  jane  watson ')).toBe('MW');
    expect(initialsOf('Sam')).toBe('S');
  });

  it('keeps a leading emoji whole instead of splitting its surrogate pair', () => {
    expect(initialsOf('🚗 Ann')).toBe('🚗A');
    expect(initialsOf('🚗Ann')).toBe('🚗');
    // A family emoji is one grapheme made of several code points joined by ZWJ.
    expect(initialsOf('👨‍👩‍👧 Family')).toBe('👨‍👩‍👧F');
    expect(initialsOf('Ann 🏎️')).toBe('A🏎️');
  });

  it('keeps combining accents with their letter', () => {
    expect(initialsOf('e\u0301mile Zola')).toBe('E\u0301Z');
  });

  it('reads plain ASCII names and ASCII letters before an accent alike', () => {
    expect(initialsOf("o'Neil x")).toBe('OX');
    expect(initialsOf('a\u0301 b')).toBe('A\u0301B');
    expect(initialsOf('Zoë É')).toBe('ZÉ');
  });

  it('falls back to ? for an empty name', () => {
    expect(initialsOf('   ')).toBe('?');
  });
});
