import { cn } from '@web/lib/cn';
import { CloudOff } from 'lucide-react';
import { useCopy } from '../hooks/use-copy';

/**
 * What a public form says while the browser is offline: sending needs a connection, and what was
 * typed stays. The form points at it with aria-describedby, so its id comes from the form.
 */
export function OfflineSendNote({ id, testId, className }: { id: string; testId: string; className?: string }) {
  const { c } = useCopy();
  return (
    <p id={id} role="status" data-testid={testId} className={cn('flex items-start gap-2 text-sm', className)}>
      <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      {c.offline.sendUnavailable}
    </p>
  );
}
