import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { registerConversationNoStore } from './no-store';

/**
 * Security headers and the Content-Security-Policy. Scripts come only from our origin (the theme
 * script that runs before paint is a file, not inline). Styles may be inline: the toast and
 * dialog libraries set style attributes at run time. Conversations are never cached (no-store.ts).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { https: boolean },
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Only meaningful over https; on plain http localhost it would pin nothing useful.
    strictTransportSecurity: options.https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // Older browsers read only X-Frame-Options: it says what frame-ancestors 'none' says (helmet's
    // default, SAMEORIGIN, would have allowed our own pages to frame us there).
    xFrameOptions: { action: 'deny' },
    // Google sign-in opens a popup that must be able to report back to this window.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  registerConversationNoStore(app);
}
