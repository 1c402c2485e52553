// The configured language model (AI_PROVIDER/AI_MODEL/AI_API_KEY/AI_BASE_URL), or null for Odo's
// built-in engine. Decision 013. The key goes to the provider only; nothing here logs it.
import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogle } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { AiConfig } from '../../env.ts';

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
      return { engine, model: createOpenAI({ apiKey, baseURL }).chat(id) };
    case 'anthropic':
      return { engine, model: createAnthropic({ apiKey, baseURL })(id) };
    case 'google':
      return { engine, model: createGoogle({ apiKey, baseURL })(id) };
    case 'openai-compatible':
      if (!baseURL) return null;
      return {
        engine,
        model: createOpenAICompatible({
          name: 'openai-compatible',
          baseURL,
          apiKey,
          // Ollama, llama.cpp and vLLM take a JSON schema as response_format and hold the model to it.
          supportsStructuredOutputs: true,
        }).chatModel(id),
      };
  }
}
