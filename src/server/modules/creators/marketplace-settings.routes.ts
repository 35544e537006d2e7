import type { FastifyInstance } from 'fastify';
import type { ServerModuleContext } from '../module';

/** Marketplace settings: payouts, notifications, privacy, onboarding checklist, stats (issue 21 §5). */
export async function marketplaceSettingsRoutes(
  _app: FastifyInstance,
  _context: ServerModuleContext,
): Promise<void> {}
