import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { type Auth, createAuth, trustedOrigins } from './auth/auth';
import { LoginLimiter } from './auth/login-limiter';
import type { Database } from './db/client';
import type { Env } from './env';
import { apiDocsRoutes } from './http/api-docs.routes';
import { registerCsrfGuard } from './http/csrf';
import { EndpointRegistry } from './http/endpoint-routes';
import { registerErrorHandler, toApiError } from './http/error-handler';
import { registerSecurityHeaders } from './http/security';
import { applyZodValidation } from './http/validation';
import { registerWebApp } from './http/web-app';
import { JobRunner, type JobRunnerOptions } from './jobs/runner';
import { loggerOptions } from './logger';
import { createMailer, type Mailer } from './mail/mailer';
import { Allowance } from './modules/billing';
import { GenerationManager, type GenerationOptions } from './modules/chat';
import { createAppMetrics, MetricsRecorder, registerHttpMetrics } from './modules/metrics';
import { replyQuality } from './modules/evaluation';
import { announceDeparture, type ConversationPartner, conversationPartnersOf } from './modules/messaging';
import { serverModules } from './modules';
import { collectJobHandlers } from './modules/collect-job-handlers';
import type { ServerModuleContext } from './modules/module';
import { ownWebhookUrl } from './payments/own-webhook-url';
import { selectPaymentProvider } from './payments/payments';
import type { RealtimeBus } from './realtime/bus';
import { SessionStreams } from './realtime/session-streams';
import { EventStreamRegistry } from './realtime/sse';
import { createStorage } from './storage/create-storage';
import type { FileStorage } from './storage/storage';
import { deleteUserFiles } from './storage/user-files';

/** JSON bodies above this are refused with PAYLOAD_TOO_LARGE; uploads get their own limits. */
export const JSON_BODY_LIMIT = 1024 * 1024;

export interface AppDependencies {
  env: Env;
  database: Database;
  bus: RealtimeBus;
  /** Defaults to SMTP_URL or the dev outbox, from the environment. */
  mailer?: Mailer;
  /** Timings of reply generation (tests shorten them). */
  generation?: Partial<GenerationOptions>;
  /** Folder of the built web app; null serves the API only (API tests). */
  webRoot: string | null;
  /** Defaults to STORAGE from the environment (DATA_DIR/files or S3). */
  storage?: FileStorage;
  /** Background job runner timings; `false` runs no jobs in this process (tests that want none). */
  jobs?: Partial<JobRunnerOptions> | false;
  /** How often open event streams check that their sessions still exist (tests shorten it). */
  sessionCheckMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDependencies;
    auth: Auth;
    generations: GenerationManager;
    eventStreams: EventStreamRegistry;
    sessionStreams: SessionStreams;
    storage: FileStorage;
    jobs: JobRunner | null;
    allowance: Allowance;
    /** The generation metrics' recorder (tests flush it before comparing the database). */
    metrics: MetricsRecorder;
  }
}

