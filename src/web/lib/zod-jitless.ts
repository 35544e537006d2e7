/**
 * zod builds fast object parsers with `new Function`, after probing once whether eval is allowed.
 * Our CSP forbids eval (script-src 'self'), so the probe was reported as a CSP violation on every
 * page that parses an API response. jitless skips the probe and the compiled parsers (the
 * interpreted ones are fast enough for API responses).
 *
 * The probe runs when the first object schema is created, so the setting must exist before any
 * schema module runs: main.tsx imports this module first. It is written where zod keeps its
 * settings, shared by every copy of zod (`globalThis.__zod_globalConfig`, what `z.config()`
 * returns), instead of calling `z.config()`: importing zod here would move about 4 KB gzip of it
 * into the start-up bundle of every page, which has no schema. zod-jitless.test.ts checks that a
 * zod loaded afterwards takes the setting and never evaluates code.
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig ??= {};
scope.__zod_globalConfig.jitless = true;

export {};
