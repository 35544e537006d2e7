import type { FastifyInstance } from 'fastify';

/**
 * Routes whose answers are someone's conversation: chats and their messages, replies (signed-in
 * and anonymous), the chat history and shared chats. Matched on the route's pattern, so every
 * route added under these paths is covered without remembering to say so.
 */
const CONVERSATION_ROUTES = [
  '/api/chats',
  '/api/chat-history',
  '/api/messages/',
  '/api/anonymous/',
  '/api/shares/',
];

/**
 * `Cache-Control: no-store` on every conversation response, errors included: no browser cache
 * or proxy keeps a copy (the back button on a shared computer after sign-out, a caching proxy).
 * A route that chose its own Cache-Control keeps it. Event streams write their own headers
 * (realtime/sse.ts) and say no-store there.
 */
export function registerConversationNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    if (route && !reply.hasHeader('cache-control') && CONVERSATION_ROUTES.some((p) => route.startsWith(p)))
      reply.header('cache-control', 'no-store');
    return payload;
  });
}
