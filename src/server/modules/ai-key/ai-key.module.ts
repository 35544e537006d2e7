import { defineServerModule } from '../module';
import { aiKeyRoutes } from './ai-key.routes';

/** The user's own AI key (issue 19): GET, PUT and DELETE /api/ai-key. */
export const aiKeyModule = defineServerModule({
  name: 'ai-key',
  routes: aiKeyRoutes,
});
