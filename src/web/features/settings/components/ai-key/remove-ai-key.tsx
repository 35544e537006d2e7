import type { AiKeySettings } from '@shared/contracts/ai-key';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { Spinner } from '@web/components/ui/spinner';
import { useT } from '@web/lib/i18n';
import { Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { removeAiKey } from '../../api/ai-key-api';
import { failureText } from './failure-text';

/**
 * Remove, asked once more in a dialog: the user's generations then use the server's model again
 * and count against the allowance. The card shows "no key" only once the server has removed it.
 */
export function RemoveAiKey({ onRemoved }: { onRemoved: (settings: AiKeySettings) => void }) {
  const t = useT('settings-ai-key');
  const [open, setOpen] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Once removed, the card moves the focus itself: the button that opened the dialog is gone.
  const removed = useRef(false);

  const remove = async () => {
    setFailure(null);
    setRemoving(true);
    try {
      const next = await removeAiKey();
      removed.current = true;
      setOpen(false);
      onRemoved(next);
    } catch (caught) {
      setFailure(failureText(caught, t('remove.failed')));
      setRemoving(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (removing) return;
        setOpen(next);
        setFailure(null);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="danger">
          <Trash2 aria-hidden="true" />
          {t('remove.button')}
        </Button>
      </DialogTrigger>
      <DialogContent
        closeLabel={t('remove.close')}
        onCloseAutoFocus={(event) => {
          if (removed.current) event.preventDefault();
        }}
      >
        <DialogTitle>{t('remove.title')}</DialogTitle>
        <DialogDescription>{t('remove.body')}</DialogDescription>
        {failure && (
          <Alert tone="danger" className="mt-4">
            {failure}
          </Alert>
        )}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary" disabled={removing}>
              {t('remove.cancel')}
            </Button>
          </DialogClose>
          <Button variant="destructive" disabled={removing} onClick={() => void remove()}>
            {removing ? <Spinner className="size-4 text-current" /> : <Trash2 aria-hidden="true" />}
            {t(removing ? 'remove.working' : 'remove.confirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
