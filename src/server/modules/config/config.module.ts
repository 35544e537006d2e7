import { defineServerModule } from '../module';
import { configRoutes } from './config.routes';

/** The public part of the configuration, for the browser. */
export const configModule = defineServerModule({
  name: 'config',
  routes: configRoutes,
});
