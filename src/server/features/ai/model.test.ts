import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../env.ts';
import { languageModelFor } from './model.ts';

/** The SDK's model object: which provider API it calls, and which model. */
function described(env: Record<string, string>) {
  const configured = languageModelFor(parseConfig(env));
  if (!configured || typeof configured.model === 'string') return configured;
  return {
    engine: configured.engine,
    provider: configured.model.provider,
    id: configured.model.modelId,
  };
}

describe('languageModelFor', () => {
  it('is null (the built-in engine) when no provider is set', () => {
    expect(languageModelFor(parseConfig({}))).toBeNull();
    expect(languageModelFor(parseConfig({ AI_PROVIDER: '', AI_MODEL: 'gpt-4.1' }))).toBeNull();
  });

  it('builds each provider with the model id, and names the engine <provider>:<model>', () => {
    const key = { AI_API_KEY: 'k' };
    expect(described({ AI_PROVIDER: 'openai', AI_MODEL: 'gpt-4.1-mini', ...key })).toEqual({
      engine: 'openai:gpt-4.1-mini',
      provider: 'openai.chat',
      id: 'gpt-4.1-mini',
    });
    expect(
      described({ AI_PROVIDER: 'anthropic', AI_MODEL: 'claude-sonnet-4-5', ...key }),
    ).toMatchObject({
      engine: 'anthropic:claude-sonnet-4-5',
      provider: expect.stringMatching(/^anthropic/),
      id: 'claude-sonnet-4-5',
    });
    expect(
      described({ AI_PROVIDER: 'google', AI_MODEL: 'gemini-2.5-flash', ...key }),
    ).toMatchObject({
      engine: 'google:gemini-2.5-flash',
      provider: expect.stringMatching(/^google/),
      id: 'gemini-2.5-flash',
    });
    expect(
      described({
        AI_PROVIDER: 'openai-compatible',
        AI_MODEL: 'llama3.1',
        AI_BASE_URL: 'http://127.0.0.1:11434/v1',
      }),
    ).toEqual({
      engine: 'openai-compatible:llama3.1',
      provider: 'openai-compatible.chat',
      id: 'llama3.1',
    });
  });
});
