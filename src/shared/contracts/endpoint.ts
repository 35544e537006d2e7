import type { z, ZodType } from 'zod';
import type { SignedOutKey } from '../errors/error-table';
import type { ErrorCode } from './errors';

/**
 * One definition per API endpoint: method, path, the schemas of its params, query, body and
 * response, and who may call it. The server registers its route from it (validation and access
 * check included), the web client builds its calls from it, and /api/openapi.json is written
 * from it, so the three cannot drift apart.
 */

/**
 * Who may call an endpoint, decided on the server:
 * - public: anyone, signed in or not;
 * - signed-in: a session (platform.md §2 "Signed-in only");
 * - verified: a session whose e-mail is verified ("Signed-in with verified e-mail");
 * - admin: a session whose e-mail is in ADMIN_EMAILS ("Admin only").
 */
export type EndpointAccess = 'public' | 'signed-in' | 'verified' | 'admin';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export const OWNED_RESOURCES = ['chat', 'message', 'share', 'attachment', 'recipe', 'folder'] as const;
export type OwnedResource = (typeof OWNED_RESOURCES)[number];

/**
 * What a successful call answers: JSON matching a schema, nothing (204), a file download, a
 * server-sent event stream (its events' schema), or a redirect.
 */
export type EndpointResponse =
  | { kind: 'json'; schema: ZodType; status?: 200 | 201 }
  | { kind: 'empty' }
  | { kind: 'file'; contentTypes: readonly string[] }
  | { kind: 'events'; schema: ZodType }
  | { kind: 'redirect' };

export interface EndpointDefinition {
  method: HttpMethod;
  /** Fastify's path syntax: `/api/recipes/:id`. */
  path: string;
  access: EndpointAccess;
  /** One line for the API reference. */
  summary: string;
  /** The reference's grouping (the domain: Chat, Recipes, ...). */
  tag: string;
  params?: ZodType;
  query?: ZodType;
  body?: ZodType;
  /** A body that is not JSON (file uploads): described for the reference, parsed by the route. */
  multipart?: boolean;
  response: EndpointResponse;
  /**
   * The user-owned resource named by the path's id parameter. Another user's id must answer as
   * if it did not exist (the access matrix calls every endpoint with one).
   */
  owns?: OwnedResource;
  /**
   * The spec's words for a signed-out caller where it has its own (platform.md §8). A function
   * picks them from the validated body, for an endpoint whose words depend on what it is asked
   * (PATCH /api/recipes/:id: a move has its own); it must be pure, the guard calls it per request.
   */
  signedOutKey?: SignedOutKey | ((body: unknown) => SignedOutKey);
  /** Error codes the endpoint may answer with, beyond those of its access level and validation. */
  errors?: readonly ErrorCode[];
}

/** Keeps the literal types of a definition (its path and schemas) for the typed server and client. */
export function defineEndpoint<const D extends EndpointDefinition>(definition: D): D {
  return definition;
}

type Out<S> = S extends ZodType ? z.output<S> : undefined;
type In<S> = S extends ZodType ? z.input<S> : undefined;

/** What a handler receives, validated and typed. A multipart body is read by the handler itself. */
export interface EndpointInput<D extends EndpointDefinition> {
  params: Out<D['params']>;
  query: Out<D['query']>;
  body: D['multipart'] extends true ? undefined : Out<D['body']>;
}

/** What a caller passes (before defaults and transforms). */
export type EndpointRequest<D extends EndpointDefinition> = (D['params'] extends ZodType
  ? { params: In<D['params']> }
  : { params?: undefined }) &
  (D['query'] extends ZodType ? { query?: In<D['query']> } : { query?: undefined }) &
  (D['body'] extends ZodType ? { body: In<D['body']> } : { body?: undefined });

/** What a successful JSON call answers. */
export type EndpointResult<D extends EndpointDefinition> = D['response'] extends {
  kind: 'json';
  schema: infer S;
}
  ? S extends ZodType
    ? z.output<S>
    : never
  : undefined;

/** The error codes any endpoint of this access level may answer, besides its own. */
export function accessErrors(access: EndpointAccess): ErrorCode[] {
  if (access === 'public') return [];
  if (access === 'signed-in') return ['UNAUTHORIZED'];
  return ['UNAUTHORIZED', 'FORBIDDEN'];
}

/** `/api/recipes/:id` with `{ id: 'r1' }` -> `/api/recipes/r1` (each value URL-encoded). */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
