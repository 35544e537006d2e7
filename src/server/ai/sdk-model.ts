import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { generateText, type LanguageModel, streamText } from 'ai';
import { classifyFailure } from './classify-error';
import type { GenerationPart, ModelMessage, RecipeModel } from './model';
import { RECIPE_SYSTEM_PROMPT, TITLE_SYSTEM_PROMPT } from './prompts';

/** A RecipeModel over an AI SDK language model (Gemini or any OpenAI-compatible server). */
export function sdkModel(
  id: string,
  model: LanguageModel,
  providerOptions?: Record<string, Record<string, never> | object>,
): RecipeModel {
  return {
    id,
    async *stream(messages: ModelMessage[], signal: AbortSignal): AsyncIterable<GenerationPart> {
      const result = streamText({
        model,
        system: RECIPE_SYSTEM_PROMPT,
        messages,
        abortSignal: signal,
        // Retries are the chat's own (with the user-visible note), not hidden inside the SDK.
        maxRetries: 0,
        providerOptions: providerOptions as never,
      });
      try {
        for await (const part of result.fullStream) {
          if (part.type === 'text-delta' && part.text) yield { type: 'text', text: part.text };
          else if (part.type === 'reasoning-delta' && part.text) yield { type: 'reasoning', text: part.text };
          else if (part.type === 'source' && part.sourceType === 'url')
            yield { type: 'source', title: part.title ?? part.url, url: part.url };
          else if (part.type === 'error') throw part.error;
        }
        // The SDK ends an aborted stream quietly; the caller must still learn it was cancelled.
        if (signal.aborted) throw Object.assign(new Error('aborted'), { name: 'AbortError' });
      } catch (error) {
        throw classifyFailure(error, signal);
      }
    },
    async title(firstMessage: string, signal?: AbortSignal): Promise<string> {
      const { text } = await generateText({
        model,
        system: TITLE_SYSTEM_PROMPT,
        prompt: firstMessage.slice(0, 2_000),
        abortSignal: signal,
        maxRetries: 1,
      });
      return text.replace(/^["'\s]+|["'.\s]+$/g, '').slice(0, 80);
    },
  };
}

export function geminiModel(options: { apiKey: string; baseURL?: string; model: string }): RecipeModel {
  const google = createGoogleGenerativeAI({
    apiKey: options.apiKey,
    ...(options.baseURL ? { baseURL: options.baseURL } : {}),
  });
  return sdkModel(`gemini:${options.model}`, google(options.model), {
    google: { thinkingConfig: { includeThoughts: true } },
  });
}

export function openAiCompatibleModel(options: {
  baseURL: string;
  apiKey?: string;
  model: string;
}): RecipeModel {
  const provider = createOpenAICompatible({
    name: 'openai-compatible',
    baseURL: options.baseURL,
    ...(options.apiKey ? { apiKey: options.apiKey } : {}),
  });
  return sdkModel(`openai-compatible:${options.model}`, provider.chatModel(options.model));
}
