import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { LIMITS } from '@shared/constants';
import type { Language } from '@shared/preference-options';
import {
  type GenerateRecipeRequest,
  RECIPE_CONTENT_MAX,
  type generateRecipeSchema,
} from '@shared/contracts/recipes';
import { descriptionForSave, extractTitle, titleForSave } from '@shared/recipe/card-text';
import { isRecipeLike } from '@shared/recipe/parse-recipe';
import type { z } from 'zod';
import { classifyFailure } from '../../ai/classify-error';
import { failureKeyOf, type RecipeModel } from '../../ai/model';
import type { ModelResolver, OwnModelSettings } from '../../ai/model-registry';
import type { Db } from '../../db/client';
import { recipes } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { wakeJobs } from '../../jobs/enqueue';
import type { RealtimeBus } from '../../realtime/bus';
import { publishUserEvent } from '../../realtime/user-channel';
import { findMessage, messagePolicy, resolveModelOrNotReady } from '../chat';
import { replyLanguage } from '../../ai/reply-language';
import type { Allowance } from '../billing';
import { enqueueRecipeEnrichment } from './recipe-jobs';
import { insertRecipe, type NewRecipe, type RecipeRow } from './recipe-store';
import { errorClassOf, GenerationMeter, type MetricsRecorder } from '../metrics';

/**
 * Saving a recipe from a chat reply and generating one from the Recipe Manager form
 * (chat-assistant.md §5 Saving, §7 generate a recipe from a prompt; platform.md §3, §5, §8).
 * Either way the row and its enrichment jobs (tags, cover) are written in one transaction, so a
 * recipe never exists without the jobs that finish it, and the save never waits for them.
 */
/** How long a form generation may take before it is given up (the reply is not streamed). */
const GENERATE_TIMEOUT_MS = 120_000;

export interface RecipeSaveDeps {
  db: Db;
  bus: RealtimeBus;
  log: FastifyBaseLogger;
  models: ModelResolver;
  allowance: Allowance;
  /** Where the form's generations are recorded (issue 22 §1); none records nothing. */
  metrics?: MetricsRecorder;
}

type GenerateInput = z.output<typeof generateRecipeSchema>;

/** Inserts recipes with their enrichment jobs, all in the caller's transaction. */
export async function insertWithEnrichment(
  tx: Db,
  input: NewRecipe,
  parts: { tags: boolean; image: boolean } = { tags: true, image: true },
): Promise<RecipeRow> {
  const row = await insertRecipe(tx, {
    ...input,
    tagsStatus: parts.tags ? 'pending' : 'done',
    imageStatus: parts.image ? 'pending' : 'done',
  });
  await enqueueRecipeEnrichment(tx, row, parts);
  return row;
}

/**
 * A recipe is edited through the same contract that caps its content, so a longer one saved here
 * could never be edited again: refused up front, with the edit form's own message, before anything
 * is written.
 */
export function assertContentFits(content: string): void {
  if (content.length > RECIPE_CONTENT_MAX)
    throw new AppError('recipe.contentTooLong', { max: RECIPE_CONTENT_MAX.toLocaleString('en-US') });
}

/** After commit: other tabs learn of the recipe, and the job runners start at once. */
export async function announceSaved(
  deps: Pick<RecipeSaveDeps, 'bus' | 'log'>,
  userId: string,
  recipeId: string,
) {
  await publishUserEvent(deps.bus, deps.log, userId, { type: 'recipe.created', recipeId });
  await wakeJobs(deps.bus, deps.log);
}

export class RecipeSaveService {
  constructor(private readonly deps: RecipeSaveDeps) {}

