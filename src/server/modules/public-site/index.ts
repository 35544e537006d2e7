/**
 * The public site module's public surface: what other modules may use (docs/ARCHITECTURE.md,
 * "Server modules"). The admin panel re-queues a contact message's mail job by its key.
 */
export { contactMailJobKey } from './public-site.service';
