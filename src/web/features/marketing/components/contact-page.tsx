import { CONTACT_LIMITS, CONTACT_SUBJECTS, contactRequestSchema } from '@shared/contracts/contact';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { useStartupStatus } from '@web/features/startup/startup-context';
import { errorMessage } from '@web/lib/api-client';
import { useFormat } from '@web/lib/format/use-format';
import { cn } from '@web/lib/cn';
import { CircleCheck, Clock, Headphones, Mail } from 'lucide-react';
import { useZodForm, type Wording } from '@web/lib/forms/use-zod-form';
import { type ReactNode, useState } from 'react';
import { sendContactMessage } from '../api/public-site-api';
import { usePageCopy } from '../hooks/use-page-copy';
import { usePageMeta } from '../hooks/use-page-meta';
import { isOfflineFailure } from '../lib/offline-failure';
import { Container, PageIntro } from './layout-parts';
import { OfflineSendNote } from './offline-send-note';

type Field = 'name' | 'email' | 'company' | 'subject' | 'message';
// No subject chosen is the select's empty option; the schema refuses it ('Please choose a subject.').
const EMPTY = { name: '', email: '', company: '', subject: undefined, message: '' };

const inputClass =
  'w-full rounded-lg border border-border bg-background px-3 text-sm text-foreground outline-none ' +
  'placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 aria-invalid:border-danger';

