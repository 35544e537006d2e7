/**
 * The creators module's public surface: what other modules may use (docs/ARCHITECTURE.md,
 * "Server modules"). Everything else in this folder is its own business.
 */
export { creatorsModule } from './creators.module';
export { loadMarketplaceSettings, type StoredMarketplaceSettings } from './marketplace-settings.queries';
export { creatorImageUrl } from './creator-images';
export { isCreatorPagePublic } from './creator-visibility';
