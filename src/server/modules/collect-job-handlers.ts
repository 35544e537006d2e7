import type { JobHandlers } from '../jobs/job-handlers';
import type { ServerModule, ServerModuleContext } from './module';

/**
 * The runner's handler table, from every module that has jobs. A job type handled by two modules
 * stops start-up: one of them would silently never run.
 */
export function collectJobHandlers(
  modules: readonly ServerModule[],
  context: ServerModuleContext,
): JobHandlers {
  const handlers: Record<string, unknown> = {};
  const owners = new Map<string, string>();
  for (const module of modules) {
    for (const [type, handler] of Object.entries(module.jobs?.(context) ?? {})) {
      const owner = owners.get(type);
      if (owner) throw new Error(`job type ${type} is handled by both ${owner} and ${module.name}`);
      owners.set(type, module.name);
      handlers[type] = handler;
    }
  }
  return handlers as JobHandlers;
}
