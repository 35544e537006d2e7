import { buttonClasses } from '@web/components/ui/button';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ArrowLeft, Compass, House } from 'lucide-react';
import { useT } from '@web/lib/i18n';
import { Link, useLocation, useNavigate } from 'react-router';

/**
 * The app's 404: unknown addresses and routes whose screen is not built yet. It says plainly
 * that the page does not exist and offers a way home and back.
 */
export function NotFoundPage() {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  useDocumentTitle(t('notFound.documentTitle'));
  // React Router numbers history entries; idx 0 means this tab has nowhere to go back to.
  const canGoBack = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;

  return (
    <div className="flex min-h-full items-center justify-center px-4 py-12 sm:px-6">
      <section
        aria-labelledby="not-found-title"
        className="flex w-full max-w-md flex-col items-center text-center"
      >
        <div className="relative mb-6">
          <span className="inline-flex size-16 items-center justify-center rounded-2xl border border-border bg-surface text-primary shadow-sm">
            <Compass aria-hidden="true" className="size-7" />
          </span>
        </div>
        <p className="font-mono text-sm font-medium tracking-widest text-primary">{t('notFound.code')}</p>
        <h1
          id="not-found-title"
          className="mt-2 text-2xl font-semibold tracking-tight text-foreground sm:text-3xl"
        >
          {t('notFound.title')}
        </h1>
        <p className="mt-3 text-[15px] leading-relaxed text-muted-foreground">{t('notFound.description')}</p>
        <p className="mt-5 max-w-full text-xs text-muted-foreground">
          <span className="sr-only">{t('notFound.requested')}: </span>
          <code className="inline-block max-w-full truncate rounded-md border border-border bg-muted px-2 py-1 align-middle font-mono text-foreground">
            {location.pathname}
          </code>
        </p>
        <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <Link to="/" className={buttonClasses('primary')}>
            <House aria-hidden="true" />
            {t('notFound.home')}
          </Link>
          {canGoBack && (
            <button type="button" className={buttonClasses('secondary')} onClick={() => void navigate(-1)}>
              <ArrowLeft aria-hidden="true" />
              {t('notFound.back')}
            </button>
          )}
        </div>
      </section>
    </div>
  );
}
