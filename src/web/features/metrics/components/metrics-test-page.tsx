import type { SendResult } from '@shared/contracts/chat';
import type { MetricsDashboard } from '@shared/contracts/metrics-dashboard';
import { Alert } from '@web/components/ui/alert';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Label } from '@web/components/ui/label';
import { Spinner } from '@web/components/ui/spinner';
import type { ApiRequestError } from '@web/lib/api-client';
import { useSession } from '@web/lib/auth/session';
import { errorText } from '@web/lib/error-text';
import { useT } from '@web/lib/i18n';
import { useDocumentTitle } from '@web/lib/use-document-title';
import { ChartColumn, Copy, FlaskConical } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { metricsApi } from '../api/metrics-api';
import { useMetricFormat } from '../hooks/use-metric-format';
import { useRecordedChange } from '../hooks/use-recorded-change';
import { SignedOutPrompt } from './signed-out-prompt';

type Totals = MetricsDashboard['totals'];

/** Where a test step is: its outcome, and the totals before and after it (null: none seen yet). */
type Step =
  | { state: 'idle' }
  | { state: 'running' }
  | { state: 'waiting'; before: Totals }
  | { state: 'recorded'; before: Totals; after: Totals }
  | { state: 'notYet'; before: Totals }
  | { state: 'failed'; message: string };

/**
 * /metrics-test (platform.md §2 demo pages: "buttons for test generation and interaction
 * tracking"): a real generation through the chat API (the configured model, or the offline
 * composer), and a real copy of its reply reported as an interaction; each then shows what the
 * recorder wrote, as today's own totals read before and after. Nothing here is made up.
 */
export function MetricsTestPage() {
  const { user } = useSession();
  if (!user) return <SignedOutPrompt />;
  return <MetricsTest />;
}

