import type { ListingDetail } from '@shared/contracts/marketplace';
import type { ListingRun } from '@shared/contracts/marketplace-trial';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { ApiRequestError } from '@web/lib/api-client';
import { openAuthPrompt } from '@web/lib/auth-prompt';
import { useClientConfig, useSession } from '@web/lib/auth/session';
import { useT } from '@web/lib/i18n';
import { queryKeys } from '@web/lib/query-keys';
import { FlaskConical, LogIn } from 'lucide-react';
import { RunErrorAlert } from './run-error';
import { RunForm } from './run-form';
import { RunResult } from './run-result';
import { SampleRuns } from './sample-runs';
import { SampleRunsManager } from './sample-runs-manager';
import { trialApi } from './trial-api';
import { useListingRun } from './use-listing-run';

/**
 * Try before you buy on the recipe detail page (issue 20 §10). A visitor who does not own a paid
 * listing runs it once on their own input and sees the result stream in; the recipe stays on the
 * server. After that the stored result is shown with 'You have used your free try'. The public
 * samples the creator chose are shown to everyone; the creator gets the sample runs manager.
 */
export function TrialPanel({ listing }: { listing: ListingDetail }) {
  if (listing.priceCents === 0 || listing.access === 'owner') return null;
  if (listing.access === 'creator') return <SampleRunsManager listingId={listing.id} />;
  return (
    <section
      aria-labelledby="trial-title"
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 shadow-xs sm:p-5"
    >
      <TrialHeading />
      <TrialBody listingId={listing.id} />
      <SampleRuns listingId={listing.id} />
    </section>
  );
}

function TrialHeading() {
  const t = useT('marketplace-trial');
  return (
    <div className="flex items-start gap-3">
      <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
        <FlaskConical aria-hidden="true" className="size-4" />
      </span>
      <div className="min-w-0">
        <h2 id="trial-title" className="text-base font-semibold">
          {t('panel.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('panel.intro')}</p>
      </div>
    </div>
  );
}

/** Placeholder of the form's height while the session or the stored try loads. */
function FormSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3">
      <div className="h-4 w-24 animate-pulse rounded bg-muted" />
      <div className="h-28 animate-pulse rounded-lg bg-muted" />
      <div className="ms-auto h-10 w-36 animate-pulse rounded-lg bg-muted" />
    </div>
  );
}

function TrialBody({ listingId }: { listingId: string }) {
  const t = useT('marketplace-trial');
  const { user, isPending } = useSession();
  if (isPending) return <FormSkeleton />;
  if (!user)
    return (
      <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-border px-4 py-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm">{t('signIn.text')}</p>
        <Button variant="secondary" onClick={() => openAuthPrompt('login')}>
          <LogIn aria-hidden="true" />
          {t('signIn.button')}
        </Button>
      </div>
    );
  return <SignedInTrial listingId={listingId} />;
}

function SignedInTrial({ listingId }: { listingId: string }) {
  const t = useT('marketplace-trial');
  const { aiProvider } = useClientConfig();
  const mine = useQuery({
    queryKey: queryKeys.marketplace.trial(listingId),
    queryFn: ({ signal }) => trialApi.mine(listingId, signal),
  });
  const run = useListingRun(listingId, 'trial');
  const { state } = run;

  // This tab's run first (it is newer than what was loaded), then the stored one.
  const stored = mine.data?.run ?? null;
  const used = usedTry(state.run?.status === 'failed' ? null : state.run) ?? usedTry(stored);
  const showLive = run.busy || (state.phase === 'finished' && state.text !== '');

  if (mine.isPending && state.phase === 'idle') return <FormSkeleton />;
  if (mine.isError && state.phase === 'idle')
    return (
      <Alert
        tone="danger"
        actions={
          <Button size="sm" variant="secondary" onClick={() => void mine.refetch()}>
            {t('load.retry')}
          </Button>
        }
      >
        {/* A refusal says why (an unverified e-mail); anything else is a failed load. */}
        {mine.error instanceof ApiRequestError && mine.error.key ? mine.error.message : t('load.error')}
      </Alert>
    );

  if (!run.busy && used && used.status !== 'running')
    return <UsedTry run={used} text={state.phase === 'finished' && state.text ? state.text : used.output} />;

  return (
    <div className="flex flex-col gap-3">
      {aiProvider === 'offline' && <OfflineNotice />}
      {used?.status === 'running' && !run.busy ? (
        <Alert tone="info">{t('running.elsewhere')}</Alert>
      ) : (
        <RunForm
          label={t('input.label')}
          submitLabel={t('button.try')}
          note={t('panel.counts')}
          busy={run.busy}
          onSubmit={(input) => void run.start(input)}
          onStop={run.stop}
        />
      )}
      {state.error && <RunErrorAlert error={state.error} tryKept />}
      {showLive && <RunResult text={state.text} streaming={run.busy} retry={state.retry} />}
    </div>
  );
}

/** No model on this server: the offline composer answers, and the reader is told so. */
function OfflineNotice() {
  const t = useT('marketplace-trial');
  return (
    <Alert tone="info" role="note">
      {t('offline.notice')}
    </Alert>
  );
}

/** A try that counts: done, stopped after some text, or running now. */
const usedTry = (run: ListingRun | null | undefined) => (run && run.status !== 'failed' ? run : null);

function UsedTry({ run, text }: { run: ListingRun; text: string }) {
  const t = useT('marketplace-trial');
  const { aiProvider } = useClientConfig();
  return (
    <div className="flex flex-col gap-3">
      <Alert tone="success" title={t('used.title')}>
        {run.status === 'stopped' ? t('used.stopped') : t('used.body')}
      </Alert>
      <div className="flex flex-col gap-1">
        <p className="text-xs font-medium text-muted-foreground">{t('used.input')}</p>
        <p className="whitespace-pre-wrap break-words rounded-lg bg-muted/60 px-3 py-2 text-sm">
          {run.input}
        </p>
      </div>
      {aiProvider === 'offline' && <OfflineNotice />}
      <RunResult text={text} streaming={false} />
    </div>
  );
}
