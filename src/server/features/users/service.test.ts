import { describe, expect, it } from 'vitest';
import { displayNameFor } from './service.ts';

describe('displayNameFor (SPEC.md §3 name rule)', () => {
  it('uses the auth name when there is one', () => {
    expect(displayNameFor('  Ann  ', 'ann@example.com')).toBe('Ann');
  });
  it('falls back to the e-mail part before the @', () => {
    expect(displayNameFor('', 'bob.smith@example.com')).toBe('bob.smith');
    expect(displayNameFor(null, 'carol@example.com')).toBe('carol');
  });
  it("falls back to 'User'", () => {
    expect(displayNameFor(undefined, undefined)).toBe('User');
    expect(displayNameFor(' ', '@example.com')).toBe('User');
  });
});
