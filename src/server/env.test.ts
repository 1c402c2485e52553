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
    expect(config.TRUST_PROXY).toEqual({ kind: 'hops', hops: 1 });
  });

  it('treats an empty NODE_ENV as unset', () => {
    expect(parseConfig({ NODE_ENV: '' }).NODE_ENV).toBe('development');
    expect(startupProblem(parseConfig({ NODE_ENV: '' }))).toBeUndefined();
    expect(() => parseConfig({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
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

describe('model settings', () => {
  it('leaves the built-in engine on with none set, with a 20 s time limit', () => {
    const config = parseConfig({});
    expect(config.AI_PROVIDER).toBeUndefined();
    expect(config.AI_MODEL).toBeUndefined();
    expect(config.AI_TIMEOUT_MS).toBe(20_000);
    expect(parseConfig({ AI_PROVIDER: '', AI_MODEL: '' }).AI_PROVIDER).toBeUndefined();
  });

  it('reads a provider, its model, key, base URL and time limit', () => {
    const config = parseConfig({
      AI_PROVIDER: 'openai-compatible',
      AI_MODEL: 'llama3.1',
      AI_BASE_URL: 'http://127.0.0.1:11434/v1',
      AI_TIMEOUT_MS: '5000',
    });
    expect(config).toMatchObject({
      AI_PROVIDER: 'openai-compatible',
      AI_MODEL: 'llama3.1',
      AI_BASE_URL: 'http://127.0.0.1:11434/v1',
      AI_TIMEOUT_MS: 5000,
    });
    expect(config.AI_API_KEY).toBeUndefined();
    const openai = parseConfig({
      AI_PROVIDER: 'openai',
      AI_MODEL: 'gpt-4.1-mini',
      AI_API_KEY: 'sk-x',
    });
    expect(openai.AI_BASE_URL).toBeUndefined();
  });

  it('refuses a provider without a model, naming AI_MODEL', () => {
    expect(() => parseConfig({ AI_PROVIDER: 'anthropic', AI_API_KEY: 'k' })).toThrow(
      /AI_MODEL: AI_PROVIDER=anthropic needs AI_MODEL/,
    );
  });

  it('refuses openai-compatible without AI_BASE_URL, and the hosted providers without a key', () => {
    expect(() => parseConfig({ AI_PROVIDER: 'openai-compatible', AI_MODEL: 'llama3.1' })).toThrow(
      /AI_BASE_URL: AI_PROVIDER=openai-compatible needs AI_BASE_URL/,
    );
    expect(() => parseConfig({ AI_PROVIDER: 'google', AI_MODEL: 'gemini-2.5-flash' })).toThrow(
      /AI_API_KEY: AI_PROVIDER=google needs AI_API_KEY/,
    );
  });

  it('refuses an unknown provider, a bad URL and a bad time limit', () => {
    expect(() => parseConfig({ AI_PROVIDER: 'ollama', AI_MODEL: 'x' })).toThrow(/AI_PROVIDER/);
    expect(() =>
      parseConfig({ AI_PROVIDER: 'openai-compatible', AI_MODEL: 'x', AI_BASE_URL: 'localhost' }),
    ).toThrow(/AI_BASE_URL/);
    expect(() => parseConfig({ AI_TIMEOUT_MS: 'soon' })).toThrow(/AI_TIMEOUT_MS/);
    expect(() => parseConfig({ AI_TIMEOUT_MS: '0' })).toThrow(/AI_TIMEOUT_MS/);
  });

  it('never puts the key in its error message', () => {
    expect(() => parseConfig({ AI_PROVIDER: 'openai', AI_API_KEY: 'sk-very-secret' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('sk-very-secret') }),
    );
  });
});
