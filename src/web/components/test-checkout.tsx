import type { UseQueryResult } from '@tanstack/react-query';
import { Alert } from '@web/components/ui/alert';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { ApiRequestError } from '@web/lib/api-client';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { TestModeBanner } from './test-mode-banner';

/** A test checkout that answered 404 is gone (or never was); anything else may pass on a retry. */
export const retryUnlessNotFound = (count: number, error: Error) =>
  !(error instanceof ApiRequestError && error.status === 404) && count < 2;

/**
 * The page around a local test provider's checkout (a purchase, a subscription): its loading
 * state, its load error (not found or failed, with what leads on), then the checkout itself.
 */
export function TestCheckoutFrame<T>({
  query,
  texts,
  afterError,
  children,
}: {
  query: UseQueryResult<T>;
  texts: { loading: string; notFound: string; loadFailed: string };
  afterError?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-8 sm:py-12">
      {query.isPending ? (
        <div
          role="status"
          className="flex items-center justify-center gap-3 py-16 text-sm text-muted-foreground"
        >
          <Spinner />
          {texts.loading}
        </div>
      ) : query.isError ? (
        <>
          <Alert tone="danger">
            {query.error instanceof ApiRequestError && query.error.status === 404
              ? texts.notFound
              : texts.loadFailed}
          </Alert>
          {afterError}
        </>
      ) : (
        children(query.data)
      )}
    </div>
  );
}

/**
 * A test checkout's card, clearly in TEST MODE: its title, what is bought, then the actions with
 * the failure of the last one and the secure note.
 */
export function TestCheckoutCard({
  texts,
  details,
  actions,
  error,
}: {
  texts: { testMode: string; testModeNote: string; title: string; secureNote: string };
  details: ReactNode;
  actions: ReactNode;
  error: string | null;
}) {
  return (
    <>
      <TestModeBanner title={texts.testMode} note={texts.testModeNote} />
      <Card className="overflow-hidden">
        <div className="border-b border-border px-5 py-4 sm:px-6">
          <h1 className="text-lg font-semibold text-foreground">{texts.title}</h1>
        </div>
        {details}
        <div className="space-y-3 border-t border-border bg-muted/40 px-5 py-5 sm:px-6">
          {actions}
          {error && (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          )}
          <p className="flex items-center justify-center gap-1.5 text-xs text-muted-foreground">
            <Lock aria-hidden="true" className="size-3" />
            {texts.secureNote}
          </p>
        </div>
      </Card>
    </>
  );
}
