import { REGENERATE_OPTIONS, type RegenerateOption } from '@shared/contracts/chat-actions';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@web/components/ui/dropdown-menu';
import { AlignLeft, ListPlus, RefreshCw, Shuffle } from 'lucide-react';
import { useT } from '@web/lib/i18n';
import { IconButton } from '@web/components/ui/icon-button';

const ICONS: Record<RegenerateOption, typeof RefreshCw> = {
  default: RefreshCw,
  concise: AlignLeft,
  detailed: ListPlus,
  different: Shuffle,
};

/** Regenerate with one of the options of chat-assistant.md §2: default, concise, detailed, different. */
export function RegenerateMenu({
  disabled,
  onRegenerate,
}: {
  disabled: boolean;
  onRegenerate: (option: RegenerateOption) => void;
}) {
  const t = useT('chat');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild disabled={disabled}>
        <IconButton label={t('actions.regenerateMenu')} data-testid="regenerate-menu">
          <RefreshCw aria-hidden="true" />
        </IconButton>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        {REGENERATE_OPTIONS.map((option) => {
          const Icon = ICONS[option];
          return (
            <DropdownMenuItem
              key={option}
              onSelect={() => onRegenerate(option)}
              data-testid={`regenerate-${option}`}
            >
              <Icon aria-hidden="true" />
              {t(`actions.options.${option}`)}
            </DropdownMenuItem>
          );
        })}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
