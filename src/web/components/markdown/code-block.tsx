import { UI_TIMINGS } from '@shared/constants';
import { cn } from '@web/lib/cn';
import { Check, Copy } from 'lucide-react';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '@web/lib/i18n';
import { highlight, type TokenKind } from '@web/lib/markdown/highlight';

const TOKEN_CLASS: Record<TokenKind, string> = {
  plain: '',
  comment: 'text-muted-foreground italic',
  string: 'text-emerald-700 dark:text-emerald-300',
  number: 'text-sky-700 dark:text-sky-300',
  keyword: 'text-violet-700 dark:text-violet-300 font-medium',
  literal: 'text-amber-700 dark:text-amber-300',
  tag: 'text-rose-700 dark:text-rose-300',
  attr: 'text-sky-700 dark:text-sky-300',
};

/** A highlighted code block with a copy button ('Copied' for 2 s, platform.md §9). */
export const CodeBlock = memo(function CodeBlock({ code, lang }: { code: string; lang?: string }) {
  const t = useT('recipe-presenter');
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const tokens = useMemo(() => highlight(code, lang ?? ''), [code, lang]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
    } catch {
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), UI_TIMINGS.copyFeedbackMs);
  };

  return (
    <div className="group/code my-3 overflow-hidden rounded-lg border border-border bg-muted/60">
      <div className="flex h-8 items-center justify-between border-b border-border px-3 text-xs text-muted-foreground">
        <span className="font-mono">{lang || t('code.label')}</span>
        <button
          type="button"
          onClick={copy}
          aria-label={copied ? t('code.copied') : t('code.copy')}
          className="inline-flex h-6 items-center gap-1 rounded px-1.5 font-medium hover:bg-background hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          {copied ? (
            <Check aria-hidden="true" className="size-3.5" />
          ) : (
            <Copy aria-hidden="true" className="size-3.5" />
          )}
          <span aria-live="polite">{copied ? t('code.copied') : t('code.copy')}</span>
        </button>
      </div>
      <pre className="overflow-x-auto p-3 text-[13px] leading-relaxed">
        <code className="font-mono">
          {tokens.map((token, i) =>
            token.kind === 'plain' ? (
              token.text
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: tokens have no identity but their place
              <span key={i} className={cn(TOKEN_CLASS[token.kind])}>
                {token.text}
              </span>
            ),
          )}
        </code>
      </pre>
    </div>
  );
});
