import { defineServerModule } from '../module';
import { attachmentRoutes } from './attachments/attachments.routes';
import { chatActionsRoutes } from './chat-actions.routes';
import { chatShareRoutes } from './chat-share.routes';
import { chatRoutes } from './chat.routes';

/** Chats and their replies, per-message actions, share links and attachments. */
export const chatModule = defineServerModule({
  name: 'chat',
  async routes(app, context) {
    await app.register(chatRoutes, context);
    await app.register(chatActionsRoutes, context);
    await app.register(chatShareRoutes, context);
    await app.register(attachmentRoutes, context);
  },
});
