import { defineServerModule } from '../module';
import { auditLogRoutes } from './audit-log.routes';
import { adminContactMessagesRoutes } from './contact-messages.routes';
import { adminJobsRoutes } from './jobs.routes';
import { moderationRoutes } from './moderation.routes';
import { adminUsersRoutes } from './users.routes';

/**
 * The admin panel (issue 22 §4): moderation, users, contact messages, failed jobs, and the audit
 * log every action writes. Every route is admin-only, checked on the server (ADMIN_EMAILS).
 */
export const adminModule = defineServerModule({
  name: 'admin',
  async routes(app, context) {
    await app.register(moderationRoutes, context);
    await app.register(adminUsersRoutes, context);
    await app.register(adminContactMessagesRoutes, context);
    await app.register(adminJobsRoutes, context);
    await app.register(auditLogRoutes, context);
  },
});
