import { z, type ZodType } from 'zod';
import { accessErrors, type EndpointDefinition } from '@shared/contracts/endpoint';
import { apiErrorSchema, type ErrorCode } from '@shared/contracts/errors';
import { APP_NAME } from '@shared/constants';
import { STATUS_BY_CODE } from './app-error';

/**
 * The OpenAPI 3.1 document of the API, written from the endpoint definitions the app registered
 * (one definition per endpoint: what the server validates is what the document says). Request
 * schemas are described as they are sent (zod input), responses as they are answered (output).
 */
type JsonSchema = Record<string, unknown>;

const ACCESS_TEXT: Record<EndpointDefinition['access'], string> = {
  public: 'Anyone, signed in or not.',
  'signed-in': 'A signed-in user.',
  verified: 'A signed-in user with a verified e-mail address.',
  admin: 'An administrator (ADMIN_EMAILS).',
};

function jsonSchema(schema: ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

/** `/api/recipes/:id` -> `/api/recipes/{id}` */
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function parameters(definition: EndpointDefinition): JsonSchema[] {
  const list: JsonSchema[] = [];
  for (const [where, schema] of [
    ['path', definition.params],
    ['query', definition.query],
  ] as const) {
    if (!schema) continue;
    const object = jsonSchema(schema, 'input') as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, property] of Object.entries(object.properties ?? {})) {
      list.push({
        name,
        in: where,
        required: where === 'path' || (object.required ?? []).includes(name),
        schema: property,
      });
    }
  }
  return list;
}

function successResponse(definition: EndpointDefinition): [string, JsonSchema] {
  const { response } = definition;
  switch (response.kind) {
    case 'json':
      return [
        String(response.status ?? 200),
        {
          description: 'Success',
          content: { 'application/json': { schema: jsonSchema(response.schema, 'output') } },
        },
      ];
    case 'empty':
      return ['204', { description: 'Done, nothing to answer' }];
    case 'file':
      return [
        '200',
        {
          description: 'The file',
          content: Object.fromEntries(
            response.contentTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
          ),
        },
      ];
    case 'events':
      return [
        '200',
        {
          description: 'A server-sent event stream; each event is one of these',
          content: { 'text/event-stream': { schema: jsonSchema(response.schema, 'output') } },
        },
      ];
    case 'redirect':
      return ['302', { description: 'A redirect' }];
  }
}

function errorCodes(definition: EndpointDefinition): ErrorCode[] {
  const codes = new Set<ErrorCode>(accessErrors(definition.access));
  if (definition.params || definition.query || definition.body) codes.add('VALIDATION_ERROR');
  for (const code of definition.errors ?? []) codes.add(code);
  codes.add('INTERNAL');
  return [...codes];
}

function operation(definition: EndpointDefinition): JsonSchema {
  const [status, success] = successResponse(definition);
  const responses: Record<string, JsonSchema> = { [status]: success };
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorCodes(definition)) {
    const httpStatus = STATUS_BY_CODE[code];
    byStatus.set(httpStatus, [...(byStatus.get(httpStatus) ?? []), code]);
  }
  for (const [httpStatus, codes] of [...byStatus].sort(([a], [b]) => a - b)) {
    responses[String(httpStatus)] = {
      description: `Error: ${codes.join(', ')}`,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
    };
  }
  const body = definition.body
    ? {
        requestBody: {
          required: true,
          content: definition.multipart
            ? { 'multipart/form-data': { schema: jsonSchema(definition.body, 'input') } }
            : { 'application/json': { schema: jsonSchema(definition.body, 'input') } },
        },
      }
    : {};
  return {
    summary: definition.summary,
    description: `Access: ${ACCESS_TEXT[definition.access]}`,
    tags: [definition.tag],
    'x-access': definition.access,
    'x-error-codes': errorCodes(definition),
    ...(definition.access === 'public' ? { security: [] } : {}),
    parameters: parameters(definition),
    ...body,
    responses,
  };
}

export function buildOpenApiDocument(
  definitions: readonly EndpointDefinition[],
  serverUrl: string,
): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const definition of definitions) {
    const path = openApiPath(definition.path);
    paths[path] ??= {};
    paths[path][definition.method.toLowerCase()] = operation(definition);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${APP_NAME} API`,
      version: '1',
      description:
        'Every endpoint of the app. Signed-in calls carry the session cookie; calls that change ' +
        "something must come from the app's own origin. Errors answer `{ code, message, key, params }`: " +
        '`code` is the category (it gives the status), `key` names the error, `params` fill its text ' +
        'and `message` is that text in English.',
    },
    servers: [{ url: serverUrl }],
    components: {
      schemas: { ApiError: jsonSchema(apiErrorSchema, 'output') },
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'rf.session_token' } },
    },
    security: [{ session: [] }],
    paths,
  };
}
