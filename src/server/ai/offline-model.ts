import type { GenerationPart, ModelMessage, RecipeModel, StreamOptions } from './model';
import { chunkText, composeRecipe, composeTitle } from './offline-composer';

/**
 * The offline composer as a model: streams its recipe in chunks at a model-like pace, in the
 * reply's language. A follow-up builds on the whole conversation's requests, the newest first.
 */
export function offlineModel(options: { chunkDelayMs?: number } = {}): RecipeModel {
  const delay = options.chunkDelayMs ?? 25;
  return {
    id: 'offline',
    async *stream(
      messages: ModelMessage[],
      signal: AbortSignal,
      options: StreamOptions = {},
    ): AsyncIterable<GenerationPart> {
      // The composer reads words: a message of files alone is known by the files' names.
      const requests = messages
        .filter((m) => m.role === 'user')
        .map((m) => m.content.trim() || (m.files ?? []).map((f) => f.name.replace(/\.[^.]+$/, '')).join(' '));
      const prompt = [...requests].reverse().join(' ');
      for (const chunk of chunkText(composeRecipe(prompt, options.language))) {
        if (signal.aborted) throw Object.assign(new Error('aborted'), { name: 'AbortError' });
        if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
        yield { type: 'text', text: chunk };
      }
    },
    async title(firstMessage: string) {
      return composeTitle(firstMessage);
    },
  };
}
