import { browseRoutes } from './browse.routes';
import { commentsRoutes } from './comments.routes';
import { creatorPageRoutes } from './creator-page.routes';
import { defineServerModule } from '../module';
import { ownedRoutes } from './owned.routes';
import { paymentAccountRoutes } from './payment-account.routes';
import { publishRoutes } from './publish.routes';
import { purchaseHistoryRoutes } from './purchase-history.routes';
import { stripeWebhookRoutes } from './stripe-webhook.routes';
import { purchaseRoutes } from './purchase.routes';
import { listingPageHead } from './listing-detail-page-head';
import { listingDetailRoutes } from './listing-detail.routes';
import { listingValidationHandlers } from './listing-validation-job';
import { reviewsRoutes } from './reviews.routes';
import { saleMailHandlers } from './sale-mail.job';
import { trialRoutes } from './trial.routes';

/**
 * The marketplace (platform.md §2–§8, issue 20): listings and publishing, browse and search,
 * the recipe detail with its locked preview, ownership and purchases, reviews, comments,
 * creator pages and try-before-you-buy. Each part registers its routes here.
 */
export const marketplaceModule = defineServerModule({
  name: 'marketplace',
  async routes(app, context) {
    await app.register(purchaseRoutes, context);
    await app.register(ownedRoutes, context);
    await app.register(listingDetailRoutes, context);
    await app.register(reviewsRoutes, context);
    await app.register(commentsRoutes, context);
    await app.register(browseRoutes, context);
    await app.register(creatorPageRoutes, context);
    await app.register(trialRoutes, context);
    await app.register(publishRoutes, context);
    await app.register(paymentAccountRoutes, context);
    await app.register(purchaseHistoryRoutes, context);
    await app.register(stripeWebhookRoutes, context);
  },
  jobs: (context) => ({
    ...listingValidationHandlers({
      db: context.database.db,
      bus: context.bus,
      log: context.log,
      notify: context,
    }),
    ...saleMailHandlers({
      db: context.database.db,
      mailer: context.mailer,
      log: context.log,
      publicUrl: context.env.PUBLIC_URL,
    }),
  }),
  // The listing page's title, description and preview image, made per request.
  pageHeads: (context) => [listingPageHead(context.database.db, context.env.PUBLIC_URL)],
});
