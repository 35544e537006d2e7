import type { FastifyInstance } from 'fastify';
import { locales, type z, type ZodError, type ZodType } from 'zod';
import type { Language } from '@shared/preference-options';
import { safeParseInput } from '@shared/contracts/safe-parse-input';
import { AppError } from './app-error';

/** zod's own wording of its checks in each interface language. */
const ZOD_LOCALES: Record<Language, () => { localeError: (issue: never) => unknown }> = {
  en: locales.en,
  es: locales.es,
  fr: locales.fr,
  de: locales.de,
  it: locales.it,
  pt: locales.pt,
  ja: locales.ja,
  ko: locales.ko,
  zh: locales.zhCN,
};
const english = locales.en();

/** An issue's message in `language`: zod's default wording is translated; a contract's own stays. */
function issueMessage(issue: ZodError['issues'][number], language: Language): string {
  if (language === 'en' || issue.message !== english.localeError(issue as never)) return issue.message;
  const worded = ZOD_LOCALES[language]().localeError(issue as never);
  if (typeof worded === 'string') return worded;
  return (worded as { message?: string } | undefined)?.message ?? issue.message;
}

/**
 * A short, readable summary of what was wrong, the `details` of 'request.invalid':
 * "title: Too long; tags.2: Expected string", in the reader's language where zod words it.
 */
export function describeZodError(error: ZodError, language: Language = 'en'): string {
  const parts = error.issues.slice(0, 5).map((issue) => {
    const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
    return `${where}${issueMessage(issue, language)}`;
  });
  const more = error.issues.length > 5 ? ` (and ${error.issues.length - 5} more)` : '';
  return `${parts.join('; ')}${more}`;
}

/** Parses with a zod schema (and the shared no-NUL rule) or throws 'request.invalid'. */
export function parseOrThrow<S extends ZodType>(schema: S, data: unknown): z.infer<S> {
  const result = safeParseInput(schema, data);
  if (!result.success)
    throw new AppError(
      'request.invalid',
      { details: describeZodError(result.error) },
      { cause: result.error },
    );
  return result.data;
}

/**
 * Lets routes declare zod schemas in `schema: { body, querystring, params }`, each also checked for
 * NUL characters (safeParseInput), so no route can forget that. Validation errors
 * reach the error handler carrying the ZodError as their cause, which answers VALIDATION_ERROR.
 */
export function applyZodValidation(app: FastifyInstance): void {
  app.setValidatorCompiler<ZodType>(({ schema }) => (data: unknown) => {
    const result = safeParseInput(schema, data);
    if (result.success) return { value: result.data };
    const error = Object.assign(new Error(describeZodError(result.error)), { cause: result.error });
    return { error };
  });
  // Responses are plain JSON of data we built ourselves; no schema-driven serializer.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
}
