import type { FastifyInstance } from 'fastify';
import { marketplaceTrialEndpoints as endpoints } from '@shared/contracts/endpoints/marketplace-trial';
import { createModelResolver } from '../../ai/model-registry';
import { readSession } from '../../auth/guards';
import { endpointRoutes } from '../../http/endpoint-routes';
import type { Actor } from '../../policies/policy';
import { ownModelOf } from '../ai-key';
import { interfaceLanguageOf } from '../chat';
import type { ServerModuleContext } from '../module';
import { loadListingAccess } from './listing-access';
import { listingPolicy } from './listing.policy';
import { presentRun, presentSample } from './listing-runs.presenter';
import { findTrial, listCreatorRuns, listSamples, setRunPublic } from './listing-runs.queries';
import { relayRun } from './listing-runs.stream';
import { ListingRunService, trialRefusal } from './trial.service';

/** Try before you buy and the creator's sample runs (shared/contracts/endpoints/marketplace-trial.ts). */
export async function trialRoutes(app: FastifyInstance, context: ServerModuleContext): Promise<void> {
  const { db } = context.database;
  const { allowance, generations: manager } = context;
  const route = endpointRoutes(app);
  const service = new ListingRunService({
    db,
    models: createModelResolver(context.env),
    manager,
    allowance,
    log: app.log,
  });

  /** The listing when the actor may see it; otherwise it does not exist for them. */
  const visibleListing = async (id: string, actor: Actor) =>
    listingPolicy.authorize(actor, 'read', await loadListingAccess(db, id, actor));

  route(endpoints.tryListing, async ({ request, reply, user, params, body }) => {
    const listing = await visibleListing(params.id, user);
    const refusal = trialRefusal(user, listing);
    if (refusal) throw refusal;
    const started = await service.start({
      listing: listingPolicy.authorize(user, 'try', listing),
      userId: user.id,
      input: body.input,
      kind: 'trial',
      ownModel: await ownModelOf(app, request, user.id),
      interfaceLanguage: await interfaceLanguageOf(db, request, user.id),
    });
    relayRun(app, request, reply, started, { manager, allowance });
  });

  route(endpoints.myTrial, async ({ user, params }) => {
    const listing = await visibleListing(params.id, user);
    const run = await findTrial(db, listing.id, user.id);
    return { run: run ? presentRun(run) : null };
  });

  route(endpoints.runListing, async ({ request, reply, user, params, body }) => {
    const listing = listingPolicy.authorize(user, 'manage', await loadListingAccess(db, params.id, user));
    const started = await service.start({
      listing,
      userId: user.id,
      input: body.input,
      kind: 'creator',
      ownModel: await ownModelOf(app, request, user.id),
      interfaceLanguage: await interfaceLanguageOf(db, request, user.id),
    });
    relayRun(app, request, reply, started, { manager, allowance });
  });

  route(endpoints.listRuns, async ({ user, params }) => {
    const listing = listingPolicy.authorize(user, 'manage', await loadListingAccess(db, params.id, user));
    return { runs: (await listCreatorRuns(db, listing.id, user.id)).map(presentRun) };
  });

  route(endpoints.setRunVisibility, async ({ user, params, body }) => {
    const listing = listingPolicy.authorize(user, 'manage', await loadListingAccess(db, params.id, user));
    return presentRun(await setRunPublic(db, listing.id, params.runId, body.isPublic));
  });

  route(endpoints.samples, async ({ request, params }) => {
    // Public: a visitor sees a published listing's samples; its creator and owners see them always.
    const session = await readSession(app, request);
    const listing = await visibleListing(params.id, session?.user);
    return { samples: (await listSamples(db, listing.id)).map(presentSample) };
  });
}
