/**
 * The admin module's public surface: what other modules may use (docs/ARCHITECTURE.md, "Server
 * modules"). Everything else in this folder is its own business.
 */
export { adminModule } from './admin.module';
