import type { Env } from '../env';
import { COVER_HEIGHT, COVER_WIDTH } from './cover-image';

/**
 * The optional image model that paints recipe covers (chat-assistant.md §7 "Generate an image from
 * goal text"), set with AI_IMAGE_MODEL on the configured provider: Imagen or a Gemini image model
 * on `gemini`, or any `/images/generations` model on `openai-compatible`. Without it, covers are
 * drawn locally (cover-image.ts).
 */
export interface CoverImageModel {
  readonly id: string;
  /** A PNG of COVER_WIDTH x COVER_HEIGHT, re-encoded here so nothing of the provider's file survives. */
  paint(recipe: { title: string; description: string }, signal?: AbortSignal): Promise<Buffer>;
}

/** What the model is asked for: a calm, text-free picture of the recipe's goal. */
export function coverPrompt(recipe: { title: string; description: string }): string {
  const subject = (recipe.description || recipe.title).replace(/\s+/g, ' ').trim().slice(0, 400);
  return [
    'An abstract, modern editorial illustration used as the cover of a written guide.',
    `The guide is about: ${subject}`,
    'Soft gradients and simple geometric shapes, calm colours, wide landscape composition.',
    'No text, no letters, no words, no logos, no faces.',
  ].join('\n');
}

/** Crops to the cover's shape and re-encodes as PNG; sharp drops the metadata by default. */
export async function toCoverPng(image: Uint8Array): Promise<Buffer> {
  // Loaded on first use, like renderCover: an idle server does not carry libvips.
  const { default: sharp } = await import('sharp');
  return sharp(image, { limitInputPixels: 50_000_000 })
    .rotate()
    .resize(COVER_WIDTH, COVER_HEIGHT, { fit: 'cover', position: 'attention' })
    .png({ compressionLevel: 9, palette: true, colours: 256 })
    .toBuffer();
}

export function createCoverImageModel(env: Env): CoverImageModel | null {
  if (!env.AI_IMAGE_MODEL || env.AI_PROVIDER === 'offline') return null;
  return {
    id: env.AI_IMAGE_MODEL,
    async paint(recipe, signal) {
      const { generateCoverImage } = await import('./cover-image-sdk');
      return toCoverPng(await generateCoverImage(env, coverPrompt(recipe), signal));
    },
  };
}
