/**
 * The ai-key module's public surface: what other modules may use (docs/ARCHITECTURE.md, "Server
 * modules"). Generations ask it which model settings of the user's own to run on.
 */
export { ownModelOf } from './own-model';
