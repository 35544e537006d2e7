/**
 * The metrics module's public surface: what other modules may use (docs/ARCHITECTURE.md, "Server
 * modules"). Everything else in this folder is its own business.
 */
export { metricsModule } from './metrics.module';
export { type AppMetrics, createAppMetrics, registerHttpMetrics } from './app-metrics';
export { errorClassOf, GenerationMeter } from './generation-meter';
export type { GenerationSource } from './generation-record';
export { MetricsRecorder } from './metrics-recorder';
export { recordServerAction } from './record-action';
export { latestReplyId } from './generation-actions.queries';
