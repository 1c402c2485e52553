import { describe, expect, it } from 'vitest';
import { appUrl, listenHost, parseConfig, startupProblem } from './env.ts';

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

describe('listenHost', () => {
  it('listens on this machine only in development unless HOST says otherwise', () => {
    expect(listenHost(parseConfig({}))).toBe('127.0.0.1');
    expect(listenHost(parseConfig({ NODE_ENV: 'development' }))).toBe('127.0.0.1');
    expect(listenHost(parseConfig({ HOST: '0.0.0.0' }))).toBe('0.0.0.0');
    expect(listenHost(parseConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://x' }))).toBe(
      '0.0.0.0',
    );
    expect(listenHost(parseConfig({ NODE_ENV: 'production', HOST: '10.0.0.5' }))).toBe('10.0.0.5');
  });
});

describe('startupProblem', () => {
  it('refuses production without SMTP_URL, with a message naming it', () => {
    expect(startupProblem(parseConfig({ NODE_ENV: 'production' }))).toMatch(/SMTP_URL is not set/);
    expect(
      startupProblem(parseConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' })),
    ).toBeUndefined();
    expect(startupProblem(parseConfig({}))).toBeUndefined();
    expect(startupProblem(parseConfig({ NODE_ENV: 'test' }))).toBeUndefined();
  });
});
