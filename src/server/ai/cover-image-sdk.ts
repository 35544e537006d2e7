import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { ImageModelV3 } from '@ai-sdk/provider';
import { generateImage } from 'ai';
import type { Env } from '../env';

/**
 * The AI SDK side of cover painting, loaded only when an image model is configured (the SDK
 * providers stay out of a server that does not use them, as in model-registry.ts).
 */
function imageModelFor(env: Env): { model: ImageModelV3; aspectRatio?: `${number}:${number}` } {
  const id = env.AI_IMAGE_MODEL!;
  if (env.AI_PROVIDER === 'gemini') {
    const google = createGoogleGenerativeAI({ apiKey: env.GEMINI_API_KEY, baseURL: env.GEMINI_BASE_URL });
    return { model: google.image(id), aspectRatio: '16:9' };
  }
  const server = createOpenAICompatible({
    name: 'openai-compatible',
    baseURL: env.AI_BASE_URL!,
    apiKey: env.AI_API_KEY,
  });
  // Sizes differ by model; the server's default picture is cropped to the cover's shape instead.
  return { model: server.imageModel(id) };
}

export async function generateCoverImage(
  env: Env,
  prompt: string,
  signal?: AbortSignal,
): Promise<Uint8Array> {
  const { model, aspectRatio } = imageModelFor(env);
  // No retries here: the job runner owns them and their back-off.
  const { image } = await generateImage({
    model,
    prompt,
    n: 1,
    aspectRatio,
    abortSignal: signal,
    maxRetries: 0,
  });
  return image.uint8Array;
}