  /**
   * Saves an assistant reply as a recipe. Saving the same reply again returns the recipe it
   * already made (created: false) rather than a duplicate: a double click or a second tab must
   * not fill the gallery with copies. The check and insert are serialised per message.
   */
  async saveFromMessage(userId: string, messageId: string): Promise<{ recipe: RecipeRow; created: boolean }> {
    const { db } = this.deps;
    const message = await findMessage(db, messageId);
    // Refused like a message that does not exist, in the gallery's words.
    if (!message || !messagePolicy.can({ id: userId }, 'saveAsRecipe', message))
      throw new AppError('recipe.messageNotFound');
    if (message.role !== 'assistant' || message.status !== 'complete' || !isRecipeLike(message.content))
      throw new AppError('recipe.notARecipe');
    assertContentFits(message.content);

    const result = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`recipe.from-message:${messageId}`}))`);
      const [existing] = await tx
        .select()
        .from(recipes)
        .where(and(eq(recipes.userId, userId), eq(recipes.originalMessageId, messageId)))
        .orderBy(desc(recipes.createdAt))
        .limit(1);
      if (existing) return { recipe: existing, created: false };
      const recipe = await insertWithEnrichment(tx as unknown as Db, {
        userId,
        title: titleForSave(message.content, messageId),
        description: descriptionForSave(message.content),
        content: message.content,
        originalMessageId: messageId,
        chatId: message.chatId,
      });
      return { recipe, created: true };
    });
    if (result.created) await announceSaved(this.deps, userId, result.recipe.id);
    return result;
  }

  private resolveModel(own?: OwnModelSettings): Promise<RecipeModel> {
    return resolveModelOrNotReady(this.deps.models, this.deps.log, own);
  }

  /**
   * Generates a recipe from the Recipe Manager form through the chat's model and saves it. It
   * counts against the Free plan exactly like a chat reply (not on the user's own key), and a
   * generation that fails is given back.
   */
  async generate(params: {
    userId: string;
    input: GenerateInput;
    /** The user's own model, when they have one: used instead of the server's, counted nothing. */
    ownModel?: OwnModelSettings;
    /** The user's interface language: the recipe's language unless the prompt is clearly in another. */
    interfaceLanguage?: Language;
    signal?: AbortSignal;
  }): Promise<RecipeRow> {
    const { db } = this.deps;
    const model = await this.resolveModel(params.ownModel);
    const charge = await this.deps.allowance.reserve({ userId: params.userId, ownKey: model.ownKey });
    try {
      const language = replyLanguage([params.input.prompt], params.interfaceLanguage ?? 'en');
      const meter = new GenerationMeter(this.deps.metrics, {
        source: 'gallery',
        userId: params.userId,
        chatId: null,
        messageId: null,
        modelId: model.id,
      });
      const content = await this.collect(model, params.input, language, params.signal, meter);
      // Inside the try: a reply too long to keep gives the generation back like any failure.
      try {
        assertContentFits(content);
      } catch (error) {
        meter.finish('error', 'too_long');
        throw error;
      }
      meter.finish('success', null, content);
      const extracted = extractTitle(content)
        .replace(/[*#_`]/g, '')
        .trim();
      const title = (extracted.length >= 3 ? extracted : params.input.prompt).slice(0, LIMITS.recipeTitleMax);
      const recipe = await db.transaction((tx) =>
        insertWithEnrichment(tx as unknown as Db, {
          userId: params.userId,
          title,
          description: descriptionForSave(content),
          content,
          tags: params.input.tags,
          isPrivate: params.input.isPrivate,
          prompt: params.input.prompt,
          type: params.input.type,
          metadata: { complexity: params.input.complexity, generationMethod: model.id.slice(0, 50) },
        }),
      );
      await announceSaved(this.deps, params.userId, recipe.id);
      return recipe;
    } catch (error) {
      await charge.refund().catch((e) => this.deps.log.error({ err: e }, 'generation not refunded'));
      throw error;
    }
  }

  /** Runs the model to the end and returns its text; provider failures become the chat's messages. */
  private async collect(
    model: RecipeModel,
    input: GenerateInput,
    language: Language,
    signal: AbortSignal | undefined,
    meter: GenerationMeter,
  ): Promise<string> {
    const timeout = AbortSignal.timeout(GENERATE_TIMEOUT_MS);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    let text = '';
    try {
      for await (const part of model.stream([{ role: 'user', content: generationPrompt(input) }], combined, {
        language,
      })) {
        if (part.type === 'text') {
          meter.token();
          text += part.text;
        } else if (part.type === 'usage') meter.usage(part.inputTokens, part.outputTokens);
      }
    } catch (error) {
      const failure = classifyFailure(error, combined);
      // A closed page is a cancel; the deadline is a timeout; the rest say what the provider did.
      if (failure.kind === 'cancelled' && signal?.aborted) meter.finish('cancelled');
      else meter.finish('error', failure.kind === 'cancelled' ? 'timeout' : errorClassOf(failure));
      this.deps.log.warn({ err: error, kind: failure.kind }, 'recipe generation failed');
      // A timeout or a closed request ends here too: nothing from the provider to pass on.
      if (failure.kind === 'cancelled') throw new AppError('recipe.generateFailed', {}, { status: 502 });
      if (failure.kind === 'rate-limit') throw new AppError(failureKeyOf(failure.kind, model));
      throw new AppError(failureKeyOf(failure.kind, model), {}, { status: 502 });
    }
    const content = text.trim();
    if (!content || !isRecipeLike(content)) {
      meter.finish('error', 'no_recipe');
      this.deps.log.warn({ chars: content.length }, 'generation returned no recipe');
      throw new AppError('recipe.generateFailed', {}, { status: 502 });
    }
    return content;
  }
}

/** The one user message the model gets: the prompt, with the form's type and complexity. */
export function generationPrompt(
  input: Pick<GenerateRecipeRequest, 'prompt' | 'type' | 'complexity'>,
): string {
  const type = (input.type ?? 'algorithm').replace('-', ' ');
  return `${input.prompt.trim()}\n\nRecipe type: ${type}. Complexity: ${input.complexity ?? 'intermediate'}.`;
}
