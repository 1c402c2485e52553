import { describe, expect, it } from 'vitest';
import { safeNextPath } from './safe-path.ts';

describe('safeNextPath', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeNextPath('/garage')).toBe('/garage');
    expect(safeNextPath('/community/post/3?tab=comments#c2')).toBe(
      '/community/post/3?tab=comments#c2',
    );
  });

  it('refuses other sites, odd values and auth pages', () => {
    expect(safeNextPath('https://evil.example')).toBeNull();
    expect(safeNextPath('//evil.example/x')).toBeNull();
    expect(safeNextPath('/\\evil.example')).toBeNull();
    expect(safeNextPath('javascript:alert(1)')).toBeNull();
    expect(safeNextPath('')).toBeNull();
    expect(safeNextPath(null)).toBeNull();
    expect(safeNextPath('/login')).toBeNull();
    expect(safeNextPath('/signup?ref=x')).toBeNull();
  });
});
