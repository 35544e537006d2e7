import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ATTACHMENT_MAX_BYTES, displayFileName } from '@shared/chat/attachments';
import { contentHash } from '@shared/chat/input';
import { userEventSchema } from '@shared/contracts/chat';
import type { EndpointInput } from '@shared/contracts/endpoint';
import { chatEndpoints } from '@shared/contracts/endpoints/chat';
import { createModelResolver } from '../../ai/model-registry';
import { readSession, type SessionUser } from '../../auth/guards';
import { endpointRoutes } from '../../http/endpoint-routes';
import { registerRouteRateLimits } from '../../http/rate-limit';
import { openEventStream } from '../../realtime/sse';
import { deleteChat, findChat, findMessage, listChats, listMessages } from './chat.queries';
import { chatPolicy, messagePolicy } from './chat.policy';
import { presentChat, presentMessage } from './chat.presenter';
import { ChatService, cleanMessage } from './chat.service';
import { userTopic } from '../../realtime/user-channel';
import { watchRequestSession } from '../../realtime/session-streams';
import { followMessage, openReplyStream } from './follow-stream';
import { attachmentKeysOfChat } from './attachments/attachments.queries';
import { userMessageWithFiles } from './attachments/model-input';
import { prepareInlineAttachments } from './attachments/prepare-attachment';
import type { ServerModuleContext } from '../module';
import { RecentAnonymousSends } from './recent-anonymous-sends';
import type { Reservation } from '../billing';
import { interruptStaleReplies } from './stale-replies';
import { ownModelOf } from '../ai-key';
import { interfaceLanguageOf, replyLanguageOf } from './reply-language';

const ANON_COOKIE = 'rf_anon';
/** Room for one file at the attachment limit in base64 (4 bytes for 3), plus the conversation. */
const ANONYMOUS_BODY_LIMIT = Math.ceil((ATTACHMENT_MAX_BYTES * 4) / 3) + 1024 * 1024;
const CANCEL_TOPIC = 'generation.cancel';
/**
 * Per IP: far more than a person types (the allowance is a few a month), few enough that a script
 * cannot keep the server busy reading ~28 MB bodies that are then refused.
 */
export const ANONYMOUS_GENERATE_PER_MINUTE = 10;

