import { defineServerModule } from '../module';
import { messagingRoutes } from './messaging.routes';

/**
 * Direct messaging (issue 23; platform.md §2 Messages, §3, §4 Messaging, §7 Messaging service,
 * §8, §9): conversations between two users, messages, read state, edits, blocks, reports and
 * abuse limits; live changes go out on each participant's own channel through the bus.
 */
export const messagingModule = defineServerModule({
  name: 'messaging',
  async routes(app, context) {
    await app.register(messagingRoutes, context);
  },
});
