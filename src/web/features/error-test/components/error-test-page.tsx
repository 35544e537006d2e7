import { cn } from '@web/lib/cn';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { Bug } from 'lucide-react';
import { useId, useState } from 'react';
import { useT } from '@web/lib/i18n';
import { useSearchParams } from 'react-router';
import { ERROR_KINDS, type ErrorTestKind, isErrorTestKind, makeTestError } from '../test-errors';

/**
 * Demo page (/error-test): each button makes the page throw one class of error during render,
 * so the route and global boundaries can be seen and tested. With "keep failing" on, the kind is
 * kept in the address (?throw=kind), so Try Again fails again and spends an attempt.
 */
export function ErrorTestPage() {
  const t = useT();
  useDocumentTitle(`${t('errorTest.title')} · ${t('app.name')}`);
  const [params, setParams] = useSearchParams();
  const [thrown, setThrown] = useState<ErrorTestKind | null>(null);
  const [keepFailing, setKeepFailing] = useState(true);
  const toggleId = useId();

  const fromUrl = params.get('throw');
  const active = isErrorTestKind(fromUrl) ? fromUrl : thrown;
  if (active) throw makeTestError(active);

  const trigger = (kind: ErrorTestKind) => {
    if (keepFailing) setParams({ throw: kind });
    else setThrown(kind);
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-8 sm:py-12">
      <header className="flex items-start gap-4">
        <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent text-accent-foreground">
          <Bug aria-hidden="true" className="size-5" />
        </span>
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-foreground">{t('errorTest.title')}</h1>
          <p className="mt-1.5 text-[15px] leading-relaxed text-muted-foreground">
            {t('errorTest.description')}
          </p>
        </div>
      </header>

      <div className="mt-8 flex items-start gap-3 rounded-xl border border-border bg-surface p-4">
        <input
          id={toggleId}
          type="checkbox"
          checked={keepFailing}
          onChange={(e) => setKeepFailing(e.target.checked)}
          className="mt-0.5 size-4 shrink-0 accent-primary"
        />
        <label htmlFor={toggleId} className="text-sm">
          <span className="font-medium text-foreground">{t('errorTest.keepFailing')}</span>
          <span className="mt-0.5 block text-muted-foreground">{t('errorTest.keepFailingHint')}</span>
        </label>
      </div>

      <ul className="mt-4 divide-y divide-border overflow-hidden rounded-xl border border-border bg-surface">
        {ERROR_KINDS.map((kind) => (
          <li key={kind} className="flex items-center justify-between gap-4 px-4 py-3.5">
            <div className="min-w-0">
              <p className="text-sm font-medium text-foreground">{t(`errorTest.kinds.${kind}.label`)}</p>
              <p className="mt-0.5 text-sm text-muted-foreground">{t(`errorTest.kinds.${kind}.hint`)}</p>
            </div>
            <button
              type="button"
              onClick={() => trigger(kind)}
              data-error-kind={kind}
              aria-label={`${t('errorTest.throw')}: ${t(`errorTest.kinds.${kind}.label`)}`}
              className={cn(
                'inline-flex h-8 shrink-0 items-center rounded-lg border border-border px-3 text-sm font-medium text-danger',
                'transition-colors hover:bg-danger-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              )}
            >
              {t('errorTest.throw')}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
