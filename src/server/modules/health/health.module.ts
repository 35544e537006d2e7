import { defineServerModule } from '../module';
import { healthRoutes } from './health.routes';

/** Liveness and readiness (GET /healthz, /readyz). */
export const healthModule = defineServerModule({
  name: 'health',
  routes: healthRoutes,
});