function MetricsTest() {
  const t = useT('metrics');
  useDocumentTitle(`${t('test.title')} · Recipe Forge`);
  const promptId = useId();
  const [prompt, setPrompt] = useState(() => t('test.defaultPrompt'));
  const [reply, setReply] = useState<SendResult | null>(null);
  const [generation, setGeneration] = useState<Step>({ state: 'idle' });
  const [interaction, setInteraction] = useState<Step>({ state: 'idle' });
  const recorded = useRecordedChange();

  const runGeneration = async () => {
    setGeneration({ state: 'running' });
    setInteraction({ state: 'idle' });
    try {
      const before = await recorded.snapshot();
      const result = await metricsApi.testGeneration(prompt.trim());
      setReply(result);
      setGeneration({ state: 'waiting', before });
      const after = await recorded.waitFor((now) => now.generations > before.generations);
      setGeneration(after ? { state: 'recorded', before, after } : { state: 'notYet', before });
    } catch (error) {
      setGeneration({ state: 'failed', message: errorText(error as ApiRequestError) });
    }
  };

  const copyReply = async () => {
    if (!reply) return;
    setInteraction({ state: 'running' });
    try {
      const before = await recorded.snapshot();
      await navigator.clipboard?.writeText(reply.assistantMessage.content).catch(() => undefined);
      await metricsApi.recordCopy(reply.assistantMessage.id);
      setInteraction({ state: 'waiting', before });
      const after = await recorded.waitFor((now) => (now.actions.copy ?? 0) > (before.actions.copy ?? 0));
      setInteraction(after ? { state: 'recorded', before, after } : { state: 'notYet', before });
    } catch (error) {
      setInteraction({ state: 'failed', message: errorText(error as ApiRequestError) });
    }
  };

  const generating = generation.state === 'running' || generation.state === 'waiting';
  const copying = interaction.state === 'running' || interaction.state === 'waiting';

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
            {t('test.title')}
          </h1>
          <p className="text-sm text-muted-foreground">{t('test.subtitle')}</p>
        </div>
        <Link to="/metrics" className={buttonClasses('ghost', 'md')}>
          <ChartColumn aria-hidden="true" />
          {t('test.dashboardLink')}
        </Link>
      </header>

      <section
        aria-labelledby="test-generation-title"
        className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 shadow-xs sm:p-5"
      >
        <h2 id="test-generation-title" className="text-base font-semibold text-foreground">
          {t('test.generationTitle')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('test.generationBody')}</p>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={promptId}>{t('test.promptLabel')}</Label>
          <textarea
            id={promptId}
            value={prompt}
            onChange={(event) => setPrompt(event.target.value)}
            rows={3}
            maxLength={2000}
            disabled={generating}
            className="w-full resize-y rounded-lg border border-border bg-background px-3 py-2 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          />
        </div>
        <div>
          <Button
            onClick={() => void runGeneration()}
            disabled={generating || prompt.trim() === ''}
            aria-busy={generating}
          >
            {generating ? <Spinner /> : <FlaskConical aria-hidden="true" />}
            {generating ? t('test.generating') : t('test.runGeneration')}
          </Button>
        </div>
        {reply && (
          <div className="flex flex-col gap-1 rounded-lg bg-muted/50 p-3 text-sm">
            <p className="font-medium text-foreground">
              {t(`test.status.${reply.assistantMessage.status}`)}{' '}
              <Link
                to={`/chat/${reply.chat.id}`}
                className="text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
              >
                {t('test.openChat')}
              </Link>
            </p>
            <p className="line-clamp-4 whitespace-pre-wrap text-muted-foreground">
              {reply.assistantMessage.content || reply.assistantMessage.error || '–'}
            </p>
          </div>
        )}
        <StepOutcome step={generation} kind="generation" />
      </section>

      <section
        aria-labelledby="test-interaction-title"
        className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 shadow-xs sm:p-5"
      >
        <h2 id="test-interaction-title" className="text-base font-semibold text-foreground">
          {t('test.interactionTitle')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('test.interactionBody')}</p>
        <div>
          <Button
            variant="secondary"
            onClick={() => void copyReply()}
            disabled={!reply || copying || generating}
            aria-busy={copying}
          >
            {copying ? <Spinner /> : <Copy aria-hidden="true" />}
            {t('test.copyReply')}
          </Button>
        </div>
        {!reply && <p className="text-xs text-muted-foreground">{t('test.needsReply')}</p>}
        <StepOutcome step={interaction} kind="interaction" />
      </section>
    </div>
  );
}

/** What a step recorded: the change in today's own totals, or why there is none to show. */
function StepOutcome({ step, kind }: { step: Step; kind: 'generation' | 'interaction' }) {
  const t = useT('metrics');
  const f = useMetricFormat();
  if (step.state === 'idle' || step.state === 'running') return null;
  if (step.state === 'failed') return <Alert tone="danger">{step.message}</Alert>;
  if (step.state === 'waiting')
    return (
      <p role="status" className="inline-flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner /> {t('test.waiting')}
      </p>
    );
  if (step.state === 'notYet') return <Alert tone="warning">{t('test.notYet')}</Alert>;

  const { before, after } = step;
  const delta = (a: number, b: number) => `+${f.count(Math.max(0, b - a))}`;
  const rows =
    kind === 'generation'
      ? [
          [t('cards.generations'), delta(before.generations, after.generations)],
          [t('test.successes'), delta(before.successes, after.successes)],
          [t('test.failures'), delta(before.errors, after.errors)],
          [t('charts.tokensIn'), delta(before.tokensIn, after.tokensIn)],
          [t('charts.tokensOut'), delta(before.tokensOut, after.tokensOut)],
          [t('test.latencyToday'), `${f.latency(after.p50TotalMs)} / ${f.latency(after.p95TotalMs)}`],
        ]
      : [[t('actions.types.copy'), delta(before.actions.copy ?? 0, after.actions.copy ?? 0)]];
  return (
    <div role="status" className="flex flex-col gap-2 rounded-lg border border-success/40 bg-success/10 p-3">
      <p className="text-sm font-medium text-foreground">{t('test.recorded')}</p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm min-[420px]:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-col">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="font-medium tabular-nums text-foreground">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