/** The chat endpoints (shared/contracts/endpoints/chat.ts). */
export async function chatRoutes(
  app: FastifyInstance,
  options: Pick<ServerModuleContext, 'generations'>,
): Promise<void> {
  const { generations: manager } = options;
  const { db } = app.deps.database;
  const { env, bus } = app.deps;
  // Before any route: the plugin reads each route's rateLimit config as the route is added.
  await registerRouteRateLimits(app);
  const route = endpointRoutes(app);
  const service = new ChatService({
    db,
    bus,
    log: app.log,
    models: createModelResolver(env),
    manager,
    storage: app.storage,
    allowance: app.allowance,
  });
  // A Stop pressed on a reply this process writes, received by whichever process took the request.
  const offCancel = bus.subscribe(CANCEL_TOPIC, (data) => {
    const messageId = (data as { messageId?: unknown }).messageId;
    if (typeof messageId === 'string') manager.cancel(messageId);
  });
  app.addHook('onClose', async () => offCancel());
  // Replies left 'streaming' by a process that died are interrupted (and given back) before this
  // one serves anything. The embedded database is this process's alone (the DATA_DIR lock), so
  // every reply still streaming there was written by a dead process and need not wait for its
  // lease; on PostgreSQL other processes may be writing theirs, so only expired leases count.
  app.addHook('onReady', async () => {
    const ids = await interruptStaleReplies(db, {
      everywhere: true,
      leaseIgnored: app.deps.database.driver.kind === 'pglite',
    });
    if (ids.length)
      app.log.warn({ count: ids.length }, 'replies cut off by a stopped server marked interrupted');
  });
  const recentAnonymous = new RecentAnonymousSends();

  /** The anonymous session id from its signed cookie, or a new one set on the reply. */
  const anonymousSession = (request: FastifyRequest, reply: FastifyReply): string => {
    const raw = request.cookies[ANON_COOKIE];
    const unsigned = raw ? request.unsignCookie(raw) : null;
    if (unsigned?.valid && unsigned.value) return unsigned.value;
    const id = randomUUID();
    // Written as a header (not reply.setCookie) so it survives an event stream taking the reply.
    reply.header(
      'set-cookie',
      app.serializeCookie(ANON_COOKIE, app.signCookie(id), {
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        maxAge: 400 * 24 * 3600,
        secure: env.PUBLIC_URL.startsWith('https:'),
      }),
    );
    return id;
  };

  route(chatEndpoints.usage, async ({ request, reply }) => {
    reply.header('cache-control', 'no-store');
    const session = await readSession(app, request);
    if (session) return app.allowance.usage({ userId: session.user.id });
    return app.allowance.usage({
      anonymous: { sessionId: anonymousSession(request, reply), ip: request.ip },
    });
  });

  route(chatEndpoints.list, async ({ user, query }) => {
    const rows = await listChats(db, user.id, { q: query.q?.trim() || undefined, limit: query.limit });
    return { chats: rows.map(presentChat) };
  });

  route(chatEndpoints.read, async ({ user, params: { chatId } }) => {
    const chat = chatPolicy.authorize(user, 'read', await findChat(db, chatId));
    await interruptStaleReplies(db, { chatId });
    return { ...presentChat(chat), messages: (await listMessages(db, chatId)).map(presentMessage) };
  });

  route(chatEndpoints.remove, async ({ user, params: { chatId } }) => {
    chatPolicy.authorize(user, 'delete', await findChat(db, chatId));
    for (const message of await listMessages(db, chatId)) manager.cancel(message.id);
    const files = await attachmentKeysOfChat(db, chatId);
    await deleteChat(db, chatId);
    // After the rows are gone, so no reader is ever pointed at a file already removed.
    for (const key of files)
      await app.storage
        .delete(key)
        .catch((error) => app.log.warn({ err: error, key }, 'attachment not deleted'));
    await bus.publish(userTopic(user.id), { type: 'chat.deleted', chatId });
  });

  /** A send, in a new chat (chatId null) or an existing one. */
  const send = async (
    request: FastifyRequest,
    user: SessionUser,
    chatId: string | null,
    body: EndpointInput<typeof chatEndpoints.create>['body'],
  ) => {
    const chat = chatId === null ? undefined : chatPolicy.authorize(user, 'send', await findChat(db, chatId));
    const result = await service.send({
      userId: user.id,
      chat,
      content: body.content,
      attachmentIds: body.attachmentIds,
      ownModel: await ownModelOf(app, request, user.id),
      interfaceLanguage: await interfaceLanguageOf(db, request, user.id),
    });
    if (!body.stream) await result.generation.finished;
    const assistant = body.stream
      ? result.assistantMessage
      : (await findMessage(db, result.assistantMessage.id))!;
    return {
      chat: presentChat(result.chat),
      userMessage: presentMessage(result.userMessage),
      assistantMessage: presentMessage(assistant),
      usage: result.usage,
    };
  };

  route(chatEndpoints.create, ({ request, user, body }) => send(request, user, null, body));

  route(chatEndpoints.send, ({ request, user, params, body }) => send(request, user, params.chatId, body));

  route(chatEndpoints.follow, async ({ request, reply, user, params, query }) => {
    const message = messagePolicy.authorize(user, 'read', await findMessage(db, params.messageId));
    followMessage(app, manager, request, reply, message.id, query.buffer);
  });

  route(chatEndpoints.cancel, async ({ user, params }) => {
    const message = messagePolicy.authorize(user, 'stop', await findMessage(db, params.messageId));
    // The writer may be another process: tell them all; the one writing it stops.
    if (!manager.cancel(message.id)) await bus.publish(CANCEL_TOPIC, { messageId: message.id });
    return { cancelled: message.status === 'streaming' };
  });

  route(chatEndpoints.retry, async ({ request, user, params }) => {
    const message = messagePolicy.authorize(user, 'retry', await findMessage(db, params.messageId));
    const result = await service.retry({
      userId: user.id,
      message,
      ownModel: await ownModelOf(app, request, user.id),
      interfaceLanguage: await interfaceLanguageOf(db, request, user.id),
    });
    return { message: presentMessage(result.message) };
  });

  /** The signed-in user's own channel: chats created, renamed or deleted in any tab or process. */
  route(chatEndpoints.events, async ({ request, reply, user }) => {
    const stream = openEventStream(request, reply, userEventSchema, { registry: app.eventStreams });
    const off = bus.subscribe(userTopic(user.id), (data) => {
      const parsed = userEventSchema.safeParse(data);
      if (parsed.success) stream.send(parsed.data);
    });
    stream.onClose(off);
    // No user event says "signed out": the stream just ends, and the browser's reconnect gets 401.
    watchRequestSession(app, request, stream);
  });

  /**
   * What an anonymous send needs before its reply starts: the model, the allowance (one generation
   * taken unless the visitor brings their own key) and the checked files. The files are decoded
   * last, so a send refused as a duplicate or over the allowance costs no image decoding; a send
   * refused by its files gives its generation and its duplicate claim back.
   */
  const admitAnonymousSend = async (
    request: FastifyRequest,
    visitor: { sessionId: string; ip: string },
    attachments: Array<{ name: string; type: string; data: string }>,
    releaseClaim: () => void,
  ) => {
    let charge: Reservation | null = null;
    try {
      const model = await service.resolveModel(await ownModelOf(app, request));
      charge = await app.allowance.reserve({ anonymous: visitor, ownKey: model.ownKey });
      // Checked like stored ones, used for this reply only, never written anywhere.
      const files = await prepareInlineAttachments(attachments);
      return { model, charge, files };
    } catch (error) {
      releaseClaim();
      await charge?.refund();
      throw error;
    }
  };

  /** Anonymous chats live in the browser: the reply streams straight back, nothing is stored. */
  route(
    chatEndpoints.anonymousGenerate,
    async ({ request, reply, body }) => {
      const content = cleanMessage(body.content, { hasAttachments: body.attachments.length > 0 });
      const sessionId = anonymousSession(request, reply);
      const names = body.attachments.map((file) => displayFileName(file.name)).join('/');
      const releaseClaim = recentAnonymous.claim(
        `${sessionId}:${contentHash(content)}:${names}`,
        body.retry === true,
      );
      const { model, charge, files } = await admitAnonymousSend(
        request,
        { sessionId, ip: request.ip },
        body.attachments,
        releaseClaim,
      );

      const messageId = randomUUID();
      const history = [
        ...body.history.filter((m) => m.content.trim()).slice(-20),
        userMessageWithFiles(content, files),
      ];
      const language = replyLanguageOf(
        [...body.history, { role: 'user', content }],
        await interfaceLanguageOf(db, request),
      );
      const generation = manager.start({
        messageId,
        chatId: 'anonymous',
        history,
        model,
        language,
        persist: false,
      });
      const stream = openReplyStream(app, request, reply, body.buffer);
      stream.send({ type: 'snapshot', messageId, content: '', thinking: '', status: 'streaming' });
      const off = generation.subscribe((event) => {
        if (event.type === 'done') stream.send({ ...event, usage: charge.usage });
        else stream.send(event);
        if (event.type === 'done') stream.close();
      });
      // Closing the tab or pressing Stop aborts the provider call.
      stream.onClose(() => {
        off();
        manager.cancel(messageId);
      });
      void generation.finished.then(async (outcome) => {
        if (outcome.status === 'error' || outcome.status === 'interrupted') await charge.refund();
      });
    },
    {
      bodyLimit: ANONYMOUS_BODY_LIMIT,
      // Counted before the body (up to ~28 MB of base64) is even read.
      config: { rateLimit: { max: ANONYMOUS_GENERATE_PER_MINUTE, timeWindow: '1 minute' } },
    },
  );
}
