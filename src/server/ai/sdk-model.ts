import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type {
  LanguageModelV3,
  LanguageModelV3FilePart,
  LanguageModelV3Message,
  LanguageModelV3TextPart,
  SharedV3ProviderOptions,
} from '@ai-sdk/provider';
import { generateText } from 'ai';
import { classifyFailure } from './classify-error';
import type { GenerationPart, ModelMessage, RecipeModel, StreamOptions } from './model';
import { recipeSystemPrompt, TITLE_SYSTEM_PROMPT } from './prompts';

/**
 * One message in the provider's prompt format. Images and PDFs go as file parts (Gemini's
 * inlineData, OpenAI's image_url and file parts); a file the model cannot read is named in the
 * text so the answer can still refer to it.
 */
function toPromptMessage(message: ModelMessage): LanguageModelV3Message {
  if (message.role === 'assistant')
    return { role: 'assistant', content: [{ type: 'text', text: message.content }] };
  const parts: Array<LanguageModelV3TextPart | LanguageModelV3FilePart> = [];
  for (const file of message.files ?? []) {
    if (file.data)
      parts.push({ type: 'file', mediaType: file.mediaType, data: file.data, filename: file.name });
    else
      parts.push({
        type: 'text',
        text: `[Attached file: ${file.name} (${file.mediaType}), not readable here]`,
      });
  }
  if (message.content.trim() || parts.length === 0) parts.push({ type: 'text', text: message.content });
  return { role: 'user', content: parts };
}

/** A RecipeModel over an AI SDK language model (Gemini or any OpenAI-compatible server). */
export function sdkModel(
  id: string,
  model: LanguageModelV3,
  providerOptions?: SharedV3ProviderOptions,
): RecipeModel {
  return {
    id,
    /**
     * Streams through the provider's own call (`doStream`) rather than `streamText`: the chat
     * needs only the parts, and `streamText`'s extra stream stages cost more CPU per token than
     * the rest of the relay together (bench/stream-relay).
     */
    async *stream(
      messages: ModelMessage[],
      signal: AbortSignal,
      options: StreamOptions = {},
    ): AsyncIterable<GenerationPart> {
      try {
        const { stream } = await model.doStream({
          prompt: [
            { role: 'system', content: options.system ?? recipeSystemPrompt(options.language) },
            ...messages.map(toPromptMessage),
          ],
          abortSignal: signal,
          providerOptions,
        });
        const reader = stream.getReader();
        try {
          for (;;) {
            const { value: part, done } = await reader.read();
            if (done) break;
            if (part.type === 'text-delta' && part.delta) yield { type: 'text', text: part.delta };
            else if (part.type === 'reasoning-delta' && part.delta)
              yield { type: 'reasoning', text: part.delta };
            else if (part.type === 'source' && part.sourceType === 'url')
              yield { type: 'source', title: part.title ?? part.url, url: part.url };
            else if (part.type === 'finish')
              yield {
                type: 'usage',
                inputTokens: part.usage.inputTokens.total ?? 0,
                outputTokens: part.usage.outputTokens.total ?? 0,
              };
            else if (part.type === 'error') throw part.error;
          }
        } finally {
          await reader.cancel().catch(() => {});
        }
        // An aborted stream may end quietly; the caller must still learn it was cancelled.
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
    async complete(system: string, prompt: string, signal?: AbortSignal): Promise<string> {
      // No retries here: its callers are background jobs, and the job runner owns the back-off.
      const { text } = await generateText({ model, system, prompt, abortSignal: signal, maxRetries: 0 });
      return text;
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
  /** A user's own base URL is called through guardedFetch (guarded-fetch.ts). */
  fetch?: typeof fetch;
}): RecipeModel {
  const provider = createOpenAICompatible({
    name: 'openai-compatible',
    baseURL: options.baseURL,
    ...(options.apiKey ? { apiKey: options.apiKey } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  return sdkModel(`openai-compatible:${options.model}`, provider.chatModel(options.model));
}
