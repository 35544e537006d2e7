import { Brain, ChevronDown } from 'lucide-react';
import { useId, useState, memo } from 'react';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n';

/** The model's reasoning, when the provider returns it; collapsed unless opened. */
export const ThinkingPanel = memo(function ThinkingPanel({
  thinking,
  streaming,
}: {
  thinking: string;
  streaming: boolean;
}) {
  const t = useT('chat');
  const [open, setOpen] = useState(false);
  const id = useId();
  if (!thinking.trim()) return null;
  return (
    <div className="mb-3 rounded-lg border border-border bg-muted/40">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={open ? t('message.thinkingHide') : t('message.thinkingShow')}
        onClick={() => setOpen((v) => !v)}
        className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-xs font-medium text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        <Brain aria-hidden="true" className={cn('size-3.5', streaming && 'animate-pulse text-primary')} />
        <span className="flex-1">{t('message.thinking')}</span>
        <ChevronDown
          aria-hidden="true"
          className={cn('size-3.5 transition-transform', open && 'rotate-180')}
        />
      </button>
      {open && (
        <div
          id={id}
          className="max-h-64 overflow-y-auto border-t border-border px-3 py-2 text-[13px] leading-relaxed whitespace-pre-wrap text-muted-foreground"
        >
          {thinking}
        </div>
      )}
    </div>
  );
});
