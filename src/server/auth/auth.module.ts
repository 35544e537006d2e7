import { defineServerModule } from '../modules/module';
import { authRoutes } from './auth.routes';

/** Sign-up, sign-in, verification, reset, two-factor: better-auth behind the app's own routes. */
export const authModule = defineServerModule({
  name: 'auth',
  routes: authRoutes,
});
