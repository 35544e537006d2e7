import { defineServerModule } from '../module';

/**
 * The marketplace (platform.md §2–§8, issue 20): listings and publishing, browse and search,
 * the recipe detail with its locked preview, ownership and purchases, reviews, comments,
 * creator pages and try-before-you-buy. Each part registers its routes here.
 */
export const marketplaceModule = defineServerModule({
  name: 'marketplace',
  async routes(_app, _context) {},
});
