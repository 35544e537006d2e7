import { CODE_FORMATS, type CodeFormat } from '@shared/contracts/chat-actions';
import { cn } from '@web/lib/cn';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useT } from '@web/lib/i18n';
import { CodeBlock } from '@web/components/markdown/code-block';

/** The highlighter's language for each format. */
const LANG: Record<CodeFormat, string> = {
  prompt: 'prompt',
  markdown: 'markdown',
  json: 'json',
  yaml: 'yaml',
  python: 'python',
  typescript: 'typescript',
};

/**
 * The converted code, one tab per format (WAI-ARIA tabs: arrow keys, Home and End move between
 * them; only the selected tab is in the tab order). Each panel is the chat's code block, with copy.
 */
export function CodeViewer({ code }: { code: Record<string, string> }) {
  const t = useT('chat');
  const id = useId();
  const formats = CODE_FORMATS.filter((f) => typeof code[f] === 'string');
  const [selected, setSelected] = useState<CodeFormat>(formats[0] ?? 'prompt');
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  if (formats.length === 0) return null;
  const current = formats.includes(selected) ? selected : formats[0]!;

  const onKeyDown = (event: KeyboardEvent) => {
    const at = formats.indexOf(current);
    const next =
      event.key === 'ArrowRight'
        ? (at + 1) % formats.length
        : event.key === 'ArrowLeft'
          ? (at - 1 + formats.length) % formats.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? formats.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    setSelected(formats[next]!);
    tabs.current[next]?.focus();
  };

  return (
    <div data-testid="code-viewer" className="mt-1">
      <div
        role="tablist"
        aria-label={t('actions.codeFormats')}
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto border-b border-border [scrollbar-width:thin]"
      >
        {formats.map((format, i) => (
          <button
            key={format}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${format}`}
            aria-selected={format === current}
            aria-controls={`${id}-panel`}
            tabIndex={format === current ? 0 : -1}
            onClick={() => setSelected(format)}
            className={cn(
              '-mb-px shrink-0 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring',
              format === current
                ? 'border-primary text-foreground'
                : 'border-transparent text-muted-foreground hover:text-foreground',
            )}
          >
            {t(`actions.formats.${format}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${current}`}>
        <CodeBlock code={code[current]!} lang={LANG[current]} />
      </div>
    </div>
  );
}
