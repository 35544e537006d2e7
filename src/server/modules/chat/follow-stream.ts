import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { detectStage } from '@shared/chat/progress';
import { type StreamEvent, streamEventSchema } from '@shared/contracts/chat';
import { AppError } from '../../http/app-error';
import { watchRequestSession } from '../../realtime/session-streams';
import { type EventStream, openEventStream } from '../../realtime/sse';
import { findMessage } from './chat.queries';
import type { GenerationManager } from './generation-manager';
import { FLUSHED_TOPIC } from './progress-writer';
import { errorEvent, replyErrorEvent } from './reply-error';
import { interruptStaleReplies } from './stale-replies';
import { coalesceTokens } from './token-coalescer';

/**
 * A reply's event stream: text and reasoning deltas, one per token, skip the per-event parse;
 * with a `bufferMs` (the browser's streaming buffer) tokens are gathered for that long.
 */
export function openReplyStream(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  bufferMs = 0,
): EventStream<StreamEvent> {
  const stream = openEventStream(request, reply, streamEventSchema, {
    registry: app.eventStreams,
    uncheckedTypes: ['delta', 'thinking'],
  });
  return coalesceTokens(stream, bufferMs);
}

/**
 * Streams one assistant message to a browser as server-sent events: a snapshot of what is
 * written so far, then the rest live. From memory when this process is writing it; otherwise
 * from the database, woken by the realtime bus, so any process can serve any stream. A reply
 * whose writer died (its lease ran out) ends as 'interrupted'.
 */
export function followMessage(
  app: FastifyInstance,
  manager: GenerationManager,
  request: FastifyRequest,
  reply: FastifyReply,
  messageId: string,
  bufferMs = 0,
): void {
  const stream = openReplyStream(app, request, reply, bufferMs);
  // Signed out (on any device) or expired while following: the reader is told, and it ends.
  watchRequestSession(app, request, stream, errorEvent(new AppError('auth.signInRequired')));
  const send = (event: StreamEvent) => stream.send(event);

  const live = manager.get(messageId);
  if (live) {
    send({
      type: 'snapshot',
      messageId,
      content: live.content,
      thinking: live.thinking,
      status: live.status,
    });
    if (live.notice) send({ type: 'retry', attempt: 0, max: 0, note: live.notice });
    if (live.sources.length) send({ type: 'sources', sources: live.sources });
    send({ type: 'progress', stage: live.stage, percent: detectStage(live.content).percent });
    const off = live.subscribe((event) => {
      send(event);
      if (event.type === 'done') stream.close();
    });
    stream.onClose(off);
    return;
  }

  const { db } = app.deps.database;
  const { bus } = app.deps;
  let sentContent = -1;
  let sentThinking = 0;
  let sentSources = 0;
  let stage = '';
  let running = false;
  let again = false;

  const pump = async (): Promise<void> => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        const row = await findMessage(db, messageId);
        if (!row || stream.closed) return;
        if (sentContent < 0 || row.content.length < sentContent) {
          send({
            type: 'snapshot',
            messageId,
            content: row.content,
            thinking: row.thinkingContent,
            status: row.status,
          });
          sentThinking = row.thinkingContent.length;
        } else {
          if (row.content.length > sentContent)
            send({ type: 'delta', offset: sentContent, text: row.content.slice(sentContent) });
          if (row.thinkingContent.length > sentThinking) {
            send({ type: 'thinking', offset: sentThinking, text: row.thinkingContent.slice(sentThinking) });
            sentThinking = row.thinkingContent.length;
          }
        }
        sentContent = row.content.length;
        if (row.sources.length !== sentSources) {
          sentSources = row.sources.length;
          send({ type: 'sources', sources: row.sources });
        }
        if (row.notice) send({ type: 'retry', attempt: 0, max: 0, note: row.notice });
        const detected = detectStage(row.content, row.status !== 'streaming');
        if (row.status === 'streaming' && detected.stage !== stage) {
          stage = detected.stage;
          send({ type: 'progress', ...detected });
        }
        if (row.status !== 'streaming') {
          if (row.status === 'error' && row.error) send(replyErrorEvent(row.error));
          send({ type: 'done', messageId, status: row.status });
          stream.close();
          return;
        }
      } while (again);
    } catch (error) {
      request.log.error({ err: error, messageId }, 'following a reply failed');
      send(errorEvent(new AppError('chat.connectionLost')));
      stream.close();
    } finally {
      running = false;
    }
  };

  // Subscribe before the first read, so nothing written in between is missed.
  const off = bus.subscribe(FLUSHED_TOPIC, (data) => {
    if ((data as { ids?: string[] }).ids?.includes(messageId)) void pump();
  });
  // A lease that already ran out is found before the first read, so such a reply is shown
  // interrupted at once, then checked again a few times a lease while it streams.
  const checkLease = () =>
    interruptStaleReplies(db, { messageId }).then(
      (changed) => changed.length > 0,
      () => false,
    );
  const watchdog = setInterval(
    () => {
      void checkLease().then((changed) => {
        if (changed) void pump();
      });
    },
    Math.max(250, manager.leaseMs / 4),
  );
  stream.onClose(() => {
    off();
    clearInterval(watchdog);
  });
  void checkLease().then(() => pump());
}
