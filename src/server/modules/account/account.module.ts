import { defineServerModule } from '../module';
import { accountRoutes } from './account.routes';

/** Who is signed in (GET /api/me, /api/session). */
export const accountModule = defineServerModule({
  name: 'account',
  routes: accountRoutes,
});
