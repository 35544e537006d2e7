import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Auth } from '../auth/auth';
import type { LoginLimiter } from '../auth/login-limiter';
import type { Database } from '../db/client';
import type { Env } from '../env';
import type { DynamicPageHead } from '../http/page-heads';
import type { JobHandlers } from '../jobs/job-handlers';
import type { Mailer } from '../mail/mailer';
import type { PaymentProvider } from '../payments/payment-provider';
import type { RealtimeBus } from '../realtime/bus';
import type { FileStorage } from '../storage/storage';
import type { Allowance } from './billing';
import type { GenerationManager } from './chat';
import type { AppMetrics, MetricsRecorder } from './metrics';

/**
 * The app's shared services, made once by app.ts and handed to every module's routes and jobs:
 * one typed object instead of options chosen per plugin, so a module that needs something more
 * takes it from here and app.ts does not change.
 */
export interface ServerModuleContext {
  env: Env;
  database: Database;
  bus: RealtimeBus;
  log: FastifyBaseLogger;
  /** SMTP or the dev outbox. */
  mailer: Mailer;
  /** Local disk or S3. */
  storage: FileStorage;
  auth: Auth;
  /** Failed sign-ins counted in the database (auth routes). */
  loginLimiter: LoginLimiter;
  /** The generation allowance every generation reserves from. */
  allowance: Allowance;
  /** Replies being written by this process (stopped on shutdown). */
  generations: GenerationManager;
  /**
   * The configured payment provider (payments/payments.ts): the local test provider without
   * STRIPE_SECRET_KEY, Stripe with it.
   */
  payments: PaymentProvider;
  /** Where every generation and later action is recorded, in batches (issue 22 §1). */
  metrics: MetricsRecorder;
  /** This app's Prometheus registry (GET /api/metrics/prometheus). */
  prometheus: AppMetrics;
}

/**
 * A server module: the routes it serves and the background jobs it handles. Modules are listed
 * once, in modules/index.ts; app.ts registers them in that order and runs their jobs.
 */
export interface ServerModule {
  name: string;
  /** Registered as one Fastify plugin with the context as its options. */
  routes: FastifyPluginAsync<ServerModuleContext>;
  /** Handlers of the job types this module queues (their payloads are declared beside them). */
  jobs?: (context: ServerModuleContext) => JobHandlers;
  /** Pages whose head (title, description, preview image) is made per request from its data. */
  pageHeads?: (context: ServerModuleContext) => DynamicPageHead[];
}

export const defineServerModule = (module: ServerModule): ServerModule => module;
