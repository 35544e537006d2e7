/**
 * The route map of platform.md §2 (paths and access levels), shared by the browser router and the
 * server. A route is built when a web feature declares a screen for it (web/lib/define-feature.ts);
 * until then it answers with the app's 404 page (and the server sends status 404 for it), so
 * nothing pretends to exist.
 */
/**
 * 'verified-or-prompt': a verified page whose screen answers signed-out visitors itself (the
 * gallery's sign-in prompt, platform.md §2) instead of being sent to /sign-in; signed-in users
 * still need a verified e-mail. The API behind it stays closed to signed-out callers.
 */
export type RouteAccess =
  | 'public'
  | 'auth-page'
  | 'signed-in'
  | 'verified'
  | 'verified-or-prompt'
  | 'admin'
  | 'demo';

export interface RouteEntry {
  path: string;
  access: RouteAccess;
}

const entries = (access: RouteAccess, paths: string[]): RouteEntry[] =>
  paths.map((path) => ({ path, access }));

export const ROUTE_MAP: readonly RouteEntry[] = [
  ...entries('public', [
    '/',
    '/original',
    '/features',
    '/solutions',
    '/pricing',
    '/about',
    '/blog',
    '/contact',
    '/documentation',
    '/terms',
    '/privacy',
    '/share/:shareId',
    '/marketplace',
    '/marketplace/recipe/:recipeId',
    '/marketplace/creator/:creatorId',
  ]),
  ...entries('auth-page', [
    '/sign-in',
    '/sign-up',
    '/forgot-password',
    // /reset-password and /verify-email extend the spec's list: the mailed links land there.
    '/reset-password',
    '/verify-email',
    '/auth-test',
    '/google-auth-test',
    '/auth-debug',
    '/auth',
  ]),
  // The chat is open to anonymous visitors (DESIGN.md decision on anonymous chat): it supersedes
  // the spec's "signed-in only", so no sign-in guard; the server enforces limits and ownership.
  ...entries('public', ['/chat', '/chat/:chatId']),
  // Settings too: platform.md §2 "Settings" shows signed-out visitors a sign-in prompt.
  ...entries('verified-or-prompt', ['/recipes', '/settings']),
  ...entries('verified', [
    '/recipes/:id',
    '/recipes/edit/:recipeId',
    '/aichat',
    '/marketplace/publish',
    '/marketplace/purchase/success',
    // The local test payment provider's checkout page (issue 20 §5); Stripe's is hosted by Stripe.
    '/marketplace/checkout/test/:checkoutId',
    '/creator/onboarding',
    '/creator/onboarding/success',
    // The local test payment provider's onboarding page; Stripe's is hosted by Stripe.
    '/creator/onboarding/test/:accountId',
    '/creator/analytics',
    '/marketplace/settings',
    // The local test payment provider's subscription checkout (issue 21); Stripe's is hosted by Stripe.
    '/pricing/checkout/test/:sessionId',
    '/chat-history',
    '/messages',
    '/recipe-manager',
  ]),
  // platform.md §2 Metrics dashboard: signed out shows 'Authentication Required' with a sign-in
  // message, so the screens answer signed-out visitors themselves; the API stays verified-only.
  ...entries('verified-or-prompt', ['/metrics', '/legacy-metrics', '/metrics-test']),
  // /admin: the admin panel (issue 22 §4: moderation, users, contact messages, jobs, audit log).
  ...entries('admin', ['/admin/metrics', '/admin']),
  ...entries('demo', [
    '/tooltip-test',
    '/terminal-design',
    '/tiptap-demo',
    '/novel-recipe-demo',
    '/enhanced-recipe-demo',
    '/recipe-presenter-demo',
    '/error-test',
    '/recipe-test',
    '/rating-test',
    '/comments-test',
    '/icon-test',
  ]),
  // Internal staff only (issue 22 §2), but not by the app's session: the page shows its own
  // access-code gate ('Restricted Access'), and the server checks an evaluation session (a code's,
  // or a signed-in admin's) on every evaluation API call, so the screen itself is open.
  ...entries('public', ['/internal/evaluation']),
];

/**
 * The demo and test pages (platform.md §2: the demo list and the auth test pages): working pages
 * for trying parts of the product, not documents for crawlers. They answer with `noindex` (meta tag
 * and X-Robots-Tag) and stay out of the sitemap; each loads on demand as its own chunk.
 */
export const NOINDEX_PATHS: readonly string[] = [
  ...ROUTE_MAP.filter((entry) => entry.access === 'demo').map((entry) => entry.path),
  '/auth-test',
  '/google-auth-test',
  '/auth-debug',
];

/** Redirects of the route map: old or alternative paths and where they lead. */
export const ROUTE_REDIRECTS: ReadonlyArray<{ from: string; to: string }> = [
  { from: '/gallery', to: '/recipes' },
  { from: '/marketplace/recipes/:recipeId', to: '/marketplace/recipe/:recipeId' },
];

function patternToRegExp(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body === '' ? '/' : body}/?$`);
}

/**
 * Tells whether a path is served by one of the built screens (route-map patterns) or a redirect;
 * everything else is a 404.
 */
export function knownScreenPaths(builtPaths: readonly string[]): (pathname: string) => boolean {
  const matchers = [...builtPaths, ...ROUTE_REDIRECTS.map((r) => r.from)].map(patternToRegExp);
  return (pathname) => matchers.some((re) => re.test(pathname));
}

/** The `:params` of `pattern` in `pathname` (decoded), or null when the path does not match it. */
export function matchRoute(pattern: string, pathname: string): Record<string, string> | null {
  if (!patternToRegExp(pattern).test(pathname)) return null;
  const parts = pathname.replace(/\/$/, '').split('/');
  const params: Record<string, string> = {};
  for (const [i, part] of pattern.split('/').entries()) {
    if (!part.startsWith(':')) continue;
    try {
      params[part.slice(1)] = decodeURIComponent(parts[i] ?? '');
    } catch {
      return null;
    }
  }
  return params;
}

/** Fills `:params` of `to` from the params matched in `from` (for redirects). */
export function resolveRedirect(pathname: string): string | null {
  for (const { from, to } of ROUTE_REDIRECTS) {
    const names = from.split('/').filter((p) => p.startsWith(':'));
    const match = patternToRegExp(from).exec(pathname);
    if (!match) continue;
    const fromParts = from.split('/');
    const pathParts = pathname.replace(/\/$/, '').split('/');
    let target = to;
    for (const name of names) target = target.replace(name, pathParts[fromParts.indexOf(name)] ?? '');
    return target;
  }
  return null;
}
