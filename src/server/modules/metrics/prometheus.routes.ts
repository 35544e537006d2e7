import type { FastifyInstance } from 'fastify';
import type { ServerModuleContext } from '../module';

/** The Prometheus endpoint, for METRICS_TOKEN or an admin session (issue 22 §1). */
export async function prometheusRoutes(_app: FastifyInstance, _context: ServerModuleContext): Promise<void> {}
