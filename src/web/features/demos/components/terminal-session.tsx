import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n';
import { Pause, Play, RotateCcw } from 'lucide-react';
import { useMotionAllowed } from '../hooks/use-motion-allowed';
import { useTypedSession } from '../hooks/use-typed-session';
import type { TerminalLine } from '../samples/terminal-samples';

const PROMPT = '$';

/**
 * A terminal-styled session typed out line by line, with a blinking block cursor. Screen readers
 * get the whole transcript at once (a list beside it) instead of the text appearing a character at
 * a time; the typing itself is hidden from them. Pause holds typing and blinking; under reduced
 * motion (OS or preferences) the session is shown whole and the cursor is steady.
 */
export function TerminalSession({ lines, title }: { lines: readonly TerminalLine[]; title: string }) {
  const t = useT('demos');
  const motion = useMotionAllowed();
  const session = useTypedSession(lines, motion);
  const last = session.lines.at(-1);
  const typing = last && !last.done;

  return (
    <div className="flex flex-col gap-3">
      <div
        data-testid="terminal-session"
        data-finished={session.finished}
        className="overflow-hidden rounded-xl border border-zinc-800 bg-zinc-950 shadow-sm"
      >
        <div className="flex items-center gap-2 border-b border-zinc-800 px-3 py-2" aria-hidden="true">
          <span className="size-2.5 rounded-full bg-zinc-600" />
          <span className="size-2.5 rounded-full bg-zinc-600" />
          <span className="size-2.5 rounded-full bg-zinc-600" />
          <span className="ml-2 truncate font-mono text-xs text-zinc-400">{title}</span>
        </div>
        <div
          aria-hidden="true"
          className="min-h-56 overflow-x-auto px-4 py-3 font-mono text-[13px] leading-6 text-zinc-100"
        >
          {session.lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the session only grows at its end
            <div key={i} className="whitespace-pre">
              {line.kind === 'command' ? (
                <>
                  <span className="text-emerald-400">{PROMPT} </span>
                  {line.shown}
                  {!line.done && <Cursor on={session.cursorOn} />}
                </>
              ) : (
                <span className="text-zinc-400">{line.shown}</span>
              )}
            </div>
          ))}
          {!typing && (
            <div className="whitespace-pre">
              <span className="text-emerald-400">{PROMPT} </span>
              <Cursor on={session.cursorOn} />
            </div>
          )}
        </div>
        <ol className="sr-only" aria-label={t('terminal.transcript')}>
          {lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
            <li key={i}>{line.kind === 'command' ? `${PROMPT} ${line.text}` : line.text}</li>
          ))}
        </ol>
      </div>
      {motion && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={session.togglePause} aria-pressed={session.paused}>
            {session.paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
            {session.paused ? t('terminal.resume') : t('terminal.pause')}
          </Button>
          <Button size="sm" variant="ghost" onClick={session.replay}>
            <RotateCcw aria-hidden="true" />
            {t('terminal.replay')}
          </Button>
        </div>
      )}
    </div>
  );
}

function Cursor({ on }: { on: boolean }) {
  return (
    <span
      data-testid="terminal-cursor"
      data-on={on}
      className={cn('inline-block h-4 w-2 translate-y-0.5 bg-zinc-100', !on && 'opacity-0')}
    />
  );
}