function FieldShell({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="flex items-baseline justify-between text-sm font-medium">
        {label}
        <span className="text-xs font-normal text-muted-foreground">{hint}</span>
      </label>
      <div className="mt-1.5">{children}</div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/** /contact (platform.md §2): validated here, then stored and mailed to support by the server. */
export function ContactPage() {
  const { c, t } = usePageCopy();
  const k = c.contact;
  const format = useFormat();
  usePageMeta({ title: k.metaTitle, description: k.metaDescription });
  // The server's schema (contactRequestSchema) decides; the page words each failed rule its own way.
  const wording: Wording = (message, { field, type }) => {
    if (field === 'email') return type === 'too_small' ? k.errors.email : k.errors.emailInvalid;
    if (field === 'message' && type === 'too_big')
      return t('contact.errors.messageTooLong', { max: format.number(CONTACT_LIMITS.messageMax) });
    if (field === 'name' || field === 'subject' || field === 'message') return k.errors[field];
    return message;
  };
  const form = useZodForm(contactRequestSchema, { defaultValues: EMPTY, shouldFocusError: true, wording });
  const { errors: fieldErrors } = form.formState;
  const errors: Partial<Record<Field, string>> = {
    name: fieldErrors.name?.message,
    email: fieldErrors.email?.message,
    subject: fieldErrors.subject?.message,
    message: fieldErrors.message?.message,
  };
  const messageLength = form.watch('message')?.length ?? 0;
  const [serverError, setServerError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);
  const [pending, setPending] = useState(false);
  // Offline, sending is impossible: the form says so and keeps what was typed until the connection is back.
  const { offline } = useStartupStatus();

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    if (offline) return;
    setPending(true);
    try {
      await sendContactMessage(values);
      setSent({ name: values.name, email: values.email });
      form.reset(EMPTY);
    } catch (e) {
      if (!isOfflineFailure(e)) setServerError(errorMessage(e, c.common.networkError));
    } finally {
      setPending(false);
    }
  });

  // Editing a field takes its message away until the next send.
  const field = (name: Field) => form.register(name, { onChange: () => form.clearErrors(name) });

  const a11y = (field: Field) => ({
    id: `contact-${field}`,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `contact-${field}-error` : undefined,
  });

  return (
    <>
      <PageIntro title={k.title} subtitle={k.subtitle} />
      <Container className="grid gap-10 py-16 lg:grid-cols-[1fr_2fr]">
        <aside className="space-y-4">
          <p className="flex items-start gap-3 rounded-2xl border border-border bg-surface p-5 text-sm">
            <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <span className="font-medium">{k.responseTime}</span>
          </p>
          <div className="flex items-start gap-3 rounded-2xl border border-border bg-surface p-5">
            <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <div>
              <h2 className="font-semibold">{k.salesTitle}</h2>
              <p className="mt-1 text-sm text-muted-foreground">{k.salesBody}</p>
            </div>
          </div>
          <div className="flex items-start gap-3 rounded-2xl border border-border bg-surface p-5">
            <Headphones aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <div>
              <h2 className="font-semibold">{k.supportTitle}</h2>
              <p className="mt-1 text-sm text-muted-foreground">{k.supportBody}</p>
            </div>
          </div>
        </aside>

        <div className="rounded-2xl border border-border bg-surface p-6 shadow-xs sm:p-8">
          {sent ? (
            <div role="status" className="flex flex-col items-start gap-3">
              <CircleCheck aria-hidden="true" className="size-8 text-success" />
              <h2 className="text-xl font-semibold">{k.successTitle}</h2>
              <p className="text-muted-foreground">{t('contact.success', sent)}</p>
              <Button variant="secondary" onClick={() => setSent(null)}>
                {k.sendAnother}
              </Button>
            </div>
          ) : (
            <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-5" aria-label={k.title}>
              <div className="grid gap-5 sm:grid-cols-2">
                <FieldShell id="contact-name" label={k.fields.name} hint={k.required} error={errors.name}>
                  <input
                    {...a11y('name')}
                    required
                    autoComplete="name"
                    maxLength={CONTACT_LIMITS.nameMax}
                    placeholder={k.placeholders.name}
                    {...field('name')}
                    className={cn(inputClass, 'h-10')}
                  />
                </FieldShell>
                <FieldShell id="contact-email" label={k.fields.email} hint={k.required} error={errors.email}>
                  <input
                    {...a11y('email')}
                    type="email"
                    required
                    autoComplete="email"
                    placeholder={k.placeholders.email}
                    {...field('email')}
                    className={cn(inputClass, 'h-10')}
                  />
                </FieldShell>
              </div>
              <div className="grid gap-5 sm:grid-cols-2">
                <FieldShell id="contact-company" label={k.fields.company} hint={k.optional}>
                  <input
                    {...a11y('company')}
                    autoComplete="organization"
                    maxLength={CONTACT_LIMITS.companyMax}
                    placeholder={k.placeholders.company}
                    {...field('company')}
                    className={cn(inputClass, 'h-10')}
                  />
                </FieldShell>
                <FieldShell
                  id="contact-subject"
                  label={k.fields.subject}
                  hint={k.required}
                  error={errors.subject}
                >
                  <select
                    {...a11y('subject')}
                    required
                    {...field('subject')}
                    className={cn(inputClass, 'h-10')}
                  >
                    <option value="">{k.chooseSubject}</option>
                    {CONTACT_SUBJECTS.map((s) => (
                      <option key={s} value={s}>
                        {k.subjects[s]}
                      </option>
                    ))}
                  </select>
                </FieldShell>
              </div>
              <FieldShell
                id="contact-message"
                label={k.fields.message}
                hint={t('contact.counter', {
                  length: format.number(messageLength),
                  max: format.number(CONTACT_LIMITS.messageMax),
                })}
                error={errors.message}
              >
                <textarea
                  {...a11y('message')}
                  required
                  rows={6}
                  placeholder={k.placeholders.message}
                  {...field('message')}
                  className={cn(inputClass, 'min-h-36 resize-y py-2 leading-relaxed')}
                />
              </FieldShell>
              {offline && (
                <OfflineSendNote
                  id="contact-offline"
                  testId="contact-offline"
                  className="rounded-lg border border-border bg-muted px-3 py-2"
                />
              )}
              {serverError && <Alert tone="danger">{serverError}</Alert>}
              <div className="flex flex-wrap items-center gap-3">
                <Button
                  type="submit"
                  disabled={pending || offline}
                  aria-describedby={offline ? 'contact-offline' : undefined}
                >
                  {pending ? k.submitting : k.submit}
                </Button>
                <p className="text-sm text-muted-foreground">{k.responseTime}</p>
              </div>
            </form>
          )}
        </div>
      </Container>
    </>
  );
}
