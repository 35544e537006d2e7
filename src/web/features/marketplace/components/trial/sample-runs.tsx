import type { SampleRun } from '@shared/contracts/marketplace-trial';
import { StreamingMarkdown } from '@web/components/markdown/streaming-markdown';
import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@web/lib/query-keys';
import { useT } from '@web/lib/i18n';
import { ChevronDown } from 'lucide-react';
import { trialApi } from './trial-api';

/** An input this short fits the summary line; a longer one is shown whole when opened. */
const SHORT_INPUT = 60;

/** The public sample runs of a listing (up to three the creator chose), each one collapsible. */
export function SampleRuns({ listingId }: { listingId: string }) {
  const t = useT('marketplace-trial');
  const query = useQuery({
    queryKey: queryKeys.marketplace.samples(listingId),
    queryFn: ({ signal }) => trialApi.samples(listingId, signal),
    staleTime: 60_000,
  });
  const samples = query.data?.samples ?? [];
  // Nothing to show (none chosen, or not loaded): the section is left out rather than empty.
  if (samples.length === 0) return null;
  return (
    <section aria-labelledby="sample-runs-title" className="flex flex-col gap-2">
      <div>
        <h3 id="sample-runs-title" className="text-sm font-semibold">
          {t('samples.title')}
        </h3>
        <p className="text-xs text-muted-foreground">{t('samples.intro')}</p>
      </div>
      <ul className="flex flex-col gap-2">
        {samples.map((sample, index) => (
          <li key={sample.id}>
            <SampleItem sample={sample} open={index === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function SampleItem({ sample, open }: { sample: SampleRun; open: boolean }) {
  const t = useT('marketplace-trial');
  return (
    <details open={open} className="group rounded-xl border border-border bg-surface">
      <summary className="flex cursor-pointer list-none items-center gap-2 rounded-xl px-3 py-2.5 text-sm hover:bg-muted/50 focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
        <span className="shrink-0 text-xs font-medium text-muted-foreground">{t('samples.input')}</span>
        {/* w-0: the long input does not widen the page's column; it is cut here and shown whole below. */}
        <span className="w-0 min-w-0 flex-1 truncate font-medium">{sample.input}</span>
        <ChevronDown
          aria-hidden="true"
          className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
        />
      </summary>
      <div className="flex flex-col gap-2 border-t border-border px-3 py-3">
        {sample.input.length > SHORT_INPUT && (
          <p className="whitespace-pre-wrap break-words text-sm text-foreground/85">{sample.input}</p>
        )}
        <p className="text-xs font-medium text-muted-foreground">{t('samples.result')}</p>
        <div className="max-h-[28rem] overflow-y-auto rounded-lg bg-background/60 px-3 py-2">
          <StreamingMarkdown text={sample.output} />
        </div>
      </div>
    </details>
  );
}
