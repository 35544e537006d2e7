import { newsletterRequestSchema } from '@shared/contracts/contact';
import { Button } from '@web/components/ui/button';
import { useStartupStatus } from '@web/features/startup/startup-context';
import { errorMessage } from '@web/lib/api-client';
import { CircleCheck } from 'lucide-react';
import { useZodForm } from '@web/lib/forms/use-zod-form';
import { useId, useState } from 'react';
import { subscribeToNewsletter } from '../api/public-site-api';
import { usePageCopy } from '../hooks/use-page-copy';
import { isOfflineFailure } from '../lib/offline-failure';
import { OfflineSendNote } from './offline-send-note';

/** The blog's subscribe box: posts to /api/newsletter, rejects malformed addresses, confirms. */
export function NewsletterForm() {
  const { c, t } = usePageCopy();
  const s = c.blog.subscribe;
  const inputId = useId();
  const messageId = useId();
  const offlineId = useId();
  // Offline, subscribing is impossible: say so and keep the typed address for when the connection is back.
  const { offline } = useStartupStatus();
  // The server's own rule (newsletterRequestSchema), checked first so a typo gets an answer
  // without a round trip; any way an address can be wrong reads as the box's one message.
  const form = useZodForm(newsletterRequestSchema, {
    defaultValues: { email: '' },
    wording: () => s.invalid,
  });
  const [serverError, setServerError] = useState<string | null>(null);
  const error = form.formState.errors.email?.message ?? serverError;
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = form.handleSubmit(async ({ email: value }) => {
    setServerError(null);
    if (offline) return;
    setPending(true);
    try {
      const result = await subscribeToNewsletter(value);
      setDone(t(result.created ? 'blog.subscribe.success' : 'blog.subscribe.already', { email: value }));
      form.reset({ email: '' });
    } catch (e) {
      if (!isOfflineFailure(e)) setServerError(errorMessage(e, c.common.networkError));
    } finally {
      setPending(false);
    }
  });

  return (
    <section
      aria-labelledby="subscribe-title"
      className="rounded-2xl border border-border bg-surface p-6 sm:p-8"
    >
      <h2 id="subscribe-title" className="text-xl font-semibold tracking-tight">
        {s.title}
      </h2>
      <p className="mt-2 text-sm text-muted-foreground">{s.body}</p>
      {done ? (
        <p role="status" className="mt-5 flex items-center gap-2 text-sm font-medium text-success">
          <CircleCheck aria-hidden="true" className="size-4" />
          {done}
        </p>
      ) : (
        <form
          onSubmit={(e) => void submit(e)}
          noValidate
          className="mt-5 flex flex-col gap-2 sm:flex-row sm:items-start"
        >
          <div className="flex-1">
            <label htmlFor={inputId} className="sr-only">
              {s.label}
            </label>
            <input
              id={inputId}
              type="email"
              autoComplete="email"
              {...form.register('email', {
                onChange: () => {
                  form.clearErrors();
                  setServerError(null);
                },
              })}
              placeholder={s.placeholder}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? messageId : undefined}
              className="h-10 w-full rounded-lg border border-border bg-background px-3 text-sm outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 aria-invalid:border-danger"
            />
            {error && (
              <p id={messageId} role="alert" className="mt-1.5 text-sm text-danger">
                {error}
              </p>
            )}
          </div>
          <Button
            type="submit"
            disabled={pending || offline}
            aria-describedby={offline ? offlineId : undefined}
          >
            {pending ? s.submitting : s.submit}
          </Button>
        </form>
      )}
      {offline && !done && (
        <OfflineSendNote id={offlineId} testId="newsletter-offline" className="mt-3 text-muted-foreground" />
      )}
    </section>
  );
}
