import type { FastifyInstance } from 'fastify';
import { marketplaceSettingsEndpoints as endpoints } from '@shared/contracts/endpoints/marketplace-settings';
import { endpointRoutes } from '../../http/endpoint-routes';
import type { ServerModuleContext } from '../module';
import { MarketplaceSettingsService } from './marketplace-settings.service';

/**
 * Marketplace settings: payouts, notifications, privacy, onboarding checklist, stats (issue 21 §5).
 * Every endpoint is the caller's own settings: there is no id to name anyone else's.
 */
export async function marketplaceSettingsRoutes(
  app: FastifyInstance,
  context: ServerModuleContext,
): Promise<void> {
  const service = new MarketplaceSettingsService({
    db: context.database.db,
    log: context.log,
    provider: context.payments,
  });
  const route = endpointRoutes(app);

  route(endpoints.get, ({ user, reply }) => {
    // The stats and checklist change with sales and webhooks: never served from a cache.
    reply.header('cache-control', 'no-store');
    return service.view(user.id);
  });
  route(endpoints.updatePayout, ({ user, body }) => service.updatePayout(user.id, body));
  route(endpoints.updateNotifications, ({ user, body }) => service.updateNotifications(user.id, body));
  route(endpoints.updatePrivacy, ({ user, body }) => service.updatePrivacy(user.id, body));
  route(endpoints.acceptTerms, ({ user }) => service.acceptTerms(user.id));
}
