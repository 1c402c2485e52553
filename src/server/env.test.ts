import { describe, expect, it } from 'vitest';
import { appUrl, parseConfig } from './env.ts';

describe('parseConfig', () => {
  it('starts with no environment at all', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({ NODE_ENV: 'development', PORT: 3000, DATA_DIR: './data' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(appUrl(config)).toBe('http://localhost:3000');
  });

  it('treats empty strings as unset and reads numbers and flags', () => {
    const config = parseConfig({ DATABASE_URL: '', PORT: '8080', TRUST_PROXY: '1' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PORT).toBe(8080);
    expect(config.TRUST_PROXY).toBe(true);
  });

  it('refuses invalid settings with a message naming them', () => {
    expect(() => parseConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseConfig({ BETTER_AUTH_SECRET: 'short' })).toThrow(/BETTER_AUTH_SECRET/);
    expect(() => parseConfig({ APP_URL: 'not a url' })).toThrow(/APP_URL/);
  });
});
