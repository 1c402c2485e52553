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

  it('falls back to ? for an empty name', () => {
    expect(initialsOf('   ')).toBe('?');
  });
});
