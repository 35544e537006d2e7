import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { APP_NAME } from '@shared/constants';
import { apiDocsEndpoints } from '@shared/contracts/endpoints/api-docs';
import { AppError } from './app-error';
import { endpointRoutes } from './endpoint-routes';
import { buildOpenApiDocument } from './openapi';

/**
 * GET /api/openapi.json, written once from the endpoint definitions every module registered, and
 * GET /api/docs, Swagger UI over it. The UI's files come from swagger-ui-dist and load on that
 * page only; its start-up is a file of ours, not an inline script (the CSP allows none).
 */
const ASSETS: Record<string, { file: string; type: string }> = {
  'swagger-ui.css': { file: 'swagger-ui.css', type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': { file: 'swagger-ui-bundle.js', type: 'text/javascript; charset=utf-8' },
  'start.js': { file: '', type: 'text/javascript; charset=utf-8' },
};

const START_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#api-reference', deepLinking: true,
    docExpansion: 'list', defaultModelsExpandDepth: 0, tryItOutEnabled: false });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference · ${APP_NAME}</title>
<meta name="robots" content="noindex">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<div id="api-reference"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/start.js"></script>
</body>
</html>
`;

function swaggerUiFolder(): string {
  const require = createRequire(import.meta.url);
  return path.dirname(require.resolve('swagger-ui-dist/package.json'));
}

export async function apiDocsRoutes(app: FastifyInstance): Promise<void> {
  const route = endpointRoutes(app);
  let document: Record<string, unknown> | null = null;
  const assets = new Map<string, Buffer>();
  const readAsset = (name: string): Buffer => {
    let content = assets.get(name);
    if (!content) {
      const asset = ASSETS[name]!;
      content = asset.file
        ? readFileSync(path.join(swaggerUiFolder(), asset.file))
        : Buffer.from(START_SCRIPT);
      assets.set(name, content);
    }
    return content;
  };

  route(apiDocsEndpoints.openApiDocument, async ({ reply }) => {
    // Every module has registered its endpoints by the first request.
    document ??= buildOpenApiDocument(app.endpoints.definitions, app.deps.env.PUBLIC_URL);
    reply.header('cache-control', 'no-cache');
    return document;
  });

  route(apiDocsEndpoints.referencePage, async ({ reply }) => {
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(PAGE);
  });

  route(apiDocsEndpoints.referenceAsset, async ({ params, reply }) => {
    const asset = Object.hasOwn(ASSETS, params.file) ? ASSETS[params.file] : undefined;
    if (!asset) throw new AppError('docs.noSuchFile');
    return reply
      .type(asset.type)
      .header('cache-control', 'public, max-age=3600')
      .send(readAsset(params.file));
  });
}
