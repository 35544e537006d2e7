import { authModule } from '../auth/auth.module';
import { accountModule } from './account/account.module';
import { adminModule } from './admin/admin.module';
import { aiKeyModule } from './ai-key/ai-key.module';
import { billingModule } from './billing/billing.module';
import { chatModule } from './chat/chat.module';
import { configModule } from './config/config.module';
import { creatorsModule } from './creators/creators.module';
import { evaluationModule } from './evaluation/evaluation.module';
import { healthModule } from './health/health.module';
import { marketplaceModule } from './marketplace/marketplace.module';
import { messagingModule } from './messaging/messaging.module';
import { metricsModule } from './metrics/metrics.module';
import { notificationsModule } from './notifications/notifications.module';
import type { ServerModule } from './module';
import { preferencesModule } from './preferences/preferences.module';
import { profilesModule } from './profiles/profiles.module';
import { publicSiteModule } from './public-site/public-site.module';
import { readingStatesModule } from './reading-states/reading-states.module';
import { recipesModule } from './recipes/recipes.module';

/**
 * Every server module, in the order app.ts registers them (which is also the order of the API
 * reference's operations): a new module is one line here.
 */
export const serverModules: readonly ServerModule[] = [
  healthModule,
  configModule,
  authModule,
  accountModule,
  aiKeyModule,
  chatModule,
  publicSiteModule,
  recipesModule,
  readingStatesModule,
  marketplaceModule,
  creatorsModule,
  billingModule,
  metricsModule,
  evaluationModule,
  adminModule,
  notificationsModule,
  messagingModule,
  preferencesModule,
  profilesModule,
];
