import type { FastifyInstance } from 'fastify';
import { marketplacePurchaseEndpoints as endpoints } from '@shared/contracts/endpoints/marketplace-purchase';
import { endpointRoutes } from '../../http/endpoint-routes';
import type { ServerModuleContext } from '../module';
import { contentDisposition, RecipesService, recipeToText } from '../recipes';
import { claimFreeListing } from './claim.service';
import { loadListingAccess } from './listing-access';
import { listingPolicy } from './listing.policy';
import { listOwned } from './owned.queries';

/**
 * Owning listings (issue 20 §5): the free claim, the download of an owned (or one's own) listing,
 * the owned list the gallery's 'Purchased' chip shows, and 'Save a copy' into the gallery.
 */
export async function ownedRoutes(app: FastifyInstance, context: ServerModuleContext): Promise<void> {
  const { db } = context.database;
  const recipes = new RecipesService({ db, bus: context.bus, log: context.log, storage: context.storage });
  const route = endpointRoutes(app);

  route(endpoints.claim, ({ user, params }) => claimFreeListing(db, user, params.id));

  route(endpoints.download, async ({ user, params, reply }) => {
    const listing = listingPolicy.authorize(
      user,
      'readContent',
      await loadListingAccess(db, params.id, user),
    );
    const body = Buffer.from(
      recipeToText({
        title: listing.title,
        description: listing.description,
        content: listing.content,
        tags: listing.tags,
        folder: null,
        createdAt: (listing.publishedAt ?? listing.createdAt).toISOString(),
      }),
      'utf8',
    );
    return (
      reply
        .header('content-disposition', contentDisposition(listing.title, 'txt'))
        .header('cache-control', 'private, no-store')
        // The length lets the browser (and the detail page's progress bar) show progress.
        .header('content-length', body.byteLength)
        .type('text/plain; charset=utf-8')
        .send(body)
    );
  });

  route(endpoints.purchases, ({ user, query }) => listOwned(db, user.id, query));

  route(endpoints.copy, async ({ user, params }) => {
    const listing = listingPolicy.authorize(
      user,
      'readContent',
      await loadListingAccess(db, params.id, user),
    );
    const created = await recipes.create(user.id, {
      title: listing.title,
      description: listing.description,
      content: listing.content,
      tags: listing.tags,
      folderId: null,
      isPrivate: true,
    });
    return { recipeId: created.id };
  });
}
