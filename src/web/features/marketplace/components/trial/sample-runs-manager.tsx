import { type ListingRun, MAX_PUBLIC_SAMPLES } from '@shared/contracts/marketplace-trial';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { StreamingMarkdown } from '@web/components/markdown/streaming-markdown';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Switch } from '@web/components/ui/switch';
import { ApiRequestError } from '@web/lib/api-client';
import { errorText } from '@web/lib/error-text';
import { useFormat } from '@web/lib/format/use-format';
import { useT } from '@web/lib/i18n';
import { queryKeys } from '@web/lib/query-keys';
import { toast } from '@web/lib/toast';
import { ChevronDown } from 'lucide-react';
import { useId } from 'react';
import { RunErrorAlert } from './run-error';
import { RunForm } from './run-form';
import { RunResult } from './run-result';
import { trialApi } from './trial-api';
import { useListingRun } from './use-listing-run';

/**
 * The creator's sample runs: run the listing on a sample input (it counts like any generation),
 * and choose up to three finished runs to show on the listing's page.
 */
export function SampleRunsManager({ listingId }: { listingId: string }) {
  const t = useT('marketplace-trial');
  const queryClient = useQueryClient();
  const run = useListingRun(listingId, 'creator');
  const runs = useQuery({
    queryKey: queryKeys.marketplace.runs(listingId),
    queryFn: ({ signal }) => trialApi.runs(listingId, signal),
  });
  const visibility = useMutation({
    mutationFn: ({ runId, isPublic }: { runId: string; isPublic: boolean }) =>
      trialApi.setPublic(listingId, runId, isPublic),
    onSuccess: (updated) => {
      queryClient.setQueryData(
        queryKeys.marketplace.runs(listingId),
        (old: { runs: ListingRun[] } | undefined) =>
          old ? { runs: old.runs.map((r) => (r.id === updated.id ? updated : r)) } : old,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.marketplace.samples(listingId) });
    },
    onError: (error) => toast.error(error instanceof ApiRequestError ? error.message : String(error)),
  });
  const list = runs.data?.runs ?? [];
  const publicCount = list.filter((r) => r.isPublic).length;
  const { state } = run;

  return (
    <section
      aria-labelledby="sample-manager-title"
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 shadow-xs sm:p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="sample-manager-title" className="text-base font-semibold">
          {t('manager.title')}
        </h2>
        <span className="text-xs font-medium text-muted-foreground tabular-nums">
          {t('manager.publicCount', { count: publicCount, max: MAX_PUBLIC_SAMPLES })}
        </span>
      </div>
      <p className="-mt-2 text-sm text-muted-foreground">{t('manager.intro')}</p>
      <RunForm
        label={t('manager.input')}
        submitLabel={t('manager.run')}
        busy={run.busy}
        onSubmit={(input) => void run.start(input)}
        onStop={run.stop}
      />
      {state.error && <RunErrorAlert error={state.error} tryKept={false} />}
      {(run.busy || (state.phase === 'finished' && !list.some((r) => r.id === state.run?.id))) && (
        <RunResult text={state.text} streaming={run.busy} retry={state.retry} />
      )}
      {runs.isError ? (
        <Alert
          tone="danger"
          actions={
            <Button size="sm" variant="secondary" onClick={() => void runs.refetch()}>
              {t('load.retry')}
            </Button>
          }
        >
          {t('manager.loadError')}
        </Alert>
      ) : runs.isPending ? (
        <div className="h-16 animate-pulse rounded-xl bg-muted" aria-hidden="true" />
      ) : list.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('manager.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {list.map((item) => (
            <li key={item.id}>
              <ManagedRun
                run={item}
                full={publicCount >= MAX_PUBLIC_SAMPLES}
                busy={visibility.isPending && visibility.variables?.runId === item.id}
                onToggle={(isPublic) => visibility.mutate({ runId: item.id, isPublic })}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ManagedRun({
  run,
  full,
  busy,
  onToggle,
}: {
  run: ListingRun;
  full: boolean;
  busy: boolean;
  onToggle: (isPublic: boolean) => void;
}) {
  const t = useT('marketplace-trial');
  const format = useFormat();
  const switchId = useId();
  const done = run.status === 'done';
  // A fourth can't be switched on: the reason is said beside it, not after a refused request.
  const blocked = !run.isPublic && (full || !done);
  const statusLabel = {
    running: t('status.running'),
    stopped: t('status.stopped'),
    failed: t('status.failed'),
    done: t('status.done'),
  };
  return (
    <details className="group rounded-xl border border-border bg-background/40">
      <summary className="flex cursor-pointer list-none items-center gap-3 rounded-xl px-3 py-2.5 text-sm hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
        <span className="w-0 min-w-0 flex-1 truncate font-medium">{run.input}</span>
        {run.isPublic && (
          <span className="shrink-0 rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground">
            {t('manager.public')}
          </span>
        )}
        <span className="shrink-0 text-xs text-muted-foreground">
          {done ? format.dateTime(run.createdAt) : statusLabel[run.status]}
        </span>
        <ChevronDown
          aria-hidden="true"
          className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="flex flex-col gap-3 border-t border-border px-3 py-3">
        {run.output ? (
          <div className="max-h-[28rem] overflow-y-auto">
            <StreamingMarkdown text={run.output} />
          </div>
        ) : run.errorKey ? (
          <p className="text-sm text-danger">{errorText({ key: run.errorKey })}</p>
        ) : null}
        <div className="flex flex-wrap items-center justify-end gap-3">
          {blocked && (
            <span className="text-xs text-muted-foreground">
              {done ? t('manager.full', { max: MAX_PUBLIC_SAMPLES }) : t('manager.notFinished')}
            </span>
          )}
          <label htmlFor={switchId} className="text-sm font-medium">
            {t('manager.public')}
          </label>
          <Switch
            id={switchId}
            checked={run.isPublic}
            disabled={busy || blocked}
            onCheckedChange={(checked) => onToggle(checked)}
          />
        </div>
      </div>
    </details>
  );
}
