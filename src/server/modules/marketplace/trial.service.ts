import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@shared/preference-options';
import type { ModelResolver, OwnModelSettings } from '../../ai/model-registry';
import { replyLanguage } from '../../ai/reply-language';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { Actor } from '../../policies/policy';
import type { Allowance, Reservation } from '../billing';
import { type GenerationManager, type LiveGeneration, resolveModelOrNotReady } from '../chat';
import type { ListingWithAccess } from './listing-access';
import { listingPolicy } from './listing.policy';
import {
  ABANDONED_AFTER_MS,
  claimTrial,
  findTrial,
  insertCreatorRun,
  type ListingRunRow,
} from './listing-runs.queries';
import { LeakGuard } from './trial-leak-guard';
import { trialSystemPrompt } from './trial-prompt';

/** A run under way: its stored row, the generation writing it, its charge and its guard. */
export interface StartedRun {
  run: ListingRunRow;
  generation: LiveGeneration;
  charge: Reservation;
  /** Made anew for each attempt of the generation (a retry starts the text again). */
  guard: () => LeakGuard;
}

/**
 * Why someone who can see the listing may not try it, in their terms (the policy's `try` rule
 * says the same as one yes or no; its refusal would call the listing not found).
 */
export function trialRefusal(actor: Actor, listing: ListingWithAccess): AppError | null {
  if (listingPolicy.can(actor, 'try', listing)) return null;
  if (actor && actor.id === listing.creatorId) return new AppError('trial.ownListing');
  if (listing.owned) return new AppError('trial.alreadyOwned');
  if (listing.status !== 'published' || listing.deletedAt) return new AppError('trial.notPublished');
  return new AppError('trial.freeListing');
}

/** A try that is over (done or stopped), or one that is running now: not to be taken again. */
const isUsed = (run: ListingRunRow) =>
  run.status === 'done' ||
  run.status === 'stopped' ||
  (run.status === 'running' && Date.now() - run.updatedAt.getTime() < ABANDONED_AFTER_MS);

/**
 * Runs a listing's hidden recipe on someone's input: a visitor's one trial, or the creator's
 * sample run. The recipe goes to the model as its instructions only; what comes back passes the
 * leak guard before anyone sees it (listing-runs.stream.ts).
 */
export class ListingRunService {
  constructor(
    private readonly deps: {
      db: Db;
      models: ModelResolver;
      manager: GenerationManager;
      allowance: Allowance;
      log: FastifyBaseLogger;
    },
  ) {}

  async start(params: {
    listing: ListingWithAccess;
    userId: string;
    input: string;
    kind: 'trial' | 'creator';
    ownModel?: OwnModelSettings;
    interfaceLanguage: Language;
  }): Promise<StartedRun> {
    const { db, models, manager, allowance, log } = this.deps;
    const { listing, userId, input, kind } = params;
    // The plain case first, before a generation is taken: the try is used.
    if (kind === 'trial') {
      const earlier = await findTrial(db, listing.id, userId);
      if (earlier && isUsed(earlier)) throw new AppError('trial.alreadyUsed');
    }
    const model = await resolveModelOrNotReady(models, log, params.ownModel);
    const charge = await allowance.reserve({ userId, ownKey: model.ownKey });
    let run: ListingRunRow | undefined;
    try {
      const values = { listingId: listing.id, userId, input, chargedMonth: charge.chargedMonth };
      // The unique index decides between two tries at once: one gets the row, the other nothing.
      run = kind === 'trial' ? await claimTrial(db, values) : await insertCreatorRun(db, values);
      if (!run) throw new AppError('trial.alreadyUsed');
    } catch (error) {
      await charge.refund();
      throw error;
    }
    const generation = manager.start({
      messageId: run.id,
      chatId: `listing:${listing.id}`,
      history: [{ role: 'user', content: input }],
      model,
      language: replyLanguage([input], params.interfaceLanguage),
      system: trialSystemPrompt(listing.content),
      persist: false,
      metrics: { source: 'trial', userId },
    });
    return { run, generation, charge, guard: () => new LeakGuard(listing.content) };
  }
}
