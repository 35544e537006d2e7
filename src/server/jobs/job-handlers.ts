import type { JobPayloads, JobType } from './enqueue';

/** A claimed job as its handler sees it. */
export interface JobContext {
  id: string;
  /** 1 on the first run, 2 on the first retry, … */
  attempt: number;
  maxAttempts: number;
  /** Aborted when the runner stops: a long handler should give up and let another process retry. */
  signal: AbortSignal;
}

export interface JobHandler<T extends JobType> {
  /** Does the work; throwing schedules a retry (or fails the job on its last attempt). */
  run(payload: JobPayloads[T], context: JobContext): Promise<void>;
  /** Called once when the job has failed for good, to tell the user and settle the row it serves. */
  onFailed?(payload: JobPayloads[T], error: string): Promise<void>;
}

export type JobHandlers = { [T in JobType]?: JobHandler<T> };

/** Thrown by a handler when retrying cannot help (bad payload, refused input): fails at once. */
export class PermanentJobError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PermanentJobError';
  }
}
