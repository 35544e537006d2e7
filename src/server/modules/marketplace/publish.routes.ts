import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { marketplacePublishEndpoints as endpoints } from '@shared/contracts/endpoints/marketplace-publish';
import { LISTING_IMAGE_MAX_BYTES } from '@shared/contracts/marketplace-publish';
import { createModelResolver } from '../../ai/model-registry';
import { readSession } from '../../auth/guards';
import { AppError } from '../../http/app-error';
import { endpointRoutes } from '../../http/endpoint-routes';
import { readSingleFileUpload } from '../../http/single-file-upload';
import { readPaymentAccountStatus } from '../../payments/payment-accounts';
import { recordServerAction } from '../metrics';
import { findRecipe, RecipeSaveService } from '../recipes';
import type { ServerModuleContext } from '../module';
import { loadListingAccess } from './listing-access';
import { LISTING_IMAGE_MAX_MB, prepareListingImage, storeUploadedImage } from './listing-image';
import { listingPolicy } from './listing.policy';
import { listMyListings, presentMyListing } from './my-listings.queries';
import { createPublishService } from './publish.service';

/**
 * Publishing and the Recipe Manager (shared/contracts/endpoints/marketplace-publish.ts): thin
 * handlers over publish.service.ts; access to a listing by id through `listingPolicy`.
 */
export async function publishRoutes(app: FastifyInstance, context: ServerModuleContext): Promise<void> {
  const { db } = context.database;
  const { storage } = context;
  const route = endpointRoutes(app);
  const service = createPublishService({
    db,
    bus: context.bus,
    log: app.log,
    storage,
    recipeSaver: new RecipeSaveService({
      db,
      bus: context.bus,
      log: app.log,
      models: createModelResolver(context.env),
      allowance: context.allowance,
    }),
  });
  await app.register(multipart, {
    limits: { fileSize: LISTING_IMAGE_MAX_BYTES, files: 1, fields: 2, parts: 3 },
  });

  route(endpoints.publish, async ({ user, body, reply }) => {
    const { row, created } = await service.publish(user, body);
    if (!created) reply.status(200);
    // Publishing a chat's reply (directly, or through the gallery recipe saved from it) is a later
    // action on its generation (issue 22 §1).
    if (created) {
      const messageId =
        body.messageId ?? (row.recipeId ? (await findRecipe(db, row.recipeId))?.originalMessageId : null);
      if (messageId) recordServerAction(context.metrics, { messageId, userId: user.id, action: 'publish' });
    }
    return presentMyListing(row);
  });

  route(endpoints.createDraft, async ({ user, body }) =>
    presentMyListing(await service.createDraft(user, body)),
  );

  route(endpoints.uploadImage, async ({ request, user, reply }) => {
    reply.header('cache-control', 'no-store');
    const upload = await readSingleFileUpload(request, {
      noFile: () => new AppError('listing.imageRequired'),
      tooLarge: () => new AppError('listing.imageTooLarge', { megabytes: LISTING_IMAGE_MAX_MB }),
    });
    const image = await prepareListingImage(upload.data);
    return { imageId: await storeUploadedImage(storage, user.id, image) };
  });

  route(endpoints.myListings, async ({ user, reply }) => {
    reply.header('cache-control', 'no-store');
    return { items: (await listMyListings(db, user.id)).map(presentMyListing) };
  });

  route(endpoints.update, async ({ user, params, body }) =>
    presentMyListing(await service.update(user, params.id, body)),
  );

  route(endpoints.republish, async ({ user, params }) =>
    presentMyListing(await service.republish(user, params.id)),
  );

  route(endpoints.unpublish, async ({ user, params }) =>
    presentMyListing(await service.unpublish(user, params.id)),
  );

  route(endpoints.remove, async ({ user, params }) => {
    await service.remove(user, params.id);
  });

  route(endpoints.image, async ({ params, request, reply }) => {
    // Public: the session is read only to let a draft's creator and its owners see its image.
    const viewer = (await readSession(app, request).catch(() => null))?.user ?? null;
    const listing = listingPolicy.authorize(viewer, 'read', await loadListingAccess(db, params.id, viewer));
    const file = listing.imageKey ? await storage.get(listing.imageKey) : null;
    if (!file) throw new AppError('listing.noImage');
    // A listed one's image is public; a draft's is its creator's and owners' only.
    const listed = listing.status === 'published' && listing.deletedAt === null;
    return reply
      .header('content-type', file.contentType)
      .header('content-length', file.size)
      .header('cache-control', `${listed ? 'public' : 'private'}, max-age=31536000, immutable`)
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('x-content-type-options', 'nosniff')
      .send(file.body);
  });

  route(endpoints.accountStatus, async ({ user, reply }) => {
    reply.header('cache-control', 'no-store');
    const { hasAccount, onboardingCompleted, payoutEnabled } = await readPaymentAccountStatus(db, user.id);
    return { hasAccount, onboardingCompleted, payoutEnabled };
  });
}
