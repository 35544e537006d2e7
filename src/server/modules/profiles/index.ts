/**
 * The profiles module's public surface: what other modules and auth may use (docs/ARCHITECTURE.md,
 * "Server modules"). Everything else in this folder is its own business.
 */
export { findProfile, upsertProfileOnSignIn } from './profiles.queries';
