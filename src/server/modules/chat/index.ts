/**
 * The chat module's public surface: what other modules and app.ts may use (docs/ARCHITECTURE.md,
 * "Server modules"). Everything else in this folder is its own business.
 */
export { messagePolicy } from './chat.policy';
export { findMessage } from './chat.queries';
export { GenerationManager, type GenerationOptions, type LiveGeneration } from './generation-manager';
export { interfaceLanguageOf } from './reply-language';
export { resolveModelOrNotReady } from './resolve-model';
