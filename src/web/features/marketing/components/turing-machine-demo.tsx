import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { CircleCheck, Pause, Play, RotateCcw, StepForward } from 'lucide-react';
import { useCopy } from '../hooks/use-copy';
import { useTuringMachine } from '../hooks/use-turing-machine';
import { INITIAL_TAPE, tapeToString } from '../lib/turing-machine';

/** The landing page's Turing-machine demo (platform.md §4): run, pause, step, reset; halts at state 2. */
export function TuringMachineDemo({ stepMs }: { stepMs?: number }) {
  const { c, t } = useCopy();
  const copy = c.landing.turing;
  const { machine, running, halted, run, pause, stepOnce, reset } = useTuringMachine(stepMs);

  return (
    <section
      className="mx-auto w-full max-w-3xl rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-8"
      data-testid="turing-machine"
      aria-label={copy.label}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2" aria-hidden="true">
          {[0, 1, 2].map((s) => (
            <span
              key={s}
              className={cn(
                'inline-flex size-9 items-center justify-center rounded-full border font-mono text-sm font-semibold transition-colors',
                machine.state === s
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border bg-muted text-muted-foreground',
              )}
            >
              q{s}
            </span>
          ))}
        </div>
        <p className="font-mono text-sm text-muted-foreground">
          <span className="sr-only">{copy.state}: </span>
          <span data-testid="turing-state">{copy.stateNames[machine.state]}</span>
          <span aria-hidden="true"> · </span>
          <span data-testid="turing-steps">{t('landing.turing.stepCount', { n: machine.steps })}</span>
        </p>
      </div>

      <p className="mt-6 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{copy.tape}</p>
      <ol className="mt-2 grid grid-cols-8 gap-1.5 sm:gap-2" data-testid="turing-tape">
        {machine.tape.map((bit, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: tape cells are positions
          <li key={i} className="relative">
            <span className="sr-only">{t('landing.turing.cell', { n: i + 1 })} </span>
            <span
              data-bit={bit}
              className={cn(
                'flex aspect-square items-center justify-center rounded-lg border font-mono text-lg font-semibold transition-colors sm:text-xl',
                machine.head === i && !halted
                  ? 'border-primary bg-accent text-accent-foreground ring-2 ring-primary/40'
                  : 'border-border bg-background text-foreground',
              )}
            >
              {bit}
            </span>
            {machine.head === i && !halted && (
              <span aria-hidden="true" className="absolute inset-x-0 -bottom-4 text-center text-xs text-primary">
                ▲
              </span>
            )}
          </li>
        ))}
      </ol>
      <p className="sr-only" aria-live="polite">
        {halted ? '' : t('landing.turing.head', { n: machine.head + 1 })}
      </p>

      <div className="mt-8 flex flex-wrap items-center gap-2">
        {running ? (
          <Button onClick={pause} variant="secondary">
            <Pause aria-hidden="true" />
            {copy.pause}
          </Button>
        ) : (
          <Button onClick={run} disabled={halted}>
            <Play aria-hidden="true" />
            {copy.run}
          </Button>
        )}
        <Button variant="secondary" onClick={stepOnce} disabled={halted}>
          <StepForward aria-hidden="true" />
          {copy.step}
        </Button>
        <Button variant="ghost" onClick={reset}>
          <RotateCcw aria-hidden="true" />
          {copy.reset}
        </Button>
        <div role="status" className="ml-auto min-h-6 text-sm">
          {halted && (
            <span className="inline-flex items-center gap-1.5 font-medium text-success">
              <CircleCheck aria-hidden="true" className="size-4" />
              {copy.complete}
              <span className="font-mono text-muted-foreground">
                {t('landing.turing.result', { input: tapeToString(INITIAL_TAPE), output: tapeToString(machine.tape) })}
              </span>
            </span>
          )}
        </div>
      </div>
    </section>
  );
}
