import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { type Auth, createAuth, trustedOrigins } from './auth/auth';
import { authRoutes } from './auth/auth.routes';
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
import { loggerOptions } from './logger';
import { createMailer, type Mailer } from './mail/mailer';
import { accountRoutes } from './modules/account/account.routes';
import { Allowance } from './modules/billing/allowance.service';
import { attachmentRoutes } from './modules/chat/attachments/attachments.routes';
import { chatActionsRoutes } from './modules/chat/chat-actions.routes';
import { chatShareRoutes } from './modules/chat/chat-share.routes';
import { chatRoutes } from './modules/chat/chat.routes';
import { GenerationManager, type GenerationOptions } from './modules/chat/generation-manager';
import { configRoutes } from './modules/config/config.routes';
import { healthRoutes } from './modules/health/health.routes';
import { contactMailHandlers } from './modules/public-site/contact-mail.job';
import { publicSiteRoutes } from './modules/public-site/public-site.routes';
import { supportAddress } from './modules/public-site/public-site.service';
import { foldersRoutes } from './modules/recipes/folders.routes';
import { recipesRoutes } from './modules/recipes/recipes.routes';
import { recipeIoRoutes } from './modules/recipes/recipe-io.routes';
import { recipeSaveRoutes } from './modules/recipes/recipe-save.routes';
import type { RealtimeBus } from './realtime/bus';
import { SessionStreams } from './realtime/session-streams';
import { EventStreamRegistry } from './realtime/sse';
import { createModelResolver } from './ai/model-registry';
import { JobRunner, type JobRunnerOptions } from './jobs/runner';
import { createCoverImageModel } from './ai/cover-image-model';
import { enrichmentHandlers } from './modules/recipes/enrichment';
import { recipeImageRoutes } from './modules/recipes/recipe-image.routes';
import { createStorage } from './storage/create-storage';
import { deleteUserFiles } from './storage/user-files';
import type { FileStorage } from './storage/storage';

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
  const auth = createAuth({
    env,
    db: deps.database.db,
    mailer,
    // The rows are gone by cascade; the files they pointed at go here.
    onAccountDeleted: (userId) => deleteUserFiles(storage, userId, app.log),
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
  const generations = new GenerationManager(
    { db: deps.database.db, bus: deps.bus, log: app.log },
    deps.generation,
  );
  app.decorate('generations', generations);
  // Durable background work (tags and covers after a save), in every process: the jobs table
  // and SKIP LOCKED claims keep processes from doing the same job twice.
  const jobs =
    deps.jobs === false
      ? null
      : new JobRunner(
          { db: deps.database.db, bus: deps.bus, log: app.log },
          {
            ...enrichmentHandlers({
              db: deps.database.db,
              bus: deps.bus,
              log: app.log,
              storage,
              models: createModelResolver(env),
              coverModel: createCoverImageModel(env),
            }),
            ...contactMailHandlers({
              db: deps.database.db,
              mailer,
              supportEmail: supportAddress(env.MAIL_FROM, env.PUBLIC_URL),
            }),
          },
          deps.jobs,
        );
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => jobs?.start());
  app.addHook('preClose', async () => {
    closing = true;
    // Replies being written here are stored as interrupted, so a client can retry them.
    await generations.shutdown();
    await jobs?.stop();
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

  await app.register(healthRoutes, { database: deps.database });
  await app.register(configRoutes, { env: deps.env });
  await app.register(authRoutes, { auth, limiter: new LoginLimiter(deps.database.db) });
  await app.register(accountRoutes);
  await app.register(chatRoutes, { manager: generations });
  await app.register(chatActionsRoutes, { manager: generations });
  await app.register(chatShareRoutes);
  await app.register(attachmentRoutes);
  await app.register(publicSiteRoutes, { mailer });
  await app.register(recipesRoutes);
  await app.register(foldersRoutes);
  await app.register(recipeSaveRoutes);
  await app.register(recipeIoRoutes);
  await app.register(recipeImageRoutes, { storage });
  // Last: the API reference describes every endpoint registered above.
  await app.register(apiDocsRoutes);

  await registerWebApp(app, deps.webRoot, deps.env.PUBLIC_URL);
  return app;
}
