import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { useSession } from '@web/lib/auth/session';
import { openAuthPrompt } from '@web/lib/auth-prompt';
import { useT } from '@web/lib/i18n';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { AccountGate } from './account-gate';
import { PublishForm } from './publish-form';

/**
 * /marketplace/publish (platform.md §2 Publish recipe, §4 Publish flow (publish page), §5): the
 * payment account check, then the form, saved as a draft. The route wants a verified user; should
 * the session end on the page, it says 'You must be logged in to publish a recipe'.
 */
export function PublishPage() {
  const t = useT('marketplace-publish');
  const errors = useT('errors');
  useDocumentTitle(t('page.documentTitle'));
  const { user, isPending } = useSession();

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
        {t('page.heading')}
      </h1>
      <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{t('page.intro')}</p>
      <div className="mt-6">
        {isPending ? (
          <div role="status" className="flex min-h-48 items-center justify-center">
            <Spinner />
          </div>
        ) : !user ? (
          <Alert
            tone="warning"
            actions={
              <Button size="sm" onClick={() => openAuthPrompt('login')}>
                {t('dialog.signIn')}
              </Button>
            }
          >
            {errors('auth.signInToPublish')}
          </Alert>
        ) : (
          <AccountGate>
            <Card className="p-5 sm:p-7">
              <PublishForm />
            </Card>
          </AccountGate>
        )}
      </div>
    </div>
  );
}
