import { describe, expect, it } from 'vitest';
import { loggedPath } from './logger.ts';

describe('loggedPath', () => {
  it('keeps the tokens of share and password-reset links out of the log', () => {
    expect(loggedPath('/api/shared/Zm9vYmFyYmF6cXV4LXRva2VuLXNlY3JldC0xMjM0NTY')).toBe(
      '/api/shared/:token',
    );
    expect(loggedPath('/api/auth/reset-password/abcDEF123_-xyz')).toBe(
      '/api/auth/reset-password/:token',
    );
  });

  it('leaves every other path as it is', () => {
    expect(loggedPath('/api/garage/vehicles/6f1c1f7e-8d1a-4a51-9a5e-0f5d1c0b9a11')).toBe(
      '/api/garage/vehicles/6f1c1f7e-8d1a-4a51-9a5e-0f5d1c0b9a11',
    );
    expect(loggedPath('/api/auth/reset-password')).toBe('/api/auth/reset-password');
  });
});
