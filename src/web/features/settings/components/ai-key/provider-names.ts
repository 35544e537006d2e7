import type { AiKeyProvider } from '@shared/contracts/ai-key';

/**
 * Names and samples that read the same in every language (a product's name, an address, a model
 * id), kept out of the catalogues: "OpenAI-compatible" is worded there, Gemini is a name.
 */
export const GEMINI_NAME = 'Gemini';
export const BASE_URL_EXAMPLE = 'https://api.openai.com/v1';
export const MODEL_EXAMPLE = 'gpt-4o-mini';

/** The provider's name in the reader's words. */
export function providerName(provider: AiKeyProvider, openAiCompatible: string): string {
  return provider === 'gemini' ? GEMINI_NAME : openAiCompatible;
}
