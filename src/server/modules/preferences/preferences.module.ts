import { defineServerModule } from '../module';
import { preferencesRoutes } from './preferences.routes';

/** The user's preferences and notification preferences, and 'Send Test'. */
export const preferencesModule = defineServerModule({
  name: 'preferences',
  routes: preferencesRoutes,
});
