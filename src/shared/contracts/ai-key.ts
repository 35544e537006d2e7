import { z } from 'zod';

/**
 * The user's own AI key (issue 19, Settings): a Gemini key, or an OpenAI-compatible base URL, key
 * and model, that the user's generations use instead of the server's model. The key goes to the
 * server once, when it is saved; it is never sent back, only its last four characters.
 */
export const AI_KEY_PROVIDERS = ['gemini', 'openai-compatible'] as const;
export type AiKeyProvider = (typeof AI_KEY_PROVIDERS)[number];

/** Keys travel in HTTP headers: printable ASCII without spaces, and nothing near a header's limit. */
const apiKeySchema = z
  .string()
  .trim()
  .min(1, 'Enter your API key.')
  .max(500, 'An API key is at most 500 characters.')
  .regex(/^[\x21-\x7e]+$/, 'An API key has no spaces or accented characters.');

/** Gemini's model id goes into the request path, so it holds no slash. */
const geminiModelSchema = z
  .string()
  .trim()
  .max(100, 'A model name is at most 100 characters.')
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'Enter a model name such as gemini-2.5-flash.');

/** OpenAI-compatible servers name models freely (OpenRouter's `vendor/model:tag`). */
const openAiModelSchema = z
  .string()
  .trim()
  .min(1, 'Enter the model to use.')
  .max(200, 'A model name is at most 200 characters.')
  .regex(/^[A-Za-z0-9][A-Za-z0-9._:/@+-]*$/, 'Enter a model name such as gpt-4o-mini.');

/** An http(s) URL without credentials, query or fragment: the SDK appends its own paths. */
const baseUrlSchema = z
  .string()
  .trim()
  .max(500, 'A base URL is at most 500 characters.')
  .refine((value) => {
    try {
      const url = new URL(value);
      return (
        ['http:', 'https:'].includes(url.protocol) &&
        !url.username &&
        !url.password &&
        !url.search &&
        !url.hash
      );
    } catch {
      return false;
    }
  }, 'Enter a base URL such as https://api.openai.com/v1.')
  .transform((value) => value.replace(/\/+$/, ''));

export const saveAiKeySchema = z.discriminatedUnion('provider', [
  z.object({
    provider: z.literal('gemini'),
    apiKey: apiKeySchema,
    /** Unset: the default Gemini model. */
    model: geminiModelSchema.optional(),
  }),
  z.object({
    provider: z.literal('openai-compatible'),
    baseUrl: baseUrlSchema,
    apiKey: apiKeySchema,
    model: openAiModelSchema,
  }),
]);
export type SaveAiKey = z.infer<typeof saveAiKeySchema>;

/** What the settings screen shows of a saved key: never the key itself. */
export const aiKeySettingsSchema = z.object({
  aiKey: z
    .object({
      provider: z.enum(AI_KEY_PROVIDERS),
      /** Null for Gemini (the server's Gemini endpoint is used). */
      baseUrl: z.string().nullable(),
      model: z.string(),
      keyLast4: z.string().max(4),
      updatedAt: z.string(),
    })
    .nullable(),
});
export type AiKeySettings = z.infer<typeof aiKeySettingsSchema>;