/** Builds the Fastify app; the caller owns the database and the bus and closes them after it. */
export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(deps.env),
    bodyLimit: JSON_BODY_LIMIT,
    // X-Forwarded-For is believed only from a proxy on this machine; anyone else could forge it.
    trustProxy: 'loopback',
    // On close, idle keep-alive sockets go at once; busy ones finish their request first.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    routerOptions: { maxParamLength: 200 },
    // Errors Fastify raises before routing (a malformed URL, a bad content-type header) get the
    // same `{ code, message }` shape as everything else.
    frameworkErrors(error, _request, reply: FastifyReply) {
      const { status, body } = toApiError(error);
      void reply.status(status).send(body);
    },
  });

  app.decorate('deps', deps);
  app.decorate('endpoints', new EndpointRegistry());
  app.endpoints.watch(app);
  const { env } = deps;
  const mailer =
    deps.mailer ??
    createMailer(
      { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, dataDir: env.DATA_DIR, publicUrl: env.PUBLIC_URL },
      app.log,
    );
  if (!deps.mailer) app.addHook('onClose', async () => mailer.close());
  const storage = deps.storage ?? createStorage(env);
  app.decorate('storage', storage);
  app.decorate('allowance', new Allowance(deps.database.db, env.FREE_GENERATIONS));
  // The people a deleted account was talking to, found before its rows go, told after.
  const departing = new Map<string, ConversationPartner[]>();
  const auth = createAuth({
    env,
    db: deps.database.db,
    mailer,
    beforeAccountDeleted: async (userId) => {
      departing.set(userId, await conversationPartnersOf(deps.database.db, userId));
    },
    // The rows are gone by cascade; the files they pointed at go here, and the partners hear of it.
    onAccountDeleted: async (userId) => {
      await deleteUserFiles(storage, userId, app.log);
      const partners = departing.get(userId) ?? [];
      departing.delete(userId);
      await announceDeparture({ bus: deps.bus, log: app.log }, partners);
    },
  });
  app.decorate('auth', auth);
  app.decorate('eventStreams', new EventStreamRegistry());
  // Streams of signed-in users end with their session (sign-out anywhere, revocation, expiry).
  const sessionStreams = new SessionStreams(
    { db: deps.database.db, bus: deps.bus, log: app.log },
    deps.sessionCheckMs,
  );
  app.decorate('sessionStreams', sessionStreams);
  // Graceful shutdown: long-lived event streams would hold it open forever, so end them; and a
  // response finished while closing tells its keep-alive client to go, so the socket closes too.
  let closing = false;
  // Every generation's figures, buffered and written in batches (issue 22 §1).
  // Replies are scored for the quality figures as batches are written, never on the stream.
  const metrics = new MetricsRecorder({ db: deps.database.db, log: app.log }, { scoreReply: replyQuality });
  app.decorate('metrics', metrics);
  const generations = new GenerationManager(
    { db: deps.database.db, bus: deps.bus, log: app.log, metrics },
    deps.generation,
  );
  app.decorate('generations', generations);
  const context: ServerModuleContext = {
    env,
    database: deps.database,
    bus: deps.bus,
    log: app.log,
    mailer,
    storage,
    auth,
    loginLimiter: new LoginLimiter(deps.database.db),
    allowance: app.allowance,
    generations,
    // The local provider sends its events to this process's own webhook route, known once it listens.
    payments: selectPaymentProvider(env, deps.database.db, () => ownWebhookUrl(app), app.log),
    metrics,
    prometheus: createAppMetrics({
      database: deps.database,
      recorder: metrics,
      activeStreams: () => generations.size,
    }),
  };
  registerHttpMetrics(app, context.prometheus);
  // Durable background work (the modules' jobs: tags and covers after a save, contact mail), in
  // every process: the jobs table and SKIP LOCKED claims keep processes from doing the same job twice.
  const jobs =
    deps.jobs === false
      ? null
      : new JobRunner(
          { db: deps.database.db, bus: deps.bus, log: app.log },
          collectJobHandlers(serverModules, context),
          deps.jobs,
        );
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => jobs?.start());
  app.addHook('preClose', async () => {
    closing = true;
    // Replies being written here are stored as interrupted, so a client can retry them.
    await generations.shutdown();
    await jobs?.stop();
    // After the generations and jobs have ended: their last figures are written too.
    await metrics.close();
    app.eventStreams.closeAll();
    sessionStreams.close();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  applyZodValidation(app);
  registerErrorHandler(app);
  await registerSecurityHeaders(app, { https: deps.env.PUBLIC_URL.startsWith('https:') });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(cookie, { secret: deps.env.AUTH_SECRET });
  registerCsrfGuard(app, trustedOrigins(deps.env.PUBLIC_URL));

  for (const module of serverModules) await app.register(module.routes, context);
  // Last: the API reference describes every endpoint registered above.
  await app.register(apiDocsRoutes);

  await registerWebApp(
    app,
    deps.webRoot,
    deps.env.PUBLIC_URL,
    serverModules.flatMap((module) => module.pageHeads?.(context) ?? []),
  );
  return app;
}
