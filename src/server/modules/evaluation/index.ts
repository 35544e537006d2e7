/**
 * The evaluation module's public surface: what other modules may use (docs/ARCHITECTURE.md, "Server
 * modules"). Everything else in this folder is its own business.
 */
export { evaluationModule } from './evaluation.module';
export { replyQuality } from './scoring/reply-quality';
