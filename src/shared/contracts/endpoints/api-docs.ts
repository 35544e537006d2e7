import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/** The API's own description: the OpenAPI document and its reference page. */
export const apiDocsEndpoints = {
  openApiDocument: defineEndpoint({
    method: 'GET',
    path: '/api/openapi.json',
    access: 'public',
    tag: 'API reference',
    summary: 'The OpenAPI 3.1 document of every endpoint',
    response: { kind: 'json', schema: z.record(z.string(), z.unknown()) },
  }),
  referencePage: defineEndpoint({
    method: 'GET',
    path: '/api/docs',
    access: 'public',
    tag: 'API reference',
    summary: 'The API reference page (Swagger UI over the OpenAPI document)',
    response: { kind: 'file', contentTypes: ['text/html'] },
  }),
  referenceAsset: defineEndpoint({
    method: 'GET',
    path: '/api/docs/assets/:file',
    access: 'public',
    tag: 'API reference',
    summary: "The reference page's script and style sheets",
    params: z.object({ file: z.string().max(100) }),
    response: { kind: 'file', contentTypes: ['text/javascript', 'text/css'] },
    errors: ['NOT_FOUND'],
  }),
};
