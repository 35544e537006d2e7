import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { EndpointDefinition, EndpointInput, EndpointResult } from '@shared/contracts/endpoint';
import { guards, type SessionUser } from '../auth/guards';

/**
 * Registers a route from its shared endpoint definition: the schemas validate params, query and
 * body (applyZodValidation), the access level becomes the guard, and the definition joins the
 * app's registry, from which /api/openapi.json is written. Handlers receive typed input.
 */

/**
 * Every endpoint registered on this app, in order (the OpenAPI document lists them), and every
 * route Fastify was given, so a test can tell a route registered without a definition.
 */
export class EndpointRegistry {
  readonly definitions: EndpointDefinition[] = [];
  readonly routes: Array<{ method: string; url: string }> = [];
  add(definition: EndpointDefinition) {
    this.definitions.push(definition);
  }
  /** Watches the app's routes; call before any is registered. */
  watch(app: FastifyInstance) {
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) this.routes.push({ method, url: route.url });
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    endpoints: EndpointRegistry;
  }
}

type UserOf<D extends EndpointDefinition> = D['access'] extends 'public'
  ? SessionUser | undefined
  : SessionUser;

export type EndpointContext<D extends EndpointDefinition> = EndpointInput<D> & {
  /** The signed-in user; always there unless the endpoint is public (then set only if a guard ran). */
  user: UserOf<D>;
  request: FastifyRequest;
  reply: FastifyReply;
};

/**
 * JSON endpoints return their result, or answer through `reply` and return it (an answer relayed
 * from elsewhere, such as better-auth's); the others (files, streams, redirects) answer through
 * `reply`.
 */
export type EndpointHandler<D extends EndpointDefinition> = (
  context: EndpointContext<D>,
) => Promise<(D['response'] extends { kind: 'json' } ? EndpointResult<D> : unknown) | FastifyReply>;

export function endpointRoutes(app: FastifyInstance) {
  const { requireUserSaying, requireVerifiedSaying, requireAdmin } = guards(app);

  function guardFor(definition: EndpointDefinition): preValidationAsyncHookHandler | undefined {
    const key = definition.signedOutKey ?? 'auth.signInRequired';
    // Guards run before validation: a key picked from the body reads it as sent (parsed JSON).
    const signedOut = typeof key === 'string' ? key : (request: FastifyRequest) => key(request.body);
    switch (definition.access) {
      case 'public':
        return undefined;
      case 'signed-in':
        return requireUserSaying(signedOut);
      case 'verified':
        return requireVerifiedSaying(signedOut);
      case 'admin':
        return requireAdmin;
    }
  }

  return function route<D extends EndpointDefinition>(
    definition: D,
    handler: EndpointHandler<D>,
    options: { bodyLimit?: number; config?: Record<string, unknown> } = {},
  ): void {
    app.endpoints.add(definition);
    const guard = guardFor(definition);
    const { response } = definition;
    app.route({
      method: definition.method,
      url: definition.path,
      // Access is decided before the input is validated: a caller who may not use the endpoint
      // learns nothing about its input rules (and a 401 reads better than a 400 to a visitor).
      ...(guard ? { preValidation: guard } : {}),
      schema: {
        ...(definition.params ? { params: definition.params } : {}),
        ...(definition.query ? { querystring: definition.query } : {}),
        ...(definition.body && !definition.multipart ? { body: definition.body } : {}),
      },
      ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
      ...(options.config ? { config: options.config } : {}),
      async handler(request, reply) {
        // Set first: a handler may still answer another success status (a repeated save's 200).
        if (response.kind === 'json' && response.status) reply.status(response.status);
        const result = await handler({
          params: request.params,
          query: request.query,
          body: definition.multipart ? undefined : request.body,
          user: request.user,
          request,
          reply,
        } as EndpointContext<D>);
        if (response.kind === 'empty') return reply.status(204).send();
        if (response.kind === 'json') return result;
        // Files, streams and redirects have answered through `reply` already.
        return reply;
      },
    });
  };
}
