// The configured language model (AI_PROVIDER/AI_MODEL/AI_API_KEY/AI_BASE_URL), or null for Odo's
// built-in engine. Decision 013. The key goes to the provider only; nothing here logs it.
import { createRequire } from 'node:module';
import type { LanguageModel } from 'ai';
import type { AiConfig } from '../../env.ts';

// Only the SDK of the provider the settings name is loaded, when first asked for (each is
// ~20 MB resident; a server on the built-in engine loads none).
const require = createRequire(import.meta.url);
const sdk = {
  openai: () => require('@ai-sdk/openai') as typeof import('@ai-sdk/openai'),
  anthropic: () => require('@ai-sdk/anthropic') as typeof import('@ai-sdk/anthropic'),
  google: () => require('@ai-sdk/google') as typeof import('@ai-sdk/google'),
  compatible: () =>
    require('@ai-sdk/openai-compatible') as typeof import('@ai-sdk/openai-compatible'),
};

// The SDK would otherwise print its warnings (unsupported settings) to stderr; generate.ts logs
// each call's warnings through Odo's logger instead.
globalThis.AI_SDK_LOG_WARNINGS = false;

/** What produced an answer: Odo's built-in engine or `<provider>:<model>`. */
export type Engine = 'built-in' | `${string}:${string}`;

export interface ConfiguredModel {
  model: LanguageModel;
  engine: Engine;
}

/** The AI SDK model the settings name, or null when none is configured (built-in engine only). */
export function languageModelFor(config: AiConfig): ConfiguredModel | null {
  const { AI_PROVIDER: provider, AI_MODEL: id, AI_API_KEY: apiKey, AI_BASE_URL: baseURL } = config;
  if (!provider || !id) return null;
  const engine: Engine = `${provider}:${id}`;
  switch (provider) {
    case 'openai':
      // Chat completions rather than the SDK's default Responses API: it is what every
      // OpenAI-style endpoint behind an AI_BASE_URL override speaks too, with the same JSON schema.
      return { engine, model: sdk.openai().createOpenAI({ apiKey, baseURL }).chat(id) };
    case 'anthropic':
      return { engine, model: sdk.anthropic().createAnthropic({ apiKey, baseURL })(id) };
    case 'google':
      return { engine, model: sdk.google().createGoogle({ apiKey, baseURL })(id) };
    case 'openai-compatible':
      if (!baseURL) return null;
      return {
        engine,
        model: sdk
          .compatible()
          .createOpenAICompatible({
            name: 'openai-compatible',
            baseURL,
            apiKey,
            // Ollama, llama.cpp and vLLM take a JSON schema as response_format and hold the model to it.
            supportsStructuredOutputs: true,
          })
          .chatModel(id),
      };
  }
}
