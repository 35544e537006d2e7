import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { useT } from '@web/lib/i18n';
import { Pin } from 'lucide-react';
import { memo } from 'react';

/** The pin/bookmark toggle (platform.md §2): pressed when pinned. */
export const PinButton = memo(function PinButton({
  pinned,
  onToggle,
}: {
  pinned: boolean;
  onToggle: () => void;
}) {
  const t = useT('recipe-presenter');
  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn('size-8', pinned && 'text-primary hover:text-primary')}
      aria-label={t('presenter.pin')}
      aria-pressed={pinned}
      onClick={onToggle}
    >
      <Pin aria-hidden="true" className={cn(pinned && 'fill-current')} />
    </Button>
  );
});
